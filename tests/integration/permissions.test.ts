// Every permission of ARCHITECTURE.md (Permissions) and issue 2, item 5,
// against a real PocketBase: each forbidden call fails and changes nothing;
// each allowed call succeeds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { startTestServer, statusOf, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let seoul: RecordModel;
let nyc: RecordModel;
let place: RecordModel;
let tastemaker: RecordModel;
let badge: RecordModel;

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.createUser({}, { follow: ['seoul'] });
  bob = await server.createUser({}, { follow: ['seoul'] });
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await server.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  place = await server.admin.collection('places').getFirstListItem(`city = "${seoul.id}"`);
  // One Alice does not follow (she follows everyone in Seoul).
  const nycLink = await server.admin
    .collection('city_tastemakers')
    .getFirstListItem(`city = "${nyc.id}" && tastemaker.is_tour_guide = false`);
  tastemaker = await server.admin.collection('tastemakers').getOne(nycLink.tastemaker);
  badge = await server.admin.collection('badges').getFirstListItem('');
});

afterAll(async () => {
  await server?.dispose();
});

const globalCatalog = ['cities', 'place_categories', 'tastemakers', 'city_tastemakers', 'vibes', 'tastemaker_vibes', 'badges'];
// Read through the sync route only, which applies the access policy (tests/integration/access.test.ts).
const cityContent = ['places', 'tastemaker_places', 'place_vibes', 'events', 'activity_feed', 'recommendations'];
const catalogCollections = [...globalCatalog, ...cityContent];

describe('catalog', () => {
  it.each(globalCatalog)('allows anonymous visitors and users to read %s', async (name) => {
    const anonymous = await server.anonymous().collection(name).getList(1, 5);
    expect(anonymous.totalItems).toBeGreaterThan(0);
    const signedIn = await alice.client.collection(name).getList(1, 5);
    expect(signedIn.totalItems).toBe(anonymous.totalItems);
  });

  it.each(cityContent)('denies anonymous visitors and users reading %s through the record API', async (name) => {
    const row = await server.admin.collection(name).getFirstListItem('');
    for (const client of [server.anonymous(), alice.client]) {
      expect(await statusOf(() => client.collection(name).getList(1, 5))).toBe(403);
      expect(await statusOf(() => client.collection(name).getOne(row.id))).toBe(403);
    }
  });

  it.each(catalogCollections)('denies anonymous visitors and users writing %s', async (name) => {
    const before = await server.admin.collection(name).getList(1, 1);
    const existing = before.items[0]!;
    for (const client of [server.anonymous(), alice.client]) {
      expect(await statusOf(() => client.collection(name).create({ name: 'Injected' }))).toBeGreaterThanOrEqual(400);
      expect(await statusOf(() => client.collection(name).update(existing.id, { name: 'Defaced' }))).toBeGreaterThanOrEqual(400);
      expect(await statusOf(() => client.collection(name).delete(existing.id))).toBeGreaterThanOrEqual(400);
    }
    const after = await server.admin.collection(name).getOne(existing.id);
    expect(after).toEqual(existing);
    expect((await server.admin.collection(name).getList(1, 1)).totalItems).toBe(before.totalItems);
  });

  it('denies everyone but the server reading pending vibes', async () => {
    const pending = await server.admin.collection('vibes').getFullList({ filter: 'status = "pending"' });
    expect(pending.length).toBeGreaterThan(0);
    const visible = await alice.client.collection('vibes').getFullList();
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.every((v) => v.status === 'approved')).toBe(true);
  });
});

describe('saved places', () => {
  it('allows a user to save and unsave a place for themselves', async () => {
    const saved = await alice.client.collection('saved_places').create({ user: alice.id, place: place.id });
    expect((await alice.client.collection('saved_places').getFullList()).map((s) => s.id)).toContain(saved.id);
    await alice.client.collection('saved_places').delete(saved.id);
    expect(await alice.client.collection('saved_places').getFullList()).toHaveLength(0);
  });

  it('denies saving a place for someone else', async () => {
    expect(await statusOf(() => alice.client.collection('saved_places').create({ user: bob.id, place: place.id }))).toBe(400);
    expect(await server.admin.collection('saved_places').getFullList({ filter: `user = "${bob.id}"` })).toHaveLength(0);
  });

  it("denies reading or deleting another user's saved places", async () => {
    const bobs = await bob.client.collection('saved_places').create({ user: bob.id, place: place.id });
    expect(await alice.client.collection('saved_places').getFullList()).toHaveLength(0);
    expect(await statusOf(() => alice.client.collection('saved_places').getOne(bobs.id))).toBe(404);
    expect(await statusOf(() => alice.client.collection('saved_places').delete(bobs.id))).toBe(404);
    expect(await statusOf(() => server.anonymous().collection('saved_places').getOne(bobs.id))).toBe(404);
    expect((await server.admin.collection('saved_places').getOne(bobs.id)).user).toBe(bob.id);
  });

  it('denies saving the same place twice', async () => {
    await alice.client.collection('saved_places').create({ user: alice.id, place: place.id });
    expect(await statusOf(() => alice.client.collection('saved_places').create({ user: alice.id, place: place.id }))).toBe(400);
    expect(await alice.client.collection('saved_places').getFullList()).toHaveLength(1);
  });
});

describe('collections', () => {
  let privateCollection: RecordModel;
  let publicCollection: RecordModel;

  beforeAll(async () => {
    privateCollection = await alice.client.collection('collections').create({ user: alice.id, name: 'Seoul eats', is_public: false });
    publicCollection = await alice.client.collection('collections').create({ user: alice.id, name: 'Share me', is_public: true });
    await alice.client.collection('collection_places').create({ collection: privateCollection.id, place: place.id, user: alice.id });
    await alice.client.collection('collection_places').create({ collection: publicCollection.id, place: place.id, user: alice.id });
  });

  it('allows the owner to read, rename and delete their collections', async () => {
    const mine = await alice.client.collection('collections').getFullList();
    expect(mine.map((c) => c.id).sort()).toEqual([privateCollection.id, publicCollection.id].sort());
    const renamed = await alice.client.collection('collections').update(privateCollection.id, { name: '  Seoul eats, v2 ' });
    expect(renamed.name).toBe('Seoul eats, v2');
    const scratch = await alice.client.collection('collections').create({ user: alice.id, name: 'Scratch' });
    await alice.client.collection('collections').delete(scratch.id);
  });

  it('allows anyone to read a public collection and its places through its route', async () => {
    for (const client of [bob.client, server.anonymous()]) {
      const shared = await client.send(`/api/app/collections/${publicCollection.id}`, {});
      expect(shared.collection.name).toBe('Share me');
      expect(shared.places.map((p: RecordModel) => p.id)).toEqual([place.id]);
      // The record API keeps collections to their owner.
      expect(await statusOf(() => client.collection('collections').getOne(publicCollection.id))).toBe(404);
    }
  });

  it("denies reading another user's private collection or its places", async () => {
    for (const client of [bob.client, server.anonymous()]) {
      expect(await statusOf(() => client.collection('collections').getOne(privateCollection.id))).toBe(404);
      expect(await statusOf(() => client.send(`/api/app/collections/${privateCollection.id}`, {}))).toBe(404);
      const places = await client.collection('collection_places').getFullList({ filter: `collection = "${privateCollection.id}"` });
      expect(places).toHaveLength(0);
    }
  });

  it("denies changing another user's collection", async () => {
    expect(await statusOf(() => bob.client.collection('collections').update(publicCollection.id, { name: 'Mine now' }))).toBe(404);
    expect(await statusOf(() => bob.client.collection('collections').delete(publicCollection.id))).toBe(404);
    expect(
      await statusOf(() =>
        bob.client.collection('collection_places').create({ collection: publicCollection.id, place: place.id, user: bob.id }),
      ),
    ).toBe(400);
    expect((await server.admin.collection('collections').getOne(publicCollection.id)).name).toBe('Share me');
    expect(
      await server.admin.collection('collection_places').getFullList({ filter: `collection = "${publicCollection.id}"` }),
    ).toHaveLength(1);
  });

  it('denies handing a collection to someone else', async () => {
    expect(await statusOf(() => alice.client.collection('collections').update(privateCollection.id, { user: bob.id }))).toBe(404);
    expect(await statusOf(() => alice.client.collection('collections').create({ user: bob.id, name: 'Gift' }))).toBe(400);
    expect((await server.admin.collection('collections').getOne(privateCollection.id)).user).toBe(alice.id);
  });

  it('denies a blank collection name with the spec message', async () => {
    const error = await alice.client
      .collection('collections')
      .create({ user: alice.id, name: '   ' })
      .catch((e) => e);
    expect(error.status).toBe(400);
    expect(JSON.stringify(error.response)).toContain('Please enter a collection name');
  });
});

describe('reviews', () => {
  it('allows a signed-in user to review a place they may read, with a rating from 1 to 5', async () => {
    const review = await alice.client.collection('reviews').create({ place: place.id, user: alice.id, rating: 5, comment: ' Loved it ' });
    expect(review.author_name).toBe(alice.record.name);
    expect(review.comment).toBe('Loved it');
    expect(review.city).toBe(seoul.id);
    expect((await alice.client.collection('reviews').getOne(review.id)).rating).toBe(5);
    // Others read reviews with their place, through sync (the access policy), not the record API.
    expect(await statusOf(() => server.anonymous().collection('reviews').getOne(review.id))).toBe(404);
  });

  it.each([0, 6, 2.5])('denies a review with rating %s', async (rating) => {
    expect(await statusOf(() => alice.client.collection('reviews').create({ place: place.id, user: alice.id, rating }))).toBe(400);
  });

  it("denies a review written in another user's name and a spoofed author name", async () => {
    const before = (await server.admin.collection('reviews').getList(1, 1)).totalItems;
    expect(await statusOf(() => alice.client.collection('reviews').create({ place: place.id, user: bob.id, rating: 4 }))).toBe(400);
    expect(await statusOf(() => server.anonymous().collection('reviews').create({ place: place.id, user: bob.id, rating: 4 }))).toBe(400);
    expect((await server.admin.collection('reviews').getList(1, 1)).totalItems).toBe(before);
    const spoofed = await alice.client.collection('reviews').create({ place: place.id, user: alice.id, rating: 3, author_name: 'Bob' });
    expect(spoofed.author_name).toBe(alice.record.name);
  });

  it("denies editing or deleting another user's review", async () => {
    const review = await bob.client.collection('reviews').create({ place: place.id, user: bob.id, rating: 4 });
    expect(await statusOf(() => alice.client.collection('reviews').update(review.id, { rating: 1 }))).toBe(404);
    expect(await statusOf(() => alice.client.collection('reviews').delete(review.id))).toBe(404);
    expect((await server.admin.collection('reviews').getOne(review.id)).rating).toBe(4);
  });
});

describe('vibe profiles', () => {
  it('allows the owner to keep vibe profiles and their vibes; denies everyone else', async () => {
    const vibe = await server.admin.collection('vibes').getFirstListItem('status = "approved"');
    const profile = await alice.client.collection('vibe_profiles').create({ user: alice.id, name: 'Weekend' });
    await alice.client.collection('vibe_profile_vibes').create({ vibe_profile: profile.id, vibe: vibe.id, user: alice.id });
    expect(await bob.client.collection('vibe_profiles').getFullList()).toHaveLength(0);
    expect(await bob.client.collection('vibe_profile_vibes').getFullList()).toHaveLength(0);
    expect(
      await statusOf(() => bob.client.collection('vibe_profile_vibes').create({ vibe_profile: profile.id, vibe: vibe.id, user: bob.id })),
    ).toBe(400);
    expect(await statusOf(() => bob.client.collection('vibe_profiles').delete(profile.id))).toBe(404);
    expect(await alice.client.collection('vibe_profile_vibes').getFullList()).toHaveLength(1);
  });
});

describe('profiles', () => {
  it('creates a profile for every new account, named after it', async () => {
    const profile = await alice.client.collection('profiles').getOne(alice.id);
    expect(profile.name).toBe(alice.record.name);
    expect(profile.unlocked_cities).toEqual([]);
    const unnamed = await server.createUser({ name: '' });
    expect((await unnamed.client.collection('profiles').getOne(unnamed.id)).name).toBe(unnamed.email.split('@')[0]);
  });

  it('allows a user to change their name, username and active city', async () => {
    const updated = await alice.client
      .collection('profiles')
      .update(alice.id, { name: 'Alice', username: 'alice_travels', active_city: seoul.id });
    expect(updated).toMatchObject({ name: 'Alice', username: 'alice_travels', active_city: seoul.id });
  });

  it.each([
    ['unlocked_cities', () => ({ unlocked_cities: [nyc.id] })],
    ['unlocked_cities+', () => ({ 'unlocked_cities+': nyc.id })],
    ['view_mode', () => ({ view_mode: 'tastemaker' })],
    ['bypass_payments', () => ({ bypass_payments: true })],
    ['user', () => ({ user: bob.id })],
  ])('denies a user setting their own %s', async (_field, body) => {
    const before = await server.admin.collection('profiles').getOne(alice.id);
    expect(await statusOf(() => alice.client.collection('profiles').update(alice.id, body()))).toBe(404);
    expect(await server.admin.collection('profiles').getOne(alice.id)).toEqual(before);
  });

  it('denies a username that is taken or malformed', async () => {
    await bob.client.collection('profiles').update(bob.id, { username: 'bob_in_seoul' });
    expect(await statusOf(() => alice.client.collection('profiles').update(alice.id, { username: 'bob_in_seoul' }))).toBe(400);
    for (const username of ['ab', '_alice', 'alice_', 'Alice', 'alice-seoul', 'a'.repeat(21)]) {
      expect(await statusOf(() => alice.client.collection('profiles').update(alice.id, { username }))).toBe(400);
    }
  });

  it("denies reading or changing another user's profile, account or e-mail", async () => {
    expect(await statusOf(() => alice.client.collection('profiles').getOne(bob.id))).toBe(404);
    expect(await alice.client.collection('profiles').getFullList()).toHaveLength(1);
    expect(await statusOf(() => alice.client.collection('profiles').update(bob.id, { name: 'Hacked' }))).toBe(404);
    expect(await statusOf(() => alice.client.collection('users').getOne(bob.id))).toBe(404);
    const users = await alice.client.collection('users').getFullList();
    expect(users.map((u) => u.id)).toEqual([alice.id]);
    expect(JSON.stringify(users)).not.toContain(bob.email);
    expect(await server.anonymous().collection('users').getFullList()).toHaveLength(0);
    expect(await statusOf(() => alice.client.collection('profiles').create({ id: 'abcdefghijklmno', user: alice.id }))).toBe(403);
  });
});

describe('privileged data', () => {
  it('denies a user creating an entitlement, a city purchase, a role or a badge', async () => {
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['entitlements', { user: alice.id, tastemaker: tastemaker.id, subscribed: true, unlocked: true, status: 'active' }],
      ['city_purchases', { user: alice.id, city: nyc.id, amount: 0 }],
      ['user_roles', { user: alice.id, role: 'admin' }],
      ['user_badges', { user: alice.id, badge: badge.id }],
    ];
    for (const [name, body] of attempts) {
      // Alice may already hold rows the server gave her (badges for her collections): compare counts.
      const before = (await server.admin.collection(name).getFullList({ filter: `user = "${alice.id}"` })).length;
      expect(await statusOf(() => alice.client.collection(name).create(body))).toBe(403);
      expect(await statusOf(() => server.anonymous().collection(name).create(body))).toBe(403);
      expect(await server.admin.collection(name).getFullList({ filter: `user = "${alice.id}"` })).toHaveLength(before);
    }
  });

  it('allows a user to read their own privileged rows but denies changing them or reading others', async () => {
    const entitlement = await server.admin.collection('entitlements').create({
      user: alice.id,
      tastemaker: tastemaker.id,
      subscribed: true,
      status: 'active',
      monthly_amount: 99,
    });
    const role = await server.admin.collection('user_roles').create({ user: bob.id, role: 'tastemaker' });
    expect((await alice.client.collection('entitlements').getFullList()).map((e) => e.id)).toContain(entitlement.id);
    expect(
      await statusOf(() =>
        alice.client
          .collection('entitlements')
          .update(entitlement.id, { monthly_amount: 0, status: 'active', subscription_end: '2099-01-01 00:00:00Z' }),
      ),
    ).toBe(403);
    expect(await statusOf(() => alice.client.collection('entitlements').delete(entitlement.id))).toBe(403);
    const bobs = await bob.client.collection('entitlements').getFullList();
    expect(bobs.length).toBeGreaterThan(0);
    expect(bobs.every((e) => e.user === bob.id)).toBe(true);
    expect(await alice.client.collection('user_roles').getFullList()).toHaveLength(0);
    expect(await statusOf(() => bob.client.collection('user_roles').delete(role.id))).toBe(403);
    expect((await server.admin.collection('entitlements').getOne(entitlement.id)).monthly_amount).toBe(99);
  });

  it('denies everyone reading the sync tombstones directly', async () => {
    expect(await statusOf(() => alice.client.collection('tombstones').getList(1, 1))).toBe(403);
  });
});
