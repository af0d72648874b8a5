// In the bench page (browser.ts), with the app's own modules and Chromium's
// IndexedDB: how long a save takes to reach the outbox while a first sync is
// being stored. The first sync's pages are fetched once, then stored again
// and again into fresh databases as `pull` stores them (applyPage, page after
// page), and saves are made at even intervals while each is being stored; a
// save counts from the call until its transaction (the row and its outbox
// entry) has committed. The same saves made with nothing being stored are the floor.
import type { RecordModel } from 'pocketbase';
import { createApiClient } from '#/data/server/api';
import { TastemapDB } from '#/data/db';
import { applyPage, parseSyncPage, type SyncPage } from '#/data/sync/pull';
import { toggleSavedPlace } from '#/data/writes/saved-places';

interface SaveDuringSyncResult {
  /** Each save made while a first sync was being stored, in ms. */
  duringSync: number[];
  /** The same saves with nothing being stored. */
  alone: number[];
  places: number;
  pages: number;
  /** How long storing the first sync took without saves (the first round). */
  storeMs: number;
}

const SAVES_PER_ROUND = 5;
const nextTask = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function saveDuringSync(token: string, record: RecordModel, samples: number): Promise<SaveDuringSyncResult> {
  const pb = await createApiClient(new TastemapDB(`bench-session-${Date.now()}`), location.origin);
  pb.authStore.save(token, record);
  const pages: SyncPage[] = [];
  for (let cursor = '', more = true; more;) {
    const page = parseSyncPage(await pb.send('/api/app/sync', { query: { cursor }, requestKey: null }));
    pages.push(page);
    cursor = page.cursor;
    more = page.more;
  }
  const places = pages.reduce((n, page) => n + (page.changes.places?.length ?? 0), 0);
  let saves = 0;
  /** A save of a place not saved before: a row and an outbox entry, as the heart makes them. */
  const save = async (db: TastemapDB) => {
    const start = performance.now();
    await toggleSavedPlace({ db, userId: record.id }, `benchsave${String((saves += 1)).padStart(6, '0')}`);
    return performance.now() - start;
  };
  const fresh = async () => {
    const db = new TastemapDB(`bench-save-${Date.now()}-${Math.random()}`);
    await db.open();
    return db;
  };
  const store = async (db: TastemapDB) => {
    for (const page of pages) await applyPage(db, page);
  };
  const drop = async (db: TastemapDB) => {
    db.close();
    await db.delete();
  };

  // A first round without saves: how long storing takes, to spread the saves over it.
  let db = await fresh();
  const storeStart = performance.now();
  await store(db);
  const storeMs = performance.now() - storeStart;
  await drop(db);

  const duringSync: number[] = [];
  while (duringSync.length < samples) {
    db = await fresh();
    let storing = true;
    const stored = store(db).finally(() => (storing = false));
    const made: Array<Promise<number>> = [];
    for (let i = 0; i < SAVES_PER_ROUND && storing; i++) {
      // Not waiting for the previous save: a save is made at its moment, whatever the others wait for.
      made.push(save(db));
      await Promise.race([stored, nextTask(storeMs / (SAVES_PER_ROUND + 1))]);
    }
    duringSync.push(...(await Promise.all(made)));
    await stored;
    await drop(db);
  }

  db = await fresh();
  const alone: number[] = [];
  for (let i = 0; i < samples; i++) alone.push(await save(db));
  await drop(db);
  return { duringSync: duringSync.slice(0, samples), alone, places, pages: pages.length, storeMs };
}
