// What only a desktop shows, at 1280×720 with a mouse (every other spec runs
// on a phone): the landing page's sections in columns, a pin on the map
// opened by a click rather than a tap, and a place page's photo framed
// beside the page's margins rather than bleeding to the screen's edges.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createTraveller } from './support/server';
import { signIn, waitForDeviceRows } from './support/pages';
import { PlaceMapView } from './support/map';

const seoulPlaces = (JSON.parse(readFileSync('pb_migrations/seed/seoul.json', 'utf8')) as { places: unknown[] }).places;

test('the landing page sets its promises side by side, and its links lead on', async ({ page }) => {
  await page.goto('/');
  const promises = ['Curated by locals', 'An AI local guide', 'Works offline'].map((title) =>
    page.getByRole('heading', { name: title, level: 2 }),
  );
  const boxes = await Promise.all(promises.map(async (heading) => (await heading.boundingBox())!));
  // One row: the same top, left to right, each in its own column.
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
  expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
  expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
});

test('a click on a pin opens its card, and the card leads to the place, its photo framed', async ({ page }) => {
  test.slow(); // software WebGL on two shared cores, as in map.spec.ts
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForDeviceRows(page, 'places', seoulPlaces.length);
  await page.goto('/map');
  const map = new PlaceMapView(page);
  await map.expectTiles();
  await map.expectPins(seoulPlaces.length);
  const pin = await map.openAPinsCard();
  await expect(map.container).toHaveAttribute('data-selected', pin.id);
  await map.card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/place/${pin.id}$`));

  // The photo sits within the page's column, with rounded corners, not from edge to edge as on a phone.
  const frame = page.locator('main > div').first();
  await expect(frame.getByRole('img').first()).toBeVisible();
  const box = (await frame.boundingBox())!;
  expect(box.x).toBeGreaterThan(0);
  expect(box.x + box.width).toBeLessThan(1280);
  expect(await frame.evaluate((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius))).toBeGreaterThan(0);
});
