// The stack's floor under the live-app figure (cold-start.ts): how long React
// itself takes, at 4x CPU in a new tab, to draw 20 place cards with nothing
// else (stack-floor/cards.tsx: no router, no data), against a one-line page
// served the same way. The live app is measured against a budget of 2.5x its
// floor; this says how much of that budget the UI library spends before the
// app does anything of its own. Both pages come from a local server and the
// browser's HTTP cache (warmed first, so that scripts run from code cache).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type BrowserContext } from 'playwright-core';
import { percentile, type Report } from './load';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const SLOWDOWN = 4;
const CARDS = 20;

const page = (css: string, script: string) =>
  `<!doctype html><html lang="en" class="dark"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
  `<link rel="stylesheet" href="/${css}">${script}</head><body><div id="root"></div><p class="p-4 text-sm text-muted">161 places</p></body></html>`;

const FIRST_PAINT = `new Promise((resolve) => new PerformanceObserver((list) => {
  const paint = list.getEntriesByName('first-contentful-paint')[0];
  if (paint) resolve(paint.startTime);
}).observe({ type: 'paint', buffered: true }))`;

/** Runs before the page's own scripts: the moment `count` cards are in #root, whenever the test asks. */
const watchCards = (count: number) => `window.cardsDrawn = new Promise((resolve) => {
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll('#root [data-testid="place-card"]').length < ${count}) return;
    observer.disconnect();
    resolve(performance.now());
  });
  observer.observe(document, { childList: true, subtree: true });
})`;

/** ms from the navigation's start to the first contentful paint (floor) or to CARDS cards in #root (react). */
async function open(context: BrowserContext, url: string, which: 'floor' | 'react', slowdown: number): Promise<number> {
  const tab = await context.newPage();
  try {
    await (await context.newCDPSession(tab)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await tab.addInitScript({ content: watchCards(CARDS) });
    await tab.goto(`${url}/${which}.html`, { waitUntil: 'commit' });
    // A string, not a function: the bench runs under tsx, whose helpers (__name) the page does not have.
    return await tab.evaluate<number>(which === 'floor' ? FIRST_PAINT : 'window.cardsDrawn');
  } finally {
    await tab.close();
  }
}

export async function stackFloorFigures(root: string, report: Report, chromiumPath: string, args: string[]) {
  const manifest = JSON.parse(readFileSync(join(root, 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { css?: string[] }>;
  const css = manifest['index.html']?.css?.[0];
  if (!css) throw new Error('dist has no stylesheet for index.html: build the app first');
  const bundle = await build({
    entryPoints: [join(root, 'scripts', 'bench', 'stack-floor', 'cards.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  const files: Record<string, [string, string | Uint8Array]> = {
    '/floor.html': ['text/html', page(css, '')],
    '/react.html': ['text/html', page(css, '<script type="module" src="/cards.js"></script>')],
    '/cards.js': ['text/javascript', bundle.outputFiles[0]!.contents],
    [`/${css}`]: ['text/css', readFileSync(join(root, 'dist', css))],
  };
  const server = createServer((request, response) => {
    const file = files[(request.url ?? '/').split('?')[0]!];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file[0], 'cache-control': 'max-age=3600' }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    // Warm: the HTTP cache, and V8's code cache (made at a script's second and third loads).
    for (let i = 0; i < 3; i++) for (const which of ['floor', 'react'] as const) await open(context, url, which, 1);
    const floor: number[] = [];
    const react: number[] = [];
    // Interleaved, as in cold-start.ts: both see the same machine.
    for (let i = 0; i < RUNS; i++) {
      react.push(await open(context, url, 'react', SLOWDOWN));
      floor.push(await open(context, url, 'floor', SLOWDOWN));
    }
    const median = (values: number[]) => percentile(values, 0.5);
    report(
      'stack',
      `React alone drawing ${CARDS} place cards (no router, no data), ${SLOWDOWN}x CPU, new tabs`,
      `median ${median(react).toFixed(0)} ms, ${(median(react) / median(floor)).toFixed(2)}x its floor`,
    );
    report('stack', `  its floor: a one-line page served the same way`, `median ${median(floor).toFixed(0)} ms`);
  } finally {
    await browser.close();
    server.close();
  }
}
