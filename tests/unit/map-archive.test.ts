// @vitest-environment node
// A city's map on the device (src/data/maps): the configuration remembered for
// offline use, the archive downloaded whole and stored (here in the Dexie
// fallback: there is no OPFS in Node), and which source the map opens. The
// server is a small local HTTP server speaking the routes of pb_hooks/lib/maps.js
// (GET /api/app/maps, GET /maps/<file> with ranges), serving a real PMTiles archive.
// Node has the browser's Blob, File and structured clone; jsdom's Blob does not clone into IndexedDB.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writePmtiles } from '../../scripts/lib/pmtiles-writer.mjs';
import { TastemapDB } from '#/data/db';
import { loadMapConfig, type MapConfig } from '#/data/maps/config';
import { downloadCityArchive, removeCityArchive, storedCityArchive } from '#/data/maps/offline-archive';
import { NO_MAP_REASON, OFFLINE_NO_MAP_REASON, openCityMap } from '#/data/maps/source';
import { formatBytes } from '#/domain/format';

const SEOUL = { bounds: [126.9, 37.5, 127.1, 37.6] as [number, number, number, number], center: [127, 37.55] as [number, number] };

/** A real archive of a few tiles; one big incompressible tile so the download comes in many chunks. */
function archive(seed: number): Uint8Array {
  const tiles = [
    { z: 0, x: 0, y: 0, data: Uint8Array.of(seed) },
    { z: 10, x: 873, y: 396, data: new Uint8Array(randomBytes(400_000)) },
  ];
  return writePmtiles({ tiles, metadata: { name: `test ${seed}` }, ...SEOUL, centerZoom: 10, tileCompression: 'none' });
}

interface Served {
  files: Map<string, Uint8Array>;
  config: MapConfig | null;
  /** Paths asked for, in order. */
  requests: string[];
}
const served: Served = { files: new Map(), config: null, requests: [] };
let server: Server;
let origin: string;
/** An origin where nothing answers: the device is cut off from the server. */
let unreachable: string;

function serve(slug: string, file: string, bytes: Uint8Array, version: string) {
  served.files.set(file, bytes);
  served.config = {
    tiles: null,
    cities: {
      ...served.config?.cities,
      [slug]: { url: `/maps/${file}`, bytes: bytes.byteLength, version, ...SEOUL, minzoom: 0, maxzoom: 10 },
    },
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    served.requests.push(`${request.method} ${path}${request.headers.range ? ` ${request.headers.range}` : ''}`);
    if (path === '/api/app/maps') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(served.config ?? { tiles: null, cities: {} }));
      return;
    }
    const file = served.files.get(path.replace('/maps/', ''));
    if (!file) return void response.writeHead(404).end();
    const range = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(Number(range[2]), file.byteLength - 1);
      response.writeHead(206, { 'Content-Range': `bytes ${start}-${end}/${file.byteLength}`, 'Content-Length': end - start + 1 });
      return void response.end(file.subarray(start, end + 1));
    }
    response.writeHead(200, { 'Content-Length': file.byteLength, 'Content-Type': 'application/vnd.pmtiles' }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

let database: TastemapDB;
let count = 0;
const storage = { usage: 0, quota: 1e9 };
let persist = vi.fn(() => Promise.resolve(true));

beforeEach(async () => {
  database = new TastemapDB(`map-archive-${++count}`);
  await database.open();
  served.files.clear();
  served.config = null;
  served.requests = [];
  storage.usage = 0;
  storage.quota = 1e9;
  persist = vi.fn(() => Promise.resolve(true));
  vi.stubGlobal('navigator', { onLine: true, storage: { estimate: () => Promise.resolve({ ...storage }), persist } });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await database.delete();
});

describe('the map configuration', () => {
  it('is remembered on the device and used when the server cannot be reached', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    const online = await loadMapConfig({ database, origin });
    expect(online.cities.seoul?.url).toBe('/maps/seoul-aaaa1111.pmtiles');

    expect(await loadMapConfig({ database, origin: unreachable })).toEqual(online);
  });

  it('keeps every city whose map has no box or centre yet', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    Object.assign(served.config!.cities.seoul!, { bounds: null, center: [127] });

    const config = await loadMapConfig({ database, origin });

    expect(config.cities.seoul).toMatchObject({ url: '/maps/seoul-aaaa1111.pmtiles', bounds: undefined, center: undefined });
  });

  it('is no map at all when the device has never been told one', async () => {
    expect(await loadMapConfig({ database, origin: unreachable })).toEqual({ tiles: null, cities: {} });
  });
});

describe('a city map stored for offline use', () => {
  it('downloads the whole archive with one plain GET, reporting progress up to its size, and reads it back', async () => {
    const bytes = archive(1);
    serve('seoul', 'seoul-aaaa1111.pmtiles', bytes, 'aaaa1111');
    const progress: Array<[number, number]> = [];

    const stored = await downloadCityArchive('seoul', (received, total) => progress.push([received, total]), { database, origin });

    expect(stored).toEqual({ file: 'seoul-aaaa1111.pmtiles', version: 'aaaa1111', bytes: bytes.byteLength });
    expect(await storedCityArchive('seoul', { database })).toEqual(stored);
    expect(served.requests.filter((r) => r.includes('/maps/'))).toEqual(['GET /maps/seoul-aaaa1111.pmtiles']);
    // Progress grows to the archive's size, in more than one step.
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.every(([, total]) => total === bytes.byteLength)).toBe(true);
    expect(progress.map(([received]) => received)).toEqual([...progress.map(([received]) => received)].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual([bytes.byteLength, bytes.byteLength]);
    // The Blob stored in IndexedDB is the archive, byte for byte.
    const row = await database.map_archives.get('seoul-aaaa1111.pmtiles');
    expect(Buffer.from(await row!.data.arrayBuffer()).equals(bytes)).toBe(true);
    // Asked the browser to keep the app's data under storage pressure.
    expect(persist).toHaveBeenCalled();
  });

  it('replaces the stored archive when the city map has a new version, and keeps it when not', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    await downloadCityArchive('seoul', () => {}, { database, origin });

    await downloadCityArchive('seoul', () => {}, { database, origin });
    expect(served.requests.filter((r) => r.includes('/maps/'))).toHaveLength(1);

    const next = archive(2);
    serve('seoul', 'seoul-bbbb2222.pmtiles', next, 'bbbb2222');
    const stored = await downloadCityArchive('seoul', () => {}, { database, origin });

    expect(stored).toEqual({ file: 'seoul-bbbb2222.pmtiles', version: 'bbbb2222', bytes: next.byteLength });
    expect(await database.map_archives.toCollection().primaryKeys()).toEqual(['seoul-bbbb2222.pmtiles']);
  });

  it('clears files a download cut short or an unfinished replacement left behind, keeping every stored map', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    serve('new-york-city', 'new-york-city-cccc3333.pmtiles', archive(3), 'cccc3333');
    await downloadCityArchive('new-york-city', () => {}, { database, origin });
    // A tab closed after the file was written, before the device pointed at it.
    await database.map_archives.put({ file: 'seoul-0000dead.pmtiles', city: 'seoul', data: new Blob([Uint8Array.of(1)]) });
    // The same in OPFS, where the browser has it (Node has none: a folder with OPFS's calls stands in).
    const opfs = new Set(['seoul-0000dead.pmtiles', 'seoul-9999beef.pmtiles']);
    const folder = {
      // Listed the way OPFS lists: asynchronously, a snapshot of the folder.
      keys: async function* () {
        yield* await Promise.resolve([...opfs]);
      },
      removeEntry: (name: string) => Promise.resolve(void opfs.delete(name)),
    };
    vi.stubGlobal('FileSystemFileHandle', class {});
    const storage = { ...navigator.storage, getDirectory: () => Promise.resolve({ getDirectoryHandle: () => Promise.resolve(folder) }) };
    vi.stubGlobal('navigator', { ...navigator, storage });

    await downloadCityArchive('seoul', () => {}, { database, origin });

    expect((await database.map_archives.toCollection().primaryKeys()).sort()).toEqual([
      'new-york-city-cccc3333.pmtiles',
      'seoul-aaaa1111.pmtiles',
    ]);
    expect([...opfs]).toEqual([]);
    expect(await storedCityArchive('new-york-city', { database })).toMatchObject({ version: 'cccc3333' });
  });

  it('says how much space the map needs and how much is free when the device has too little, downloading nothing', async () => {
    await database.cities.put({ id: 'c-seoul', slug: 'seoul', name: 'Seoul' } as never);
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    served.config!.cities.seoul!.bytes = 2_100_000;
    storage.usage = 300_000;
    storage.quota = 1_500_000;

    await expect(downloadCityArchive('seoul', () => {}, { database, origin })).rejects.toThrow(
      'Not enough space on this device for the Seoul map (needs 2.1 MB, 1.2 MB free).',
    );
    expect(served.requests.filter((r) => r.includes('/maps/'))).toEqual([]);
    expect(await storedCityArchive('seoul', { database })).toBeNull();
  });

  it('is removed with its file', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    await downloadCityArchive('seoul', () => {}, { database, origin });

    await removeCityArchive('seoul', { database });

    expect(await storedCityArchive('seoul', { database })).toBeNull();
    expect(await database.map_archives.count()).toBe(0);
  });

  it('is nothing to download for a city the server has no map of', async () => {
    expect(await downloadCityArchive('atlantis', () => {}, { database, origin })).toBeNull();
  });
});

describe('opening a city map', () => {
  it('has no source, and says so, when the device has no configuration and no server', async () => {
    const source = await openCityMap('seoul', { database, origin: unreachable });
    expect(source).toEqual({ kind: 'none', reason: NO_MAP_REASON });
  });

  it("reads the city's archive from the server by ranges when none is stored", async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    const source = await openCityMap('seoul', { database, origin });

    expect(source).toMatchObject({ kind: 'pmtiles', onDevice: false, ...SEOUL, maxzoom: 10 });
    if (source.kind !== 'pmtiles') throw new Error(source.kind);
    expect((await source.archive.getHeader()).maxZoom).toBe(10);
    expect(served.requests.some((r) => /^GET \/maps\/seoul-aaaa1111\.pmtiles bytes=/.test(r))).toBe(true);
  });

  it('reads the stored copy rather than the server, and still opens with the server gone', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    await downloadCityArchive('seoul', () => {}, { database, origin });
    served.requests = [];

    const online = await openCityMap('seoul', { database, origin });
    expect(online).toMatchObject({ kind: 'pmtiles', onDevice: true });
    if (online.kind !== 'pmtiles') throw new Error(online.kind);
    const tile = await online.archive.getZxy(0, 0, 0);
    expect(new Uint8Array(tile!.data)).toEqual(Uint8Array.of(1));
    expect(served.requests.filter((r) => r.includes('/maps/'))).toEqual([]);

    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const offline = await openCityMap('seoul', { database, origin: unreachable });
    expect(offline).toMatchObject({ kind: 'pmtiles', onDevice: true, ...SEOUL });
    if (offline.kind !== 'pmtiles') throw new Error(offline.kind);
    expect((await offline.archive.getHeader()).centerLon).toBeCloseTo(127);
  });

  it('explains, offline, that the map of a city not made available offline is not on the device', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    await loadMapConfig({ database, origin });
    vi.stubGlobal('navigator', { ...navigator, onLine: false });

    expect(await openCityMap('seoul', { database, origin: unreachable })).toEqual({
      kind: 'none',
      reason: OFFLINE_NO_MAP_REASON,
      ...SEOUL,
    });
  });

  it('uses a configured tile URL, or a configured archive URL, when no copy is stored', async () => {
    const tiles = await openCityMap('seoul', { database, config: { tiles: 'https://tiles.example.org/{z}/{x}/{y}.mvt', cities: {} } });
    expect(tiles).toEqual({ kind: 'tiles', url: 'https://tiles.example.org/{z}/{x}/{y}.mvt' });

    const planet = await openCityMap('seoul', { database, config: { tiles: 'https://tiles.example.org/planet.pmtiles', cities: {} } });
    expect(planet).toMatchObject({ kind: 'pmtiles', onDevice: false });
  });
});

describe('sizes', () => {
  it('reads as people read them', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(48_200)).toBe('48 KB');
    expect(formatBytes(2_100_000)).toBe('2.1 MB');
    expect(formatBytes(1_340_000_000)).toBe('1.3 GB');
  });
});
