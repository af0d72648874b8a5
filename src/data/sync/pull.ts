// Pull: asks GET /api/app/sync for everything that changed since the stored
// cursor and writes it into Dexie, one page per transaction together with the
// new cursor, so a crash mid-sync resumes where it stopped and never skips.
// Rows with writes still in the outbox keep those writes on top (merge.ts).
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { rebase, tombstoneRemoves, type PendingWrite } from '#/domain/merge';
import type { SyncedCollection } from '#/domain/types';
import { SYNCED_TABLES, getMeta, setMeta, type OutboxEntry, type TastemapDB } from '../db';

export const CURSOR_KEY = 'syncCursor';
export const RESET_KEY = 'syncReset';
export const LAST_SYNCED_KEY = 'lastSyncedAt';

const pageSchema = z.object({
  cursor: z.string(),
  more: z.boolean(),
  progress: z.object({ done: z.number(), total: z.number() }),
  scope: z.object({ user: z.string(), cities: z.array(z.string()) }),
  changes: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  deletions: z.array(z.tuple([z.string(), z.string(), z.string()])),
});
export type SyncPage = z.infer<typeof pageSchema>;

export interface PullProgress {
  done: number;
  total: number;
}

const knownTables = new Set<string>(SYNCED_TABLES);

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

/** Writes one page into the device database, atomically with its cursor. */
export async function applyPage(database: TastemapDB, page: SyncPage): Promise<void> {
  const tables = Object.keys(page.changes).filter((name) => knownTables.has(name)) as SyncedCollection[];
  const deletionTables = [...new Set(page.deletions.map(([name]) => name).filter((name) => knownTables.has(name)))] as SyncedCollection[];
  const touched = [...new Set([...tables, ...deletionTables])].map((name) => database.table(name));
  await database.transaction('rw', [...touched, database.outbox, database.meta], async () => {
    const pending = pendingByRecord(await database.outbox.toArray());
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
      await database.table(name).bulkPut(rows);
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
    await setMeta(database, CURSOR_KEY, page.cursor);
    if (!page.more) await setMeta(database, LAST_SYNCED_KEY, Date.now());
  });
}

/**
 * Pulls until the server has nothing more, reporting progress for large first
 * syncs. Returns the number of pages.
 */
export async function pull(
  database: TastemapDB,
  pb: PocketBase,
  onProgress: (progress: PullProgress) => void = () => {},
  options: { limit?: number } = {},
): Promise<{ pages: number; scope: SyncPage['scope'] | undefined }> {
  let pages = 0;
  let scope: SyncPage['scope'] | undefined;
  for (;;) {
    const cursor = (await getMeta<string>(database, CURSOR_KEY)) ?? '';
    const reset = (await getMeta<string[]>(database, RESET_KEY)) ?? [];
    const query: Record<string, string> = { cursor };
    if (reset.length) query.reset = reset.join(',');
    if (options.limit) query.limit = String(options.limit);
    const raw = await pb.send('/api/app/sync', { method: 'GET', query, requestKey: null });
    const page = pageSchema.parse(raw);
    await applyPage(database, page);
    if (reset.length) await database.meta.delete(RESET_KEY);
    pages += 1;
    scope = page.scope;
    onProgress(page.progress);
    if (!page.more) return { pages, scope };
  }
}

/** Asks the next pull to re-read these streams ('own', 'city:<id>') from the start. */
export async function requestStreamReset(database: TastemapDB, streams: string[]): Promise<void> {
  const current = (await getMeta<string[]>(database, RESET_KEY)) ?? [];
  await setMeta(database, RESET_KEY, [...new Set([...current, ...streams])]);
}
