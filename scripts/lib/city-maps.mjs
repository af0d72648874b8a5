// The map folder (TASTEMAP_MAP_DIR): one PMTiles archive per live city and
// maps.json, which says which file is each city's map. The server reads
// maps.json (pb_hooks/lib/maps.js); the archives are built from each live
// city's record and its public geography (scripts/lib/basemap.mjs), or
// extracted from a real basemap by an operator (scripts/map-extract.mjs).
// Neither ever reads a place: maps and their bounds are public, and a locked
// city's places must leave no trace in them. A built map is rebuilt only when
// the cities or the builder changed (maps.json keeps the hash of both); an
// extract is never replaced by a built map.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCityBasemap } from './basemap.mjs';
import { GEOGRAPHY_CODE } from './geography.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
export const SEED_DIR = join(root, 'pb_migrations', 'seed');
/** The only names the server serves from the map folder. */
export const ARCHIVE_NAME = /^[a-z0-9-]+\.pmtiles$/;
const MAPS_JSON = 'maps.json';

/**
 * @typedef {{ file: string, bytes: number, version: string, bounds: number[], center: number[], minzoom: number,
 *   maxzoom: number, source: 'seed' | 'extract', build?: string }} CityMap
 * @typedef {{ seed?: string, cities: Record<string, CityMap> }} MapsJson
 * @typedef {{ city: import('./basemap.mjs').SeedCity }} SeedCityData
 */

/**
 * The live cities of the seed: each city's public record (slug, name, point),
 * never its places, which nothing that draws a map may see.
 * @param {string} [seedDir] @returns {SeedCityData[]}
 */
export function liveCities(seedDir = SEED_DIR) {
  return readdirSync(seedDir)
    .filter((name) => name.endsWith('.json') && name !== 'catalog.json')
    .sort()
    .map((name) => JSON.parse(readFileSync(join(seedDir, name), 'utf8')))
    .filter((data) => data?.city?.status === 'live')
    .map(({ city }) => ({ city: { slug: city.slug, name: city.name, latitude: city.latitude, longitude: city.longitude } }));
}

/** What the built maps depend on: the cities' records, their public geography and the code that draws them. @param {SeedCityData[]} cities */
export function seedHash(cities) {
  const hash = createHash('sha256');
  for (const file of ['basemap.mjs', 'pmtiles-writer.mjs']) hash.update(readFileSync(join(here, file)));
  hash.update(GEOGRAPHY_CODE);
  for (const { city } of cities) hash.update(JSON.stringify([city.slug, city.name, city.latitude, city.longitude]));
  return hash.digest('hex').slice(0, 16);
}

/** @param {string} dir @returns {MapsJson} */
export function readMapsJson(dir) {
  try {
    const data = JSON.parse(readFileSync(join(dir, MAPS_JSON), 'utf8'));
    return { ...data, cities: data && typeof data.cities === 'object' && data.cities ? data.cities : {} };
  } catch {
    return { cities: {} };
  }
}

/** Written whole then renamed, so the server never reads half a file. @param {string} path @param {Uint8Array | string} content */
function writeAtomically(path, content) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

/** @param {string} dir @param {MapsJson} data */
export function writeMapsJson(dir, data) {
  mkdirSync(dir, { recursive: true });
  writeAtomically(join(dir, MAPS_JSON), `${JSON.stringify(data, null, 2)}\n`);
}

/** Whether the archive maps.json names is there, whole. @param {string} dir @param {CityMap | undefined} entry */
export function archivePresent(dir, entry) {
  if (!entry || !ARCHIVE_NAME.test(entry.file)) return false;
  const path = join(dir, entry.file);
  return existsSync(path) && statSync(path).size === entry.bytes;
}

/**
 * Builds the map of every live city into `dir`, unless maps.json says the maps
 * there were built from these very cities and builder. Cities with an extract keep it.
 * @param {string} dir
 * @param {{ force?: boolean, log?: (line: string) => void, seedDir?: string }} [o]
 * @returns {{ built: string[], kept: string[], skipped: boolean }}
 */
export function ensureSeedMaps(dir, { force = false, log = () => {}, seedDir } = {}) {
  const cities = liveCities(seedDir);
  const hash = seedHash(cities);
  const previous = readMapsJson(dir);
  const current = cities.every(({ city }) => archivePresent(dir, previous.cities[city.slug]));
  if (!force && previous.seed === hash && current) return { built: [], kept: [], skipped: true };

  mkdirSync(dir, { recursive: true });
  /** @type {MapsJson} */
  const next = { seed: hash, cities: {} };
  /** @type {string[]} */
  const built = [];
  /** @type {string[]} */
  const kept = [];
  for (const [slug, entry] of Object.entries(previous.cities)) {
    if (entry.source === 'extract' && archivePresent(dir, entry)) {
      next.cities[slug] = entry;
      kept.push(slug);
    }
  }
  for (const { city } of cities) {
    if (next.cities[city.slug]) continue;
    const started = Date.now();
    const map = buildCityBasemap({ city });
    const version = createHash('sha256').update(map.bytes).digest('hex').slice(0, 8);
    const file = `${city.slug}-${version}.pmtiles`;
    if (!archivePresent(dir, { ...map, file, version, source: 'seed', bytes: map.bytes.length })) {
      writeAtomically(join(dir, file), map.bytes);
    }
    next.cities[city.slug] = {
      file,
      bytes: map.bytes.length,
      version,
      bounds: map.bounds.map(round6),
      center: map.center,
      minzoom: map.minzoom,
      maxzoom: map.maxzoom,
      source: 'seed',
    };
    built.push(city.slug);
    log(`Map: ${file} (${(map.bytes.length / 1024).toFixed(0)} KB, ${map.tiles} tiles) in ${Date.now() - started} ms`);
  }
  writeMapsJson(dir, next);
  // Built maps this one replaces; extracts are the operator's to remove.
  const inUse = new Set(Object.values(next.cities).map((entry) => entry.file));
  for (const entry of Object.values(previous.cities)) {
    if (entry.source === 'seed' && ARCHIVE_NAME.test(entry.file) && !inUse.has(entry.file)) rmSync(join(dir, entry.file), { force: true });
  }
  return { built, kept, skipped: false };
}

/** @param {number} value */
const round6 = (value) => Math.round(value * 1e6) / 1e6;

/**
 * The map settings PocketBase gets. An operator's TASTEMAP_MAP_DIR or
 * TASTEMAP_MAP_TILES is used as given; otherwise the seed's maps are built (when
 * missing or stale) into `<data dir>/maps`.
 * @param {{ dataDir: string, env?: Record<string, string>, log?: (line: string) => void }} o
 * @returns {Record<string, string>}
 */
export function mapEnvironment({ dataDir, env = {}, log }) {
  const configured = (/** @type {string} */ name) => env[name] ?? process.env[name];
  if (configured('TASTEMAP_MAP_DIR') || configured('TASTEMAP_MAP_TILES')) return {};
  const dir = resolve(dataDir, 'maps');
  ensureSeedMaps(dir, { log });
  return { TASTEMAP_MAP_DIR: dir };
}
