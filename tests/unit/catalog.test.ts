// The catalog in chunk records (src/data/catalog): sync pages go in as whole
// chunks, deltas and tombstones touch only their rows, and what screens read
// follows every change, in this tab and in a fresh one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TastemapDB } from '#/data/db';
import { cityPlaceViews } from '#/data/queries/places';
import { applyPage, type SyncPage } from '#/data/sync/pull';
import { CATALOG_CHUNKS } from '#/domain/collections';
import { catalogOf } from '../support/catalog';

let db: TastemapDB;
const at = (minute: number) => `2026-11-01 10:${String(minute).padStart(2, '0')}:00.000Z`;
const place = (i: number, minute = 0) => ({
  id: `place${String(i).padStart(10, '0')}`,
  city: 'seoul',
  name: `Place ${i}`,
  categories: [],
  created: at(0),
  updated: at(minute),
});
const page = (changes: SyncPage['changes'], deletions: SyncPage['deletions'] = []): SyncPage => ({
  cursor: `c${Math.random()}`,
  more: false,
  progress: { done: 0, total: 0 },
  scope: { user: '', cities: ['seoul'] },
  changes,
  deletions,
});

beforeEach(() => {
  db = new TastemapDB(`catalog-${Math.random()}`);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('the catalog in chunks', () => {
  it('stores a first sync of thousands of rows in a bounded number of records', async () => {
    const places = Array.from({ length: 3000 }, (_, i) => place(i));
    const picks = places.map((p) => ({
      id: `pick-${p.id}`,
      tastemaker: 'chef',
      place: p.id,
      city: 'seoul',
      note: '',
      created: at(0),
      updated: at(0),
    }));
    await applyPage(db, page({ places, tastemaker_places: picks }));
    expect(await db.catalog.count()).toBeLessThanOrEqual(2 * CATALOG_CHUNKS);
    expect(await catalogOf(db, 'places').count()).toBe(3000);
    expect((await cityPlaceViews('seoul', db)).map((p) => p.id)).toEqual(places.map((p) => p.id));
  });

  it('applies a delta and tombstones to their rows only, and screens see them', async () => {
    await applyPage(db, page({ places: [place(1), place(2), place(3)] }));
    const before = await cityPlaceViews('seoul', db);
    expect(before.map((p) => p.name)).toEqual(['Place 1', 'Place 2', 'Place 3']);

    await applyPage(db, page({ places: [{ ...place(2, 5), name: 'Renamed' }] }, [['places', place(3).id, at(5)]]));
    const after = await cityPlaceViews('seoul', db);
    expect(after.map((p) => p.name)).toEqual(['Place 1', 'Renamed']);
    // Another tab (a fresh connection, no memory) reads the same.
    const other = new TastemapDB(db.name);
    expect((await cityPlaceViews('seoul', other)).map((p) => p.name)).toEqual(['Place 1', 'Renamed']);
    other.close();
  });

  it('keeps a row re-created after its tombstone', async () => {
    await applyPage(db, page({ places: [place(1, 9)] }));
    await applyPage(db, page({}, [['places', place(1).id, at(5)]]));
    expect(await catalogOf(db, 'places').get(place(1).id)).toBeDefined();
  });

  it('hands screens the same list until the catalog changes', async () => {
    await applyPage(db, page({ places: [place(1)] }));
    const first = await cityPlaceViews('seoul', db);
    expect(await cityPlaceViews('seoul', db)).toBe(first);
    await applyPage(db, page({ places: [place(2)] }));
    expect(await cityPlaceViews('seoul', db)).not.toBe(first);
  });
});
