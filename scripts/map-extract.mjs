// `npm run map:extract -- <city> [--dry-run] [--date=YYYYMMDD] [--maxzoom=N] [--out=DIR]`
// Cuts a real basemap for a live city out of a public Protomaps planet build
// with the go-pmtiles CLI (built once at its pinned version, lib/go-pmtiles.mjs)
// and makes it the city's map in <dir>/maps.json, as `npm start` does by itself
// in the background (lib/street-maps.mjs); this is for doing it by hand: again,
// at another zoom, from another build, or into another folder. The box is the
// city's public extent plus a margin (src/domain/geography.ts), never its
// places: an archive is public, and its bounds must not outline a locked
// city's guide. Without --maxzoom the largest zoom up to 15 within the budget
// (TASTEMAP_MAP_MAX_MB, 60 by default) is taken. --dry-run prints what the
// extract would weigh, zoom by zoom, without writing anything.
//   TASTEMAP_MAP_BUILD_URL  the planet build to extract from, a URL or a local
//                           file (default the daily build of --date, or of
//                           yesterday, at build.protomaps.com)
//   TASTEMAP_MAP_DIR        the map folder (default <PB_DATA>/maps)
// Serve the folder with TASTEMAP_MAP_DIR=<dir> npm start.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { liveCities, readMapsJson } from './lib/city-maps.mjs';
import { ensureGoPmtiles } from './lib/go-pmtiles.mjs';
import { BUDGET_MB, MAX_ZOOM, chooseZoom, dailyBuilds, extractBox, extractCity, megabytes, probeSource } from './lib/street-maps.mjs';

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {Record<string, string | true>} */
  const flags = {};
  const positional = [];
  for (const arg of argv) {
    const flag = arg.match(/^--([a-z-]+)(?:=(.*))?$/);
    if (flag) flags[flag[1]] = flag[2] ?? true;
    else positional.push(arg);
  }
  return { flags, positional };
}

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`map:extract: ${message}`);
  process.exit(1);
}

async function main() {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const slug = positional[0];
  const cities = liveCities();
  const found = cities.find((c) => c.city.slug === slug);
  if (!found) {
    console.error(`Usage: npm run map:extract -- <city> [--dry-run] [--date=YYYYMMDD] [--maxzoom=N] [--out=DIR]`);
    console.error(`Live cities: ${cities.map((c) => c.city.slug).join(', ')}`);
    process.exit(2);
  }
  const { city } = found;
  const date = typeof flags.date === 'string' ? flags.date : undefined;
  if (date !== undefined && !/^\d{8}$/.test(date)) fail(`--date takes YYYYMMDD, not ${date}`);
  const maxzoom = typeof flags.maxzoom === 'string' ? Number(flags.maxzoom) : undefined;
  if (maxzoom !== undefined && !(Number.isInteger(maxzoom) && maxzoom >= 0 && maxzoom <= MAX_ZOOM))
    fail(`--maxzoom takes 0 to ${MAX_ZOOM}, not ${flags.maxzoom}`);
  const outDir = resolve(
    typeof flags.out === 'string' ? flags.out : (process.env.TASTEMAP_MAP_DIR ?? resolve(process.env.PB_DATA || 'pb_data', 'maps')),
  );
  const source =
    process.env.TASTEMAP_MAP_BUILD_URL || (date ? `https://build.protomaps.com/${date}.pmtiles` : /** @type {string} */ (dailyBuilds()[0]));
  const budget = Number(process.env.TASTEMAP_MAP_MAX_MB || BUDGET_MB) * 1e6;
  const log = (/** @type {string} */ line) => console.log(line.replace(/^Map: /, 'map:extract: '));

  const probe = await probeSource(source);
  if ('error' in probe) fail(`${source} cannot be read (${probe.error})`);
  const top = Math.min(MAX_ZOOM, probe.header.maxZoom);
  const bin = await ensureGoPmtiles({ log }).catch((error) => fail(error.message));
  mkdirSync(outDir, { recursive: true });

  if (flags['dry-run'] === true) {
    const chosen = await chooseZoom({ bin, source, bbox: extractBox(city), top: maxzoom ?? top, budget, dir: outDir, slug, log });
    if ('error' in chosen) fail(chosen.error);
    log(`map:extract: ${slug}: z0–${chosen.maxzoom} would be ${megabytes(chosen.bytes)} (box ${extractBox(city).join(',')})`);
    return;
  }

  const replaced = readMapsJson(outDir).cities[slug]?.file;
  const entry = await extractCity({ bin, source, dir: outDir, city, top, budget, maxzoom, log });
  if (!entry) process.exit(1);
  if (replaced && replaced !== entry.file) log(`map:extract: ${replaced} is no longer used; remove it when no device is reading it.`);
  // The default folder is the one `npm start` serves; built maps never replace an extract there.
  console.log(
    `Served by \`npm start\`${process.env.TASTEMAP_MAP_DIR || typeof flags.out === 'string' ? ` with TASTEMAP_MAP_DIR=${outDir}` : ''}.`,
  );
}

await main();
