// Offline cold start for `npm run bench`: a traveller whose phone has synced
// Seoul opens the installed app with no connection, and waits for /search to
// show its first place cards. Chromium's CPU throttling (4x, what Lighthouse
// uses for a mid-range phone) stands in for the phone.
//
// Each run is a new tab with the service worker stopped first, as when the
// app is opened again after a while: the browser stops an idle worker within
// seconds. The time runs from the navigation's start (performance.timeOrigin)
// to the moment the cards are in the DOM (a MutationObserver, so no polling
// competes with the app for the throttled main thread). Two moments: the
// cards of the screen the device stored at the last visit, which the service
// worker draws over the page (src/data/cache/screens.ts: parsed with the
// shell, so all in the DOM once the parser is done (domInteractive), and on
// screen from the first contentful paint), and the app's own cards.
import type PocketBase from 'pocketbase';
import { chromium, type BrowserContext } from 'playwright-core';
import { SCREEN_CACHE, screenKey } from '#/data/cache/screens';
import { percentile, type Report } from './load';
import { createSeoulTraveller, signIn } from './traveller';
import { traceBreakdown } from './trace-breakdown';

// BENCH_RUNS=30 gives a steadier p95 than the default ten tabs (it runs about a minute longer).
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const UNTHROTTLED_RUNS = 5;
const SLOWDOWN = 4;
const CARDS = 20;

/** When the stored screen (null: none drawn) and the app's own cards were in the DOM, in ms since the navigation started. */
interface Times {
  stored: number | null;
  live: number;
  /** The navigation's response (the shell from the service worker) began and ended arriving. */
  responseStart: number;
  responseEnd: number;
}

declare global {
  interface Window {
    tastemapCards?: Promise<Times>;
  }
}

/** Runs in the page before its own scripts: resolves when `count` of the app's place cards are in the DOM. */
function watchForCards(count: number) {
  window.tastemapCards = new Promise((resolve) => {
    let stored: number | null = null;
    const observer = new MutationObserver(() => {
      if (stored === null && document.getElementById('root') && document.querySelector('[data-screen-snapshot]'))
        stored = performance.now();
      if (document.querySelectorAll('#root [data-testid="place-card"]').length < count) return;
      observer.disconnect();
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      // The stored screen is the first content the page paints (the first contentful paint), and all
      // of it is in the DOM once the parser is done with the page (domInteractive): the later of the two.
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      if (stored !== null) stored = Math.max(stored, paint, navigation?.domInteractive ?? Infinity);
      resolve({
        stored,
        live: performance.now(),
        responseStart: navigation?.responseStart ?? 0,
        responseEnd: navigation?.responseEnd ?? 0,
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Place cards in the screen the device stored for `path` (0 when it has none). */
function storedCards(path: string): Promise<number> {
  return caches
    .open('tastemap-screens')
    .then((cache) => cache.match(`${location.origin}/__screens${path}`))
    .then((response) => (response ? (response.json() as Promise<{ html: string }>) : { html: '' }))
    .then(({ html }) => html.split('data-testid="place-card"').length - 1);
}

/** Whether the service worker can still reach the server: setOffline must cut it off too, or the run is not offline. */
async function workerOnline(context: BrowserContext, url: string): Promise<boolean> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(
    (base) =>
      fetch(`${base}/api/health`, { cache: 'no-store' }).then(
        () => true,
        () => false,
      ),
    url,
  );
}

/**
 * The floor under the figure: the same start with a stored screen of one line. It costs what a new
 * tab, the service worker and the shell cost on this machine at that moment, and nothing of the
 * screen: the figure less this is what the stored cards themselves cost. Its path is one the app
 * never stores a screen for (screens.ts), so the app running in its tab cannot overwrite it.
 */
const FLOOR_PATH = '/onboarding?bench-floor';
const FLOOR_SCREEN = { html: '<main><p class="p-4 text-sm text-muted">161 places</p></main>', theme: 'dark' };

/** When the one-line stored screen was on screen (first contentful paint) and parsed, in ms since the navigation started. */
async function openFloor(context: BrowserContext, url: string, slowdown: number): Promise<number> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  try {
    await page.goto(`${url}${FLOOR_PATH}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    return await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
          new PerformanceObserver((list) => {
            const paint = list.getEntriesByName('first-contentful-paint')[0];
            if (paint) resolve(Math.max(paint.startTime, parsed));
          }).observe({ type: 'paint', buffered: true });
          setTimeout(() => reject(new Error('the one-line stored screen was not painted within 60 s')), 60_000);
        }),
    );
  } finally {
    await page.close();
  }
}

let traced = false;

async function openSearch(context: BrowserContext, url: string, slowdown: number): Promise<Times> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.addInitScript(watchForCards, CARDS);
  // BENCH_TRACE=file.json records the first throttled run, for chrome://tracing or the DevTools performance panel.
  const trace = slowdown > 1 && process.env.BENCH_TRACE && !traced ? process.env.BENCH_TRACE : '';
  if (trace) {
    traced = true;
    await context.browser()!.startTracing(page, { path: trace, screenshots: true });
  }
  await page.goto(`${url}/search`, { waitUntil: 'commit' });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`/search showed no ${CARDS} place cards offline within 60 s`)), 60_000);
  });
  try {
    return await Promise.race([page.evaluate(() => window.tastemapCards!), timeout]);
  } finally {
    if (trace) await context.browser()!.stopTracing();
    clearTimeout(timer);
    await page.close();
  }
}

export async function coldStartFigures(url: string, admin: PocketBase, report: Report, chromiumPath: string, args: string[]) {
  const traveller = await createSeoulTraveller(admin, 'cold-start');
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    // Online once: sign in through the app, let it sync Seoul and install its service worker.
    const page = await context.newPage();
    await signIn(page, url, traveller);
    await page.goto(`${url}/search`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller);
    await page.getByTestId('results-count').getByText(`${traveller.places} places`).waitFor({ timeout: 60_000 });
    // The screen is stored once it has settled (src/data/cache/screen-capture.ts).
    let cardsStored = 0;
    for (const deadline = Date.now() + 30_000; cardsStored < CARDS && Date.now() < deadline;) {
      await page.waitForTimeout(250);
      cardsStored = await page.evaluate(storedCards, '/search');
    }
    await page.evaluate(
      ([cacheName, key, screen]) => caches.open(cacheName).then((cache) => cache.put(key, new Response(JSON.stringify(screen)))),
      [SCREEN_CACHE, screenKey(url, FLOOR_PATH), FLOOR_SCREEN] as const,
    );
    await page.close();

    await context.setOffline(true);
    if (await workerOnline(context, url)) throw new Error('offline, the service worker still reached the server');
    await openSearch(context, url, 1); // the first open after install compiles and caches what later ones reuse
    const throttled: Times[] = [];
    const floor: number[] = [];
    // Interleaved, so that both see the same machine: on a shared machine the floor moves by 100 ms within minutes.
    for (let i = 0; i < RUNS; i++) {
      throttled.push(await openSearch(context, url, SLOWDOWN));
      floor.push(await openFloor(context, url, SLOWDOWN));
    }
    const unthrottled: Times[] = [];
    for (let i = 0; i < UNTHROTTLED_RUNS; i++) unthrottled.push(await openSearch(context, url, 1));
    if (await workerOnline(context, url)) throw new Error('offline, the service worker still reached the server');

    const fmt = (v: number) => `${v.toFixed(0)} ms`;
    const figure = (values: number[]) => `median ${fmt(percentile(values, 0.5))}, p95 ${fmt(percentile(values, 0.95))}`;
    // A run without a stored screen counts at its live time: the traveller saw nothing earlier.
    const firstCards = (runs: Times[]) => runs.map((t) => (t.stored !== null && cardsStored >= CARDS ? t.stored : t.live));
    const drawn = throttled.filter((t) => t.stored !== null).length;
    report(
      'start-up',
      `offline cold start of /search to ${CARDS} place cards, ${SLOWDOWN}x CPU (${RUNS} new tabs, ${traveller.places} places)`,
      figure(firstCards(throttled)),
    );
    report('start-up', `  of which drawn from the stored screen (${cardsStored} cards in it)`, `${drawn} of ${RUNS}`);
    report(
      'start-up',
      `  of which the shell's HTML from the service worker (${SLOWDOWN}x CPU)`,
      // The p95 too: it tells a slow service worker from a slow page in the slowest starts.
      `first byte ${fmt(
        percentile(
          throttled.map((t) => t.responseStart),
          0.5,
        ),
      )}, last ${fmt(
        percentile(
          throttled.map((t) => t.responseEnd),
          0.5,
        ),
      )} (medians); first byte p95 ${fmt(
        percentile(
          throttled.map((t) => t.responseStart),
          0.95,
        ),
      )}`,
    );
    report('start-up', `  the same start with a one-line stored screen (the floor: a new tab, the worker, the shell)`, figure(floor));
    report('start-up', `  the app's own ${CARDS} cards under it (live, ${SLOWDOWN}x CPU)`, figure(throttled.map((t) => t.live)));
    report(
      'start-up',
      `  the same without CPU throttling (${UNTHROTTLED_RUNS} new tabs)`,
      `stored ${fmt(percentile(firstCards(unthrottled), 0.5))}, live ${fmt(
        percentile(
          unthrottled.map((t) => t.live),
          0.5,
        ),
      )} (medians)`,
    );
    // Where the first throttled run's main thread went (BENCH_TRACE names the trace file).
    if (process.env.BENCH_TRACE) traceBreakdown(process.env.BENCH_TRACE, report);
  } finally {
    await browser.close();
  }
}
