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

/**
 * Applies upserts, then deletions, reading and writing each touched chunk once.
 * A row re-created after its tombstone (same id, newer `updated`) stays.
 * Returns whether anything changed. Runs inside the caller's transaction when it holds `catalog` and `meta`.
 */
export async function editCatalog(database: TastemapDB, collection: CatalogCollection, changes: CatalogChanges): Promise<boolean> {
  const keys = new Set<string>();
  for (const row of changes.upserts) keys.add(catalogChunkKey(collection, catalogChunkOf(String(row.id))));
  for (const [id] of changes.deletions) keys.add(catalogChunkKey(collection, catalogChunkOf(id)));
  if (!keys.size) return false;
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
  if (!changed) return false;
  // A chunk at a time: each is turned into text and cloned into IndexedDB in its own task, so a
  // save's transaction running beside this one gets the main thread between chunks.
  for (const [key, rows] of chunks) await database.catalog.put({ key, collection, rows: JSON.stringify(rows) });
  await bumpCatalogRev(database);
  return true;
}

/**
 * Stores a sync page's catalog changes in a transaction of their own, holding
 * only `catalog` and `meta` (for `catalogRev`): never the outbox nor a table
 * the user writes, so a save made meanwhile does not wait for it. The device
 * never edits catalog rows, so there is nothing here to rebase on its writes.
 * The page's cursor is written after this, with the page's last part
 * (../sync/pull.ts): a crash in between stores the page again from the same
 * cursor, which is harmless, as upserts are by id and a tombstone removes a
 * row only if it is not newer.
 */
export async function storeCatalogChanges(database: TastemapDB, changes: ReadonlyMap<CatalogCollection, CatalogChanges>): Promise<void> {
  if (!changes.size) return;
  await database.transaction('rw', database.catalog, database.meta, async () => {
    for (const [collection, collectionChanges] of changes) await editCatalog(database, collection, collectionChanges);
  });
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
