// A city's map archive on the device, for the map with no connection. The
// whole file comes with one plain GET: the Cache API refuses partial (206)
// answers and browsers do not HTTP-cache range requests, so pmtiles reads the
// stored file through its FileSource instead.
//
// Where it is kept is found out once per session by trying, never guessed
// from the user agent (archiveStore): a file in OPFS where the page can write
// one, else pieces of CHUNK_BYTES in the map_chunks table, each an ArrayBuffer
// put in a transaction of its own as the download streams in. Never a Blob:
// WebKit refuses to store one in some sessions ("Error preparing Blob/File
// data to be stored in object store"); and never the whole archive at once: a
// real city is 50–240 MB, too much for one value in memory or one
// transaction. Reading it back joins the pieces into one File for pmtiles.
// An archive an older version kept as one Blob (map_archives) is still read,
// swept and replaced.
import { formatBytes } from '#/domain/format';
import { requestPersistentStorage } from '../cache/images';
import { db, type TastemapDB } from '../db';
import { deleteMeta, readMeta, writeMeta, type StoredMapArchive } from '../db/meta';
import { appLog, logUnlessExpected } from '../log';
import { appOrigin, loadMapConfig, type CityMapConfig } from './config';

const FOLDER = 'maps';
/**
 * What OPFS answers when a file or the folder is not there (NotFoundError), or
 * when the page may not use it (SecurityError: private browsing in Firefox;
 * NotAllowedError): the code falls back, so these are no problem to show.
 */
const OPFS_REFUSALS = ['NotFoundError', 'SecurityError', 'NotAllowedError'];
const opfsFailed = (where: string) => (error: unknown) => logUnlessExpected(appLog, where, error, OPFS_REFUSALS);
/** The file that tells whether this page can write OPFS; removed at once. */
const PROBE = '.probe';
/** Room kept beyond the archive itself: the browser's own bookkeeping, and the old version until it is removed. */
const SPACE_MARGIN = 1.1;
/**
 * The size of a piece in map_chunks: big enough that a 240 MB city is 60
 * records and 60 short transactions, small enough that the download holds
 * one piece in memory and a failed write loses little.
 */
export const CHUNK_BYTES = 4 * 1024 * 1024;

export interface ArchiveOptions {
  database?: TastemapDB;
  origin?: string;
  signal?: AbortSignal;
}

/** Where a new archive goes: a file in OPFS, or pieces in map_chunks. */
export type ArchiveStore = 'opfs' | 'chunks';

export type StoredCityArchive = Pick<StoredMapArchive, 'file' | 'version' | 'bytes' | 'savedAt' | 'streets'>;

const summary = ({ file, version, bytes, savedAt, streets }: StoredMapArchive): StoredCityArchive => ({
  file,
  version,
  bytes,
  savedAt,
  ...(streets !== undefined && { streets }),
});

/** `/maps/seoul-1a2b3c4d.pmtiles` -> `seoul-1a2b3c4d.pmtiles`: the name carries the version. */
export function archiveFileName(map: Pick<CityMapConfig, 'url'>): string {
  return decodeURIComponent(new URL(map.url, 'http://x').pathname.split('/').pop() ?? '');
}

async function mapsFolder(create: boolean): Promise<FileSystemDirectoryHandle | null> {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.getDirectory !== 'function') return null;
  try {
    const root = await navigator.storage.getDirectory();
    return await root.getDirectoryHandle(FOLDER, { create });
  } catch (error) {
    opfsFailed('maps/opfs')(error);
    return null;
  }
}

/** Whether this page can create, write and read back a file in OPFS (Safari before 26 writes only from workers). */
async function canWriteOpfs(): Promise<boolean> {
  const folder = await mapsFolder(true);
  if (!folder) return false;
  try {
    const handle = await folder.getFileHandle(PROBE, { create: true });
    if (typeof handle.createWritable !== 'function') return false;
    const writable = await handle.createWritable();
    await writable.write(Uint8Array.of(7, 0, 3));
    await writable.close();
    const back = new Uint8Array(await (await handle.getFile()).arrayBuffer());
    return back.length === 3 && back[0] === 7 && back[2] === 3;
  } catch (error) {
    // The probe's answer: this page cannot write OPFS (Safari before 26), and maps go to pieces instead.
    appLog.debug('maps/opfs-probe', error);
    return false;
  } finally {
    await folder.removeEntry(PROBE).catch(opfsFailed('maps/opfs-probe'));
  }
}

/** The probe's answer for each StorageManager: one per page, asked once. */
const probes = new WeakMap<object, Promise<ArchiveStore>>();

/** Where this browser keeps a new archive, found out by trying OPFS once per session. */
export function archiveStore(): Promise<ArchiveStore> {
  const storage = globalThis.navigator?.storage;
  if (!storage) return Promise.resolve('chunks');
  let probe = probes.get(storage);
  if (!probe) {
    probe = canWriteOpfs().then((writable): ArchiveStore => (writable ? 'opfs' : 'chunks'));
    probes.set(storage, probe);
  }
  return probe;
}

const chunksOf = (database: TastemapDB, file: string) =>
  database.map_chunks.where('[file+index]').between([file, 0], [file, Infinity], true, true);

/** Archives joined from their pieces in this session: reading 60 pieces again for each map shown would cost seconds. */
const joined = new Map<string, File>();
const joinedKey = (database: TastemapDB, file: string) => `${database.name}\n${file}`;

async function joinChunks(stored: StoredMapArchive, database: TastemapDB): Promise<File | null> {
  const key = joinedKey(database, stored.file);
  const known = joined.get(key);
  if (known) return known;
  if (!stored.chunks) return null;
  const parts: Blob[] = [];
  let size = 0;
  for (let index = 0; index < stored.chunks; index++) {
    // One piece at a time, each a Blob at once: the pieces' ArrayBuffers can go while the next is read.
    const row = await database.map_chunks.get([stored.file, index]);
    if (!row) return null;
    size += row.data.byteLength;
    parts.push(new Blob([row.data]));
  }
  if (size !== stored.bytes) return null;
  const file = new File(parts, stored.file);
  joined.set(key, file);
  return file;
}

/** The city's stored archive, or null when the device has none. */
export async function storedCityArchive(slug: string, { database = db }: ArchiveOptions = {}): Promise<StoredCityArchive | null> {
  const stored = await readMeta(database, `mapArchive:${slug}`);
  return stored ? summary(stored) : null;
}

/** The stored archive's content, for pmtiles' FileSource; null when missing (the browser evicted it, say). */
export async function storedCityArchiveFile(slug: string, { database = db }: ArchiveOptions = {}): Promise<File | null> {
  const stored = await readMeta(database, `mapArchive:${slug}`);
  if (!stored) return null;
  if (stored.where === 'opfs') {
    try {
      const folder = await mapsFolder(false);
      return folder ? await (await folder.getFileHandle(stored.file)).getFile() : null;
    } catch (error) {
      // Missing: the browser evicted it, say.
      opfsFailed('maps/archive')(error);
      return null;
    }
  }
  if (stored.where === 'chunks') return joinChunks(stored, database);
  const row = await database.map_archives.get(stored.file);
  return row ? new File([row.data], stored.file) : null;
}

/** Whether the stored archive's file is all there, without reading it. */
async function isWhole(stored: StoredMapArchive, database: TastemapDB): Promise<boolean> {
  if (stored.where === 'chunks') return stored.chunks !== undefined && (await chunksOf(database, stored.file).count()) === stored.chunks;
  if (stored.where === 'idb') return (await database.map_archives.where('file').equals(stored.file).count()) > 0;
  try {
    const folder = await mapsFolder(false);
    return !!folder && (await (await folder.getFileHandle(stored.file)).getFile()).size === stored.bytes;
  } catch (error) {
    opfsFailed('maps/archive')(error);
    return false;
  }
}

/** A city's map kept on this device, as the storage status tells it. */
export interface StoredArchiveSummary {
  slug: string;
  city: string;
  version: string;
  bytes: number;
  where: StoredMapArchive['where'];
  chunks?: number;
}

/** Every city map kept on this device whose file is all there, largest first. */
export async function storedArchives({ database = db }: ArchiveOptions = {}): Promise<StoredArchiveSummary[]> {
  const keys = await database.meta.where('key').startsWith('mapArchive:').primaryKeys();
  const found: StoredArchiveSummary[] = [];
  for (const key of keys) {
    const slug = key.slice('mapArchive:'.length);
    const stored = await readMeta(database, `mapArchive:${slug}`);
    if (!stored || !(await isWhole(stored, database))) continue;
    const { version, bytes, where, chunks } = stored;
    found.push({ slug, city: await cityName(slug, database), version, bytes, where, ...(chunks !== undefined && { chunks }) });
  }
  return found.sort((a, b) => b.bytes - a.bytes);
}

async function removeFile(stored: StoredMapArchive, database: TastemapDB): Promise<void> {
  joined.delete(joinedKey(database, stored.file));
  // A file that could not be removed is swept at the next download (sweepUnusedArchives).
  if (stored.where === 'opfs') await (await mapsFolder(false))?.removeEntry(stored.file).catch(opfsFailed('maps/remove'));
  else if (stored.where === 'chunks') await chunksOf(database, stored.file).delete();
  else await database.map_archives.delete(stored.file);
}

/** Removes the city's stored archive, if any; after a download of it running in any tab has ended. */
export function removeCityArchive(slug: string, { database = db }: ArchiveOptions = {}): Promise<void> {
  return withArchivesLock(async () => {
    const stored = await readMeta(database, `mapArchive:${slug}`);
    if (!stored) return;
    await deleteMeta(database, `mapArchive:${slug}`);
    await removeFile(stored, database);
  });
}

/**
 * Removes archive files no city points at: a download cut short by a crash or
 * a closed tab leaves its partial file (or pieces), and a replaced version
 * whose removal did not finish leaves the old one. Maps are tens of megabytes
 * each, on a phone with little room. Runs under the archives' lock, so no
 * download is writing a file that is not yet pointed at.
 */
async function sweepUnusedArchives(database: TastemapDB): Promise<void> {
  const keys = await database.meta.where('key').startsWith('mapArchive:').primaryKeys();
  const used: Record<StoredMapArchive['where'], Set<string>> = { opfs: new Set(), chunks: new Set(), idb: new Set() };
  for (const key of keys) {
    const stored = await readMeta(database, key as `mapArchive:${string}`);
    if (stored) used[stored.where].add(stored.file);
  }
  const folder = await mapsFolder(false);
  if (folder) {
    const unused: string[] = [];
    for await (const name of folder.keys()) if (!used.opfs.has(name)) unused.push(name);
    await Promise.all(unused.map((name) => folder.removeEntry(name).catch(opfsFailed('maps/sweep'))));
  }
  const pieces = await database.map_chunks.toCollection().primaryKeys();
  for (const file of new Set(pieces.map(([file]) => file))) {
    if (used.chunks.has(file)) continue;
    joined.delete(joinedKey(database, file));
    await chunksOf(database, file).delete();
  }
  const rows = await database.map_archives.toCollection().primaryKeys();
  await database.map_archives.bulkDelete(rows.filter((file) => !used.idb.has(file)));
}

/** Where there are no Web Locks: this tab's archive tasks, one after another. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` while no other download or sweep of archives runs, in any tab
 * of the app (Web Locks; one at a time in this tab where there are none).
 */
function withArchivesLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks) return locks.request('tastemap-map-archives', task);
  const run = queue.then(task, task);
  // The next task waits for this one to settle; its failure is its caller's, returned here.
  queue = Promise.allSettled([run]);
  return run;
}

async function cityName(slug: string, database: TastemapDB): Promise<string> {
  const city = await database.cities.where('slug').equals(slug).first();
  return city?.name ?? slug;
}

/** Throws, with the sizes, when the device has no room for `bytes` more. */
async function checkSpace(slug: string, bytes: number, database: TastemapDB): Promise<void> {
  const estimate = await globalThis.navigator?.storage?.estimate?.();
  if (estimate?.quota === undefined) return;
  const free = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  if (free >= bytes * SPACE_MARGIN) return;
  const name = await cityName(slug, database);
  throw new Error(`Not enough space on this device for the ${name} map (needs ${formatBytes(bytes)}, ${formatBytes(free)} free).`);
}

/** The browser refused a write for want of room (a DOMException, or Dexie's error of that name). */
function isQuotaError(error: unknown): boolean {
  const named = (e: unknown) => (e as { name?: unknown } | null)?.name === 'QuotaExceededError';
  return named(error) || named((error as { inner?: unknown } | null)?.inner);
}

/** Where the download streams to: a file in OPFS, or pieces in map_chunks. */
interface Sink {
  where: ArchiveStore;
  write(chunk: Uint8Array): Promise<void>;
  /** Ends the file; what is stored, measured. */
  finish(): Promise<{ bytes: number; chunks?: number }>;
  abandon(): Promise<void>;
}

async function opfsSink(file: string): Promise<Sink | null> {
  const folder = await mapsFolder(true);
  if (!folder) return null;
  const handle = await folder.getFileHandle(file, { create: true });
  const writable = await handle.createWritable();
  return {
    where: 'opfs',
    write: (chunk) => writable.write(chunk as Uint8Array<ArrayBuffer>),
    finish: async () => {
      await writable.close();
      return { bytes: (await handle.getFile()).size };
    },
    // After a failure, which the caller reports: what is left of the file is swept at the next download.
    abandon: async () => {
      await writable.abort().catch((error: unknown) => appLog.warn('maps/abandon', error));
      await folder.removeEntry(file).catch(opfsFailed('maps/abandon'));
    },
  };
}

/** Gathers the download into pieces of CHUNK_BYTES, each put in its own transaction once full. */
async function chunkSink(file: string, database: TastemapDB): Promise<Sink> {
  // Pieces of an earlier, unfinished download of the same version.
  joined.delete(joinedKey(database, file));
  await chunksOf(database, file).delete();
  let piece = new Uint8Array(CHUNK_BYTES);
  let filled = 0;
  let index = 0;
  let bytes = 0;
  const put = async () => {
    if (filled === 0) return;
    // A full piece is stored as it is; the last one, cut to its length.
    const data = filled === CHUNK_BYTES ? piece.buffer : piece.slice(0, filled).buffer;
    const length = filled;
    piece = new Uint8Array(CHUNK_BYTES);
    filled = 0;
    await database.map_chunks.put({ file, index, data });
    index += 1;
    bytes += length;
  };
  return {
    where: 'chunks',
    write: async (chunk) => {
      for (let offset = 0; offset < chunk.byteLength;) {
        const take = Math.min(CHUNK_BYTES - filled, chunk.byteLength - offset);
        piece.set(chunk.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === CHUNK_BYTES) await put();
      }
    },
    finish: async () => {
      await put();
      return { bytes, chunks: index };
    },
    abandon: async () => {
      piece = new Uint8Array(0);
      await chunksOf(database, file)
        .delete()
        .catch((error: unknown) => appLog.warn('maps/abandon', error));
    },
  };
}

async function openSink(file: string, database: TastemapDB): Promise<Sink> {
  const opfs =
    (await archiveStore()) === 'opfs'
      ? await opfsSink(file).catch((error: unknown) => {
          // The probe said OPFS works, yet this file could not be opened: pieces, then.
          appLog.warn('maps/opfs', error);
          return null;
        })
      : null;
  return opfs ?? chunkSink(file, database);
}

/**
 * Downloads the city's map archive and keeps it on the device, reporting bytes
 * received out of the archive's size. A newer version replaces the stored one;
 * the same version is not downloaded again. Returns null when the server has no
 * map for the city.
 */
export function downloadCityArchive(
  slug: string,
  onProgress: (received: number, total: number) => void,
  options: ArchiveOptions = {},
): Promise<StoredCityArchive | null> {
  return withArchivesLock(async () => {
    await sweepUnusedArchives(options.database ?? db);
    return download(slug, onProgress, options);
  });
}

async function download(
  slug: string,
  onProgress: (received: number, total: number) => void,
  { database = db, origin, signal }: ArchiveOptions,
): Promise<StoredCityArchive | null> {
  const config = await loadMapConfig({ database, origin });
  const map = config.cities[slug];
  if (!map) return null;
  const file = archiveFileName(map);
  const previous = await readMeta(database, `mapArchive:${slug}`);
  if (previous?.file === file && (await isWhole(previous, database))) {
    onProgress(previous.bytes, previous.bytes);
    return summary(previous);
  }
  await checkSpace(slug, map.bytes, database);
  void requestPersistentStorage();

  onProgress(0, map.bytes);
  const response = await fetch(new URL(map.url, appOrigin(origin)), { signal });
  if (!response.ok || !response.body) throw new Error(`Could not download the map (HTTP ${response.status})`);
  // A compressed answer's Content-Length counts the compressed bytes, not the file's.
  const length = response.headers.get('Content-Encoding') ? 0 : Number(response.headers.get('Content-Length'));
  const total = length || map.bytes;
  const sink = await openSink(file, database);
  let received = 0;
  let saved: { bytes: number; chunks?: number };
  try {
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      await sink.write(chunk.value);
      received += chunk.value.byteLength;
      onProgress(received, Math.max(total, received));
    }
    if (length && received !== length)
      throw new Error(`The map download stopped early (${formatBytes(received)} of ${formatBytes(total)})`);
    saved = await sink.finish();
    if (saved.bytes !== received) throw new Error(`The map was not stored whole (${formatBytes(saved.bytes)} of ${formatBytes(received)})`);
  } catch (error) {
    await sink.abandon();
    if (!isQuotaError(error)) throw error;
    const name = await cityName(slug, database);
    throw new Error(`Not enough space on this device for the ${name} map (needs ${formatBytes(total)}).`, { cause: error });
  }
  const stored: StoredMapArchive = {
    file,
    version: map.version,
    bytes: saved.bytes,
    where: sink.where,
    ...(saved.chunks !== undefined && { chunks: saved.chunks }),
    savedAt: Date.now(),
    ...(map.streets !== undefined && { streets: map.streets }),
  };
  await writeMeta(database, `mapArchive:${slug}`, stored);
  if (previous && (previous.file !== file || previous.where !== stored.where)) await removeFile(previous, database);
  return summary(stored);
}
