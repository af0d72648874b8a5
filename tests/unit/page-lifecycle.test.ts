// @vitest-environment jsdom
// Leaving the page (src/data/lifecycle.ts): no IndexedDB transaction outlives
// it. WebKit keeps a page in its back/forward cache with its transactions
// frozen, and every later transaction of the origin waits behind them; so on
// `pagehide` every open transaction aborts and the database closes, a sync
// page being stored is stored whole or not at all, and a user's write cut
// short runs again once the page is shown. The database is fake-indexeddb;
// the handlers are the app's, driven by the events a browser fires.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DBCore, Middleware } from 'dexie';
import { TastemapDB } from '#/data/db';
import { readMeta } from '#/data/db/meta';
import { hidePage, openTransactionCount, pageHidden, showPage, startPageLifecycle } from '#/data/lifecycle';
import { applyPage, type SyncPage } from '#/data/sync/pull';
import { commitWrite, enqueue } from '#/data/writes/outbox';

const USER = 'user0000000001';
let db: TastemapDB;
let names = 0;

beforeEach(() => {
  db = new TastemapDB(`lifecycle-${(names += 1)}`);
});

afterEach(async () => {
  showPage();
  await db.delete();
});

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 5_000; i++) {
    if (condition()) return;
    await tick();
  }
  throw new Error(`${what} never held`);
}

/** Counts the writes the database sends to a table, to act in the middle of a transaction. */
function countWrites(database: TastemapDB, table: string): () => number {
  let writes = 0;
  const spy: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'CountWrites',
    create: (down) => ({
      ...down,
      table: (name) => {
        const inner = down.table(name);
        return name === table ? { ...inner, mutate: (request) => ((writes += 1), inner.mutate(request)) } : inner;
      },
    }),
  };
  database.use(spy);
  return () => writes;
}

function pageTransition(type: 'pagehide' | 'pageshow', persisted: boolean): Event {
  return typeof PageTransitionEvent === 'function'
    ? new PageTransitionEvent(type, { persisted })
    : Object.assign(new Event(type), { persisted });
}

/** A page of a first sync with `count` reviews: stored in many batches of one transaction. */
function bigPage(count: number): SyncPage {
  const reviews = Array.from({ length: count }, (_, i) => ({
    id: `review${String(i).padStart(9, '0')}`,
    place: 'place000000001',
    user: 'user0000000002',
    city: 'city0000000001',
    rating: 4,
    comment: 'A review as long as a real one, so the page takes its time to store.',
    created: '2026-05-01 09:00:00.000Z',
    updated: '2026-05-01 09:00:00.000Z',
  }));
  return {
    cursor: 'cursor-after-big-page',
    more: true,
    progress: { done: count, total: count * 2 },
    scope: { user: USER, cities: ['city0000000001'] },
    changes: { reviews },
    deletions: [],
  };
}

describe('leaving the page', () => {
  it('aborts a transaction still open, stores nothing of it, closes the database, and serves the next one', async () => {
    await db.open();
    let puts = 0;
    // A transaction that never ends by itself, like a pull storing a huge page batch after batch.
    const endless = db.transaction('rw', db.meta, async () => {
      for (;;) {
        await db.meta.put({ key: `probe-${puts % 10}`, value: puts });
        puts += 1;
      }
    });
    await until(() => puts > 20, 'the transaction running');
    expect(openTransactionCount()).toBe(1);

    hidePage(db);
    expect(pageHidden()).toBe(true);
    expect(db.isOpen()).toBe(false);
    await expect(endless).rejects.toMatchObject({ name: 'AbortError' });
    expect(openTransactionCount()).toBe(0);

    showPage();
    // The next transaction opens the database again and completes at once; the aborted one left nothing.
    await db.transaction('rw', db.meta, () => db.meta.put({ key: 'after', value: 1 }));
    expect(await db.meta.toCollection().primaryKeys()).toEqual(['after']);
  });

  it('stores a sync page being stored whole or not at all: neither its rows nor its cursor when cut short', async () => {
    const writes = countWrites(db, 'reviews');
    await db.open();
    const storing = applyPage(db, bigPage(3_000));
    // Two batches of rows are in; the others and the cursor are still to come.
    await until(() => writes() >= 2, 'rows being stored');
    hidePage(db);
    // Dexie wraps the aborted batch in a BulkError.
    await expect(storing).rejects.toMatchObject({ name: expect.stringMatching(/^(AbortError|BulkError)$/) });

    showPage();
    expect(await db.reviews.count()).toBe(0);
    expect(await readMeta(db, 'syncCursor')).toBeUndefined();
    // The next pull asks again from the same cursor and stores the page whole.
    await applyPage(db, bigPage(3_000));
    expect(await db.reviews.count()).toBe(3_000);
    expect(await readMeta(db, 'syncCursor')).toBe('cursor-after-big-page');
  });

  it("runs a user's write cut short again once the page is shown, and stores it once", async () => {
    await db.open();
    const ctx = { db, userId: USER };
    const id = 'saved000000001';
    let runs = 0;
    let reads = 0;
    const saving = commitWrite(ctx, ['saved_places'], async () => {
      runs += 1;
      await db.saved_places.put({ id, user: USER, place: 'place000000001', created: '', updated: '' });
      // A write that takes its time: the page is left in the middle of it.
      for (let i = 0; i < 30; i++) {
        await db.saved_places.get(id);
        reads += 1;
      }
      await enqueue(ctx, 'saved_places', id, 'create', { user: USER, place: 'place000000001' });
      return runs;
    });
    let settled = false;
    void saving.finally(() => (settled = true));
    await until(() => reads >= 5, 'the write running');

    hidePage(db);
    for (let i = 0; i < 50; i++) await tick();
    // Cut short, not failed: it waits for the page to be shown. Nothing of it was stored.
    expect(settled).toBe(false);
    expect(runs).toBe(1);

    showPage();
    await expect(saving).resolves.toBe(2);
    expect(await db.saved_places.count()).toBe(1);
    expect((await db.outbox.toArray()).map((e) => [e.collection, e.recordId, e.op])).toEqual([['saved_places', id, 'create']]);
  });

  it("leaves a write's own failure to the caller, run once", async () => {
    const ctx = { db, userId: USER };
    let runs = 0;
    const failing = commitWrite(ctx, ['saved_places'], async () => {
      runs += 1;
      await db.saved_places.put({ id: 'saved000000002', user: USER, place: 'place000000002', created: '', updated: '' });
      throw new Error('The place is gone.');
    });
    await expect(failing).rejects.toThrow('The place is gone.');
    expect(runs).toBe(1);
    expect(await db.saved_places.count()).toBe(0);
  });

  it('leaves a database closed for good (a newer schema in another tab) closed', async () => {
    await db.open();
    db.close();
    hidePage(db);
    showPage();
    await expect(db.meta.count()).rejects.toMatchObject({ name: 'DatabaseClosedError' });
  });

  it('listens to pagehide, persisted or not, and resumes on pageshow from the back/forward cache only', async () => {
    const stop = startPageLifecycle(db);
    try {
      await db.open();
      window.dispatchEvent(pageTransition('pagehide', false));
      expect(pageHidden()).toBe(true);
      expect(db.isOpen()).toBe(false);
      // A first load's pageshow (not persisted) is no return from the cache.
      window.dispatchEvent(pageTransition('pageshow', false));
      expect(pageHidden()).toBe(true);
      window.dispatchEvent(pageTransition('pageshow', true));
      expect(pageHidden()).toBe(false);

      await db.open();
      window.dispatchEvent(pageTransition('pagehide', true));
      expect(pageHidden()).toBe(true);
      expect(db.isOpen()).toBe(false);
      window.dispatchEvent(pageTransition('pageshow', true));
      expect(pageHidden()).toBe(false);
      expect(await db.meta.count()).toBe(0);
    } finally {
      stop();
    }
  });
});
