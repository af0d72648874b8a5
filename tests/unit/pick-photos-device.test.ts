// Pick photos on the device: a place without a photo of its own shows the
// photo of a pick the device holds (the user's own first), follows the sync
// that brings or changes one, and 'Make available offline' saves it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '#/data/db';
import { cityImageUrls } from '#/data/cache/images';
import { cityPlaceViews } from '#/data/queries/places';
import { applyPage, type SyncPage } from '#/data/sync/pull';

const at = '2026-11-01 10:00:00.000Z';
const base = { created: at, updated: at };
const place = (id: string, photo = '') => ({ ...base, id, city: 'seoul', name: id, categories: [], image: '/art.svg', photo });
const tastemaker = (id: string, followers: number, user = '') => ({ ...base, id, slug: id, name: id, followers, user, status: 'approved' });
const pick = (id: string, tastemakerId: string, placeId: string, photo = '', updated = at) => ({
  ...base,
  updated,
  id,
  tastemaker: tastemakerId,
  place: placeId,
  city: 'seoul',
  note: '',
  photo,
});
const page = (changes: SyncPage['changes']): SyncPage => ({
  cursor: `c${Math.random()}`,
  more: false,
  progress: { done: 0, total: 0 },
  scope: { user: 'me', cities: ['seoul'] },
  changes,
  deletions: [],
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await applyPage(
    db,
    page({
      cities: [{ ...base, id: 'seoul', slug: 'seoul', name: 'Seoul', image: '/seoul.svg', status: 'live' }],
      tastemakers: [tastemaker('mine', 0, 'me'), tastemaker('chef', 800)],
      places: [place('plain'), place('pictured', 'front.jpg')],
      tastemaker_places: [pick('chef-plain', 'chef', 'plain', 'chef.png'), pick('mine-plain', 'mine', 'plain', 'mine.png')],
    }),
  );
});
afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('pick photos on the device', () => {
  it("gives a place without a photo the user's own pick photo, and none to a place with its own", async () => {
    const views = await cityPlaceViews('seoul');
    expect(views.find((p) => p.id === 'plain')?.pickPhoto).toEqual({ id: 'mine-plain', photo: 'mine.png' });
    expect(views.find((p) => p.id === 'pictured')?.pickPhoto).toBeNull();
  });

  it('follows a sync that removes the photo', async () => {
    await applyPage(db, page({ tastemaker_places: [pick('mine-plain', 'mine', 'plain', '', '2026-11-02 10:00:00.000Z')] }));
    const views = await cityPlaceViews('seoul');
    expect(views.find((p) => p.id === 'plain')?.pickPhoto).toEqual({ id: 'chef-plain', photo: 'chef.png' });
  });

  it("saves every pick photo of the city with 'Make available offline'", async () => {
    const urls = await cityImageUrls('seoul');
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/files/tastemaker_places/mine-plain/mine.png?thumb=800x500',
        '/api/files/tastemaker_places/chef-plain/chef.png?thumb=800x500',
        '/api/files/places/pictured/front.jpg?thumb=800x500',
      ]),
    );
  });
});
