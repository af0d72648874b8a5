// Leaving the app with a full navigation and coming back through the
// back/forward cache (src/data/lifecycle.ts): the page gives up its database
// work on `pagehide` and takes it up again on `pageshow`.
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { adminClient, createTraveller, eventually } from './support/server';
import { installedOnSearch, waitForEmptyOutbox } from './support/pages';

// Playwright turns Chromium's back/forward cache off by default; these tests need it on.
test.use({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

/** Records the page's lifecycle events from now on, on this document. */
async function watchLifecycle(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { lifecycleSeen: seen });
    const record = (event: Event) => seen.push(`${event.type} persisted=${(event as PageTransitionEvent).persisted}`);
    addEventListener('pagehide', record);
    addEventListener('pageshow', record);
  });
}

/** What the page saw since watchLifecycle (null on a new document), and why Chromium did not restore it if it did not. */
async function lifecycleSeen(page: Page) {
  return page.evaluate(() => ({
    seen: (window as unknown as { lifecycleSeen?: string[] }).lifecycleSeen ?? null,
    notRestoredReasons: JSON.stringify(
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown })
        .notRestoredReasons ?? null,
    ),
  }));
}

/** Comes back with the back button. */
async function comeBack(page: Page) {
  // A page restored from the cache fires no `load`: the navigation's commit is the return.
  await page.goBack({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState === 'complete');
}

/**
 * Leaves for the profile with a full navigation (the app's other screen uses the database and the
 * sync lock at once: anything the cached page kept would make Chromium evict it), waits until that
 * screen has synced, then comes back.
 */
async function leaveForProfileAndComeBack(page: Page) {
  await page.goto('/profile');
  await expect(page.getByTestId('sync-panel')).toContainText('Last synced');
  await expect(page.getByTestId('sync-indicator')).toHaveAccessibleName('Sync status: Synced');
  await comeBack(page);
}

test('resumes after a round trip through the back/forward cache taken in the middle of a sync', async ({ page }) => {
  const traveller = await createTraveller();
  const search = await installedOnSearch(page, traveller);
  await expect(search.cards.first()).toBeVisible();
  const indicator = page.getByTestId('sync-indicator');

  // A sync round in flight when the traveller leaves: its request to the server gets no answer (later ones do).
  const isSync = (url: URL) => url.pathname === '/api/app/sync';
  let held = false;
  await page.route(isSync, (route) => {
    if (held) return route.continue();
    held = true;
    return new Promise<void>(() => undefined);
  });
  const asked = page.waitForRequest((request) => isSync(new URL(request.url())));
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await asked;
  await expect(indicator).toHaveAccessibleName('Sync status: Syncing');
  await watchLifecycle(page);

  await leaveForProfileAndComeBack(page);
  // The same document, shown again from Chromium's back/forward cache: leaving ended the round (its
  // request cancelled, its Web Lock let go, its transactions aborted), so nothing kept the page out.
  const back = await lifecycleSeen(page);
  expect(back.seen, `not restored from the back/forward cache: ${back.notRestoredReasons}`).toEqual([
    'pagehide persisted=true',
    'pageshow persisted=true',
  ]);

  // The app works on: it syncs again, its database opens again, a write is stored and reaches the server.
  const card = search.cards.nth(1);
  const placeName = await search.nameOf(card);
  await search.saveButton(card, placeName).click();
  await expect(page.getByText(`Saved ${placeName} to your collection`)).toBeVisible();
  const admin = await adminClient();
  await eventually(async () => {
    const saved = await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"`, expand: 'place' });
    return saved.length === 1 && saved[0]!.expand?.place.name === placeName;
  });
  await waitForEmptyOutbox(page);
  await expect(indicator).toHaveAccessibleName('Sync status: Synced');
});

test('resumes after a round trip through the back/forward cache taken while a sync page is being stored', async ({ page }) => {
  const traveller = await createTraveller();
  const search = await installedOnSearch(page, traveller);
  await expect(search.cards.first()).toBeVisible();

  // The next sync answers with a page of 20,000 rows, which takes the device a while to store. Its
  // cursor is the device's own, so the next pull asks from the same point whatever becomes of it.
  const cursor = await page.evaluate(async () => {
    const open = indexedDB.open('tastemap');
    const db = await new Promise<IDBDatabase>((resolve) => (open.onsuccess = () => resolve(open.result)));
    const row = await new Promise<{ value?: string } | undefined>((resolve) => {
      const request = db.transaction('meta').objectStore('meta').get('syncCursor');
      request.onsuccess = () => resolve(request.result as { value?: string } | undefined);
    });
    db.close();
    return row?.value ?? '';
  });
  const reviews = Array.from({ length: 20_000 }, (_, i) => ({
    id: `bfcache${String(i).padStart(8, '0')}`,
    place: 'bfcacheplace00',
    user: 'bfcacheuser000',
    city: 'bfcachecity000',
    rating: 4,
    comment: 'A review as long as a real one, so that the page takes its time to store.',
    created: '2026-01-01 00:00:00.000Z',
    updated: '2026-01-01 00:00:00.000Z',
  }));
  const bigPage = {
    cursor,
    more: false,
    progress: { done: 0, total: 0 },
    scope: { user: traveller.id, cities: [] },
    changes: { reviews },
    deletions: [],
  };
  let answered = false;
  await page.route(
    (url) => url.pathname === '/api/app/sync',
    (route) => {
      if (answered) return route.continue();
      answered = true;
      return route.fulfill({ json: bigPage });
    },
  );

  // Leave for another screen of the app with a full navigation while that page is being stored: a
  // probe transaction on `meta`, which a sync page holds with its cursor, waits behind it. (The probe
  // is aborted on pagehide.) The screen it goes to uses the database at once: a transaction left
  // open in the cached page would make Chromium evict it.
  await watchLifecycle(page);
  await page.evaluate(() => {
    const open = indexedDB.open('tastemap');
    open.onsuccess = () => {
      const db = open.result;
      let probe: IDBTransaction | undefined;
      let left = false;
      addEventListener('pagehide', () => {
        try {
          probe?.abort();
        } catch {
          // finished
        }
        db.close();
      });
      const look = () => {
        probe = db.transaction('meta', 'readwrite');
        let done = false;
        probe.objectStore('meta').get('syncCursor');
        probe.oncomplete = () => {
          done = true;
          if (!left) setTimeout(look, 10);
        };
        setTimeout(() => {
          if (done || left) return;
          left = true;
          location.assign('/profile');
        }, 150);
      };
      look();
      window.dispatchEvent(new Event('online'));
    };
  });
  await page.waitForURL((url) => url.pathname === '/profile');
  await expect(page.getByTestId('sync-panel')).toContainText('Last synced');
  await expect(page.getByTestId('sync-indicator')).toHaveAccessibleName('Sync status: Synced');
  await comeBack(page);
  const back = await lifecycleSeen(page);
  expect(back.seen, `not restored from the back/forward cache: ${back.notRestoredReasons}`).toEqual([
    'pagehide persisted=true',
    'pageshow persisted=true',
  ]);

  // The app works on: a write is stored and reaches the server, and the device syncs.
  const card = search.cards.nth(2);
  const placeName = await search.nameOf(card);
  await search.saveButton(card, placeName).click();
  await expect(page.getByText(`Saved ${placeName} to your collection`)).toBeVisible();
  const admin = await adminClient();
  await eventually(async () => (await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` })).length === 1);
  await waitForEmptyOutbox(page);
  await expect(page.getByTestId('sync-indicator')).toHaveAccessibleName('Sync status: Synced');
});
