// The map for `npm run bench`: what it weighs and how soon it shows.
//
// - Sizes, from the build's manifest: the map's own chunk (MapLibre, the
//   PMTiles reader, the basemap style, components/map/map-view.tsx), its
//   stylesheet and its worker, brotli-compressed. None of it may be on the
//   first visit's critical path or in a list screen's chunks: a chunk that
//   holds MapLibre and is reached statically from the entry or a screen is
//   reported as a failure.
// - Each city's map: the one the bench server serves (the fallback, built
//   from public geography), and the street map `npm start` fetched into its
//   map folder (TASTEMAP_MAP_DIR, else <PB_DATA>/maps), when there is one.
// - Time to the first rendered map in Chromium: a signed-in traveller in
//   Seoul opens /map in a new tab; the time runs from the navigation's start
//   to the moment the map container says its tiles have drawn and its pins
//   are placed (data-tiles-loaded, data-pins: map-probe.ts, which the bench's
//   build compiles in with VITE_E2E=1). The first open
//   fetches the map's chunk and worker; later ones find them in the HTTP cache.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type PocketBase from 'pocketbase';
import { chromium, type BrowserContext } from 'playwright-core';
import { percentile, type Report } from './load';
import { createSeoulTraveller, signIn } from './traveller';
import { readMapsJson } from '../lib/city-maps.mjs';
import { root } from '../lib/pocketbase.mjs';

const REPEATS = 5;
const MAP_MODULE = 'src/components/map/map-view.tsx';

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; css?: string[]; assets?: string[] }>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizeOf = (dist: string, file: string) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, brotli: brotliCompressSync(bytes).length };
};
const figure = ({ raw, brotli }: { raw: number; brotli: number }) => `${kb(brotli)} brotli (${kb(raw)} raw)`;

const megabytes = (bytes: number) => (bytes < 1e6 ? kb(bytes) : `${(bytes / 1e6).toFixed(1)} MB`);

/** What each city's map weighs: the server's, and the street maps in `npm start`'s map folder. */
export async function cityMapFigures(url: string, report: Report) {
  const served = (await fetch(`${url}/api/app/maps`).then((r) => r.json())) as {
    cities: Record<string, { bytes: number; minzoom: number; maxzoom: number; streets?: boolean }>;
  };
  for (const [slug, map] of Object.entries(served.cities)) {
    report(
      'map',
      `${slug}: map served (${map.streets ? 'street map' : 'fallback'})`,
      `${megabytes(map.bytes)}, z${map.minzoom}–${map.maxzoom}`,
    );
  }
  const dir = resolve(process.env.TASTEMAP_MAP_DIR || join(process.env.PB_DATA || join(root, 'pb_data'), 'maps'));
  const extracts = Object.entries(readMapsJson(dir).cities).filter(([, entry]) => entry.source === 'extract');
  if (extracts.length === 0)
    report('map', `street maps in ${dir}`, 'none yet (`npm start` fetches them where a planet build is reachable)');
  for (const [slug, entry] of extracts) {
    report('map', `${slug}: street map in ${dir}`, `${megabytes(entry.bytes)}, z${entry.minzoom}–${entry.maxzoom}`);
  }
}

/** The map's chunk, stylesheet and worker; and whether MapLibre stays off every path but the map's. */
export function mapBundleFigures(dist: string, report: Report) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const chunk = manifest[MAP_MODULE];
  if (!chunk) {
    report('map', 'map chunk', `missing: ${MAP_MODULE} is not in the build`);
    return;
  }
  report('map', 'map chunk (MapLibre, PMTiles reader, basemap style), loaded on demand', figure(sizeOf(dist, chunk.file)));
  for (const css of chunk.css ?? []) report('map', "map's stylesheet", figure(sizeOf(dist, css)));
  const worker = (chunk.assets ?? []).find((file) => /maplibre-gl-worker/.test(file));
  if (worker) report('map', "MapLibre's worker (same origin)", figure(sizeOf(dist, worker)));

  // What the entry and the screens reach statically must not hold MapLibre.
  const holdsMapLibre = (file: string) => readFileSync(join(dist, file), 'utf8').includes('maplibregl-');
  const reached = new Set<string>();
  const visit = (key: string) => {
    if (reached.has(key) || !manifest[key] || key === MAP_MODULE) return;
    reached.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  for (const key of [entry, 'src/routes/search.tsx', 'src/routes/collection-detail.tsx', 'src/routes/tastemaker-profile.tsx']) visit(key);
  const leaks = [...reached].filter((key) => holdsMapLibre(manifest[key]!.file));
  report(
    'map',
    'MapLibre on the critical path or in the list screens',
    leaks.length ? `FAILED: ${leaks.map((key) => manifest[key]!.file).join(', ')}` : `none (${reached.size} chunks checked)`,
  );
}

declare global {
  interface Window {
    tastemapMapShown?: Promise<{ tiles: number; pins: number }>;
  }
}

/** Runs in the page before its scripts: resolves with when the tiles had drawn and the pins were placed (ms since navigation start). */
function watchForMap() {
  window.tastemapMapShown = new Promise((resolve) => {
    let tiles = 0;
    let pins = 0;
    const observer = new MutationObserver(() => {
      const map = document.querySelector<HTMLElement>('[data-testid="place-map"]');
      if (!map) return;
      if (!tiles && map.dataset.tilesLoaded === 'true') tiles = performance.now();
      if (!pins && Number(map.dataset.pins ?? 0) > 0) pins = performance.now();
      if (tiles && pins) {
        observer.disconnect();
        resolve({ tiles, pins });
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
}

async function openMap(context: BrowserContext, url: string) {
  const page = await context.newPage();
  await page.addInitScript(watchForMap);
  await page.goto(`${url}/map`, { waitUntil: 'commit' });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('/map drew no tiles and pins within 60 s')), 60_000);
  });
  try {
    return await Promise.race([page.evaluate(() => window.tastemapMapShown!), timeout]);
  } finally {
    clearTimeout(timer);
    await page.close();
  }
}

export async function mapFigures(url: string, admin: PocketBase, report: Report, chromiumPath: string, args: string[], dist: string) {
  mapBundleFigures(dist, report);
  await cityMapFigures(url, report);
  const traveller = await createSeoulTraveller(admin, 'map-bench');
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    // A phone's screen; the map chunk is fetched by the first /map, not by signing in.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await signIn(page, url, traveller);
    // The first sync has stored Seoul's places: the list the map draws is on the device.
    await page.goto(`${url}/search`);
    await page
      .getByTestId('results-count')
      .filter({ hasText: /[1-9]\d* places/ })
      .waitFor({ timeout: 60_000 });
    await page.close();

    const first = await openMap(context, url);
    const repeats = [];
    for (let i = 0; i < REPEATS; i++) repeats.push(await openMap(context, url));
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    report('map', 'first rendered map, first open of /map (tiles drawn, pins placed)', `${ms(first.tiles)}, pins ${ms(first.pins)}`);
    report(
      'map',
      `first rendered map, /map opened again (${REPEATS} new tabs, HTTP cache warm)`,
      `median ${ms(
        percentile(
          repeats.map((r) => Math.max(r.tiles, r.pins)),
          0.5,
        ),
      )}, p95 ${ms(
        percentile(
          repeats.map((r) => Math.max(r.tiles, r.pins)),
          0.95,
        ),
      )}`,
    );
  } finally {
    await browser.close();
  }
}
