// Street maps by default (issue 30, §3): `npm start` cuts each live city's real
// map out of a PMTiles planet build with the real go-pmtiles, in the
// background, while the server serves the fallback; the extract then becomes
// the city's map without a restart, a restart never fetches it again, an
// extract cut short is redone cleanly, and an unreachable source leaves the
// fallback in place with one line in the log. The "planet" is a small real
// archive of public geometry served with byte ranges by the test
// (tests/support/planet-build.ts).
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bytesToHeader } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/lib/pocketbase.mjs';
import { ensureGoPmtiles } from '../../scripts/lib/go-pmtiles.mjs';
import { estimatedBytes, extractArgs, extractBox } from '../../scripts/lib/street-maps.mjs';
import { liveCities } from '../../scripts/lib/city-maps.mjs';
import { publicGeography } from '#/domain/geography';
import { PLANET_MAX_ZOOM, planetArchive, servePlanet, type PlanetServer } from '../support/planet-build';

interface CityMap {
  url: string;
  bytes: number;
  version: string;
  bounds: [number, number, number, number];
  minzoom: number;
  maxzoom: number;
  streets: boolean;
}

const cities = liveCities().map(({ city }) => city);
const dataDir = mkdtempSync(join(tmpdir(), 'tastemap-street-maps-'));
// Migrated and seeded, with the fallback maps built: what `npm start` leaves after its first run.
cpSync(inject('templateDataDir'), dataDir, { recursive: true });
const mapDir = join(dataDir, 'maps');
let goPmtiles: string;
let planet: PlanetServer;
let port: number;
/** A budget between the z12 and z13 estimates of one city, so the zoom is chosen, not just the source's. */
let budgetMb: number;
/** Each city's zoom within the budget, by go-pmtiles' own estimates. */
const expectedZoom: Record<string, number> = {};
/** What /api/app/maps said once the extracts were in. */
let extracted: Record<string, CityMap> = {};

beforeAll(async () => {
  // Built once and cached (.ci/run builds it before the tests); a first build takes minutes.
  goPmtiles = await ensureGoPmtiles({ log: () => {} });
  const bytes = planetArchive();
  planet = await servePlanet(bytes, { gated: true });
  port = await freePort();

  // Asynchronously: the planet is served by this very process.
  const estimate = async (slug: string, maxzoom: number) => {
    const city = cities.find((c) => c.slug === slug)!;
    const args = extractArgs({ source: planet.url, out: join(dataDir, 'estimate.pmtiles'), bbox: extractBox(city), maxzoom, dryRun: true });
    return estimatedBytes((await promisify(execFile)(goPmtiles, args)).stdout)!;
  };
  const [z12, z13] = [await estimate('seoul', 12), await estimate('seoul', 13)];
  expect(z13).toBeGreaterThan(z12);
  const budget = (z12 + z13) / 2;
  budgetMb = budget / 1e6;
  for (const { slug } of cities) {
    let zoom = PLANET_MAX_ZOOM;
    while (zoom > 0 && (await estimate(slug, zoom)) > budget) zoom--;
    expectedZoom[slug] = zoom;
  }
  expect(expectedZoom.seoul).toBe(12);
}, 600_000);

afterAll(async () => {
  await planet?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm start` on the test's data dir, with the test's go-pmtiles and map source. */
async function runStart(source: string) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      PB_DATA: dataDir,
      POCKETBASE_BIN: inject('pocketbaseBin'),
      GO_PMTILES_BIN: goPmtiles,
      TASTEMAP_MAP_EXTRACT: '1',
      TASTEMAP_MAP_BUILD_URL: source,
      TASTEMAP_MAP_MAX_MB: String(budgetMb),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers: Array<() => void> = [];
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watch of [...watchers]) watch();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** Resolves when the log has a line matching `pattern` (as often as `times`); fails if the process ends first. */
  const line = (pattern: RegExp, times = 1) =>
    new Promise<string>((resolve, reject) => {
      const global = new RegExp(pattern.source, 'g');
      const check = () => {
        const found = [...output.matchAll(global)];
        if (found.length >= times) {
          watchers.splice(watchers.indexOf(check), 1);
          resolve(found.at(-1)![0]);
        }
      };
      watchers.push(check);
      check();
      void exited.then(() => reject(new Error(`npm start ended before ${pattern}:\n${output}`)));
    });
  await line(/Tastemap is running at/);
  return {
    output: () => output,
    line,
    interrupt: async () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

const maps = async () =>
  ((await fetch(`http://127.0.0.1:${port}/api/app/maps`).then((r) => r.json())) as { cities: Record<string, CityMap> }).cities;

const partials = () => readdirSync(mapDir).filter((name) => !name.endsWith('.pmtiles') && name !== 'maps.json');

describe('street maps at start-up', () => {
  it('keeps the fallback, with one line in the log, when the source cannot be reached', async () => {
    const closed = await freePort();
    const server = await runStart(`http://127.0.0.1:${closed}/builds/20260301.pmtiles`);
    try {
      await server.line(/Map: no street map source is reachable .*\n/);
      expect(server.output().match(/no street map source/g)).toHaveLength(1);
      expect(server.output()).toContain('ECONNREFUSED');
      const served = await maps();
      for (const { slug } of cities) {
        expect(served[slug]!.streets, slug).toBe(false);
        expect(served[slug]!.maxzoom).toBe(15);
      }
      // No download was begun.
      expect(partials()).toEqual([]);
    } finally {
      expect(await server.interrupt()).toBe(0);
    }
  });

  it('serves the fallback while an extract downloads, and redoes an extract cut short', async () => {
    const server = await runStart(planet.url);
    try {
      await planet.held();
      // Up and answering while the first city's tiles are on their way.
      const served = await maps();
      for (const { slug } of cities) expect(served[slug]!.streets, slug).toBe(false);
      const fallback = await fetch(`http://127.0.0.1:${port}${served.seoul!.url}`, { headers: { Range: 'bytes=0-126' } });
      expect(fallback.status).toBe(206);
      expect(partials()).toHaveLength(1);
      expect(server.output()).toMatch(/Map: [a-z-]+: extracting z0–\d+ \(about [\d.]+ [km]B, the largest zoom within [\d.]+ [km]B\)/);
    } finally {
      // Stopped mid-download: the extract in flight stops with it.
      expect(await server.interrupt()).toBe(0);
    }
  });

  it('makes each extract the city’s map once it is whole, at the zoom the budget allows', async () => {
    planet.open();
    const server = await runStart(planet.url);
    try {
      await server.line(/Map: [a-z-]+: street map [a-z-]+-[0-9a-f]{8}\.pmtiles .* is now served/, cities.length);
      const served = await maps();
      for (const city of cities) {
        const map = served[city.slug]!;
        expect(map.streets, city.slug).toBe(true);
        expect(map.url).toMatch(new RegExp(`^/maps/${city.slug}-[0-9a-f]{8}\\.pmtiles$`));
        expect(map.maxzoom).toBe(expectedZoom[city.slug]);
        expect(map.bytes).toBeLessThanOrEqual(budgetMb * 1e6 * 1.1);
        expect(server.output()).toContain(`Map: ${city.slug}: extracting z0–${expectedZoom[city.slug]} (about`);

        // Served as the app reads it: ranges, the header first.
        const response = await fetch(`http://127.0.0.1:${port}${map.url}`, { headers: { Range: 'bytes=0-126' } });
        expect(response.status).toBe(206);
        const header = bytesToHeader(await response.arrayBuffer());
        expect(header.maxZoom).toBe(expectedZoom[city.slug]);
        expect(header.minZoom).toBe(0);
        // Cut to the city's public extent plus its margin, never to its places.
        const box = extractBox(city);
        [header.minLon, header.minLat, header.maxLon, header.maxLat].forEach((edge, i) => expect(edge).toBeCloseTo(box[i]!, 6));
        const [w, s, e, n] = publicGeography(city).bounds;
        expect(box[0]).toBeLessThan(w);
        expect(box[1]).toBeLessThan(s);
        expect(box[2]).toBeGreaterThan(e);
        expect(box[3]).toBeGreaterThan(n);
        // What the app is told is that same box.
        expect(map.bounds).toEqual(box);
      }
      // A budget below z13 for Seoul: the log says what did not fit.
      expect(server.output()).toMatch(/Map: seoul: z0–13 would be [\d.]+ [km]B, over the [\d.]+ [km]B budget/);
      // The run cut short left nothing behind.
      expect(partials()).toEqual([]);
      extracted = served;
    } finally {
      expect(await server.interrupt()).toBe(0);
    }
  });

  it('never fetches a finished extract again after a restart', async () => {
    const before = extracted;
    expect(Object.keys(before).sort()).toEqual(cities.map((c) => c.slug).sort());
    const requests = planet.requests();
    const server = await runStart(planet.url);
    try {
      await server.line(/Map: [a-z-]+: street map [a-z-]+-[0-9a-f]{8}\.pmtiles in place/, cities.length);
      expect(await maps()).toEqual(before);
      expect(planet.requests()).toBe(requests);
      expect(server.output()).not.toContain('extracting');
      for (const map of Object.values(before)) expect(existsSync(join(mapDir, map.url.slice('/maps/'.length)))).toBe(true);
    } finally {
      expect(await server.interrupt()).toBe(0);
    }
  });
});
