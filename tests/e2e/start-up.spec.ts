// Opening the installed app again: the screen the traveller last saw is drawn
// at once (src/data/cache/screens.ts), offline too, a tap on it counts
// (screen-taps.ts), and the app takes over from it; what it holds goes with
// the session.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { adminClient, createTraveller } from './support/server';
import {
  ProfilePage,
  SearchPage,
  deviceCount,
  goOffline,
  goOnline,
  installedOnSearch,
  savedToast,
  waitForEmptyOutbox,
} from './support/pages';

declare global {
  interface Window {
    storedScreenSeen?: { beforeLiveCards: boolean };
    /** When the first frame after the page was parsed (the whole stored screen) was being made. */
    parsedPageFrame?: number;
    /** What each tap landed on. */
    tapsLanded?: string[];
    /** Whether the page, once parsed, shows a stored screen: settled as the parser ends, before the app's scripts run. */
    storedScreenParsed?: Promise<boolean>;
  }
}

/** The stored screen of `path` as the device keeps it ('' when it has none). */
function storedScreen(page: Page, path: string): Promise<string> {
  return page.evaluate(async (key) => {
    const response = await caches.open('tastemap-screens').then((cache) => cache.match(`${location.origin}/__screens${key}`));
    return response ? ((await response.json()) as { html: string }).html : '';
  }, path);
}

/** The writes to `collection` waiting on the device to be sent. */
function waitingWrites(page: Page, collection: string): Promise<number> {
  return page.evaluate(async (name) => {
    const open = indexedDB.open('tastemap');
    const db: IDBDatabase = await new Promise((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
    });
    try {
      const request = db.transaction('outbox').objectStore('outbox').getAll();
      const entries: Array<{ collection: string }> = await new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result as Array<{ collection: string }>);
        request.onerror = () => reject(request.error ?? new Error('the outbox did not open'));
      });
      return entries.filter((entry) => entry.collection === name).length;
    } finally {
      db.close();
    }
  }, collection);
}

/**
 * Holds the device's database from another tab of the same origin (a read-write transaction over
 * every store, kept open), as a slow disk would: the app cannot read its places, so the stored screen
 * stays until the returned function lets go. The tab is an icon the service worker serves offline,
 * so it starts no app of its own.
 */
async function holdDatabase(context: BrowserContext): Promise<() => Promise<void>> {
  const holder = await context.newPage();
  await holder.goto('/icons/favicon.svg');
  await holder.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tastemap');
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction([...db.objectStoreNames], 'readwrite');
          const store = transaction.objectStore(db.objectStoreNames[0]!);
          let held = true;
          (window as Window & { letGo?: () => void }).letGo = () => (held = false);
          // A transaction stays open while it has requests: one more each time the last one answers.
          const keep = () => {
            if (held) store.count().onsuccess = keep;
          };
          keep();
          transaction.oncomplete = () => db.close();
          resolve();
        };
      }),
  );
  return async () => {
    await holder.evaluate(() => (window as Window & { letGo?: () => void }).letGo?.());
    await holder.close();
  };
}

/** Runs before the page's scripts: notes whether a stored screen was drawn before the app's own cards, and what each tap landed on. */
function watchStart() {
  window.tapsLanded = [];
  window.storedScreenParsed = new Promise((resolve) =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') resolve(!!document.querySelector('[data-screen-snapshot]'));
    }),
  );
  // A tap inside the stored screen's closed shadow root reaches the page as a tap on its host.
  addEventListener(
    'click',
    (event) => window.tapsLanded!.push((event.target as Element).matches('[data-screen-snapshot]') ? 'stored screen' : 'app'),
    true,
  );
  const observer = new MutationObserver(() => {
    if (window.storedScreenSeen || !document.querySelector('[data-screen-snapshot]')) return;
    window.storedScreenSeen = { beforeLiveCards: !document.querySelector('#root [data-testid="place-card"]') };
  });
  observer.observe(document, { childList: true, subtree: true });
  // 'interactive' comes as the parser ends, before the page's own scripts run.
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') requestAnimationFrame(() => (window.parsedPageFrame = performance.now()));
  });
}

test('the installed app opens offline on the last screen seen, a heart tapped on it is saved once, then the app takes over', async ({
  context,
  page,
}) => {
  const traveller = await createTraveller();
  const search = await installedOnSearch(page, traveller);
  const firstPlace = await search.nameOf(search.cards.first());
  // The stored screen draws the first card's heart where the app drew it.
  const heart = (await search.saveButton(search.cards.first(), firstPlace).boundingBox())!;
  // Stored once the screen has settled: it holds the places the traveller saw.
  await expect.poll(() => storedScreen(page, '/search'), { timeout: 15_000 }).toContain(firstPlace);
  const stored = await storedScreen(page, '/search');
  expect(stored).toContain('data-testid="place-card"');
  expect(stored).not.toContain('data-testid="sync-indicator"');
  // Each distinct icon is stored once (src/data/cache/screen-icons.ts): the cards' hearts all use one symbol.
  expect(stored.match(/<symbol /g)?.length).toBeLessThan(stored.match(/<use href="#screen-icon-/g)?.length ?? 0);
  await page.close();

  await goOffline(context);
  // A mid-range phone with a slow disk: the app takes seconds to take over from the stored screen. On a
  // loaded machine the click that follows a touch can come later than that; the hold keeps the stored
  // screen up until the tap has landed on it.
  const letGo = await holdDatabase(context);
  const again = await context.newPage();
  await (await context.newCDPSession(again)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await again.addInitScript(watchStart);
  await again.goto('/search', { waitUntil: 'commit' });
  // The whole stored screen is parsed: the heart is there to tap (answered as the parser ends, not polled for).
  expect(await again.evaluate(() => window.storedScreenParsed)).toBe(true);
  await again.touchscreen.tap(heart.x + heart.width / 2, heart.y + heart.height / 2);
  // It landed on the stored screen, not on the app (the click follows the touch as soon as the page is free).
  await expect.poll(() => again.evaluate(() => window.tapsLanded)).toEqual(['stored screen']);
  // Held, the app has not drawn its own cards: the stored screen is still what the traveller sees.
  expect(await again.locator('[data-screen-snapshot]').count()).toBe(1);
  expect(await again.locator('#root [data-testid="place-card"]').count()).toBe(0);
  await letGo();
  const live = new SearchPage(again);
  await expect(live.cards.first()).toBeVisible();
  expect(await again.evaluate(() => window.storedScreenSeen)).toEqual({ beforeLiveCards: true });
  // The app's files are asked for only once the parsed screen's frame is made (src/landing/after-paint.ts):
  // on a slow phone, the dozen requests that start the app held the stored screen's first paint back.
  const order = await again.evaluate(() => ({
    frame: window.parsedPageFrame,
    appRequests: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/app-[^/]*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(order.appRequests).not.toHaveLength(0);
  expect(Math.min(...order.appRequests)).toBeGreaterThan(order.frame ?? Infinity);
  // The app's own screen replaces it, and saves the place tapped on the stored screen: once.
  await expect(again.locator('[data-screen-snapshot]')).toHaveCount(0);
  await expect(again.getByRole('button', { name: `Remove ${firstPlace} from saved places` })).toBeVisible();
  await expect(savedToast(again, firstPlace)).toBeVisible();
  expect(await deviceCount(again, 'saved_places')).toBe(1);
  expect(await waitingWrites(again, 'saved_places')).toBe(1);
  // Back online, the server has it once.
  await goOnline(context);
  await waitForEmptyOutbox(again);
  const admin = await adminClient();
  expect(await admin.collection('saved_places').getFullList({ filter: `user = "${traveller.id}"` })).toHaveLength(1);
});

test('a stored screen scrolled past the cards the app draws first hands the same place over to the app', async ({ context, page }) => {
  const traveller = await createTraveller({ followAllInSeoul: true });
  const search = await installedOnSearch(page, traveller);
  // Search draws its first 24 cards, then the rest: the 30th comes in the second step.
  const card = search.cards.nth(29);
  const name = await search.nameOf(card);
  const top = await card.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
  await expect
    .poll(async () => (await storedScreen(page, '/search')).split('data-testid="place-card"').length - 1, { timeout: 15_000 })
    .toBeGreaterThan(30);
  await page.close();

  await goOffline(context);
  const again = await context.newPage();
  await (await context.newCDPSession(again)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await again.addInitScript(watchStart);
  await again.goto('/search', { waitUntil: 'commit' });
  expect(await again.evaluate(() => window.storedScreenParsed)).toBe(true);
  // The traveller scrolls the stored screen down to that place while the app starts under it.
  const scrolled = await again.evaluate((y) => {
    const stored = document.querySelector('[data-screen-snapshot]');
    if (stored) stored.scrollTop = y;
    return stored?.scrollTop ?? -1;
  }, top);
  expect(scrolled).toBe(top);
  // The app takes over where they are: the same place in view, not the end of its first 24 cards.
  await expect(again.locator('[data-screen-snapshot]')).toHaveCount(0);
  const live = new SearchPage(again);
  // At 4× slower, the list's second step can take seconds: the position waits for it, and so does this test.
  await expect(again.locator('[data-drawing]')).toHaveCount(0, { timeout: 30_000 });
  await expect(live.cardNamed(name)).toBeInViewport();
  await expect.poll(() => again.evaluate(() => Math.round(window.scrollY))).toBe(top);
});

test('signing out forgets the stored screens', async ({ page }) => {
  const search = await installedOnSearch(page, await createTraveller());
  await expect(search.cards.first()).toBeVisible();
  await expect.poll(() => storedScreen(page, '/search'), { timeout: 15_000 }).not.toBe('');

  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.signOut();
  await expect(page).toHaveURL(/\/auth$/);
  await expect.poll(() => storedScreen(page, '/search')).toBe('');
  await page.addInitScript(watchStart);
  await page.goto('/search');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => window.storedScreenSeen)).toBeUndefined();
});
