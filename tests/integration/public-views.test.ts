// Public read models and badges: a shared collection opens for anyone (and a
// private one for nobody else); a traveller's city profile shows only public
// fields and only for a city they unlocked; badges are awarded once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let seoul: RecordModel;
let nyc: RecordModel;
let places: RecordModel[];
let mina: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await server.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  // The local guide's picks: what an onboarded Seoul user may read.
  const picks = await server.admin
    .collection('tastemaker_places')
    .getFullList({ filter: `tastemaker = "${seoul.featured_tastemaker}"`, sort: 'place' });
  places = await server.admin
    .collection('places')
    .getFullList({ filter: picks.map((p) => `id = "${p.place}"`).join(' || '), sort: 'name' });
  mina = await server.createUser({ name: 'Mina Park' });
  await server.call(mina, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
  await mina.client.collection('profiles').update(mina.id, { username: 'mina_eats' });
});
afterAll(async () => {
  await server?.dispose();
});

const get = (path: string, who?: TestUser) => server.call(who ?? null, 'GET', path);

describe('shared collections', () => {
  it('opens a public collection with its places for anyone, read-only, and hides private ones', async () => {
    const shared = await mina.client.collection('collections').create({ user: mina.id, name: 'Seoul noodles', is_public: true });
    const hidden = await mina.client.collection('collections').create({ user: mina.id, name: 'Secret spots', is_public: false });
    for (const place of places.slice(0, 3))
      await mina.client.collection('collection_places').create({ collection: shared.id, place: place.id, user: mina.id });
    const visitor = await get(`/api/app/collections/${shared.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.collection).toMatchObject({ name: 'Seoul noodles', is_public: true });
    expect(visitor.body.owner).toEqual({ id: mina.id, name: 'Mina Park' });
    expect(visitor.body.places.map((p: { id: string }) => p.id)).toEqual(places.slice(0, 3).map((p) => p.id));
    expect(visitor.body.places[0].categoryNames.length).toBeGreaterThan(0);
    expect(visitor.body.places[0].tastemakers.length).toBeGreaterThan(0);
    expect(JSON.stringify(visitor.body)).not.toContain(mina.email);
    const other = await server.createUser();
    expect((await get(`/api/app/collections/${hidden.id}`, other)).status).toBe(404);
    expect((await get(`/api/app/collections/${hidden.id}`)).status).toBe(404);
    expect((await get(`/api/app/collections/${hidden.id}`, mina)).status).toBe(200);
  });
});

describe('public city profiles', () => {
  it('shows name, counts, badges (city badges first), followed tastemakers and bookmarks in that city', async () => {
    await mina.client.collection('saved_places').create({ user: mina.id, place: places[5]!.id });
    const { status, body } = await get(`/api/app/users/${mina.id}/city/seoul`, mina);
    expect(status).toBe(200);
    expect(body.user).toEqual({ id: mina.id, name: 'Mina Park', username: 'mina_eats' });
    expect(body.city).toMatchObject({ slug: 'seoul', name: 'Seoul' });
    expect(body.counts).toMatchObject({ bookmarked: 1, following: 1 });
    expect(body.counts.badges).toBeGreaterThanOrEqual(1);
    expect(body.badges[0]).toMatchObject({ name: 'Founding Member', criteria_type: 'city_unlock' });
    expect(body.badges[0].earnedAt).toBeTruthy();
    expect(body.followedTastemakers.map((t: { id: string }) => t.id)).toEqual([seoul.featured_tastemaker]);
    expect(body.bookmarkedPlaces.map((p: { id: string }) => p.id)).toEqual([places[5]!.id]);
    // A visitor follows no tastemaker: the bookmark is counted, not shown.
    const visitor = await get(`/api/app/users/${mina.id}/city/seoul`);
    expect(visitor.body.counts.bookmarked).toBe(1);
    expect(visitor.body.bookmarkedPlaces).toEqual([]);
    expect(visitor.body.hiddenBookmarks).toBe(1);
    const text = JSON.stringify(body);
    expect(text).not.toContain(mina.email);
    expect(text).not.toContain('unlocked_cities');
    expect(text).not.toContain('bypass_payments');
  });

  it('refuses a city the user has not unlocked, and an unknown user or city', async () => {
    const locked = await get(`/api/app/users/${mina.id}/city/new-york-city`);
    expect(locked).toEqual({
      status: 403,
      body: { code: 'city_not_unlocked', message: 'City not unlocked: This user has not unlocked this city yet' },
    });
    expect(JSON.stringify(locked.body)).not.toContain(nyc.id);
    expect((await get('/api/app/users/zzzzzzzzzzzzzzz/city/seoul')).body.message).toBe('Profile not found.');
    expect((await get(`/api/app/users/${mina.id}/city/atlantis`)).status).toBe(404);
  });
});

describe('badges', () => {
  it('are awarded once when the criterion is met, whichever client made the change', async () => {
    const user = await server.createUser({}, { follow: ['seoul'] });
    const badgeNames = async () =>
      (await server.admin.collection('user_badges').getFullList({ filter: `user = "${user.id}"`, expand: 'badge' }))
        .map((b) => b.expand!.badge.name)
        .sort();
    expect(await badgeNames()).not.toContain('Curator');
    await user.client.collection('collections').create({ user: user.id, name: 'One' });
    expect(await badgeNames()).toContain('Curator');
    const batch = user.client.createBatch();
    for (const name of ['Two', 'Three', 'Four', 'Five']) batch.collection('collections').create({ user: user.id, name });
    await batch.send();
    await user.client.collection('reviews').create({ user: user.id, place: places[0]!.id, rating: 4 });
    await user.client.collection('reviews').create({ user: user.id, place: places[1]!.id, rating: 5 });
    expect(await badgeNames()).toEqual(expect.arrayContaining(['Collector', 'Curator', 'First Review']));
    expect(new Set(await badgeNames()).size).toBe((await badgeNames()).length);
  });
});
