// The account is the traveller's (issue 29 §4): they download what it holds
// (GET /api/app/account/export) and delete it (DELETE /api/app/account). After
// a deletion no row of any collection names the account, other travellers'
// rows are as they were, the payments ledger keeps its rows without the
// account, subscriptions ended through the state machine (followers given
// back) and every session of the account is refused. Visitors, other users
// and admins cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { ACCOUNT_DELETED, ADMIN_CANNOT_DELETE } from '#/domain/account-data';
import { membershipId } from '#/domain/ids';
import { newId } from '#/data/writes/new-id';
import { startTestServer, statusOf, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let seoul: RecordModel;
let nyc: RecordModel;
/** The traveller who deletes her account: a tastemaker too, and an admin once. */
let alice: TestUser;
/** Another traveller, who shares places, reviews and collections with Alice's, and follows her tastemaker. */
let bob: TestUser;
/** An admin, who approves Alice's tastemaker and vibe and removes Alice's admin role. */
let carol: TestUser;
let aliceTastemaker: string;
/** A Seoul tastemaker (not the guide) Alice pays for. */
let followed: string;
/** A place both save, review and keep in a collection. */
let sharedPlace: string;
/** A place Alice added to the catalog as a tastemaker; Bob saves it. */
let addedPlace: string;

const records = (name: string) => `/api/collections/${name}/records`;
const followersOf = async (id: string) => (await server.admin.collection('tastemakers').getOne(id)).followers as number;

/** Every row of every collection, system ones included, as the superuser reads them. */
async function everyRow(): Promise<Array<{ collection: string; row: RecordModel }>> {
  const rows: Array<{ collection: string; row: RecordModel }> = [];
  for (const collection of await server.admin.collections.getFullList()) {
    if (collection.type === 'view') continue;
    for (const row of await server.admin.collection(collection.name).getFullList({ batch: 1000 }))
      rows.push({ collection: collection.name, row });
  }
  return rows;
}

/** The rows that name `text` anywhere (an id in any field, an e-mail), by collection and id. */
async function rowsNaming(text: string): Promise<string[]> {
  return (await everyRow()).filter(({ row }) => JSON.stringify(row).includes(text)).map(({ collection, row }) => `${collection}/${row.id}`);
}

/** Bob's rows in every collection but the tombstones his devices read deletions from, by collection and id. */
async function rowsOfBob(): Promise<Map<string, RecordModel>> {
  const rows = (await everyRow()).filter(({ collection, row }) => collection !== 'tombstones' && JSON.stringify(row).includes(bob.id));
  return new Map(rows.map(({ collection, row }) => [`${collection}/${row.id}`, row]));
}

async function ok(user: TestUser, method: string, path: string, body?: unknown) {
  const answer = await server.call(user, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/** A write as a device's outbox sends it, with its key (so the server keeps an applied_writes row). */
async function deviceCreate(user: TestUser, collection: string, body: Record<string, unknown>) {
  const answer = await server.call(user, 'POST', records(collection), { user: user.id, ...body, _write: newId() });
  expect(answer.status, `${collection}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as RecordModel;
}

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await server.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  const vibe = await server.admin.collection('vibes').getFirstListItem('status = "approved"');
  carol = await server.createUser({ name: 'Carol Admin' }, { roles: ['admin'] });
  alice = await server.createUser({ name: 'Alice Leaving' });
  bob = await server.createUser({ name: 'Bob Staying' });

  for (const user of [alice, bob]) await ok(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
  await ok(alice, 'POST', '/api/app/cities/unlock', { cityId: nyc.id });
  const link = await server.admin
    .collection('city_tastemakers')
    .getFirstListItem(`city = "${seoul.id}" && tastemaker != "${seoul.featured_tastemaker}" && tastemaker.is_tour_guide = false`);
  followed = link.tastemaker;
  await ok(alice, 'POST', `/api/app/tastemakers/${followed}/subscribe`);
  sharedPlace = (await server.admin.collection('tastemaker_places').getFirstListItem(`tastemaker = "${seoul.featured_tastemaker}"`)).place;

  // Alice's own rows, written as her device would.
  for (const user of [alice, bob]) {
    await deviceCreate(user, 'saved_places', {
      id: membershipId('saved_places', { user: user.id, place: sharedPlace }),
      place: sharedPlace,
    });
    const collection = await deviceCreate(user, 'collections', { id: newId(), name: `${user.record.name}'s list`, is_public: true });
    await deviceCreate(user, 'collection_places', {
      id: membershipId('collection_places', { collection: collection.id, place: sharedPlace }),
      collection: collection.id,
      place: sharedPlace,
    });
    await deviceCreate(user, 'reviews', { id: newId(), place: sharedPlace, rating: 4, comment: `${user.record.name} liked it` });
  }
  const profile = await deviceCreate(alice, 'vibe_profiles', { id: newId(), name: 'Late nights' });
  await deviceCreate(alice, 'vibe_profile_vibes', {
    id: membershipId('vibe_profile_vibes', { vibe_profile: profile.id, vibe: vibe.id }),
    vibe_profile: profile.id,
    vibe: vibe.id,
  });
  // Seoul active again (the unlock made New York active): her tastemaker is made in, and curates, Seoul.
  await alice.client
    .collection('profiles')
    .update(alice.id, { active_vibe_profile: profile.id, active_city: seoul.id, username: `alice_${alice.id.slice(0, 6)}` });
  await alice.client.collection('user_vibes').create({ user: alice.id, vibe: vibe.id });

  // Alice the tastemaker: approved by Carol, with a pick, a place she added, vibes she proposed (one approved).
  aliceTastemaker = (await ok(alice, 'POST', '/api/app/roles/become-tastemaker')).tastemakerId;
  await ok(carol, 'POST', `/api/app/admin/tastemakers/${aliceTastemaker}/approve`);
  await ok(alice, 'POST', '/api/app/tastemaker/places', { placeId: sharedPlace, note: 'Go before noon.' });
  addedPlace = (
    await ok(alice, 'POST', '/api/app/tastemaker/places/new', {
      cityId: seoul.id,
      name: 'Alley Dumplings',
      neighborhood: 'Euljiro',
      address: 'Euljiro 3-ga, Jung-gu, Seoul',
      category: 'restaurant',
      budget: 'low',
      latitude: 37.566,
      longitude: 126.991,
      note: 'Cash only.',
    })
  ).place;
  const pendingVibe = (await ok(alice, 'POST', '/api/app/vibes', { name: 'Steamy windows', description: 'Dumpling fog' })).vibe;
  const approvedVibe = (await ok(alice, 'POST', '/api/app/vibes', { name: 'Neon alleys', description: 'Signs after dark' })).vibe;
  await ok(carol, 'POST', `/api/app/vibes/${approvedVibe.id}/approve`);
  expect(pendingVibe.status).toBe('pending');

  // Alice was an admin once, and approved a vibe then; Carol removed the role.
  await ok(carol, 'POST', '/api/app/admin/roles', { userId: alice.id, role: 'admin' });
  const carolVibe = (await ok(carol, 'POST', '/api/app/vibes', { name: 'Quiet courtyards', description: '' })).vibe;
  await ok(alice, 'POST', `/api/app/vibes/${carolVibe.id}/approve`);
  await ok(carol, 'POST', '/api/app/admin/roles/remove', { userId: alice.id, role: 'admin' });

  // Bob follows Alice's tastemaker (paid) and saves the place she added.
  await ok(bob, 'POST', `/api/app/tastemakers/${aliceTastemaker}/subscribe`);
  await deviceCreate(bob, 'saved_places', { id: membershipId('saved_places', { user: bob.id, place: addedPlace }), place: addedPlace });
});

afterAll(async () => {
  await server?.dispose();
});

describe('downloading my data', () => {
  it("gives one JSON file of the caller's account: profile, saved places, collections, reviews, payments and more", async () => {
    const response = await fetch(`${server.url}/api/app/account/export`, { headers: { Authorization: alice.client.authStore.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="tastemap-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const file = await response.json();
    expect(file).toMatchObject({ format: 'tastemap-account-data', version: 1 });
    expect(file.account).toMatchObject({ id: alice.id, email: alice.email, name: 'Alice Leaving' });
    expect(file.account).not.toHaveProperty('password');
    expect(file.account).not.toHaveProperty('tokenKey');
    expect(file.profile).toMatchObject({
      id: alice.id,
      unlocked_cities_name: ['Seoul', 'New York City'],
      active_vibe_profile_name: 'Late nights',
    });
    expect(file.saved_places).toEqual([expect.objectContaining({ place: sharedPlace, place_name: expect.any(String) })]);
    expect(file.saved_places[0].place_name).not.toBe('');
    expect(file.collections).toEqual([expect.objectContaining({ name: "Alice Leaving's list" })]);
    expect(file.collection_places).toHaveLength(1);
    expect(file.reviews).toEqual([expect.objectContaining({ rating: 4, comment: 'Alice Leaving liked it', place: sharedPlace })]);
    expect(file.vibe_profiles).toHaveLength(1);
    expect(file.vibe_profile_vibes).toHaveLength(1);
    expect(file.vibes).toHaveLength(1);
    // Both cities' local guides (free) and the tastemaker she pays for.
    expect(file.subscriptions.map((s: RecordModel) => s.tastemaker).sort()).toEqual(
      [seoul.featured_tastemaker, nyc.featured_tastemaker, followed].sort(),
    );
    expect(file.subscriptions.find((s: RecordModel) => s.tastemaker === followed)).toMatchObject({ monthly_amount: 99, status: 'active' });
    expect(file.city_purchases).toHaveLength(2);
    // The welcome gift, New York's unlock and the subscription's first month.
    expect(file.payments.map((p: RecordModel) => p.op).sort()).toEqual(['charge', 'subscription_start', 'welcome_gift']);
    expect(file.payments.find((p: RecordModel) => p.op === 'charge').amount_cents).toBe(699);
    expect(file.badges.length).toBeGreaterThan(0);
    expect(file.roles).toEqual([expect.objectContaining({ role: 'tastemaker' })]);
    expect(file.tastemaker).toMatchObject({ id: aliceTastemaker, status: 'approved' });
    expect(file.tastemaker_picks.map((p: RecordModel) => p.place).sort()).toEqual([sharedPlace, addedPlace].sort());
    expect(file.places_added).toEqual([expect.objectContaining({ id: addedPlace, name: 'Alley Dumplings', city_name: 'Seoul' })]);
    expect(file.vibes_proposed.map((v: RecordModel) => v.name).sort()).toEqual(['Neon alleys', 'Steamy windows']);
    // Nothing of anyone else: not Bob's follow of her tastemaker, nor his rows.
    expect(JSON.stringify(file)).not.toContain(bob.id);
  });

  it('gives only the caller’s own data, whatever user the request names, and nothing to visitors', async () => {
    const asked = await server.call(bob, 'GET', `/api/app/account/export?user=${alice.id}&id=${alice.id}`);
    expect(asked.status).toBe(200);
    expect(asked.body.account.id).toBe(bob.id);
    expect(JSON.stringify(asked.body)).not.toContain(alice.id);
    const visitor = await server.call(null, 'GET', '/api/app/account/export');
    expect(visitor.status).toBe(401);
    expect(JSON.stringify(visitor.body)).not.toContain(alice.id);
  });
});

describe('deleting an account', () => {
  it('denies visitors, other users (the route takes no user, the record API is closed) and the account itself through the record API', async () => {
    const before = await rowsNaming(alice.id);
    expect((await server.call(null, 'DELETE', '/api/app/account')).status).toBe(401);
    // The route deletes the caller, whoever the request names.
    expect((await server.call(null, 'DELETE', `/api/app/account?user=${alice.id}`)).status).toBe(401);
    expect(await statusOf(() => bob.client.collection('users').delete(alice.id))).toBe(403);
    expect(await statusOf(() => alice.client.collection('users').delete(alice.id))).toBe(403);
    expect(await statusOf(() => server.anonymous().collection('users').delete(alice.id))).toBeGreaterThanOrEqual(400);
    expect(await rowsNaming(alice.id)).toEqual(before);
    expect((await server.admin.collection('users').getOne(alice.id)).id).toBe(alice.id);
  });

  it('refuses an admin with a clear reason, changing nothing', async () => {
    const before = await rowsNaming(carol.id);
    const refused = await server.call(carol, 'DELETE', '/api/app/account');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_CANNOT_DELETE);
    expect(await rowsNaming(carol.id)).toEqual(before);
  });

  it("deletes the user and all they own, ends their subscriptions, keeps the ledger anonymised, leaves others' rows alone", async () => {
    const bobBefore = await rowsOfBob();
    const bobFollow = [...bobBefore.entries()].find(([key, row]) => key.startsWith('entitlements/') && row.tastemaker === aliceTastemaker);
    expect(bobFollow).toBeDefined();
    const ledgerBefore = await server.admin.collection('payments').getFullList({ filter: `user = "${alice.id}"`, sort: 'created' });
    expect(ledgerBefore).toHaveLength(3);
    const followersBefore = { guide: await followersOf(seoul.featured_tastemaker), followed: await followersOf(followed) };
    const tombstonesBefore = await server.admin.collection('tombstones').getFullList({ filter: `user = "${alice.id}"` });

    const deleted = await ok(alice, 'DELETE', '/api/app/account');
    expect(deleted.changed).toMatchObject({ users: 1, profiles: 1, saved_places: 1, reviews: 1, payments: 3, tastemakers: 1 });

    // Nothing names her: no row of any collection holds her id or her e-mail, the users record included.
    expect(await rowsNaming(alice.id)).toEqual([]);
    expect(await rowsNaming(alice.email)).toEqual([]);
    expect(await statusOf(() => server.admin.collection('users').getOne(alice.id))).toBe(404);
    expect(await statusOf(() => server.admin.collection('tastemakers').getOne(aliceTastemaker))).toBe(404);

    // Bob's rows are as they were, his saved copy of the same place and of her added place included; only his
    // follow of her tastemaker, who is gone, ended (the state machine deletes it).
    const bobAfter = await rowsOfBob();
    const expected = new Map(bobBefore);
    expected.delete(bobFollow![0]);
    expect([...bobAfter.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, row] of expected) expect(bobAfter.get(key), key).toEqual(row);
    expect(bobAfter.has(`saved_places/${membershipId('saved_places', { user: bob.id, place: addedPlace })}`)).toBe(true);
    // His devices learn that follow ended from a tombstone of his own.
    const bobTombstones = await server.admin.collection('tombstones').getFullList({ filter: `user = "${bob.id}"` });
    expect(bobTombstones.map((t) => `${t.collection_name}/${t.record_id}`)).toContain(bobFollow![0]);
    // The place she added stays in the catalog, no longer hers.
    expect(await server.admin.collection('places').getOne(addedPlace)).toMatchObject({ name: 'Alley Dumplings', added_by: '' });
    // Her approved vibe and the one she approved stay in the catalog, without her.
    expect(await server.admin.collection('vibes').getFirstListItem('name = "Neon alleys"')).toMatchObject({
      status: 'approved',
      created_by: '',
    });
    expect(await server.admin.collection('vibes').getFirstListItem('name = "Quiet courtyards"')).toMatchObject({ approved_by: '' });
    expect(await server.admin.collection('vibes').getFullList({ filter: 'name = "Steamy windows"' })).toHaveLength(0);

    // The ledger keeps every row and amount under one stand-in that is no account's id.
    const ledgerAfter = await server.admin
      .collection('payments')
      .getFullList({ filter: ledgerBefore.map((p) => `id = "${p.id}"`).join(' || ') });
    expect(ledgerAfter).toHaveLength(3);
    const standIn = ledgerAfter[0]!.user as string;
    expect(standIn).toMatch(/^deleted-[a-z0-9]{10}$/);
    for (const before of ledgerBefore) {
      const after = ledgerAfter.find((p) => p.id === before.id)!;
      expect(after).toMatchObject({ user: standIn, op: before.op, amount_cents: before.amount_cents, reference: before.reference });
      expect(after.key).toBe(before.key.split(alice.id).join(standIn));
    }

    // Her subscriptions ended through the state machine: the tastemakers she followed have a follower fewer.
    expect(await followersOf(seoul.featured_tastemaker)).toBe(followersBefore.guide - 1);
    expect(await followersOf(followed)).toBe(followersBefore.followed - 1);

    // Her rows' tombstones stay, without her: the ids they hold are not handed to anyone else.
    const kept = await server.admin.collection('tombstones').getFullList({ filter: `user = "${standIn}"` });
    expect(kept.length).toBeGreaterThan(tombstonesBefore.length);
    const takenId = kept.find((t) => t.collection_name === 'collections')!.record_id as string;
    const squat = await server.call(bob, 'POST', records('collections'), { id: takenId, user: bob.id, name: 'Squatted', _write: newId() });
    expect(squat.status).toBe(400);
  });

  it('refuses every session of the deleted account, telling its devices the account is gone', async () => {
    for (const [method, path] of [
      ['GET', '/api/app/sync'],
      ['GET', '/api/app/account/export'],
      ['DELETE', '/api/app/account'],
      ['POST', '/api/collections/users/auth-refresh'],
      ['GET', records('saved_places')],
    ] as const) {
      const answer = await server.call(alice, method, path);
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body, `${method} ${path}`).toMatchObject({ code: ACCOUNT_DELETED.code, message: ACCOUNT_DELETED.message });
    }
    // Signing in again fails as for a wrong password; signing up again makes a new, empty account.
    expect(await statusOf(() => server.anonymous().collection('users').authWithPassword(alice.email, alice.password))).toBe(400);
    // Others carry on.
    expect((await server.call(bob, 'GET', '/api/app/sync')).status).toBe(200);
    expect(await rowsNaming(alice.id)).toEqual([]);
  });

  it('tells an expired or forged session apart from a deleted account only by what the server holds', async () => {
    // A token of a living account with a wrong signature is an expired session, not a deleted account.
    const token = bob.client.authStore.token;
    const forged = `${token.slice(0, token.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
    const response = await fetch(`${server.url}/api/app/sync`, { headers: { Authorization: forged } });
    expect(response.status).toBe(401);
    expect(await response.json()).not.toHaveProperty('code', ACCOUNT_DELETED.code);
  });
});
