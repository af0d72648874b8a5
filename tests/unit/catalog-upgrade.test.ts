// A device that synced before the catalog moved into chunks upgrades in place:
// its places, picks and feed stay readable, its pending writes stay queued, and
// the old per-row tables are gone.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { catalogChunkKey, chunkRows, TastemapDB } from '#/data/db';
import { catalogChunkOf } from '#/domain/collections';
import { cityPlaceViews } from '#/data/queries/places';
import { catalogOf } from '../support/catalog';

/**
 * Every version of the device schema as released, written out here and never
 * edited: a device may still be at any of them. A new version of TastemapDB
 * adds its entry (the test below fails until it does).
 */
const RELEASED: ReadonlyArray<Record<string, string | null>> = [
  {
    cities: 'id, slug, status',
    place_categories: 'id, key',
    tastemakers: 'id, slug, followers, user',
    city_tastemakers: 'id, city, tastemaker',
    vibes: 'id, status, name',
    tastemaker_vibes: 'id, tastemaker',
    badges: 'id',
    places: 'id, city, *categories',
    tastemaker_places: 'id, tastemaker, place',
    place_vibes: 'id, place',
    recommendations: 'id, [city+recommended_at]',
    events: 'id, [city+date]',
    activity_feed: 'id, [city+happened_at]',
    reviews: 'id, place, user, city',
    profiles: 'id',
    saved_places: 'id, user, place',
    collections: 'id, user',
    collection_places: 'id, collection, place, user',
    vibe_profiles: 'id, user',
    vibe_profile_vibes: 'id, vibe_profile, vibe, user',
    user_vibes: 'id, user',
    entitlements: 'id, user, tastemaker',
    city_purchases: 'id, user, city',
    user_roles: 'id, user',
    user_badges: 'id, user, badge',
    outbox: '++seq, status, user, [collection+recordId]',
    meta: 'key',
    session: 'key',
  },
  { chats: 'id, user' },
  { catalog: 'key' },
  { places: null, tastemaker_places: null, place_vibes: null, recommendations: null, events: null, activity_feed: null },
  { search_indexes: 'city' },
  { map_archives: 'file, city' },
  { map_chunks: '[file+index]' },
  {},
  { pins: 'id, user' },
  { day_plans: 'id, user' },
  { collection_members: 'id, collection, user', collection_reactions: 'id, collection, place, user' },
];

/** A device database at version `version` as released: no upgrade steps, so only opened fresh at that version. */
function releasedAt(name: string, version: number): Dexie {
  const database = new Dexie(name);
  RELEASED.slice(0, version).forEach((stores, i) => database.version(i + 1).stores(stores));
  return database;
}

const at = '2026-11-01 10:00:00.000Z';
const base = { created: at, updated: at };

describe('upgrading a device to the chunked catalog', () => {
  it('keeps every catalog row, the pending writes and the cursor', async () => {
    const name = `catalog-upgrade-${Math.random()}`;
    const old = releasedAt(name, 2);
    const places = Array.from({ length: 120 }, (_, i) => ({
      id: `place${String(i).padStart(10, '0')}`,
      city: i < 100 ? 'seoul' : 'nyc',
      name: `Place ${i}`,
      categories: ['cafe'],
      ...base,
    }));
    await old.table('places').bulkPut(places);
    await old
      .table('tastemaker_places')
      .bulkPut([{ id: 'pick1', tastemaker: 'chef', place: places[0]!.id, city: 'seoul', note: 'Go early', ...base }]);
    await old.table('place_vibes').bulkPut([{ id: 'pv1', place: places[0]!.id, vibe: 'cozy', city: 'seoul', ...base }]);
    await old.table('events').bulkPut([{ id: 'ev1', city: 'seoul', name: 'Lantern festival', date: '2026-12-01 18:00:00.000Z', ...base }]);
    await old.table('activity_feed').bulkPut([{ id: 'a1', city: 'seoul', tastemaker: 'chef', place: '', happened_at: at, ...base }]);
    await old.table('tastemakers').bulkPut([{ id: 'chef', name: 'Chef', followers: 3, ...base }]);
    await old.table('vibes').bulkPut([{ id: 'cozy', name: 'Cozy', status: 'approved', ...base }]);
    await old.table('place_categories').bulkPut([{ id: 'cafe', key: 'cafe', name: 'Cafes', ...base }]);
    await old.table('outbox').add({
      user: 'u1',
      collection: 'saved_places',
      recordId: 'sp1',
      op: 'create',
      writeId: 'w1',
      data: {},
      createdAt: 1,
      attempts: 0,
      status: 'pending',
    });
    await old.table('meta').put({ key: 'syncCursor', value: 'cursor-v2' });
    old.close();

    const device = new TastemapDB(name);
    await device.open();
    expect(device.verno).toBe(RELEASED.length);
    expect(device.tables.map((t) => t.name)).not.toContain('places');
    expect((await catalogOf(device, 'places').primaryKeys()).sort()).toEqual(places.map((p) => p.id));
    expect(await catalogOf(device, 'tastemaker_places').get('pick1')).toMatchObject({ note: 'Go early' });
    expect(await catalogOf(device, 'events').count()).toBe(1);
    expect(await catalogOf(device, 'activity_feed').count()).toBe(1);
    expect(await device.outbox.toArray()).toMatchObject([{ recordId: 'sp1', status: 'pending' }]);
    expect((await device.meta.get('syncCursor'))?.value).toBe('cursor-v2');

    const seoul = await cityPlaceViews('seoul', device);
    expect(seoul).toHaveLength(100);
    expect(seoul.find((p) => p.id === places[0]!.id)).toMatchObject({ vibes: ['Cozy'], categoryNames: ['Cafes'] });
    expect(seoul.find((p) => p.id === places[0]!.id)!.tastemakers.map((t) => t.id)).toEqual(['chef']);
    device.close();
    await Dexie.delete(name);
  });
});

/** The schema IndexedDB itself holds for a database: stores, keys and indexes, whatever Dexie declares. */
async function storedSchema(name: string) {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
  });
  const names = [...database.objectStoreNames].sort();
  const tx = database.transaction(names, 'readonly');
  const stores = names.map((storeName) => {
    const store = tx.objectStore(storeName);
    const indexes = [...store.indexNames].sort().map((indexName) => {
      const index = store.index(indexName);
      return { name: indexName, keyPath: index.keyPath, unique: index.unique, multiEntry: index.multiEntry };
    });
    return { name: storeName, keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes };
  });
  database.close();
  return { version: database.version, stores };
}

/** The catalog's chunk, as versions 3 to 7 store it: 16 per collection by FNV-1a of the id, rows as JSON text. */
function chunkKeyAtV3(collection: string, id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${collection}/${(hash >>> 0) % 16}`;
}

/** The catalog's chunk, as version 8 and later store it: 16 per collection by cyrb53 of the id. */
function chunkKeyAtV8(collection: string, id: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < id.length; i++) {
    const ch = id.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${collection}/${(4294967296 * (2097151 & h2) + (h1 >>> 0)) % 16}`;
}

describe('upgrading a device from every earlier version', () => {
  const current = new TastemapDB('never-opened').verno;

  it('knows every version TastemapDB declares', () => {
    expect(RELEASED).toHaveLength(current);
  });

  it.each(Array.from({ length: current }, (_, i) => i + 1))(
    'from version %i: keeps what it stored, with the schema of a fresh device',
    async (version) => {
      const name = `upgrade-from-${version}-${Math.random()}`;
      const old = releasedAt(name, version);
      await old.open();
      const catalog = {
        places: ['p1', 'p2', 'p3'].map((id, i) => ({ id, city: 'seoul', name: `Place ${i}`, categories: ['cafe'], ...base })),
        tastemaker_places: [{ id: 'pick1', tastemaker: 'chef', place: 'p1', city: 'seoul', note: 'Go early', ...base }],
        place_vibes: [{ id: 'pv1', place: 'p1', vibe: 'cozy', city: 'seoul', ...base }],
        events: [{ id: 'ev1', city: 'seoul', name: 'Lantern festival', date: '2026-12-01 18:00:00.000Z', ...base }],
      };
      if (version < 3) {
        for (const [collection, rows] of Object.entries(catalog)) await old.table(collection).bulkPut(rows);
      } else {
        const chunks = new Map<string, { key: string; collection: string; rows: Record<string, unknown> }>();
        for (const [collection, rows] of Object.entries(catalog)) {
          for (const row of rows) {
            const key = (version >= 8 ? chunkKeyAtV8 : chunkKeyAtV3)(collection, row.id);
            const chunk = chunks.get(key) ?? { key, collection, rows: {} };
            chunk.rows[row.id] = row;
            chunks.set(key, chunk);
          }
        }
        await old.table('catalog').bulkPut([...chunks.values()].map((chunk) => ({ ...chunk, rows: JSON.stringify(chunk.rows) })));
      }
      await old.table('tastemakers').put({ id: 'chef', name: 'Chef', followers: 3, ...base });
      await old.table('vibes').put({ id: 'cozy', name: 'Cozy', status: 'approved', ...base });
      await old.table('place_categories').put({ id: 'cafe', key: 'cafe', name: 'Cafes', ...base });
      await old.table('saved_places').put({ id: 'sp1', user: 'u1', place: 'p2', ...base });
      await old.table('outbox').add({
        user: 'u1',
        collection: 'saved_places',
        recordId: 'sp1',
        op: 'create',
        writeId: 'w1',
        createdAt: 1,
        attempts: 0,
        status: 'pending',
      });
      await old.table('meta').put({ key: 'syncCursor', value: `cursor-v${version}` });
      await old.table('session').put({ key: 'auth', value: { token: 't' } });
      if (version >= 2) await old.table('chats').put({ id: 'c1', user: 'u1', city: 'seoul', guide: 'chef', messages: [], updatedAt: 1 });
      if (version >= 5) await old.table('search_indexes').put({ city: 'seoul', key: 'k1', ids: 'p1' });
      if (version >= 6) await old.table('map_archives').put({ file: 'seoul-1.pmtiles', city: 'seoul', data: 'archive' });
      if (version >= 7) await old.table('map_chunks').put({ file: 'seoul-2.pmtiles', index: 0, data: new Uint8Array([1, 2]).buffer });
      old.close();

      const device = new TastemapDB(name);
      await device.open();
      expect(device.verno).toBe(current);
      device.close();
      const fresh = `fresh-${Math.random()}`;
      await new TastemapDB(fresh).open().then((d) => d.close());
      expect(await storedSchema(name)).toEqual(await storedSchema(fresh));
      await Dexie.delete(fresh);

      await device.open();
      expect((await catalogOf(device, 'places').primaryKeys()).sort()).toEqual(['p1', 'p2', 'p3']);
      expect(await catalogOf(device, 'events').count()).toBe(1);
      // Every row sits in the chunk the app looks it up in, and what was built from the old chunks is built again.
      for (const chunk of await device.catalog.toArray())
        for (const id of Object.keys(chunkRows(chunk))) expect(chunk.key).toBe(catalogChunkKey(chunk.collection, catalogChunkOf(id)));
      if (version < 8) expect((await device.meta.get('catalogRev'))?.value).toBe(1);
      const places = await cityPlaceViews('seoul', device);
      expect(places.find((p) => p.id === 'p1')).toMatchObject({ vibes: ['Cozy'], categoryNames: ['Cafes'] });
      expect(places.find((p) => p.id === 'p1')!.tastemakers.map((t) => t.id)).toEqual(['chef']);
      // A sync page updating a stored row finds it in the chunk it was upgraded into: still one row, renamed.
      await catalogOf(device, 'places').bulkPut([{ ...catalog.places[0]!, name: 'Renamed' } as never]);
      expect((await catalogOf(device, 'places').toArray()).filter((p) => p.id === 'p1')).toMatchObject([{ name: 'Renamed' }]);
      expect(await device.saved_places.get('sp1')).toMatchObject({ place: 'p2' });
      expect(await device.outbox.toArray()).toMatchObject([{ recordId: 'sp1', status: 'pending' }]);
      expect((await device.meta.get('syncCursor'))?.value).toBe(`cursor-v${version}`);
      expect(await device.session.get('auth')).toMatchObject({ value: { token: 't' } });
      if (version >= 2) expect(await device.chats.get('c1')).toMatchObject({ guide: 'chef' });
      if (version >= 5) expect(await device.search_indexes.get('seoul')).toMatchObject({ key: 'k1' });
      if (version >= 6) expect(await device.map_archives.get('seoul-1.pmtiles')).toMatchObject({ city: 'seoul' });
      if (version >= 7) expect(await device.map_chunks.get(['seoul-2.pmtiles', 0])).toBeDefined();
      device.close();
      await Dexie.delete(name);
    },
  );
});
