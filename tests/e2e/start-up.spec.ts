// Opening the installed app again: the screen the traveller last saw is drawn
// at once (src/data/cache/screens.ts), offline too, and the app takes over
// from it; what it holds goes with the session.
import { expect, test, type Page } from '@playwright/test';
import { createTraveller } from './support/server';
import { ProfilePage, SearchPage, goOffline, installedOnSearch, savedToast } from './support/pages';

declare global {
  interface Window {
    storedScreenSeen?: { beforeLiveCards: boolean };
    /** When the first frame after the page was parsed (the whole stored screen) was being made. */
    parsedPageFrame?: number;
  }
}

/** The stored screen of `path` as the device keeps it ('' when it has none). */
function storedScreen(page: Page, path: string): Promise<string> {
  return page.evaluate(async (key) => {
    const response = await caches.open('tastemap-screens').then((cache) => cache.match(`${location.origin}/__screens${key}`));
    return response ? ((await response.json()) as { html: string }).html : '';
  }, path);
}

/** Runs before the page's scripts: notes whether a stored screen was drawn before the app's own cards. */
function watchStart() {
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

test('the installed app opens offline on the last screen seen, then the app takes over', async ({ context, page }) => {
  const search = await installedOnSearch(page, await createTraveller());
  const firstPlace = await search.nameOf(search.cards.first());
  // Stored once the screen has settled: it holds the places the traveller saw.
  await expect.poll(() => storedScreen(page, '/search'), { timeout: 15_000 }).toContain(firstPlace);
  const stored = await storedScreen(page, '/search');
  expect(stored).toContain('data-testid="place-card"');
  expect(stored).not.toContain('data-testid="sync-indicator"');
  // Each distinct icon is stored once (src/data/cache/screen-icons.ts): the cards' hearts all use one symbol.
  expect(stored.match(/<symbol /g)?.length).toBeLessThan(stored.match(/<use href="#screen-icon-/g)?.length ?? 0);
  await page.close();

  await goOffline(context);
  const again = await context.newPage();
  await again.addInitScript(watchStart);
  await again.goto('/search');
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
  // The app's own screen replaces it: nothing covers the cards, a save goes through.
  await expect(again.locator('[data-screen-snapshot]')).toHaveCount(0);
  const card = live.cards.first();
  const name = await live.nameOf(card);
  await live.saveButton(card, name).click();
  await expect(savedToast(again, name)).toBeVisible();
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
