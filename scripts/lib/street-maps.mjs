// Real maps (streets, water, parks, buildings) for the live cities, cut out of
// a PMTiles planet build with go-pmtiles' `extract` (./go-pmtiles.mjs).
// `npm start` runs this in the background once the server is up, so the
// fallback maps (./basemap.mjs) are served meanwhile; `npm run map:extract`
// runs it for one city on demand.
//
// For each city without an extract yet:
//   1. the box is the city's public extent (src/domain/geography.ts) plus a
//      margin: never its places, since an archive and its bounds are public;
//   2. `--dry-run` estimates the archive at z15, then one zoom less at a time,
//      until it fits the budget (60 MB by default): the largest zoom that fits;
//   3. the extract is written to <city>.pmtiles.partial (a name the server
//      never serves) and renamed <city>-<hash>.pmtiles once whole; maps.json
//      then names it, and the server serves it from the next request on.
// A city whose extract is in place is never fetched again; a run cut short
// leaves only a .partial file, which the next run deletes and redoes.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, closeSync, openSync, readSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bytesToHeader } from 'pmtiles';
import { archivePresent, liveCities, readMapsJson, writeMapsJson } from './city-maps.mjs';
import { publicGeography } from './geography.mjs';
import { ensureGoPmtiles } from './go-pmtiles.mjs';

/** The largest zoom extracted: street names and buildings; z16+ adds little a traveller sees. */
export const MAX_ZOOM = 15;
/** Below this a city's map shows no streets worth the download; the fallback stays instead. */
const MIN_ZOOM = 10;
/** The default size budget of one city's extract, in MB (TASTEMAP_MAP_MAX_MB). */
export const BUDGET_MB = 60;
/** Around the city's extent, so its edge is not the edge of the map: 0.01° is about 1 km. */
const MARGIN_DEGREES = 0.01;
const PARTIAL = '.pmtiles.partial';

/**
 * @typedef {{ slug: string, name?: string, latitude: number, longitude: number }} City
 * @typedef {(line: string) => void} Log
 */

/** @param {Date} day */
const yyyymmdd = (day) => day.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The Protomaps daily planet builds, newest first, from the day before `now`
 * (today's may still be running): a build is sometimes skipped, so three days.
 * @param {Date} [now]
 */
export function dailyBuilds(now = new Date()) {
  return [1, 2, 3].map((days) => `https://build.protomaps.com/${yyyymmdd(new Date(now.getTime() - days * 24 * 3600 * 1000))}.pmtiles`);
}

/**
 * The box a city's map is cut to: its public extent plus a margin, outward to
 * 0.0001°. From the city record alone, never its places.
 * @param {City} city @returns {[number, number, number, number]}
 */
export function extractBox(city) {
  const [west, south, east, north] = publicGeography({ slug: city.slug, latitude: city.latitude, longitude: city.longitude }).bounds;
  // Outward past floating-point noise (126.75 * 1e4 is 1267499.9999999998).
  const down = (/** @type {number} */ v) => Math.floor((v - MARGIN_DEGREES) * 1e4 + 1e-6) / 1e4;
  const up = (/** @type {number} */ v) => Math.ceil((v + MARGIN_DEGREES) * 1e4 - 1e-6) / 1e4;
  return [down(west), down(south), up(east), up(north)];
}

/**
 * The go-pmtiles arguments of one extract (or of its estimate).
 * @param {{ source: string, out: string, bbox: number[], maxzoom: number, dryRun?: boolean }} o
 */
export function extractArgs({ source, out, bbox, maxzoom, dryRun = false }) {
  return ['extract', source, out, `--bbox=${bbox.join(',')}`, `--maxzoom=${maxzoom}`, ...(dryRun ? ['--dry-run'] : [])];
}

const UNITS = { B: 1, kB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12, PB: 1e15 };

/**
 * The archive size a `--dry-run` reports ("… for an archive size of 41 MB"), in bytes; null when it says none.
 * @param {string} output
 */
export function estimatedBytes(output) {
  const match = output.match(/archive size of ([\d.]+) ?(B|kB|MB|GB|TB|PB)\b/);
  return match ? Math.round(Number(match[1]) * UNITS[/** @type {keyof typeof UNITS} */ (match[2])]) : null;
}

/** @param {number} bytes */
export const megabytes = (bytes) => (bytes < 1e6 ? `${Math.round(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(bytes < 10e6 ? 2 : 1)} MB`);

/**
 * What a source is: its header when it answers with a PMTiles v3 archive, else why not.
 * Reads the first 127 bytes only: a server that ignores the range gets cut off there.
 * @param {string} source a URL, or a local file
 * @returns {Promise<{ header: import('pmtiles').Header } | { error: string }>}
 */
export async function probeSource(source, { timeoutMs = 15_000 } = {}) {
  /** @type {Uint8Array} */
  let bytes;
  try {
    if (/^https?:\/\//.test(source)) {
      const response = await fetch(source, { headers: { Range: 'bytes=0-126' }, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status !== 206 && response.status !== 200) {
        await response.body?.cancel();
        return { error: `HTTP ${response.status}` };
      }
      bytes = await firstBytes(response, 127);
    } else {
      bytes = new Uint8Array(127);
      const fd = openSync(source, 'r');
      try {
        readSync(fd, bytes, 0, 127, 0);
      } finally {
        closeSync(fd);
      }
    }
  } catch (error) {
    const failure = /** @type {Error & { code?: string, cause?: { code?: string, message?: string } }} */ (error);
    if (failure.name === 'TimeoutError') return { error: `no answer in ${timeoutMs / 1000} s` };
    const code = failure.cause?.code ?? failure.code;
    const meaning = { ENOTFOUND: 'host not found', EAI_AGAIN: 'no DNS answer', ECONNREFUSED: 'connection refused', ENOENT: 'no such file' };
    if (code) return { error: `${code}${code in meaning ? `, ${meaning[/** @type {keyof typeof meaning} */ (code)]}` : ''}` };
    return { error: failure.cause?.message ?? failure.message };
  }
  if (new TextDecoder().decode(bytes.subarray(0, 7)) !== 'PMTiles' || bytes[7] !== 3) return { error: 'not a PMTiles v3 archive' };
  return { header: bytesToHeader(bytes.slice(0, 127).buffer) };
}

/** @param {Response} response @param {number} count */
async function firstBytes(response, count) {
  const out = new Uint8Array(count);
  let at = 0;
  const reader = /** @type {ReadableStreamDefaultReader<Uint8Array>} */ (response.body?.getReader());
  while (at < count) {
    const { done, value } = await reader.read();
    if (done) break;
    out.set(value.subarray(0, count - at), at);
    at += Math.min(value.length, count - at);
  }
  await reader.cancel();
  return out.subarray(0, at);
}

/**
 * Runs go-pmtiles; `onOutput` sees its output as it comes (its progress bar
 * redraws with carriage returns). go-pmtiles waits on a source for good, so a
 * run that prints nothing for `idleMs` is ended.
 * @param {string} bin @param {string[]} args
 * @param {{ onOutput?: (text: string) => void, onSpawn?: (child: import('node:child_process').ChildProcess) => void, idleMs?: number }} [o]
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function runPmtiles(bin, args, { onOutput, onSpawn, idleMs = 5 * 60_000 } = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    onSpawn?.(child);
    let output = '';
    /** @type {NodeJS.Timeout | undefined} */
    let idle;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        output += `\nthe source sent nothing for ${idleMs / 1000} s`;
        child.kill('SIGTERM');
      }, idleMs);
      idle.unref();
    };
    watch();
    const read = (/** @type {Buffer} */ chunk) => {
      watch();
      output += chunk;
      onOutput?.(chunk.toString());
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', (error) => {
      clearTimeout(idle);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(idle);
      resolveRun({ code, output });
    });
  });
}

/** The last line go-pmtiles printed, for a log line that says why it failed. @param {string} output */
const lastLine = (output) =>
  output
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? 'no output';

/**
 * The largest zoom whose extract fits the budget, by go-pmtiles' own estimate.
 * @param {{ bin: string, source: string, bbox: number[], top: number, budget: number, dir: string, slug: string, log: Log,
 *   onSpawn?: (child: import('node:child_process').ChildProcess) => void }} o
 * @returns {Promise<{ maxzoom: number, bytes: number } | { error: string }>}
 */
export async function chooseZoom({ bin, source, bbox, top, budget, dir, slug, log, onSpawn }) {
  const bottom = Math.min(MIN_ZOOM, top);
  const out = join(dir, `${slug}${PARTIAL}`);
  for (let maxzoom = top; maxzoom >= bottom; maxzoom--) {
    const run = await runPmtiles(bin, extractArgs({ source, out, bbox, maxzoom, dryRun: true }), { onSpawn });
    const bytes = run.code === 0 ? estimatedBytes(run.output) : null;
    if (bytes === null) return { error: lastLine(run.output) };
    if (bytes <= budget) return { maxzoom, bytes };
    log(`Map: ${slug}: z0–${maxzoom} would be ${megabytes(bytes)}, over the ${megabytes(budget)} budget`);
  }
  return { error: `even z0–${bottom} is over the ${megabytes(budget)} budget (TASTEMAP_MAP_MAX_MB)` };
}

/** @param {string} path */
function sha256(path) {
  return new Promise((resolveHash, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolveHash(hash.digest('hex')));
  });
}

/** @param {string} path */
function readHeader(path) {
  const bytes = new Uint8Array(127);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, bytes, 0, 127, 0);
  } finally {
    closeSync(fd);
  }
  if (new TextDecoder().decode(bytes.subarray(0, 7)) !== 'PMTiles' || bytes[7] !== 3)
    throw new Error(`${path} is not a PMTiles v3 archive`);
  return bytesToHeader(bytes.buffer);
}

/**
 * Makes a finished extract the city's map: named by its content (archives are
 * cached for good under their name), then maps.json, written whole.
 * @param {{ dir: string, city: City, partial: string, source: string }} o
 * @returns {Promise<import('./city-maps.mjs').CityMap>}
 */
export async function installExtract({ dir, city, partial, source }) {
  const header = readHeader(partial);
  const version = (await sha256(partial)).slice(0, 8);
  const file = `${city.slug}-${version}.pmtiles`;
  renameSync(partial, join(dir, file));
  /** @type {import('./city-maps.mjs').CityMap} */
  const entry = {
    file,
    bytes: statSync(join(dir, file)).size,
    version,
    // go-pmtiles truncates the box to 1e-7° (37.73 becomes 37.7299999): the box it was given, to the metre.
    bounds: [header.minLon, header.minLat, header.maxLon, header.maxLat].map((v) => Math.round(v * 1e6) / 1e6),
    center: [city.longitude, city.latitude],
    minzoom: header.minZoom,
    maxzoom: header.maxZoom,
    source: 'extract',
    build: source,
  };
  const maps = readMapsJson(dir);
  maps.cities[city.slug] = entry;
  writeMapsJson(dir, maps);
  return entry;
}

/**
 * Extracts one city: its zoom chosen by the budget unless given, with progress in the log.
 * @param {{ bin: string, source: string, dir: string, city: City, top: number, budget: number, maxzoom?: number, log: Log,
 *   onSpawn?: (child: import('node:child_process').ChildProcess) => void }} o
 * @returns {Promise<import('./city-maps.mjs').CityMap | null>} null when it failed (and said why)
 */
export async function extractCity({ bin, source, dir, city, top, budget, maxzoom, log, onSpawn }) {
  const { slug } = city;
  const bbox = extractBox(city);
  const partial = join(dir, `${slug}${PARTIAL}`);
  // What a run cut short left behind: go-pmtiles cannot resume it, so it starts over.
  rmSync(partial, { force: true });
  let zoom = maxzoom;
  if (zoom === undefined) {
    const chosen = await chooseZoom({ bin, source, bbox, top, budget, dir, slug, log, onSpawn });
    if ('error' in chosen) {
      log(`Map: ${slug}: no street map (${chosen.error}); the fallback stays.`);
      return null;
    }
    zoom = chosen.maxzoom;
    log(
      `Map: ${slug}: extracting z0–${zoom} (about ${megabytes(chosen.bytes)}, the largest zoom within ${megabytes(budget)}) of ${bbox.join(',')} from ${source}`,
    );
  } else {
    log(`Map: ${slug}: extracting z0–${zoom} of ${bbox.join(',')} from ${source}`);
  }

  let reported = 0;
  const run = await runPmtiles(bin, extractArgs({ source, out: partial, bbox, maxzoom: zoom }), {
    onSpawn,
    onOutput: (text) => {
      // The progress bar: "fetching chunks  42% |████      | (17/41 MB, 6.1 MB/s)". Every tenth is enough for a log.
      for (const [, percent] of text.matchAll(/fetching chunks\s+(\d+)%/g)) {
        const tenth = Math.floor(Number(percent) / 10) * 10;
        if (tenth > reported && tenth < 100) {
          reported = tenth;
          log(`Map: ${slug}: ${tenth}% fetched`);
        }
      }
    },
  });
  if (run.code !== 0) {
    rmSync(partial, { force: true });
    log(`Map: ${slug}: the extract failed (${lastLine(run.output)}); the fallback stays.`);
    return null;
  }
  const entry = await installExtract({ dir, city, partial, source });
  log(`Map: ${slug}: street map ${entry.file} (${megabytes(entry.bytes)}, z${entry.minzoom}–${entry.maxzoom}) is now served`);
  return entry;
}

/** Whether a city's extract is in place. @param {string} dir @param {string} slug */
export function hasExtract(dir, slug) {
  const entry = readMapsJson(dir).cities[slug];
  return entry?.source === 'extract' && archivePresent(dir, entry);
}

/**
 * The source to extract from: the configured build, or the newest Protomaps
 * daily build that answers. One line in the log when none does.
 * @param {{ configured?: string, log: Log, now?: Date }} o
 * @returns {Promise<{ source: string, header: import('pmtiles').Header } | null>}
 */
async function reachableSource({ configured, log, now }) {
  const candidates = configured ? [configured] : dailyBuilds(now);
  /** @type {string[]} */
  const failures = [];
  for (const source of candidates) {
    const probe = await probeSource(source);
    if ('header' in probe) return { source, header: probe.header };
    failures.push(`${source}: ${probe.error}`);
    // Only a build that is not there is worth asking the day before about.
    if (probe.error !== 'HTTP 404') break;
  }
  log(`Map: no street map source is reachable (${failures.join('; ')}); serving the fallback maps. TASTEMAP_MAP_EXTRACT=0 stops trying.`);
  return null;
}

/**
 * `npm start`'s background job: extracts each live city that has no street map
 * yet, one after the other. Never throws: whatever fails is one line in the
 * log, and the fallback stays. `stop()` ends the go-pmtiles run in flight.
 * @param {{ dir: string, cities: City[], configured?: string, budget?: number, log: Log,
 *   ensureBin: () => Promise<string>, now?: Date }} o
 */
export function startStreetMaps({ dir, cities, configured, budget = BUDGET_MB * 1e6, log, ensureBin, now }) {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let current;
  let stopped = false;
  const onSpawn = (/** @type {import('node:child_process').ChildProcess} */ child) => {
    current = child;
    if (stopped) child.kill('SIGTERM');
  };

  const work = async () => {
    const missing = cities.filter((city) => !hasExtract(dir, city.slug));
    for (const city of cities)
      if (!missing.includes(city)) log(`Map: ${city.slug}: street map ${readMapsJson(dir).cities[city.slug]?.file} in place`);
    if (missing.length === 0) return;
    // A cut-short run's leftovers of cities no longer live, too.
    for (const name of readdirSafe(dir))
      if (name.endsWith(PARTIAL) && !cities.some((c) => name === `${c.slug}${PARTIAL}`)) rmSync(join(dir, name), { force: true });

    const found = await reachableSource({ configured, log, now });
    if (!found || stopped) return;
    const top = Math.min(MAX_ZOOM, found.header.maxZoom);
    log(
      `Map: fetching street maps for ${missing.map((c) => c.slug).join(', ')} from ${found.source} in the background; the fallback is served meanwhile`,
    );
    let bin;
    try {
      bin = await ensureBin();
    } catch (error) {
      log(`Map: go-pmtiles is not available (${/** @type {Error} */ (error).message}); serving the fallback maps.`);
      return;
    }
    for (const city of missing) {
      if (stopped) return;
      await extractCity({ bin, source: found.source, dir, city, top, budget, log, onSpawn }).catch((error) =>
        log(`Map: ${city.slug}: the extract failed (${error.message}); the fallback stays.`),
      );
    }
  };

  const done = work().catch((error) => log(`Map: street maps stopped (${error.message}); serving the fallback maps.`));
  return {
    done,
    stop() {
      stopped = true;
      current?.kill('SIGTERM');
    },
  };
}

/** @param {string} dir */
function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * `npm start`'s street maps, as the environment sets them: off with
 * TASTEMAP_MAP_EXTRACT=0 or a tile server (TASTEMAP_MAP_TILES); into
 * TASTEMAP_MAP_DIR, else <data dir>/maps; from TASTEMAP_MAP_BUILD_URL, else
 * the Protomaps daily build; TASTEMAP_MAP_MAX_MB per city. Null when off.
 * @param {{ dataDir: string, log: Log, env?: NodeJS.ProcessEnv }} o
 */
export function streetMapsFromEnvironment({ dataDir, log, env = process.env }) {
  if (env.TASTEMAP_MAP_EXTRACT === '0') return null;
  if (env.TASTEMAP_MAP_TILES) return null;
  const budgetMb = Number(env.TASTEMAP_MAP_MAX_MB || BUDGET_MB);
  return startStreetMaps({
    dir: resolve(env.TASTEMAP_MAP_DIR || join(dataDir, 'maps')),
    cities: liveCities().map(({ city }) => city),
    configured: env.TASTEMAP_MAP_BUILD_URL || undefined,
    budget: (Number.isFinite(budgetMb) && budgetMb > 0 ? budgetMb : BUDGET_MB) * 1e6,
    log,
    ensureBin: () => ensureGoPmtiles({ log }),
  });
}
