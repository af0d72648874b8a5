// A device that synced before the catalog moved into chunks upgrades in place:
// its places, picks and feed stay readable, its pending writes stay queued, and
// the old per-row tables are gone.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { TastemapDB } from '#/data/db';
import { cityPlaceViews } from '#/data/queries/places';
import { catalogOf } from '../support/catalog';

/** The schema every device had before version 3 (as released; never edited). */
class ReleasedV2 extends Dexie {
  constructor(name: string) {
    super(name);
    this.version(1).stores({
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
    });
    this.version(2).stores({ chats: 'id, user' });
  }
}

const at = '2026-11-01 10:00:00.000Z';
const base = { created: at, updated: at };

describe('upgrading a device to the chunked catalog', () => {
  it('keeps every catalog row, the pending writes and the cursor', async () => {
    const name = `catalog-upgrade-${Math.random()}`;
    const old = new ReleasedV2(name);
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
      data: {},
      createdAt: 1,
      attempts: 0,
      status: 'pending',
    });
    await old.table('meta').put({ key: 'syncCursor', value: 'cursor-v2' });
    old.close();

    const device = new TastemapDB(name);
    await device.open();
    expect(device.verno).toBe(7);
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
