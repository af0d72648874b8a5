// Device-side benchmarks in a real browser (real IndexedDB), using the app's
// own modules. Built by scripts/bench.ts into the bench server's public dir.
import type { RecordModel } from 'pocketbase';
import { createApiClient } from '#/data/server/api';
import { TastemapDB } from '#/data/db';
import { catalogRows } from '#/data/catalog/chunks';
import { CATALOG_COLLECTIONS } from '#/domain/collections';
import { parseSyncPage, pull } from '#/data/sync/pull';
import { fillDevice, runSearchBench, type SearchBenchResult } from './search-bench';
import { saveDuringSync } from './save-during-sync';
import { answerOnDevice } from '#/data/server/chat';
import { db as appDb } from '#/data/db';

export interface BrowserSyncResult {
  firstSyncMs: number;
  /** The same pages fetched and parsed without storing them. */
  fetchOnlyMs: number;
  pages: number;
  places: number;
  rows: number;
  noChangeMs: number;
}

/** `viaPages` false: as an app that reads no catalog pages, through the route's rows alone. */
async function firstSync(token: string, record: RecordModel, viaPages = true): Promise<BrowserSyncResult> {
  const db = new TastemapDB(`bench-${Date.now()}-${Math.random()}`);
  const pb = await createApiClient(db, location.origin);
  pb.authStore.save(token, record);
  if (!viaPages) pb.beforeSend = (url, options) => ({ url, options: { ...options, query: { ...options.query, pages: '0' } } });
  const fetchStart = performance.now();
  // Past the HTTP cache (no-store), so the pull below starts as cold as a new device's.
  for (let cursor = '', more = true; more;) {
    const page = parseSyncPage(
      await pb.send('/api/app/sync', { query: { cursor, pages: viaPages ? '1' : '0' }, requestKey: null, cache: 'no-store' }),
    );
    await Promise.all(
      (page.pages ?? []).map((ref) => {
        const [path = '', search = ''] = ref.url.split('?');
        return pb.send(path, { query: Object.fromEntries(new URLSearchParams(search)), requestKey: null, cache: 'no-store' });
      }),
    );
    cursor = page.cursor;
    more = page.more;
  }
  const fetchOnlyMs = performance.now() - fetchStart;
  const start = performance.now();
  const { pages } = await pull(db, pb);
  const firstSyncMs = performance.now() - start;
  // Rows as the server sent them: the catalog's live in chunk records (src/data/catalog).
  let rows = 0;
  for (const table of db.tables) if (table.name !== 'catalog') rows += await table.count();
  for (const collection of CATALOG_COLLECTIONS) rows += (await catalogRows(db, collection)).length;
  const places = (await catalogRows(db, 'places')).length;
  const again = performance.now();
  await pull(db, pb);
  const noChangeMs = performance.now() - again;
  db.close();
  await db.delete();
  return { firstSyncMs, fetchOnlyMs, pages, places, rows, noChangeMs };
}

/** Fills a device database with `count` generated places; returns its name for searchCold. */
async function fillSearch(count: number): Promise<string> {
  const name = `bench-search-${Date.now()}`;
  const db = new TastemapDB(name);
  await fillDevice(db, count);
  db.close();
  return name;
}

/** The search bench on a filled database, in a page that has run nothing else (a cold start); `last` deletes it after. */
async function searchCold(name: string, last: boolean): Promise<SearchBenchResult> {
  const db = new TastemapDB(name);
  const result = await runSearchBench(db);
  db.close();
  if (last) await db.delete();
  return result;
}

/** The offline guide as the chat screen runs it (answerOnDevice), on a device that has synced. */
async function guide(token: string, record: RecordModel, cityId: string, questions: string[]): Promise<number[]> {
  // answerOnDevice reads the app's database: sync it, then ask.
  const pb = await createApiClient(appDb, location.origin);
  pb.authStore.save(token, record);
  await pull(appDb, pb);
  const tastemaker = (await appDb.tastemakers.toArray()).find((t) => t.is_tour_guide)!;
  const times: number[] = [];
  for (const question of questions) {
    const start = performance.now();
    await answerOnDevice(question, record.id, cityId, 'Seoul', tastemaker);
    times.push(performance.now() - start);
  }
  return times;
}

declare global {
  interface Window {
    tastemapBench: {
      firstSync: typeof firstSync;
      fillSearch: typeof fillSearch;
      searchCold: typeof searchCold;
      guide: typeof guide;
      saveDuringSync: typeof saveDuringSync;
    };
  }
}

window.tastemapBench = { firstSync, fillSearch, searchCold, guide, saveDuringSync };
