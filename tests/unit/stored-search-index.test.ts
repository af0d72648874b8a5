// A city's search index kept between starts (src/data/search/stored-index.ts):
// the next start with the same list answers from it at once, typos included;
// a list that changed since is never answered from it; sign-out drops it.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TastemapDB } from '#/data/db';
import { PlaceSearch, type StoredIndexes } from '#/data/search/place-search';
import { indexStoreFor } from '#/data/search/stored-index';
import type { BuildIndex } from '#/data/search/worker-builder';
import { clearUserData } from '#/data/session/auth';
import { packPlaces, type SearchablePlace } from '#/domain/search';
import { seoulSearchable } from '../support/seed-places';

let db: TastemapDB;
const docs: SearchablePlace[] = seoulSearchable;
let builds = 0;
const build: BuildIndex = (places) => {
  builds++;
  return Promise.resolve(structuredClone(packPlaces(places)));
};
/** Lists named by the test: the key a list of the catalog would carry. */
const keys = new WeakMap<readonly SearchablePlace[], string>();
const storedFor = (database: TastemapDB): StoredIndexes => ({ store: indexStoreFor('seoul', database), keyOf: (list) => keys.get(list) });
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  db = new TastemapDB(`stored-index-${Math.random()}`);
  builds = 0;
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** A first start: the list is indexed by the builder and the index stored. */
async function firstStart(list: SearchablePlace[]) {
  const search = new PlaceSearch(build, 0, storedFor(db));
  search.update(list);
  await search.whenReady();
  expect(search.stats.how).toBe('worker');
  // Stored after it lands.
  for (let i = 0; i < 20 && !(await db.search_indexes.get('seoul')); i++) await nextTask();
  expect(await db.search_indexes.count()).toBe(1);
  return search;
}

describe('a stored search index', () => {
  it('answers the next start at once, as the index it was built as', async () => {
    const list = [...docs];
    keys.set(list, 'rev1');
    const before = await firstStart(list);

    // A fresh tab: the engine starts reading the stored index while the list loads.
    const search = new PlaceSearch(build, 0, storedFor(new TastemapDB(db.name)));
    await search.whenStoredRead();
    const again = [...docs];
    keys.set(again, 'rev1');
    search.update(again);
    expect(search.ready).toBe(true);
    expect(search.stats.how).toBe('stored');
    expect(builds).toBe(1);
    for (const query of ['gangnm', '시장', 'hongdae cafe', 'rooftop']) expect(search.search(query), query).toEqual(before.search(query));
    // Typos work at once: a scan would find nothing.
    expect(search.search('gangnm').length).toBeGreaterThan(0);
  });

  it('is installed when it arrives after the list, before any build', async () => {
    const list = [...docs];
    keys.set(list, 'rev1');
    await firstStart(list);
    const search = new PlaceSearch(build, 0, storedFor(new TastemapDB(db.name)));
    search.update(list);
    await search.whenReady();
    expect(search.stats.how).toBe('stored');
    expect(builds).toBe(1);
  });

  it('is not used for a list that changed since, which is built again', async () => {
    const list = [...docs];
    keys.set(list, 'rev1');
    await firstStart(list);
    const changed = docs.slice(3);
    keys.set(changed, 'rev2');
    const search = new PlaceSearch(build, 0, storedFor(new TastemapDB(db.name)));
    await search.whenStoredRead();
    search.update(changed);
    await search.whenReady();
    expect(search.stats.how).toBe('worker');
    expect(search.search(docs[0]!.name)).not.toContain(docs[0]!.id);
    // Nor for a list with no key at all.
    const unnamed = new PlaceSearch(build, 0, storedFor(new TastemapDB(db.name)));
    await unnamed.whenStoredRead();
    unnamed.update([...docs]);
    await unnamed.whenReady();
    expect(unnamed.stats.how).toBe('worker');
  });

  it('goes with the user who signs out', async () => {
    const list = [...docs];
    keys.set(list, 'rev1');
    await firstStart(list);
    await clearUserData(db, 'someone');
    expect(await db.search_indexes.count()).toBe(0);
  });
});
