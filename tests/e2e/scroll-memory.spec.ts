// Where a screen is scrolled, as a traveller moves between screens: a place
// opened from far down a list opens at its top, and Back returns to the list
// where the traveller left it, on the card they came from.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createTraveller } from './support/server';
import { PlacePage, SearchPage, signIn, waitForDeviceRows } from './support/pages';

const seoulPlaces = (JSON.parse(readFileSync('pb_migrations/seed/seoul.json', 'utf8')) as { places: unknown[] }).places;

test('a place opened from far down the list opens at its top, and Back returns to that card', async ({ page }) => {
  const traveller = await createTraveller({ followAllInSeoul: true });
  await signIn(page, traveller);
  await waitForDeviceRows(page, 'places', seoulPlaces.length);
  const search = new SearchPage(page);
  await search.goto();
  await expect(search.resultsCount).toHaveText(`${seoulPlaces.length} places`);

  // Far down the list, as a thumb leaves it: the 12th card in the middle of the screen.
  const card = search.cards.nth(11);
  const name = await search.nameOf(card);
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const listTop = await page.evaluate(() => window.scrollY);
  await card.getByRole('link', { name: 'View Details' }).click();

  // The place page starts at its top: its name is the first thing seen.
  const place = new PlacePage(page);
  await expect(place.heading(name)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Back: the list as it was left, the same card in view.
  await page.goBack();
  await expect(search.cardNamed(name)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listTop - 2);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - listTop)).toBeLessThanOrEqual(2);

  // A tab opens its screen at the top too.
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
