// A city's map on the device (src/data/maps): the configuration remembered for
// offline use, the archive downloaded whole and stored (in pieces in IndexedDB
// where the page cannot write OPFS, as in Node; in a stand-in OPFS where it
// can), and which source the map opens. The server is a small local HTTP
// server speaking the routes of pb_hooks/lib/maps.js (GET /api/app/maps,
// GET /maps/<file> with ranges), serving a real PMTiles archive.
// Node has the browser's Blob, File and structured clone; jsdom's Blob does not clone into IndexedDB.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import Dexie from 'dexie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writePmtiles } from '../../scripts/lib/pmtiles-writer.mjs';
import { TastemapDB } from '#/data/db';
import { writeMeta } from '#/data/db/meta';
import { loadMapConfig, type MapConfig } from '#/data/maps/config';
import {
  archiveStore,
  CHUNK_BYTES,
  downloadCityArchive,
  removeCityArchive,
  storedArchives,
  storedCityArchive,
  storedCityArchiveFile,
} from '#/data/maps/offline-archive';
import { NO_MAP_REASON, OFFLINE_NO_MAP_REASON, openCityMap } from '#/data/maps/source';
import { formatBytes } from '#/domain/format';

const SEOUL = { bounds: [126.9, 37.5, 127.1, 37.6] as [number, number, number, number], center: [127, 37.55] as [number, number] };
/** The big tile of every test archive. */
const BIG_TILE = { z: 10, x: 873, y: 396 };

/** A real archive of a few tiles; one big incompressible tile so the download comes in many chunks (and, past 8 MB, three pieces). */
function archive(seed: number, tileBytes = 400_000): Uint8Array {
  const tiles = [
    { z: 0, x: 0, y: 0, data: Uint8Array.of(seed) },
    { ...BIG_TILE, data: new Uint8Array(randomBytes(tileBytes)) },
  ];
  return writePmtiles({ tiles, metadata: { name: `test ${seed}` }, ...SEOUL, centerZoom: 10, tileCompression: 'none' });
}

interface Served {
  files: Map<string, Uint8Array>;
  config: MapConfig | null;
  /** Paths asked for, in order. */
  requests: string[];
  /** Sends the first `after` bytes of an archive, then waits for `then` to say whether to finish or cut the answer. */
  stall: { after: number; then: Promise<'finish' | 'cut'> } | null;
}
const served: Served = { files: new Map(), config: null, requests: [], stall: null };
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
    response.writeHead(200, { 'Content-Length': file.byteLength, 'Content-Type': 'application/vnd.pmtiles' });
    const stall = served.stall;
    if (!stall) return void response.end(file);
    response.write(file.subarray(0, stall.after));
    void stall.then.then((next) => (next === 'cut' ? response.destroy() : response.end(file.subarray(stall.after))));
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
  served.stall = null;
  storage.usage = 0;
  storage.quota = 1e9;
  persist = vi.fn(() => Promise.resolve(true));
  // A browser with navigator.storage but no OPFS; each test's StorageManager is new, so the store is probed again.
  vi.stubGlobal('navigator', { onLine: true, storage: { estimate: () => Promise.resolve({ ...storage }), persist } });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await database.delete();
});

const mapRequests = () => served.requests.filter((r) => r.includes('/maps/'));
/** The stored pieces: file, index and size of each, in key order. */
async function pieces(): Promise<Array<[string, number, number]>> {
  const rows = await database.map_chunks.toArray();
  return rows.map((row) => [row.file, row.index, row.data.byteLength]);
}

/**
 * OPFS as a page sees it, held in memory. `writable`: a browser that lets a
 * page write files (Chromium, Firefox, Safari 26); `no-createWritable`: one
 * that lets only workers write (Safari before 26); `refuses`: one that throws
 * when asked to write (a private window, say).
 */
function fakeOpfs(mode: 'writable' | 'no-createWritable' | 'refuses' = 'writable') {
  const files = new Map<string, Uint8Array>();
  /** Names createWritable was called for, in order. */
  const writes: string[] = [];
  const handle = (name: string) => ({
    kind: 'file',
    getFile: () => Promise.resolve(new File([files.get(name) as Uint8Array<ArrayBuffer>], name)),
    ...(mode !== 'no-createWritable' && {
      createWritable: () => {
        writes.push(name);
        if (mode === 'refuses') return Promise.reject(new DOMException('Not allowed here', 'NotAllowedError'));
        const parts: Uint8Array[] = [];
        return Promise.resolve({
          write: (chunk: Uint8Array) => Promise.resolve(void parts.push(chunk.slice())),
          close: () => Promise.resolve(void files.set(name, Buffer.concat(parts))),
          abort: () => Promise.resolve(),
        });
      },
    }),
  });
  const folder = {
    getFileHandle: (name: string, options?: { create?: boolean }) => {
      if (!files.has(name) && !options?.create) return Promise.reject(new DOMException(name, 'NotFoundError'));
      if (!files.has(name)) files.set(name, new Uint8Array());
      return Promise.resolve(handle(name));
    },
    // Listed the way OPFS lists: asynchronously, a snapshot of the folder.
    keys: async function* () {
      yield* await Promise.resolve([...files.keys()]);
    },
    removeEntry: (name: string) => Promise.resolve(void files.delete(name)),
  };
  const storage = { ...navigator.storage, getDirectory: () => Promise.resolve({ getDirectoryHandle: () => Promise.resolve(folder) }) };
  vi.stubGlobal('navigator', { ...navigator, storage });
  return { files, writes };
}

describe('a city map stored for offline use', () => {
  it('downloads the whole archive with one plain GET, reporting progress up to its size, and reads it back', async () => {
    const bytes = archive(1);
    serve('seoul', 'seoul-aaaa1111.pmtiles', bytes, 'aaaa1111');
    const progress: Array<[number, number]> = [];

    const stored = await downloadCityArchive('seoul', (received, total) => progress.push([received, total]), { database, origin });

    expect(stored).toEqual({ file: 'seoul-aaaa1111.pmtiles', version: 'aaaa1111', bytes: bytes.byteLength, savedAt: expect.any(Number) });
    expect(await storedCityArchive('seoul', { database })).toEqual(stored);
    expect(mapRequests()).toEqual(['GET /maps/seoul-aaaa1111.pmtiles']);
    // Progress grows to the archive's size, in more than one step.
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.every(([, total]) => total === bytes.byteLength)).toBe(true);
    expect(progress.map(([received]) => received)).toEqual([...progress.map(([received]) => received)].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual([bytes.byteLength, bytes.byteLength]);
    // Read back, byte for byte.
    const file = await storedCityArchiveFile('seoul', { database });
    expect(Buffer.from(await file!.arrayBuffer()).equals(bytes)).toBe(true);
    // Asked the browser to keep the app's data under storage pressure.
    expect(persist).toHaveBeenCalled();
  });

  it('keeps a big archive as ArrayBuffers of at most CHUNK_BYTES, never a Blob, and reads it back whole', async () => {
    const bytes = archive(1, 2 * CHUNK_BYTES + 500_000);
    serve('seoul', 'seoul-aaaa1111.pmtiles', bytes, 'aaaa1111');

    await downloadCityArchive('seoul', () => {}, { database, origin });

    expect(await pieces()).toEqual([
      ['seoul-aaaa1111.pmtiles', 0, CHUNK_BYTES],
      ['seoul-aaaa1111.pmtiles', 1, CHUNK_BYTES],
      ['seoul-aaaa1111.pmtiles', 2, bytes.byteLength - 2 * CHUNK_BYTES],
    ]);
    for (const row of await database.map_chunks.toArray()) expect(row.data).toBeInstanceOf(ArrayBuffer);
    expect(await database.map_archives.count()).toBe(0);
    expect(await storedArchives({ database })).toEqual([
      { slug: 'seoul', city: 'seoul', version: 'aaaa1111', bytes: bytes.byteLength, where: 'chunks', chunks: 3 },
    ]);

    const file = await storedCityArchiveFile('seoul', { database });
    expect(file?.size).toBe(bytes.byteLength);
    expect(Buffer.from(await file!.arrayBuffer()).equals(bytes)).toBe(true);
    // The map reads a tile that spans the pieces.
    const source = await openCityMap('seoul', { database, origin: unreachable });
    if (source.kind !== 'pmtiles') throw new Error(source.kind);
    const tile = await source.archive.getZxy(BIG_TILE.z, BIG_TILE.x, BIG_TILE.y);
    expect(tile?.data.byteLength).toBe(2 * CHUNK_BYTES + 500_000);
  });

  it('puts each piece in a transaction of its own as it arrives, and leaves none when the download is cut short', async () => {
    const bytes = archive(1, CHUNK_BYTES + 1_000_000);
    serve('seoul', 'seoul-aaaa1111.pmtiles', bytes, 'aaaa1111');
    let next: (then: 'finish' | 'cut') => void = () => {};
    served.stall = { after: CHUNK_BYTES + 200_000, then: new Promise((resolve) => (next = resolve)) };

    const download = downloadCityArchive('seoul', () => {}, { database, origin });
    const failed = expect(download).rejects.toThrow();
    // The first piece is stored while the rest of the archive has not arrived.
    await vi.waitFor(async () => expect(await pieces()).toEqual([['seoul-aaaa1111.pmtiles', 0, CHUNK_BYTES]]), { timeout: 5_000 });
    next('cut');
    await failed;

    expect(await database.map_chunks.count()).toBe(0);
    expect(await storedCityArchive('seoul', { database })).toBeNull();
  });

  it('replaces the stored archive when the city map has a new version, and keeps it when not', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    await downloadCityArchive('seoul', () => {}, { database, origin });

    await downloadCityArchive('seoul', () => {}, { database, origin });
    expect(mapRequests()).toHaveLength(1);

    const next = archive(2);
    serve('seoul', 'seoul-bbbb2222.pmtiles', next, 'bbbb2222');
    const stored = await downloadCityArchive('seoul', () => {}, { database, origin });

    expect(stored).toEqual({ file: 'seoul-bbbb2222.pmtiles', version: 'bbbb2222', bytes: next.byteLength, savedAt: expect.any(Number) });
    expect(await pieces()).toEqual([['seoul-bbbb2222.pmtiles', 0, next.byteLength]]);
    const file = await storedCityArchiveFile('seoul', { database });
    expect(Buffer.from(await file!.arrayBuffer()).equals(next)).toBe(true);
  });

  it('downloads the same version again when its pieces are gone', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    await downloadCityArchive('seoul', () => {}, { database, origin });
    await database.map_chunks.clear();

    await downloadCityArchive('seoul', () => {}, { database, origin });

    expect(mapRequests()).toHaveLength(2);
    expect(await pieces()).toHaveLength(1);
    expect(await storedCityArchiveFile('seoul', { database })).not.toBeNull();
  });

  it('clears pieces a download cut short or an unfinished replacement left behind, keeping every stored map', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    serve('new-york-city', 'new-york-city-cccc3333.pmtiles', archive(3), 'cccc3333');
    await downloadCityArchive('new-york-city', () => {}, { database, origin });
    // A tab closed after two pieces were written, before the device pointed at them.
    await database.map_chunks.bulkPut([
      { file: 'seoul-0000dead.pmtiles', index: 0, data: new ArrayBuffer(8) },
      { file: 'seoul-0000dead.pmtiles', index: 1, data: new ArrayBuffer(8) },
    ]);
    // A Blob an older version stored and no city points at any more.
    await database.map_archives.put({ file: 'seoul-9999beef.pmtiles', city: 'seoul', data: new Blob([Uint8Array.of(1)]) });

    await downloadCityArchive('seoul', () => {}, { database, origin });

    expect((await pieces()).map(([file]) => file).sort()).toEqual(['new-york-city-cccc3333.pmtiles', 'seoul-aaaa1111.pmtiles']);
    expect(await database.map_archives.count()).toBe(0);
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
    expect(mapRequests()).toEqual([]);
    expect(await storedCityArchive('seoul', { database })).toBeNull();
  });

  it('says the device ran out of space when the browser refuses a piece, and keeps none of them', async () => {
    await database.cities.put({ id: 'c-seoul', slug: 'seoul', name: 'Seoul' } as never);
    const bytes = archive(1, CHUNK_BYTES + 100_000);
    serve('seoul', 'seoul-aaaa1111.pmtiles', bytes, 'aaaa1111');
    const put = database.map_chunks.put.bind(database.map_chunks);
    vi.spyOn(database.map_chunks, 'put').mockImplementation((row, key) =>
      row.index === 0 ? put(row, key) : Dexie.Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    );

    await expect(downloadCityArchive('seoul', () => {}, { database, origin })).rejects.toThrow(
      `Not enough space on this device for the Seoul map (needs ${formatBytes(bytes.byteLength)}).`,
    );
    expect(await database.map_chunks.count()).toBe(0);
    expect(await storedCityArchive('seoul', { database })).toBeNull();
  });

  it('is removed with its pieces', async () => {
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    await downloadCityArchive('seoul', () => {}, { database, origin });

    await removeCityArchive('seoul', { database });

    expect(await storedCityArchive('seoul', { database })).toBeNull();
    expect(await storedCityArchiveFile('seoul', { database })).toBeNull();
    expect(await database.map_chunks.count()).toBe(0);
  });

  it('is nothing to download for a city the server has no map of', async () => {
    expect(await downloadCityArchive('atlantis', () => {}, { database, origin })).toBeNull();
  });

  it('is listed only while its file is whole, with where and how it is kept', async () => {
    await database.cities.put({ id: 'c-seoul', slug: 'seoul', name: 'Seoul' } as never);
    const bytes = archive(1);
    serve('seoul', 'seoul-aaaa1111.pmtiles', bytes, 'aaaa1111');
    await downloadCityArchive('seoul', () => {}, { database, origin });
    // A city the device points at whose pieces the browser no longer has.
    await writeMeta(database, 'mapArchive:new-york-city', {
      file: 'new-york-city-cccc3333.pmtiles',
      version: 'cccc3333',
      bytes: 10,
      where: 'chunks',
      chunks: 1,
      savedAt: 1,
    });

    expect(await storedArchives({ database })).toEqual([
      { slug: 'seoul', city: 'Seoul', version: 'aaaa1111', bytes: bytes.byteLength, where: 'chunks', chunks: 1 },
    ]);
  });
});

describe('where the archive is kept', () => {
  it('is in pieces in IndexedDB when the browser has no navigator.storage, or no OPFS', async () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(await archiveStore()).toBe('chunks');
    vi.stubGlobal('navigator', { onLine: true, storage: { estimate: () => Promise.resolve({ ...storage }) } });
    expect(await archiveStore()).toBe('chunks');
  });

  it('is in pieces when the page may not write OPFS (no createWritable, or it refuses), and leaves no probe behind', async () => {
    const workersOnly = fakeOpfs('no-createWritable');
    expect(await archiveStore()).toBe('chunks');
    expect([...workersOnly.files.keys()]).toEqual([]);

    const refusing = fakeOpfs('refuses');
    expect(await archiveStore()).toBe('chunks');
    expect(refusing.writes).toEqual(['.probe']);
    expect([...refusing.files.keys()]).toEqual([]);

    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');
    await downloadCityArchive('seoul', () => {}, { database, origin });
    expect(refusing.writes).toEqual(['.probe']);
    expect(await pieces()).toHaveLength(1);
  });

  it('is a file in OPFS when a small file written there reads back, decided once per session', async () => {
    const opfs = fakeOpfs('writable');
    const bytes = archive(1);
    serve('seoul', 'seoul-aaaa1111.pmtiles', bytes, 'aaaa1111');

    expect(await archiveStore()).toBe('opfs');
    await downloadCityArchive('seoul', () => {}, { database, origin });
    serve('seoul', 'seoul-bbbb2222.pmtiles', archive(2), 'bbbb2222');
    await downloadCityArchive('seoul', () => {}, { database, origin });

    expect(opfs.writes).toEqual(['.probe', 'seoul-aaaa1111.pmtiles', 'seoul-bbbb2222.pmtiles']);
    expect([...opfs.files.keys()]).toEqual(['seoul-bbbb2222.pmtiles']);
    expect(await database.map_chunks.count()).toBe(0);
    expect(await storedArchives({ database })).toMatchObject([
      { slug: 'seoul', where: 'opfs', bytes: opfs.files.get('seoul-bbbb2222.pmtiles')?.byteLength },
    ]);
    const source = await openCityMap('seoul', { database, origin: unreachable });
    expect(source).toMatchObject({ kind: 'pmtiles', onDevice: true });
  });

  it('clears files in OPFS that no city points at', async () => {
    const opfs = fakeOpfs('writable');
    opfs.files.set('seoul-0000dead.pmtiles', new Uint8Array(4096));
    opfs.files.set('.probe', new Uint8Array(3));
    serve('seoul', 'seoul-aaaa1111.pmtiles', archive(1), 'aaaa1111');

    await downloadCityArchive('seoul', () => {}, { database, origin });

    expect([...opfs.files.keys()]).toEqual(['seoul-aaaa1111.pmtiles']);
  });
});

describe('an archive an older version stored as one Blob', () => {
  const OLD = 'seoul-aaaa1111.pmtiles';

  async function storedAsBlob(bytes: Uint8Array) {
    await database.map_archives.put({ file: OLD, city: 'seoul', data: new Blob([bytes as Uint8Array<ArrayBuffer>]) });
    await writeMeta(database, 'mapArchive:seoul', { file: OLD, version: 'aaaa1111', bytes: bytes.byteLength, where: 'idb', savedAt: 1 });
  }

  it('survives the schema upgrade that brings the pieces table', async () => {
    const name = `map-archive-upgrade-${++count}`;
    // The database as version 6 of the app left it: every table of today but map_chunks.
    const stores = Object.fromEntries(
      new TastemapDB(name).tables
        .filter((table) => table.name !== 'map_chunks')
        .map((table) => [table.name, [table.schema.primKey.src, ...table.schema.indexes.map((index) => index.src)].join(',')]),
    );
    const old = new Dexie(name);
    old.version(6).stores(stores);
    const bytes = archive(1);
    await old.table('map_archives').put({ file: OLD, city: 'seoul', data: new Blob([bytes as Uint8Array<ArrayBuffer>]) });
    await old
      .table('meta')
      .put({ key: 'mapArchive:seoul', value: { file: OLD, version: 'aaaa1111', bytes: bytes.byteLength, where: 'idb', savedAt: 1 } });
    old.close();

    const upgraded = new TastemapDB(name);
    try {
      await upgraded.open();
      // Today's version, whatever it is: the upgrade ran through 7 (the pieces table) and every later one.
      expect(upgraded.verno).toBe(new TastemapDB(`${name}-today`).verno);
      expect(upgraded.verno).toBeGreaterThanOrEqual(7);
      const file = await storedCityArchiveFile('seoul', { database: upgraded });
      expect(Buffer.from(await file!.arrayBuffer()).equals(bytes)).toBe(true);
      expect(await upgraded.map_chunks.count()).toBe(0);
    } finally {
      await upgraded.delete();
    }
  });

  it('is still read, and draws the map offline', async () => {
    await storedAsBlob(archive(1));
    vi.stubGlobal('navigator', { ...navigator, onLine: false });

    const source = await openCityMap('seoul', { database, origin: unreachable });

    expect(source).toMatchObject({ kind: 'pmtiles', onDevice: true });
    if (source.kind !== 'pmtiles') throw new Error(source.kind);
    expect(new Uint8Array((await source.archive.getZxy(0, 0, 0))!.data)).toEqual(Uint8Array.of(1));
    expect(await storedArchives({ database })).toMatchObject([{ slug: 'seoul', where: 'idb' }]);
  });

  it('is kept while current, and replaced by pieces when a new version comes', async () => {
    await storedAsBlob(archive(1));
    serve('seoul', OLD, archive(1), 'aaaa1111');
    await downloadCityArchive('seoul', () => {}, { database, origin });
    expect(mapRequests()).toEqual([]);

    const next = archive(2);
    serve('seoul', 'seoul-bbbb2222.pmtiles', next, 'bbbb2222');
    await downloadCityArchive('seoul', () => {}, { database, origin });

    expect(await database.map_archives.count()).toBe(0);
    expect(await pieces()).toEqual([['seoul-bbbb2222.pmtiles', 0, next.byteLength]]);
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
    expect(tiles).toEqual({ kind: 'tiles', url: 'https://tiles.example.org/{z}/{x}/{y}.mvt', streets: true });

    const planet = await openCityMap('seoul', { database, config: { tiles: 'https://tiles.example.org/planet.pmtiles', cities: {} } });
    expect(planet).toMatchObject({ kind: 'pmtiles', onDevice: false, streets: true });
  });
});

describe('a city map without streets (the fallback)', () => {
  /** The server's answer of today: streets false for the fallback it drew, true for a real extract. */
  function serveWithStreets(file: string, version: string, streets: boolean | undefined) {
    serve('seoul', file, archive(1), version);
    const seoul = served.config!.cities.seoul!;
    served.config = { tiles: null, cities: { seoul: { ...seoul, ...(streets !== undefined && { streets }) } } };
  }

  it('is opened as such from the server, and as a map with streets when the server does not say', async () => {
    serveWithStreets('seoul-aaaa1111.pmtiles', 'aaaa1111', false);
    expect(await openCityMap('seoul', { database, origin })).toMatchObject({ kind: 'pmtiles', onDevice: false, streets: false });
    serveWithStreets('seoul-bbbb2222.pmtiles', 'bbbb2222', true);
    expect(await openCityMap('seoul', { database, origin })).toMatchObject({ streets: true });
    serveWithStreets('seoul-cccc3333.pmtiles', 'cccc3333', undefined);
    expect(await openCityMap('seoul', { database, origin })).toMatchObject({ streets: true });
  });

  it('stays one when stored, offline too, until a version with streets replaces it', async () => {
    serveWithStreets('seoul-aaaa1111.pmtiles', 'aaaa1111', false);
    expect(await downloadCityArchive('seoul', () => {}, { database, origin })).toMatchObject({ streets: false });
    // The server has fetched the real map since; the device, offline, still holds the fallback.
    serveWithStreets('seoul-bbbb2222.pmtiles', 'bbbb2222', true);
    await loadMapConfig({ database, origin });
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    expect(await openCityMap('seoul', { database, origin: unreachable })).toMatchObject({ onDevice: true, streets: false });

    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    await downloadCityArchive('seoul', () => {}, { database, origin });
    expect(await openCityMap('seoul', { database, origin })).toMatchObject({ onDevice: true, streets: true });
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
