// Pull: asks GET /api/app/sync for everything that changed since the stored
// cursor and writes it into Dexie, page by page, each page's cursor in the
// same transaction as its last part, so a crash mid-sync resumes where it
// stopped and never skips (applyPage says how a page is split so that a local
// write never waits behind it). Rows with writes still in the outbox keep
// those writes on top (merge.ts).
// When the server says the device's access changed, or a row that granted
// access went away, the round's last page also prunes what the device may no
// longer read (prune.ts), in the same transaction as its cursor: the cursor
// remembers the grants the device was served with, so the two never part.
import type PocketBase from 'pocketbase';
import type { Grants } from '#/domain/policy/access';
import { rebase, tombstoneRemoves, type PendingWrite } from '#/domain/merge';
import { OUTBOX_COLLECTIONS, isCatalogCollection, type CatalogCollection } from '#/domain/collections';
import { storeCatalogChanges, type CatalogChanges } from '../catalog/chunks';
import { SYNCED_TABLES, type RowCollection, type TastemapDB } from '../db';
import { readMeta, writeMeta, type SyncScope } from '../db/meta';
import { appLog, type Logger } from '../log';
import { keptPlaces, PRUNE_TABLES, pruneToScope } from './prune';
import { fetchCatalogPages, isCatalogPageRef, storeCatalogPages, type CatalogPageRef } from './pages';
import { dropLeftCollections } from './shared';

/** Deleting one of these can take a place out of what the device may read. */
const ACCESS_ROWS = new Set(['saved_places', 'collection_places', 'collections', 'tastemaker_places', 'city_tastemakers']);

export interface SyncPage {
  cursor: string;
  more: boolean;
  progress: { done: number; total: number };
  /**
   * `grants` only when they changed since the cursor: the device then prunes. `shared`: the shared
   * collections the user is a member of (signed in only); the device drops the others' it holds.
   */
  scope: { user: string; cities: string[]; grants?: Record<string, Grants>; shared?: string[] };
  changes: Record<string, Record<string, unknown>[]>;
  deletions: Array<[string, string, string]>;
  /** On a round's first page, when cities start from catalog pages: stored before this page (./pages.ts). */
  pages?: CatalogPageRef[];
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
    (page.scope.shared === undefined || Array.isArray(page.scope.shared)) &&
    !!page.changes &&
    typeof page.changes === 'object' &&
    Object.values(page.changes).every(Array.isArray) &&
    Array.isArray(page.deletions) &&
    page.deletions.every((d) => Array.isArray(d) && d.length === 3) &&
    (page.pages === undefined || (Array.isArray(page.pages) && page.pages.every(isCatalogPageRef)));
  if (!ok) throw new Error('The server sent a sync page this app does not understand');
  return page as SyncPage;
}

export interface PullProgress {
  done: number;
  total: number;
}

const knownTables = new Set<string>(SYNCED_TABLES);
/** Rows the device writes through its outbox: a pulled one is rebased on the writes still waiting. */
const writable = new Set<string>(OUTBOX_COLLECTIONS);

// Rows per bulkPut. Each batch's rows are cloned into IndexedDB in one task of
// the main thread; the next batch starts from the previous batch's success
// event (a new task, same transaction), so a page of thousands of rows never
// freezes the screen for long.
const PUT_BATCH = 250;

async function putInBatches(database: TastemapDB, name: RowCollection, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += PUT_BATCH) {
    await database.table(name).bulkPut(rows.slice(start, start + PUT_BATCH));
  }
}

type Pending = Map<string, PendingWrite[]>;

/** The device's writes still in the outbox (waiting or refused), by record, in the order they were made. */
async function pendingWrites(database: TastemapDB): Promise<Pending> {
  const map: Pending = new Map();
  for (const entry of await database.outbox.toArray()) {
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

/** Removes a row for a tombstone, unless the row was re-created after the deletion (same id): it is newer. */
async function applyTombstone(database: TastemapDB, name: RowCollection, id: string, deletedAt: string): Promise<void> {
  const local = (await database.table(name).get(id)) as { updated?: string } | undefined;
  if (local?.updated && local.updated > deletedAt) return;
  await database.table(name).delete(id);
}

/**
 * Writes one page into the device database, in parts, so that a local write
 * (a row and its outbox entry) never waits long behind it:
 *
 * 1. the catalog's rows, in a transaction of their own (../catalog/chunks.ts);
 * 2. the other rows, without the outbox: all but those of records this device
 *    still has writes for;
 * 3. the last part, with the new cursor (and at a round's end the prune): the
 *    rows that need a rebase on the device's writes (merge.ts), read from the
 *    outbox again now. It holds the outbox only when the page has rows the
 *    device writes (OUTBOX_COLLECTIONS), and then only for those rows; when
 *    it also prunes, the rebase commits first, on its own.
 *
 * Every row is the server's, so storing a part again is harmless: a crash (or
 * the page being hidden, ../lifecycle.ts) before the last part leaves the
 * cursor where it was, and the next pull stores the whole page again.
 * A write made between the outbox read of part 2 and its commit is covered
 * by part 3, which rebases every row that has writes then.
 */
export async function applyPage(database: TastemapDB, page: SyncPage, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  const catalog = catalogChangesOf(page);
  const upserts = Object.entries(page.changes).filter((entry): entry is [RowCollection, Record<string, unknown>[]] =>
    knownTables.has(entry[0]),
  );
  const deletions = page.deletions.filter((d): d is [RowCollection, string, string] => knownTables.has(d[0]));
  const rebasable = new Set([...upserts.map(([name]) => name), ...deletions.map(([name]) => name)].filter((name) => writable.has(name)));
  const accessRowsDeleted = page.deletions.some(([name]) => ACCESS_ROWS.has(name));
  const mayPrune = !page.more && (!!page.scope.grants || accessRowsDeleted || !!(await readMeta(database, 'syncPruneDue')));

  await storeCatalogChanges(database, catalog);
  signal?.throwIfAborted();

  // Writes known now: their records' rows wait for the last part. Reading them holds the outbox for one read.
  const before: Pending = rebasable.size ? await pendingWrites(database) : new Map();
  const deferred = (name: string, id: string) => writable.has(name) && before.has(`${name}/${id}`);
  const rows = upserts.map(([name, list]) => [name, list.filter((row) => !deferred(name, String(row.id)))] as const);
  // Tombstones of rows the device writes wait too: whether one removes a row depends on the writes then.
  const settled = deletions.filter(([name]) => !writable.has(name));
  const rowTables = new Set([...rows.filter(([, list]) => list.length).map(([name]) => name), ...settled.map(([name]) => name)]);
  if (rowTables.size) {
    await inTransaction(database, rowTables, async () => {
      for (const [name, list] of rows) await putInBatches(database, name, list);
      for (const [name, id, deletedAt] of settled) await applyTombstone(database, name, id, deletedAt);
    });
    signal?.throwIfAborted();
  }

  // The rows to rebase, on the writes read again now: the only part that holds the outbox.
  const rebaseRows = async () => {
    const now = await pendingWrites(database);
    for (const [name, list] of upserts) {
      if (!writable.has(name)) continue;
      const merged: Record<string, unknown>[] = [];
      const gone: string[] = [];
      for (const row of list) {
        const key = `${name}/${String(row.id)}`;
        // Rows stored in part 2 with no writes then and none now are done.
        if (!before.has(key) && !now.has(key)) continue;
        const rebased = rebase(row, now.get(key) ?? []);
        if (rebased) merged.push(rebased);
        else gone.push(String(row.id));
      }
      await putInBatches(database, name, merged);
      // The device's last write deletes the row, which part 2 may have stored again.
      await database.table(name).bulkDelete(gone);
    }
    for (const [name, id, deletedAt] of deletions) {
      if (writable.has(name) && tombstoneRemoves(now.get(`${name}/${id}`) ?? [])) await applyTombstone(database, name, id, deletedAt);
    }
  };
  // Read before the prune, in a transaction of their own: the prune's holds no table a save writes.
  const kept = mayPrune ? await keptPlaces(database, page.scope.user) : undefined;
  let pruned: string[] = [];
  const finish = async () => {
    if (page.more && accessRowsDeleted) await writeMeta(database, 'syncPruneDue', true);
    if (kept) pruned = await settleScope(database, page.scope, kept);
    await writeMeta(database, 'syncCursor', page.cursor);
    if (!page.more) await writeMeta(database, 'lastSyncedAt', Date.now());
  };
  const rebaseTables = rebasable.size ? ['outbox', ...rebasable] : [];
  const finishTables = ['meta', ...(mayPrune ? PRUNE_TABLES : [])];
  if (rebasable.size && mayPrune) {
    // A prune reads the whole catalog: the outbox is let go before it starts. Rebasing again after a crash is harmless.
    await inTransaction(database, rebaseTables, rebaseRows);
    signal?.throwIfAborted();
    await inTransaction(database, finishTables, finish);
  } else {
    await inTransaction(database, [...rebaseTables, ...finishTables], async () => {
      if (rebasable.size) await rebaseRows();
      await finish();
    });
  }
  if (kept && pruned.length) await keepPlacesSavedDuringPrune(database, page.scope, kept, pruned);
  if (!page.more && page.scope.shared) await dropLeftCollections(database, page.scope.user, page.scope.shared);
}

/**
 * A place saved (or put in a collection) while a prune ran was judged by the places kept before it: if
 * the prune removed it, its cities are read again from the start, which brings back what the user keeps.
 */
async function keepPlacesSavedDuringPrune(database: TastemapDB, scope: SyncPage['scope'], before: ReadonlySet<string>, pruned: string[]) {
  const now = await keptPlaces(database, scope.user);
  if (pruned.some((id) => now.has(id) && !before.has(id))) {
    await requestStreamReset(
      database,
      scope.cities.map((city) => `city:${city}`),
    );
  }
}

function inTransaction(database: TastemapDB, names: Iterable<string>, body: () => Promise<void>): Promise<void> {
  return database.transaction(
    'rw',
    [...new Set(names)].map((name) => database.table(name)),
    body,
  );
}

/**
 * Keeps the grants the server announced and prunes the device to them, but the places `kept`; runs inside
 * applyPage's last part. Returns the places the prune removed.
 */
async function settleScope(database: TastemapDB, announced: SyncPage['scope'], kept: ReadonlySet<string>): Promise<string[]> {
  const stored = await readMeta(database, 'syncScope');
  // Grants are announced whenever they differ from the cursor's, which is stored with them.
  const grants = announced.grants ?? (stored?.user === announced.user ? stored.grants : undefined);
  if (!grants) return [];
  const scope: SyncScope = { user: announced.user, cities: announced.cities, grants };
  if (announced.grants) await writeMeta(database, 'syncScope', scope);
  const { places } = await pruneToScope(database, scope, kept);
  await database.meta.delete('syncPruneDue');
  return places;
}

/**
 * Pulls until the server has nothing more, reporting progress for large first
 * syncs. The next page is fetched while the current one is being stored, so
 * the network and IndexedDB work at the same time. Catalog pages a round's
 * first answer lists are fetched beside its next answer and stored before
 * its first cursor (./pages.ts). Returns the number of pages.
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
    // `pages`: this device reads catalog pages (older app versions, which do not, get rows instead).
    const query: Record<string, string> = { cursor, pages: '1' };
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
  // Rows of the round's catalog pages, counted in its progress.
  let fromPages = 0;
  for (;;) {
    const page = await next;
    signal?.throwIfAborted();
    const catalogPages = page.pages?.length ? fetchCatalogPages(pb, page.pages, signal) : null;
    catalogPages?.catch((error: unknown) => log.debug('sync/pull', error));
    // Start the next request before storing this page; a failure to store drops it unused.
    if (page.more) next = fetchPage(page.cursor, []);
    if (catalogPages) {
      // Before the page's cursor: a crash in between stores the same pages again from the same cursor.
      await storeCatalogPages(database, await catalogPages);
      signal?.throwIfAborted();
      fromPages = page.pages!.reduce((n, ref) => n + ref.rows, 0);
    }
    await applyPage(database, page, signal ? { signal } : {});
    if (pages === 0 && reset.length) await database.meta.delete('syncReset');
    pages += 1;
    onProgress({ done: page.progress.done + fromPages, total: page.progress.total + fromPages });
    if (!page.more) return { pages, scope: page.scope };
  }
}

/** Asks the next pull to re-read these streams ('own', 'city:<id>') from the start. */
export async function requestStreamReset(database: TastemapDB, streams: string[]): Promise<void> {
  const current = (await readMeta(database, 'syncReset')) ?? [];
  await writeMeta(database, 'syncReset', [...new Set([...current, ...streams])]);
}
