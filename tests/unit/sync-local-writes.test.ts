// A local write never waits behind sync (src/data/sync/pull.ts, applyPage): a
// page's catalog rows are stored in a transaction of their own, and the last
// part, which holds the outbox, rebases only the rows the device has writes
// for. The database is fake-indexeddb, which runs transactions whose tables do
// not overlap side by side, as browsers do.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie, { type DBCore, type Middleware } from 'dexie';
import { TastemapDB } from '#/data/db';
import { readMeta } from '#/data/db/meta';
import { applyPage, type SyncPage } from '#/data/sync/pull';
import { PRUNE_TABLES, pruneToScope } from '#/data/sync/prune';
import { savedPlaceId, toggleSavedPlace } from '#/data/writes/saved-places';
import { catalogOf, placeRow } from '../support/catalog';

const USER = 'user0000000001';
const PLACE = 'place000000001';
let db: TastemapDB;
let names = 0;

beforeEach(() => {
  db = new TastemapDB(`local-writes-${(names += 1)}`);
});
afterEach(async () => {
  db.close();
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

/** Calls `on.write` before each write to `table`, and `on.readOnly` before each read of it in a readonly transaction. Set before the database opens. */
function watch(database: TastemapDB, table: string, on: { write?: () => void; readOnly?: () => void }) {
  const probe: Middleware<DBCore> = {
    stack: 'dbcore',
    name: `Watch-${table}`,
    create: (down) => ({
      ...down,
      table: (name) => {
        const inner = down.table(name);
        if (name !== table) return inner;
        const read = (request: { trans: unknown }) => {
          if ((request.trans as IDBTransaction).mode === 'readonly') on.readOnly?.();
        };
        return {
          ...inner,
          mutate: (request) => (on.write?.(), inner.mutate(request)),
          query: (request) => (read(request), inner.query(request)),
          getMany: (request) => (read(request), inner.getMany(request)),
        };
      },
    }),
  };
  database.use(probe);
}

const at = (minute: number) => `2026-11-01 10:${String(minute).padStart(2, '0')}:00.000Z`;

/** A page of a first sync: `count` places with a pick each, the city, and the user's own rows given. */
function page(count: number, own: SyncPage['changes'] = {}, cursor = `cursor-${count}`): SyncPage {
  const places = Array.from({ length: count }, (_, i) => ({ ...placeRow(`place${String(i).padStart(9, '0')}`), updated: at(0) }));
  const picks = places.map((p) => ({
    id: `pick${p.id.slice(5)}`,
    tastemaker: 'chef',
    place: p.id,
    city: 'seoul',
    note: '',
    updated: at(0),
  }));
  return {
    cursor,
    more: false,
    progress: { done: count, total: count },
    scope: { user: USER, cities: ['seoul'] },
    changes: { cities: [{ id: 'seoul', slug: 'seoul', name: 'Seoul', updated: at(0) }], places, tastemaker_places: picks, ...own },
    deletions: [],
  };
}

const savedRow = (minute: number) => ({ id: savedPlaceId(USER, PLACE), user: USER, place: PLACE, created: at(0), updated: at(minute) });

describe('a local write while a sync page is stored', () => {
  it('lands while a large catalog page is still being written, and both are kept', async () => {
    let catalogWrites = 0;
    watch(db, 'catalog', { write: () => (catalogWrites += 1) });
    await db.open();
    let stored = false;
    const storing = applyPage(db, page(3_000)).then(() => (stored = true));
    await until(() => catalogWrites > 0, 'the catalog being written');

    expect(await toggleSavedPlace({ db, userId: USER }, PLACE)).toBe(true);
    const catalogWritesWhenSaved = catalogWrites;
    expect(stored).toBe(false);
    await storing;
    // The catalog was still being written once the save was in.
    expect(catalogWrites).toBeGreaterThan(catalogWritesWhenSaved);

    expect(await db.saved_places.get(savedPlaceId(USER, PLACE))).toMatchObject({ place: PLACE });
    expect((await db.outbox.toArray()).map((e) => [e.collection, e.op])).toEqual([['saved_places', 'create']]);
    expect(await catalogOf(db, 'places').count()).toBe(3_000);
    expect(await readMeta(db, 'syncCursor')).toBe('cursor-3000');
  });

  it('stores a page with no rows the device writes while a write holds the outbox', async () => {
    await db.open();
    let stored = false;
    let rounds = 0;
    // A transaction that holds the outbox until the page is in, or gives up.
    const holding = db.transaction('rw', db.outbox, async () => {
      while (!stored && rounds < 2_000) {
        await db.outbox.count();
        rounds += 1;
      }
    });
    const storing = applyPage(db, page(300)).then(() => (stored = true));
    await holding;
    expect(stored).toBe(true);
    await storing;
    expect(await db.cities.count()).toBe(1);
    expect(await catalogOf(db, 'places').count()).toBe(300);
    expect(await readMeta(db, 'syncCursor')).toBe('cursor-300');
  });

  it('keeps a place unsaved when the unsave lands just after the page read the outbox', async () => {
    let onOutboxRead: (() => void) | undefined;
    watch(db, 'outbox', { readOnly: () => onOutboxRead?.() });
    await db.open();
    await applyPage(db, page(10, { saved_places: [savedRow(0)] }, 'first'));
    expect(await db.saved_places.count()).toBe(1);

    // The server sends the saved row again (changed on another device) as the traveller unsaves it here.
    let unsaving: Promise<boolean> | undefined;
    onOutboxRead = () => {
      onOutboxRead = undefined;
      // Made by the traveller, not by the read the probe sits in.
      unsaving = Dexie.ignoreTransaction(() => toggleSavedPlace({ db, userId: USER }, PLACE));
    };
    await applyPage(db, page(10, { saved_places: [savedRow(5)] }, 'second'));
    expect(await unsaving).toBe(false);

    expect(await db.saved_places.count()).toBe(0);
    expect((await db.outbox.toArray()).map((e) => [e.collection, e.op])).toEqual([['saved_places', 'delete']]);
    expect(await readMeta(db, 'syncCursor')).toBe('second');
  });

  it('stores a page cut short after its catalog again from the same cursor, with nothing twice', async () => {
    let catalogWrites = 0;
    watch(db, 'catalog', { write: () => (catalogWrites += 1) });
    await db.open();
    await applyPage(db, page(10, {}, 'before'));
    catalogWrites = 0;
    const leaving = new AbortController();
    const storing = applyPage(db, page(500, { saved_places: [savedRow(0)] }, 'after'), { signal: leaving.signal });
    await until(() => catalogWrites > 0, 'the catalog being written');
    // The page is hidden as its catalog is written: that part commits, nothing after it starts.
    leaving.abort(new DOMException('The page was hidden.', 'AbortError'));
    await expect(storing).rejects.toMatchObject({ name: 'AbortError' });
    expect(await readMeta(db, 'syncCursor')).toBe('before');
    expect(await catalogOf(db, 'places').count()).toBe(500);
    expect(await db.saved_places.count()).toBe(0);

    await applyPage(db, page(500, { saved_places: [savedRow(0)] }, 'after'));
    expect(await readMeta(db, 'syncCursor')).toBe('after');
    expect(await catalogOf(db, 'places').count()).toBe(500);
    expect(await db.saved_places.count()).toBe(1);
  });

  it('lands while a prune rewrites the catalog: a prune holds none of the tables a save writes', async () => {
    await db.open();
    await applyPage(db, page(50));
    let saved = false;
    let rounds = 0;
    // The prune, kept running (as on a large city) until the save is in, or it gives up.
    const pruning = db.transaction(
      'rw',
      PRUNE_TABLES.map((name) => db.table(name)),
      async () => {
        await pruneToScope(
          db,
          { user: USER, cities: ['seoul'], grants: { seoul: { all: true, notes: false, tastemakers: [] } } },
          new Set(),
        );
        while (!saved && rounds < 2_000) {
          await db.catalog.count();
          rounds += 1;
        }
      },
    );
    const saving = Dexie.ignoreTransaction(() => toggleSavedPlace({ db, userId: USER }, PLACE)).then(() => (saved = true));
    await pruning;
    expect(saved).toBe(true);
    await saving;
    expect((await db.outbox.toArray()).map((e) => [e.collection, e.op])).toEqual([['saved_places', 'create']]);
  });

  it('reads the city again when a place saved during the prune was pruned as unreadable', async () => {
    let saving: Promise<boolean> | undefined;
    const target = 'place000000003';
    // The traveller saves a place from the screen they still see, as the prune rewrites the catalog.
    const onCatalogWrite = () => {
      if (!pruning || saving) return;
      saving = Dexie.ignoreTransaction(() => toggleSavedPlace({ db, userId: USER }, target));
    };
    let pruning = false;
    watch(db, 'catalog', { write: onCatalogWrite });
    await db.open();
    await applyPage(db, page(10, {}, 'first'));
    // Access ends: the last page of the round carries grants that open none of the city's places.
    const lastPage = {
      ...page(0, {}, 'second'),
      scope: { user: USER, cities: ['seoul'], grants: { seoul: { all: false, notes: false, tastemakers: [] } } },
    };
    pruning = true;
    await applyPage(db, lastPage);
    expect(await saving).toBe(true);
    // The prune judged by the places kept before it: the saved place went, so the city is read again.
    expect(await readMeta(db, 'syncReset')).toEqual(['city:seoul']);
    expect(await db.saved_places.count()).toBe(1);
  });
});
