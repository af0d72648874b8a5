// Pull: asks GET /api/app/sync for everything that changed since the stored
// cursor and writes it into Dexie, one page per transaction together with the
// new cursor, so a crash mid-sync resumes where it stopped and never skips.
// Rows with writes still in the outbox keep those writes on top (merge.ts).
// When the server says the device's access changed, or a row that granted
// access went away, the round's last page also prunes what the device may no
// longer read (prune.ts), in the same transaction as its cursor: the cursor
// remembers the grants the device was served with, so the two never part.
import type PocketBase from 'pocketbase';
import type { Grants } from '#/domain/policy/access';
import { rebase, tombstoneRemoves, type PendingWrite } from '#/domain/merge';
import { isCatalogCollection, type CatalogCollection } from '#/domain/collections';
import { editCatalog, type CatalogChanges } from '../catalog/chunks';
import { SYNCED_TABLES, type OutboxEntry, type RowCollection, type TastemapDB } from '../db';
import { readMeta, writeMeta, type SyncScope } from '../db/meta';
import { appLog, type Logger } from '../log';
import { PRUNE_TABLES, pruneToScope } from './prune';

/** Deleting one of these can take a place out of what the device may read. */
const ACCESS_ROWS = new Set(['saved_places', 'collection_places', 'collections', 'tastemaker_places', 'city_tastemakers']);

export interface SyncPage {
  cursor: string;
  more: boolean;
  progress: { done: number; total: number };
  /** `grants` only when they changed since the cursor: the device then prunes. */
  scope: { user: string; cities: string[]; grants?: Record<string, Grants> };
  changes: Record<string, Record<string, unknown>[]>;
  deletions: Array<[string, string, string]>;
}

/**
 * Checks the shape of a page from the server. Rows are not checked one by one:
 * the server builds them from its schema, and a first sync holds tens of
 * thousands of them.
 */
export function parseSyncPage(raw: unknown): SyncPage {
  const page = raw as Partial<SyncPage> | null;
  const ok =
    !!page &&
    typeof page.cursor === 'string' &&
    typeof page.more === 'boolean' &&
    typeof page.progress?.done === 'number' &&
    typeof page.progress.total === 'number' &&
    typeof page.scope?.user === 'string' &&
    Array.isArray(page.scope.cities) &&
    !!page.changes &&
    typeof page.changes === 'object' &&
    Object.values(page.changes).every(Array.isArray) &&
    Array.isArray(page.deletions) &&
    page.deletions.every((d) => Array.isArray(d) && d.length === 3);
  if (!ok) throw new Error('The server sent a sync page this app does not understand');
  return page as SyncPage;
}

export interface PullProgress {
  done: number;
  total: number;
}

const knownTables = new Set<string>(SYNCED_TABLES);

// Rows per bulkPut. Each batch's rows are cloned into IndexedDB in one task of
// the main thread; the next batch starts from the previous batch's success
// event (a new task, same transaction), so a page of thousands of rows never
// freezes the screen for long.
const PUT_BATCH = 250;

function pendingByRecord(entries: OutboxEntry[]): Map<string, PendingWrite[]> {
  const map = new Map<string, PendingWrite[]>();
  for (const entry of entries) {
    const key = `${entry.collection}/${entry.recordId}`;
    const list = map.get(key) ?? [];
    list.push({ op: entry.op, data: entry.data });
    map.set(key, list);
  }
  return map;
}

/** A page's catalog rows and tombstones by collection: they go to chunks, not rows (../catalog/chunks.ts). */
function catalogChangesOf(page: SyncPage): Map<CatalogCollection, CatalogChanges> {
  const byCollection = new Map<CatalogCollection, { upserts: Record<string, unknown>[]; deletions: Array<[string, string]> }>();
  const of = (name: CatalogCollection) => {
    let changes = byCollection.get(name);
    if (!changes) byCollection.set(name, (changes = { upserts: [], deletions: [] }));
    return changes;
  };
  for (const [name, rows] of Object.entries(page.changes)) if (isCatalogCollection(name)) of(name).upserts.push(...rows);
  for (const [name, id, deletedAt] of page.deletions) if (isCatalogCollection(name)) of(name).deletions.push([id, deletedAt]);
  return byCollection;
}

/** Writes one page into the device database, atomically with its cursor (and, at a round's end, with a prune). */
export async function applyPage(database: TastemapDB, page: SyncPage): Promise<void> {
  const tables = Object.keys(page.changes).filter((name) => knownTables.has(name)) as RowCollection[];
  const deletionTables = [...new Set(page.deletions.map(([name]) => name).filter((name) => knownTables.has(name)))] as RowCollection[];
  const catalog = catalogChangesOf(page);
  const accessRowsDeleted = page.deletions.some(([name]) => ACCESS_ROWS.has(name));
  const mayPrune = !page.more && (!!page.scope.grants || accessRowsDeleted || !!(await readMeta(database, 'syncPruneDue')));
  const names = new Set<string>([...tables, ...deletionTables, ...(catalog.size ? ['catalog'] : []), ...(mayPrune ? PRUNE_TABLES : [])]);
  const touched = [...names].map((name) => database.table(name));
  await database.transaction('rw', [...touched, database.outbox, database.meta], async () => {
    const pending = pendingByRecord(await database.outbox.toArray());
    for (const [name, changes] of catalog) await editCatalog(database, name, changes);
    for (const name of tables) {
      const rows: Record<string, unknown>[] = [];
      for (const row of page.changes[name]!) {
        const writes = pending.get(`${name}/${String(row.id)}`);
        if (!writes) rows.push(row);
        else {
          const merged = rebase(row, writes);
          if (merged) rows.push(merged);
        }
      }
      for (let start = 0; start < rows.length; start += PUT_BATCH) {
        await database.table(name).bulkPut(rows.slice(start, start + PUT_BATCH));
      }
    }
    for (const [name, id, deletedAt] of page.deletions) {
      if (!knownTables.has(name)) continue;
      const writes = pending.get(`${name}/${id}`) ?? [];
      if (!tombstoneRemoves(writes)) continue;
      const local = (await database.table(name).get(id)) as { updated?: string } | undefined;
      // A row re-created after the deletion (same id) is newer than its tombstone.
      if (local?.updated && local.updated > deletedAt) continue;
      await database.table(name).delete(id);
    }
    if (page.more && accessRowsDeleted) await writeMeta(database, 'syncPruneDue', true);
    if (mayPrune) await settleScope(database, page.scope);
    await writeMeta(database, 'syncCursor', page.cursor);
    if (!page.more) await writeMeta(database, 'lastSyncedAt', Date.now());
  });
}

/** Keeps the grants the server announced and prunes the device to them; runs inside applyPage's transaction. */
async function settleScope(database: TastemapDB, announced: SyncPage['scope']): Promise<void> {
  const stored = await readMeta(database, 'syncScope');
  // Grants are announced whenever they differ from the cursor's, which is stored with them.
  const grants = announced.grants ?? (stored?.user === announced.user ? stored.grants : undefined);
  if (!grants) return;
  const scope: SyncScope = { user: announced.user, cities: announced.cities, grants };
  if (announced.grants) await writeMeta(database, 'syncScope', scope);
  await pruneToScope(database, scope);
  await database.meta.delete('syncPruneDue');
}

/**
 * Pulls until the server has nothing more, reporting progress for large first
 * syncs. The next page is fetched while the current one is being stored, so
 * the network and IndexedDB work at the same time. Returns the number of pages.
 * `signal` stops it between pages (and cancels the request in flight): a page
 * being stored when the page is hidden is aborted by ../lifecycle.ts, and the
 * next pull resumes from the last page stored.
 */
export async function pull(
  database: TastemapDB,
  pb: PocketBase,
  onProgress: (progress: PullProgress) => void = () => {},
  options: { limit?: number; signal?: AbortSignal; log?: Logger } = {},
): Promise<{ pages: number; scope: SyncPage['scope'] | undefined }> {
  const { signal, log = appLog } = options;
  const fetchPage = (cursor: string, reset: string[]) => {
    const query: Record<string, string> = { cursor };
    if (reset.length) query.reset = reset.join(',');
    if (options.limit) query.limit = String(options.limit);
    const request = pb.send('/api/app/sync', { method: 'GET', query, requestKey: null, ...(signal ? { signal } : {}) }).then(parseSyncPage);
    // A request may fail before anyone awaits it (cancelled by the signal), or with no one left to await it (the
    // page before it failed to store, and that failure is thrown): noted here, and thrown to whoever awaits it.
    request.catch((error: unknown) => log.debug('sync/pull', error));
    return request;
  };
  const reset = (await readMeta(database, 'syncReset')) ?? [];
  let next = fetchPage((await readMeta(database, 'syncCursor')) ?? '', reset);
  let pages = 0;
  for (;;) {
    const page = await next;
    signal?.throwIfAborted();
    // Start the next request before storing this page; a failure to store drops it unused.
    if (page.more) next = fetchPage(page.cursor, []);
    await applyPage(database, page);
    if (pages === 0 && reset.length) await database.meta.delete('syncReset');
    pages += 1;
    onProgress(page.progress);
    if (!page.more) return { pages, scope: page.scope };
  }
}

/** Asks the next pull to re-read these streams ('own', 'city:<id>') from the start. */
export async function requestStreamReset(database: TastemapDB, streams: string[]): Promise<void> {
  const current = (await readMeta(database, 'syncReset')) ?? [];
  await writeMeta(database, 'syncReset', [...new Set([...current, ...streams])]);
}
