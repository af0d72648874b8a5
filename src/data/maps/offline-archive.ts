// A city's map archive on the device, for the map with no connection. The
// whole file comes with one plain GET: the Cache API refuses partial (206)
// answers and browsers do not HTTP-cache range requests, so pmtiles reads the
// stored file through its FileSource instead. The file lives in OPFS, or in
// the map_archives table where the browser has no writable OPFS.
import { formatBytes } from '#/domain/format';
import { requestPersistentStorage } from '../cache/images';
import { db, type TastemapDB } from '../db';
import { deleteMeta, readMeta, writeMeta, type StoredMapArchive } from '../db/meta';
import { appOrigin, loadMapConfig, type CityMapConfig } from './config';

const FOLDER = 'maps';
/** Room kept beyond the archive itself: the browser's own bookkeeping, and the old version until it is removed. */
const SPACE_MARGIN = 1.1;

export interface ArchiveOptions {
  database?: TastemapDB;
  origin?: string;
  signal?: AbortSignal;
}

export type StoredCityArchive = Pick<StoredMapArchive, 'file' | 'version' | 'bytes'>;

/** `/maps/seoul-1a2b3c4d.pmtiles` -> `seoul-1a2b3c4d.pmtiles`: the name carries the version. */
export function archiveFileName(map: Pick<CityMapConfig, 'url'>): string {
  return decodeURIComponent(new URL(map.url, 'http://x').pathname.split('/').pop() ?? '');
}

async function mapsFolder(create: boolean): Promise<FileSystemDirectoryHandle | null> {
  if (typeof navigator === 'undefined' || typeof navigator.storage?.getDirectory !== 'function') return null;
  try {
    const root = await navigator.storage.getDirectory();
    return await root.getDirectoryHandle(FOLDER, { create });
  } catch {
    return null;
  }
}

/** OPFS where it can be written from a page (Chromium, Firefox; Safari only from workers). */
async function writableFolder(): Promise<FileSystemDirectoryHandle | null> {
  const folder = await mapsFolder(true);
  return folder && 'createWritable' in FileSystemFileHandle.prototype ? folder : null;
}

/** The city's stored archive, or null when the device has none. */
export async function storedCityArchive(slug: string, { database = db }: ArchiveOptions = {}): Promise<StoredCityArchive | null> {
  const stored = await readMeta(database, `mapArchive:${slug}`);
  return stored ? { file: stored.file, version: stored.version, bytes: stored.bytes } : null;
}

/** The stored archive's content, for pmtiles' FileSource; null when missing (the browser evicted it, say). */
export async function storedCityArchiveFile(slug: string, { database = db }: ArchiveOptions = {}): Promise<File | null> {
  const stored = await readMeta(database, `mapArchive:${slug}`);
  if (!stored) return null;
  if (stored.where === 'opfs') {
    try {
      const folder = await mapsFolder(false);
      return folder ? await (await folder.getFileHandle(stored.file)).getFile() : null;
    } catch {
      return null;
    }
  }
  const row = await database.map_archives.get(stored.file);
  return row ? new File([row.data], stored.file) : null;
}

async function removeFile(stored: StoredMapArchive, database: TastemapDB): Promise<void> {
  if (stored.where === 'opfs') await (await mapsFolder(false))?.removeEntry(stored.file).catch(() => undefined);
  else await database.map_archives.delete(stored.file);
}

/** Removes the city's stored archive, if any. */
export async function removeCityArchive(slug: string, { database = db }: ArchiveOptions = {}): Promise<void> {
  const stored = await readMeta(database, `mapArchive:${slug}`);
  if (!stored) return;
  await deleteMeta(database, `mapArchive:${slug}`);
  await removeFile(stored, database);
}

/**
 * Removes archive files no city points at: a download cut short by a crash or
 * a closed tab leaves its partial file, and a replaced version whose removal
 * did not finish leaves the old one. Maps are tens of megabytes each, on a
 * phone with little room. Runs under the archives' lock, so no download is
 * writing a file that is not yet pointed at.
 */
async function sweepUnusedArchives(database: TastemapDB): Promise<void> {
  const keys = await database.meta.where('key').startsWith('mapArchive:').primaryKeys();
  const used = new Set<string>();
  for (const key of keys) {
    const stored = await readMeta(database, key as `mapArchive:${string}`);
    if (stored) used.add(stored.file);
  }
  const folder = await mapsFolder(false);
  if (folder) {
    const unused: string[] = [];
    for await (const name of folder.keys()) if (!used.has(name)) unused.push(name);
    await Promise.all(unused.map((name) => folder.removeEntry(name).catch(() => undefined)));
  }
  const rows = await database.map_archives.toCollection().primaryKeys();
  await database.map_archives.bulkDelete(rows.filter((file) => !used.has(file)));
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
  queue = run.catch(() => undefined);
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

/** Where the download streams to: a file in OPFS, or chunks kept for one Blob. */
interface Sink {
  where: StoredMapArchive['where'];
  write(chunk: Uint8Array): Promise<void>;
  finish(): Promise<void>;
  abandon(): Promise<void>;
}

async function openSink(file: string, slug: string, database: TastemapDB): Promise<Sink> {
  const folder = await writableFolder();
  if (folder) {
    const handle = await folder.getFileHandle(file, { create: true });
    const writable = await handle.createWritable();
    return {
      where: 'opfs',
      write: (chunk) => writable.write(chunk as Uint8Array<ArrayBuffer>),
      finish: () => writable.close(),
      abandon: async () => {
        await writable.abort().catch(() => undefined);
        await folder.removeEntry(file).catch(() => undefined);
      },
    };
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  return {
    where: 'idb',
    write: (chunk) => {
      chunks.push(chunk as Uint8Array<ArrayBuffer>);
      return Promise.resolve();
    },
    finish: async () => void (await database.map_archives.put({ file, city: slug, data: new Blob(chunks) })),
    abandon: () => {
      chunks.length = 0;
      return Promise.resolve();
    },
  };
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
  if (previous?.file === file && (await storedCityArchiveFile(slug, { database }))) {
    onProgress(previous.bytes, previous.bytes);
    return { file: previous.file, version: previous.version, bytes: previous.bytes };
  }
  await checkSpace(slug, map.bytes, database);
  void requestPersistentStorage();

  onProgress(0, map.bytes);
  const response = await fetch(new URL(map.url, appOrigin(origin)), { signal });
  if (!response.ok || !response.body) throw new Error(`Could not download the map (HTTP ${response.status})`);
  // A compressed answer's Content-Length counts the compressed bytes, not the file's.
  const length = response.headers.get('Content-Encoding') ? 0 : Number(response.headers.get('Content-Length'));
  const total = length || map.bytes;
  const sink = await openSink(file, slug, database);
  let received = 0;
  try {
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      await sink.write(chunk.value);
      received += chunk.value.byteLength;
      onProgress(received, Math.max(total, received));
    }
    if (length && received !== length)
      throw new Error(`The map download stopped early (${formatBytes(received)} of ${formatBytes(total)})`);
    await sink.finish();
  } catch (error) {
    await sink.abandon();
    throw error;
  }
  const stored: StoredMapArchive = { file, version: map.version, bytes: received, where: sink.where, savedAt: Date.now() };
  await writeMeta(database, `mapArchive:${slug}`, stored);
  if (previous && previous.file !== file) await removeFile(previous, database);
  return { file, version: stored.version, bytes: stored.bytes };
}
