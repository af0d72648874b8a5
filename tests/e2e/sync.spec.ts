// Sync triggers and offline storage as a traveller sees them.
import { expect, test } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import { ProfilePage, SearchPage, goOffline, signIn, waitForFirstSync, waitForServiceWorker } from './support/pages';

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
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(page.getByText('No saved places yet')).toBeVisible();
  // The server answered that sync before the save below: only a nudge can bring the save now.
  await ready;
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  // One of the local guide's picks, which this traveller may read.
  const pick = await admin
    .collection('tastemaker_places')
    .getFirstListItem(`tastemaker = "${seoul.featured_tastemaker}"`, { expand: 'place' });
  const place = pick.expand!.place;
  // Another device of the same traveller saves a place.
  await admin.collection('saved_places').create({ user: traveller.id, place: place.id });
  await expect(profile.savedPlaces).toContainText(place.name, { timeout: 10_000 });
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
  // The picture of every place this traveller may read (the local guide's picks; places share a few
  // pictures per category), plus the city's, its tastemakers' and its events'.
  const admin = await adminClient();
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const picks = await admin
    .collection('tastemaker_places')
    .getFullList({ filter: `tastemaker = "${seoul.featured_tastemaker}"`, expand: 'place', fields: 'expand.place.image' });
  const placePictures = new Set(picks.map((pick) => (pick.expand as { place: { image: string } }).place.image));
  expect(placePictures.size).toBeGreaterThan(5);
  expect(saved).toBeGreaterThan(placePictures.size + 6);

  await new ProfilePage(page).goto();
  await expect(new ProfilePage(page).storageStatus).toContainText('stored on this device');

  await goOffline(context);
  const search = new SearchPage(page);
  await search.goto();
  const image = search.cards.first().locator('img').first();
  await expect(image).toBeVisible();
  // The photo itself, not the placeholder, came from the device's cache.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.currentSrc.includes('placeholder')))
    .toBe(true);
});

test('a visitor downloads the catalog only once they open a screen beyond the landing page', async ({ page }) => {
  const syncs: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/app/sync')) syncs.push(r.url());
  });
  // A stale signed-in hint that is not '1' changes nothing on screen; the app
  // removes it once it has read the session (stores/session.ts), and decides
  // right then whether to start syncing (app.tsx).
  await page.addInitScript(() => localStorage.setItem('tastemap.hasSession', 'stale'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tastemap.hasSession'))).toBeNull();
  // A device that syncs starts when the page is next idle (idle callbacks run
  // in the order asked for), sends its first request from a 0 ms timer, and
  // holds the sync lock from then to the end of the sync.
  const syncStarted = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        requestIdleCallback(
          () =>
            setTimeout(() => {
              void navigator.locks.query().then((locks) => {
                resolve([...(locks.held ?? []), ...(locks.pending ?? [])].some((lock) => lock.name === 'tastemap-sync'));
              });
            }, 0),
          { timeout: 2000 },
        );
      }),
  );
  expect(syncStarted).toBe(false);
  expect(syncs).toEqual([]);

  await page.getByRole('link', { name: 'Cities' }).click();
  await expect(page.getByRole('heading', { name: 'Explore Cities' })).toBeVisible();
  await expect.poll(() => syncs.length).toBeGreaterThan(0);
  await expect(page.getByText('New York City', { exact: true })).toBeVisible();
});
