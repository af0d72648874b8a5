// Leaving the app with a full navigation and coming back through the
// back/forward cache (src/data/lifecycle.ts): the page gives up its database
// work on `pagehide` and takes it up again on `pageshow`. And where nothing
// sends writes while no page is open (no Background Sync), a page hidden with
// writes waiting says so under the sync status.
import { expect, test, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { adminClient, createTraveller, eventually } from './support/server';
import { goOffline, goOnline, installedOnSearch, mainNav, savedToast, waitForEmptyOutbox } from './support/pages';

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
  // The wait is for the request held, whichever starts it: one the app sent between the route and
  // the `online` event (a realtime nudge) is held too, and the round it belongs to is then the one in flight.
  let held = false;
  let holding!: () => void;
  const asked = new Promise<void>((resolve) => (holding = resolve));
  await page.route(isSync, (route) => {
    if (held) return route.continue();
    held = true;
    holding();
    return new Promise<void>(() => undefined);
  });
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
  await expect(savedToast(page, placeName)).toBeVisible();
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
  await expect(savedToast(page, placeName)).toBeVisible();
  const admin = await adminClient();
  await eventually(async () => (await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` })).length === 1);
  await waitForEmptyOutbox(page);
  await expect(page.getByTestId('sync-indicator')).toHaveAccessibleName('Sync status: Synced');
});

test('says what waits for the app when the page is hidden with writes pending and no Background Sync', async ({ context, page }) => {
  // Safari and Firefox have no Background Sync: this Chromium pretends to be one of them.
  await context.addInitScript(() => {
    if ('ServiceWorkerRegistration' in self) Reflect.deleteProperty(ServiceWorkerRegistration.prototype, 'sync');
  });
  const traveller = await createTraveller();
  const search = await installedOnSearch(page, traveller);
  await goOffline(context);
  for (const index of [1, 2]) {
    const card = search.cards.nth(index);
    const placeName = await search.nameOf(card);
    await search.saveButton(card, placeName).click();
    await expect(savedToast(page, placeName)).toBeVisible();
  }
  const indicator = page.getByTestId('sync-indicator');
  const note = page.getByTestId('held-until-open');
  await expect(indicator).toHaveAccessibleName('Sync status: Offline · 2 pending');
  await expect(note).toBeHidden();

  // The traveller leaves the app, and comes back to it later. (Leaving is a hide; so is switching to
  // another app or tab, `visibilitychange`, which tests/unit/sync-engine.test.ts drives.)
  await watchLifecycle(page);
  // Somewhere that needs no network (the device is offline).
  await page.goto('data:text/html,<title>Elsewhere</title>');
  await comeBack(page);
  expect((await lifecycleSeen(page)).seen).toEqual(['pagehide persisted=true', 'pageshow persisted=true']);
  await expect(note).toHaveText('2 changes will send when you open Tastemap online');

  // Under the status, in the bar, over nothing: the bar stays within the room the page keeps for it.
  const bar = mainNav(page);
  const [barBox, noteBox, indicatorBox] = await Promise.all([bar.boundingBox(), note.boundingBox(), indicator.boundingBox()]);
  const viewport = page.viewportSize()!;
  const room = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.querySelector('nav[aria-label="Main"]')!.parentElement!).paddingBottom),
  );
  expect(noteBox!.y).toBeGreaterThanOrEqual(indicatorBox!.y + indicatorBox!.height - 0.5);
  expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(viewport.height);
  expect(barBox!.height).toBeLessThanOrEqual(room);
  expect(indicatorBox!.height).toBeGreaterThanOrEqual(44);
  const links = await bar.getByRole('link').all();
  expect(links.length).toBeGreaterThanOrEqual(4);
  for (const link of links) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y + box.height).toBeLessThanOrEqual(noteBox!.y + 1);
  }

  // Online again, the writes go and the note with them.
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await waitForEmptyOutbox(page);
  await expect(note).toBeHidden();
  const admin = await adminClient();
  await eventually(async () => (await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` })).length === 2);
});
