// The device drops what its grants no longer cover (src/data/sync/prune.ts):
// places and what hangs off them, notes of tastemakers no longer followed,
// feed items, closed cities; it keeps saved and collected places and the
// user's own reviews.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TastemapDB } from '#/data/db';
import { pruneToScope, type SyncScope } from '#/data/sync/prune';
import { applyPage, type SyncPage } from '#/data/sync/pull';
import { catalogOf, placeRow } from '../support/catalog';

let db: TastemapDB;
const base = { created: '', updated: '' };
const place = placeRow;
const pick = (tastemaker: string, placeId: string, note = '', city = 'seoul') => ({
  id: `${tastemaker}-${placeId}`,
  tastemaker,
  place: placeId,
  city,
  note,
  ...base,
});

beforeEach(async () => {
  db = new TastemapDB(`prune-${Math.random()}`);
  await catalogOf(db, 'places').bulkPut([place('shared'), place('chefonly'), place('kept'), place('guideonly'), place('nycplace', 'nyc')]);
  await catalogOf(db, 'tastemaker_places').bulkPut([
    pick('guide', 'shared', 'guide note'),
    pick('chef', 'shared', 'chef note'),
    pick('chef', 'chefonly', 'chef secret'),
    pick('chef', 'kept'),
    pick('guide', 'guideonly'),
    pick('rosa', 'nycplace', 'rosa note', 'nyc'),
  ]);
  await catalogOf(db, 'place_vibes').bulkPut([
    { id: 'v1', place: 'chefonly', vibe: 'x', city: 'seoul', ...base },
    { id: 'v2', place: 'shared', vibe: 'x', city: 'seoul', ...base },
  ]);
  await catalogOf(db, 'recommendations').bulkPut([
    { id: 'r1', place: 'chefonly', city: 'seoul', tastemaker: 'chef', recommended_at: '', ...base },
  ]);
  await db.reviews.bulkPut([
    { id: 'rv1', place: 'chefonly', user: 'someone', rating: 5, comment: '', author_name: '', city: 'seoul', ...base },
    { id: 'rv2', place: 'chefonly', user: 'me', rating: 4, comment: 'mine', author_name: '', city: 'seoul', ...base },
  ]);
  await catalogOf(db, 'events').bulkPut([
    { id: 'e1', city: 'seoul', name: '', category: '', description: '', image: '', date: '', location: '', price: '', ...base },
    { id: 'e2', city: 'nyc', name: '', category: '', description: '', image: '', date: '', location: '', price: '', ...base },
  ]);
  await catalogOf(db, 'activity_feed').bulkPut([
    {
      id: 'f1',
      city: 'seoul',
      tastemaker: 'chef',
      place: 'shared',
      activity_type: 'note_posted',
      content: 'chef secret',
      happened_at: '',
      ...base,
    },
    { id: 'f2', city: 'seoul', tastemaker: 'guide', place: 'shared', activity_type: 'place_added', content: '', happened_at: '', ...base },
  ]);
  await db.saved_places.put({ id: 's1', user: 'me', place: 'kept', ...base });
});
afterEach(async () => {
  await db.delete();
});

const guideOnly: SyncScope = { user: 'me', cities: ['seoul'], grants: { seoul: { all: false, notes: false, tastemakers: ['guide'] } } };

describe('pruning to the grants', () => {
  it("removes places no followed tastemaker picked, with their vibes, recommendations and others' reviews", async () => {
    await pruneToScope(db, guideOnly);
    expect((await catalogOf(db, 'places').primaryKeys()).sort()).toEqual(['guideonly', 'kept', 'shared']);
    expect(await catalogOf(db, 'place_vibes').primaryKeys()).toEqual(['v2']);
    expect(await catalogOf(db, 'recommendations').count()).toBe(0);
    expect(await db.reviews.toCollection().primaryKeys()).toEqual(['rv2']);
  });

  it('blanks the notes of tastemakers no longer followed but keeps who picked a readable place', async () => {
    await pruneToScope(db, guideOnly);
    const picks = await catalogOf(db, 'tastemaker_places').where('place').equals('shared').toArray();
    expect(picks.map((p) => [p.tastemaker, p.note]).sort()).toEqual([
      ['chef', ''],
      ['guide', 'guide note'],
    ]);
    expect(JSON.stringify(await catalogOf(db, 'tastemaker_places').toArray())).not.toContain('secret');
  });

  it('removes feed items of tastemakers no longer followed, and everything of a city no longer open', async () => {
    await pruneToScope(db, guideOnly);
    expect(await catalogOf(db, 'activity_feed').primaryKeys()).toEqual(['f2']);
    expect(await catalogOf(db, 'events').primaryKeys()).toEqual(['e1']);
    expect(await catalogOf(db, 'places').get('nycplace')).toBeUndefined();
    expect(await catalogOf(db, 'tastemaker_places').where('place').equals('nycplace').count()).toBe(0);
  });

  it('keeps everything a whole-city grant covers, notes included for admins', async () => {
    await pruneToScope(db, {
      user: 'me',
      cities: ['seoul', 'nyc'],
      grants: { seoul: { all: true, notes: true, tastemakers: [] }, nyc: { all: true, notes: true, tastemakers: [] } },
    });
    expect(await catalogOf(db, 'places').count()).toBe(5);
    expect((await catalogOf(db, 'tastemaker_places').get('chef-chefonly'))?.note).toBe('chef secret');
    expect(await catalogOf(db, 'activity_feed').count()).toBe(2);
  });

  it("leaves a visitor with the open city's events only", async () => {
    await pruneToScope(db, { user: '', cities: ['seoul'], grants: { seoul: { all: false, notes: false, tastemakers: [] } } });
    expect(await catalogOf(db, 'places').count()).toBe(0);
    expect(await catalogOf(db, 'tastemaker_places').count()).toBe(0);
    expect(await catalogOf(db, 'events').primaryKeys()).toEqual(['e1']);
  });
});

describe('applying sync pages', () => {
  const page = (over: Partial<SyncPage>): SyncPage => ({
    cursor: 'c',
    more: false,
    progress: { done: 0, total: 0 },
    scope: { user: '', cities: ['seoul'] },
    changes: {},
    deletions: [],
    ...over,
  });

  it('stores the announced grants with the cursor, so a later round never prunes with a stale scope', async () => {
    await applyPage(
      db,
      page({ cursor: 'visitor', scope: { user: '', cities: ['seoul'], grants: { seoul: { all: false, notes: false, tastemakers: [] } } } }),
    );
    expect(await catalogOf(db, 'places').count()).toBe(0);
    await applyPage(
      db,
      page({
        cursor: 'mina',
        scope: { user: 'me', cities: ['seoul'], grants: { seoul: { all: false, notes: false, tastemakers: ['guide', 'chef'] } } },
        changes: { places: [place('shared'), place('chefonly')], tastemaker_places: [pick('guide', 'shared'), pick('chef', 'chefonly')] },
      }),
    );
    // The page alone (no later step that a closed tab could skip) leaves cursor and grants in step.
    expect((await db.meta.get('syncCursor'))?.value).toBe('mina');
    expect((await db.meta.get('syncScope'))?.value).toMatchObject({ user: 'me' });
    // A quiet round later, after a deleted save, prunes with those grants and keeps what they cover.
    await applyPage(
      db,
      page({ cursor: 'mina-2', scope: { user: 'me', cities: ['seoul'] }, deletions: [['saved_places', 's1', '2026-01-01']] }),
    );
    expect((await catalogOf(db, 'places').primaryKeys()).sort()).toEqual(['chefonly', 'shared']);
  });
});
