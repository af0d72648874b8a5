// `npm run map:extract -- <city> [--dry-run] [--date=YYYYMMDD] [--maxzoom=15] [--out=DIR]`
// For operators with internet access: cuts a real basemap for a live city out
// of a public Protomaps planet build with the go-pmtiles CLI (its version
// pinned below, run through `go run`), writes it as <dir>/<city>-<date>.pmtiles
// and makes it the city's map in <dir>/maps.json. The box is the city's public
// extent (src/domain/geography.ts: Seoul's districts, New York City's
// boroughs; a box around the city's own point for any other city), never its
// places: an archive is public, and its bounds must not outline a locked
// city's guide. --dry-run prints what the extract would download and weigh
// without writing anything; a city box is roughly 50–120 MB at z14 and about
// twice that at z15.
//   TASTEMAP_MAP_BUILD_URL  the planet build to extract from (default the
//                           daily build of --date, or of yesterday, at build.protomaps.com)
//   TASTEMAP_MAP_DIR        the map folder (default <PB_DATA>/maps)
// Serve the folder with TASTEMAP_MAP_DIR=<dir> npm start.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bytesToHeader } from 'pmtiles';
import { liveCities, readMapsJson, writeMapsJson } from './lib/city-maps.mjs';
import { publicGeography } from './lib/geography.mjs';

export const GO_PMTILES = 'github.com/protomaps/go-pmtiles@v1.31.2';

/** @param {Date} day */
const yyyymmdd = (day) => day.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * What `map:extract` runs for a city, and where the archive goes.
 * @param {{
 *   city: { slug: string, latitude: number, longitude: number },
 *   outDir: string,
 *   buildUrl?: string,
 *   date?: string,
 *   now?: Date,
 *   maxzoom?: number,
 *   dryRun?: boolean,
 * }} o
 */
export function extractPlan({ city, outDir, buildUrl, date, now = new Date(), maxzoom = 15, dryRun = false }) {
  if (date !== undefined && !/^\d{8}$/.test(date)) throw new Error(`--date takes YYYYMMDD, not ${date}`);
  if (!Number.isInteger(maxzoom) || maxzoom < 0 || maxzoom > 15) throw new Error(`--maxzoom takes 0 to 15, not ${maxzoom}`);
  // Today's build may still be running: take yesterday's unless told.
  const day = date ?? buildUrl?.match(/(\d{8})\.pmtiles(?:$|\?)/)?.[1] ?? yyyymmdd(new Date(now.getTime() - 24 * 3600 * 1000));
  const source = buildUrl ?? `https://build.protomaps.com/${day}.pmtiles`;
  const [west, south, east, north] = publicGeography({ slug: city.slug, latitude: city.latitude, longitude: city.longitude }).bounds;
  // Outward to 0.0001°, past floating-point noise (126.76 * 1e4 is 1267599.9999999998).
  const down = (/** @type {number} */ v) => Math.floor(v * 1e4 + 1e-6) / 1e4;
  const up = (/** @type {number} */ v) => Math.ceil(v * 1e4 - 1e-6) / 1e4;
  /** @type {[number, number, number, number]} */
  const bbox = [down(west), down(south), up(east), up(north)];
  const file = `${city.slug}-${day}.pmtiles`;
  const out = join(outDir, file);
  const args = ['run', GO_PMTILES, 'extract', source, out, `--bbox=${bbox.join(',')}`, `--maxzoom=${maxzoom}`];
  if (dryRun) args.push('--dry-run');
  return { command: 'go', args, bbox, file, out, version: day, source };
}

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

function main() {
  const { flags, positional } = parseArgs(process.argv.slice(2));
  const slug = positional[0];
  const cities = liveCities();
  const found = cities.find((c) => c.city.slug === slug);
  if (!found) {
    console.error(`Usage: npm run map:extract -- <city> [--dry-run] [--date=YYYYMMDD] [--maxzoom=15] [--out=DIR]`);
    console.error(`Live cities: ${cities.map((c) => c.city.slug).join(', ')}`);
    process.exit(2);
  }
  const outDir = resolve(
    typeof flags.out === 'string' ? flags.out : (process.env.TASTEMAP_MAP_DIR ?? resolve(process.env.PB_DATA || 'pb_data', 'maps')),
  );
  const plan = extractPlan({
    city: found.city,
    outDir,
    buildUrl: process.env.TASTEMAP_MAP_BUILD_URL || undefined,
    date: typeof flags.date === 'string' ? flags.date : undefined,
    maxzoom: typeof flags.maxzoom === 'string' ? Number(flags.maxzoom) : 15,
    dryRun: flags['dry-run'] === true,
  });
  if (!plan.args.includes('--dry-run')) mkdirSync(outDir, { recursive: true });
  console.log(`map:extract: ${plan.command} ${plan.args.join(' ')}`);
  const run = spawnSync(plan.command, plan.args, { stdio: 'inherit', env: { GOTOOLCHAIN: 'auto', ...process.env } });
  if (run.error) {
    console.error(`map:extract needs Go (https://go.dev/dl/) to run go-pmtiles: ${run.error.message}`);
    process.exit(1);
  }
  if (run.status !== 0) process.exit(run.status ?? 1);
  if (plan.args.includes('--dry-run')) return;

  const header = readHeader(plan.out);
  const maps = readMapsJson(outDir);
  const replaced = maps.cities[found.city.slug]?.file;
  maps.cities[found.city.slug] = {
    file: plan.file,
    bytes: statSync(plan.out).size,
    version: plan.version,
    bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat],
    center: [found.city.longitude, found.city.latitude],
    minzoom: header.minZoom,
    maxzoom: header.maxZoom,
    source: 'extract',
    build: plan.source,
  };
  writeMapsJson(outDir, maps);
  console.log(`map:extract: ${plan.out} is now ${found.city.slug}'s map (${(statSync(plan.out).size / 1e6).toFixed(1)} MB).`);
  if (replaced && replaced !== plan.file)
    console.log(`map:extract: ${replaced} is no longer used; remove it when no device is reading it.`);
  // The default folder is the one `npm start` serves; built maps never replace an extract there.
  console.log(
    `Served by \`npm start\`${process.env.TASTEMAP_MAP_DIR || typeof flags.out === 'string' ? ` with TASTEMAP_MAP_DIR=${outDir}` : ''}.`,
  );
}

/** The archive's header, for its real bounds and zooms. @param {string} path */
function readHeader(path) {
  const fd = openSync(path, 'r');
  try {
    const bytes = new Uint8Array(127);
    readSync(fd, bytes, 0, 127, 0);
    return bytesToHeader(bytes.buffer);
  } finally {
    closeSync(fd);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
