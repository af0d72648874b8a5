// Reading and writing the read-only catalog's chunk records (db/index.ts,
// CatalogChunk). Every write bumps `catalogRev`, which is how the in-memory
// catalog (./catalog.ts) knows to read the chunks again, in this tab or another.
import { catalogChunkOf, type CatalogCollection } from '#/domain/collections';
import type { SyncedRecords } from '#/domain/types';
import { catalogChunkKey, chunkRows, type TastemapDB } from '../db';
import { readMeta, writeMeta } from '../db/meta';

type Row = Record<string, unknown>;

/** What a sync page does to one catalog collection: rows to upsert, then tombstones `[id, deleted at]`. */
export interface CatalogChanges {
  upserts: readonly Row[];
  deletions: ReadonlyArray<readonly [string, string]>;
}

/** A catalog chunk as stored. */
interface ChunkRecord {
  key: string;
  collection: CatalogCollection;
  rows: string;
}

/**
 * The chunks `changes` leave behind: upserts, then deletions, each touched chunk read once. A row
 * re-created after its tombstone (same id, newer `updated`) stays. Empty when nothing changes.
 */
async function editedChunks(database: TastemapDB, collection: CatalogCollection, changes: CatalogChanges): Promise<ChunkRecord[]> {
  const keys = new Set<string>();
  for (const row of changes.upserts) keys.add(catalogChunkKey(collection, catalogChunkOf(String(row.id))));
  for (const [id] of changes.deletions) keys.add(catalogChunkKey(collection, catalogChunkOf(id)));
  if (!keys.size) return [];
  const stored = await database.catalog.bulkGet([...keys]);
  const chunks = new Map<string, Record<string, Row>>();
  [...keys].forEach((key, i) => {
    const chunk = stored[i];
    chunks.set(key, chunk ? chunkRows(chunk) : {});
  });
  const rowsOf = (id: string) => chunks.get(catalogChunkKey(collection, catalogChunkOf(id)))!;
  let changed = changes.upserts.length > 0;
  for (const row of changes.upserts) rowsOf(String(row.id))[String(row.id)] = row;
  for (const [id, deletedAt] of changes.deletions) {
    const rows = rowsOf(id);
    const local = rows[id] as { updated?: string } | undefined;
    if (!local || (local.updated && local.updated > deletedAt)) continue;
    delete rows[id];
    changed = true;
  }
  if (!changed) return [];
  return [...chunks].map(([key, rows]) => ({ key, collection, rows: JSON.stringify(rows) }));
}

/**
 * Applies upserts, then deletions, reading and writing each touched chunk once.
 * Returns whether anything changed. Runs inside the caller's transaction when it holds `catalog` and `meta`.
 */
export async function editCatalog(database: TastemapDB, collection: CatalogCollection, changes: CatalogChanges): Promise<boolean> {
  const chunks = await editedChunks(database, collection, changes);
  if (!chunks.length) return false;
  for (const chunk of chunks) await database.catalog.put(chunk);
  await bumpCatalogRev(database);
  return true;
}

/**
 * Stores a sync page's catalog changes apart from everything a user writes: each chunk in a
 * transaction of its own, then `catalogRev` once. A save made meanwhile (saved_places and the
 * outbox) shares no table with them, but its commit still queues behind any commit before it in
 * IndexedDB's backing store: one chunk's commit is short, a whole page of 5,000 places is not.
 * Only the sync writes the catalog (the device never edits catalog rows), and it runs under the sync
 * lock, so nothing else writes a chunk between its read and its write. The page's cursor is
 * written after this, with the page's last part (../sync/pull.ts): a crash in between stores the
 * page again from the same cursor, which is harmless, as upserts are by id and a tombstone removes
 * a row only if it is not newer. A crash before `catalogRev` moves leaves other tabs reading the
 * catalog they had until then; the app reads it afresh when it starts.
 */
export async function storeCatalogChanges(database: TastemapDB, changes: ReadonlyMap<CatalogCollection, CatalogChanges>): Promise<void> {
  let changed = false;
  for (const [collection, collectionChanges] of changes) {
    for (const chunk of await editedChunks(database, collection, collectionChanges)) {
      await database.transaction('rw', database.catalog, () => database.catalog.put(chunk));
      changed = true;
    }
  }
  if (changed) await database.transaction('rw', database.meta, () => bumpCatalogRev(database));
}

/** Removes rows by id from one collection (a prune); returns how many went. */
export async function removeCatalogRows(database: TastemapDB, collection: CatalogCollection, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = ids.map((id) => [id, '\uffff'] as const);
  await editCatalog(database, collection, { upserts: [], deletions: gone });
  return ids.length;
}

/** Every stored row of one catalog collection. */
export async function catalogRows<C extends CatalogCollection>(database: TastemapDB, collection: C): Promise<SyncedRecords[C][]> {
  const chunks = await database.catalog.where('key').startsWith(`${collection}/`).toArray();
  return chunks.flatMap((chunk) => Object.values(chunkRows(chunk))) as unknown as SyncedRecords[C][];
}

async function bumpCatalogRev(database: TastemapDB): Promise<void> {
  await writeMeta(database, 'catalogRev', ((await readMeta(database, 'catalogRev')) ?? 0) + 1);
}
