// Sync triggers and offline storage as a traveller sees them.
import { expect, test } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import { goOffline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

test('shows a change made elsewhere within seconds, through realtime events', async ({ page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForFirstSync(page, traveller.id);
  // The page subscribes, then syncs once more; after that only a nudge can bring the change.
  const ready = new Promise<void>((resolve) => {
    let subscribed = false;
    page.on('response', (r) => {
      if (r.url().endsWith('/api/realtime') && r.request().method() === 'POST') subscribed = true;
      else if (subscribed && r.url().includes('/api/app/sync')) resolve();
    });
  });
  await page.goto('/profile');
  await expect(page.getByText('No saved places yet')).toBeVisible();
  await ready;
  await page.waitForTimeout(500);
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  // One of the local guide's picks, which this traveller may read.
  const pick = await admin.collection('tastemaker_places').getFirstListItem(`tastemaker = "${seoul.featured_tastemaker}"`, { expand: 'place' });
  const place = pick.expand!.place;
  // Another device of the same traveller saves a place.
  await admin.collection('saved_places').create({ user: traveller.id, place: place.id });
  await expect(page.getByTestId('saved-places')).toContainText(place.name, { timeout: 10_000 });
});

test("downloads a city's images for offline use and shows them without a connection", async ({ context, page }) => {
  const traveller = await createTraveller();
  await signIn(page, traveller);
  await waitForServiceWorker(page);
  await waitForFirstSync(page, traveller.id);
  await page.goto('/city/seoul');
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByTestId('offline-state')).toHaveText(/^\d+ images saved on this device$/, { timeout: 30_000 });
  const saved = Number((await page.getByTestId('offline-state').textContent())!.split(' ')[0]);
  // Every place this traveller may read (the local guide's picks), plus the city, its tastemakers and events.
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const picks = await admin.collection('tastemaker_places').getList(1, 1, { filter: `tastemaker = "${seoul.featured_tastemaker}"` });
  expect(saved).toBeGreaterThan(picks.totalItems + 6);

  await page.goto('/profile');
  await expect(page.getByTestId('storage-status')).toContainText('stored on this device');

  await goOffline(context);
  await page.goto('/search');
  const image = page.getByTestId('place-card').first().locator('img').first();
  await expect(image).toBeVisible();
  // The photo itself, not the placeholder, came from the device's cache.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.currentSrc.includes('placeholder'))).toBe(true);
});

test('a visitor downloads the catalog only once they open a screen beyond the landing page', async ({ page }) => {
  const syncs: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/app/sync')) syncs.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  // Well past the moment a signed-in device starts its first sync (when idle, at most 2 s).
  await page.waitForTimeout(3_000);
  expect(syncs).toEqual([]);

  await page.getByRole('link', { name: 'Cities' }).click();
  await expect(page.getByRole('heading', { name: 'Explore Cities' })).toBeVisible();
  await expect.poll(() => syncs.length).toBeGreaterThan(0);
  await expect(page.getByText('New York City', { exact: true })).toBeVisible();
});
