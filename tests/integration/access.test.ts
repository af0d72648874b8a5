// The access policy on every path, against a real PocketBase: the record API
// (list, view, expand, fields, batch, realtime), the sync route and the
// device's own pruning, the public read models and the guide. Each attack of
// issue 11 is refused and changes nothing; each allowed read succeeds.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { toggleSavedPlace } from '#/data/writes/saved-places';
import { addPlaceToCollection, createCollection } from '#/data/writes/collections';
import { startTestServer, statusOf, type TestServer, type TestUser } from '../support/pocketbase';
import { createDevice } from '../support/device';
import { catalogOf, rowsOf } from '../support/catalog';
import { listen } from '../support/realtime';

let server: TestServer;
let seoul: RecordModel;
let nyc: RecordModel;
let guide: RecordModel;
let chef: RecordModel;
/** Seoul places picked by the local guide (and maybe others), by the chef and not the guide, and a NYC place. */
let shared: RecordModel;
let chefOnly: RecordModel;
let nycPlace: RecordModel;
let guidePlaceIds: Set<string>;

const CITY_CONTENT = ['places', 'tastemaker_places', 'place_vibes', 'recommendations', 'events', 'activity_feed', 'reviews'] as const;

beforeAll(async () => {
  server = await startTestServer({ env: { TASTEMAP_SYNC_OVERLAP_MS: '300' } });
  const { admin } = server;
  seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  guide = await admin.collection('tastemakers').getOne(seoul.featured_tastemaker);
  chef = await admin.collection('tastemakers').getFirstListItem('slug = "chef-dohyun-kang"');
  const guidePicks = await admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${guide.id}"` });
  const chefPicks = await admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${chef.id}"` });
  guidePlaceIds = new Set(guidePicks.map((p) => p.place));
  const sharedPick = chefPicks.find((p) => guidePlaceIds.has(p.place))!;
  const chefOnlyPick = chefPicks.find((p) => !guidePlaceIds.has(p.place))!;
  shared = await admin.collection('places').getOne(sharedPick.place);
  chefOnly = await admin.collection('places').getOne(chefOnlyPick.place);
  nycPlace = await admin.collection('places').getFirstListItem(`city = "${nyc.id}"`);
  // Notes a tastemaker wrote: only their followers may read them.
  await admin.collection('tastemaker_places').update(sharedPick.id, { note: 'Chef secret: order the off-menu jeon.' });
  await admin.collection('tastemaker_places').update(chefOnlyPick.id, { note: 'Chef secret: go at 5pm.' });
  const guideShared = guidePicks.find((p) => p.place === shared.id)!;
  await admin.collection('tastemaker_places').update(guideShared.id, { note: 'Guide tip: cash only.' });
  // A review on a NYC place and on a chef-only place, by someone entitled to them.
  const critic = await server.createUser({}, { follow: ['seoul', 'new-york-city'] });
  await critic.client.collection('reviews').create({ place: nycPlace.id, user: critic.id, rating: 5, comment: 'NYC review' });
  await critic.client.collection('reviews').create({ place: chefOnly.id, user: critic.id, rating: 4, comment: 'Chef-only review' });
});

afterAll(async () => {
  await server?.dispose();
});

/** A Seoul user who completed onboarding: the local guide only. */
async function onboarded(): Promise<TestUser> {
  const user = await server.createUser();
  expect((await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id })).status).toBe(200);
  return user;
}

/** Everything a client can get out of the record API about one collection: list, filtered list, view. */
async function recordApiLeaks(client: PocketBase, name: string, id: string, filter: string): Promise<unknown[]> {
  const found: unknown[] = [];
  for (const call of [
    () => client.collection(name).getList(1, 50),
    () => client.collection(name).getList(1, 50, { filter, fields: 'id,name,note,content,comment' }),
    () => client.collection(name).getOne(id),
  ]) {
    try {
      const result = (await call()) as { items?: unknown[] } & Record<string, unknown>;
      if (Array.isArray(result.items)) found.push(...result.items);
      else found.push(result);
    } catch (error) {
      // Closed (403), hidden (404), or a filter through a collection the caller may not read (400).
      expect([400, 403, 404]).toContain((error as { status: number }).status);
    }
  }
  return found;
}

describe('the record API', () => {
  it.each(CITY_CONTENT)("denies visitors and Seoul-only users New York's %s through list, filter, fields and view", async (name) => {
    const row = await server.admin.collection(name).getFirstListItem(`city = "${nyc.id}"`);
    const seoulOnly = await onboarded();
    for (const client of [server.anonymous(), seoulOnly.client]) {
      expect(await recordApiLeaks(client, name, row.id, `city = "${nyc.id}"`)).toEqual([]);
    }
  });

  it('denies a user the picks and notes of a tastemaker they do not follow, even through expand', async () => {
    const user = await onboarded();
    const pick = await server.admin
      .collection('tastemaker_places')
      .getFirstListItem(`tastemaker = "${chef.id}" && place = "${chefOnly.id}"`);
    expect(await recordApiLeaks(user.client, 'tastemaker_places', pick.id, `tastemaker = "${chef.id}"`)).toEqual([]);
    const saved = await user.client.collection('saved_places').create({ user: user.id, place: shared.id });
    const withPlace = await user.client.collection('saved_places').getOne(saved.id, { expand: 'place' });
    expect(withPlace.expand?.place).toBeUndefined();
    const entitlements = await user.client.collection('entitlements').getFullList({ expand: 'tastemaker' });
    expect(JSON.stringify(entitlements)).not.toContain('secret');
  });

  it("denies reading another user's reviews, collections and their places through the API", async () => {
    const owner = await server.createUser({}, { follow: ['seoul'] });
    const review = await owner.client.collection('reviews').create({ place: shared.id, user: owner.id, rating: 4 });
    const collection = await owner.client.collection('collections').create({ user: owner.id, name: 'Public one', is_public: true });
    const link = await owner.client.collection('collection_places').create({ collection: collection.id, place: shared.id, user: owner.id });
    const other = await onboarded();
    for (const client of [server.anonymous(), other.client]) {
      expect(await recordApiLeaks(client, 'reviews', review.id, `place = "${shared.id}"`)).toEqual([]);
      expect(await recordApiLeaks(client, 'collection_places', link.id, `place.name != ""`)).toEqual([]);
    }
    expect((await owner.client.collection('reviews').getOne(review.id)).rating).toBe(4);
  });

  it('denies realtime subscriptions to city content', async () => {
    const user = await onboarded();
    // The change nudge on the same connection tells when the server has sent
    // whatever this change would send: each client's messages arrive in the
    // order they were queued, and a record event is queued before the update
    // returns. The second update's nudge therefore follows anything the first
    // update queued for this client.
    const listener = await listen(server.url, ['places', 'tastemaker_places', 'events/*', 'tastemap/sync'], user.client.authStore.token);
    const nudges = () => listener.messages.filter((m) => m.event === 'tastemap/sync');
    try {
      await server.admin.collection('places').update(nycPlace.id, { description: `${nycPlace.description} ` });
      await server.admin.collection('places').update(nycPlace.id, { description: nycPlace.description });
      await expect.poll(() => nudges().length).toBe(2);
      expect(listener.messages).toEqual(nudges());
    } finally {
      listener.close();
    }
  });

  it('denies batch upserts that would probe city content', async () => {
    const user = await onboarded();
    const batch = user.client.createBatch();
    batch.collection('places').upsert({ id: nycPlace.id, name: 'Mine now' });
    expect(await statusOf(() => batch.send())).toBeGreaterThanOrEqual(400);
    expect((await server.admin.collection('places').getOne(nycPlace.id)).name).toBe(nycPlace.name);
  });
});

describe('sync', () => {
  it("sends a Seoul-only user nothing of New York, and only the guide's places with the guide's notes", async () => {
    const user = await onboarded();
    const device = await createDevice(server, user);
    await device.pull();
    const places = await catalogOf(device.db, 'places').toArray();
    expect(places.length).toBe(guidePlaceIds.size);
    expect(places.every((p) => guidePlaceIds.has(p.id))).toBe(true);
    for (const name of CITY_CONTENT)
      expect(
        (await rowsOf(device.db, name)).filter((row) => row.city === nyc.id),
        name,
      ).toEqual([]);
    expect(await catalogOf(device.db, 'places').get(chefOnly.id)).toBeUndefined();
    const picksOfShared = await catalogOf(device.db, 'tastemaker_places').where('place').equals(shared.id).toArray();
    // Who else picked it is visible (a dimmed avatar), their note is not.
    expect(picksOfShared.find((p) => p.tastemaker === chef.id)?.note).toBe('');
    expect(picksOfShared.find((p) => p.tastemaker === guide.id)?.note).toBe('Guide tip: cash only.');
    expect(JSON.stringify(await catalogOf(device.db, 'tastemaker_places').toArray())).not.toContain('Chef secret');
    expect(JSON.stringify(await catalogOf(device.db, 'activity_feed').toArray())).not.toContain(chef.id);
    expect((await device.db.reviews.toArray()).map((r) => r.comment)).not.toContain('Chef-only review');
  });

  it('sends the rows a subscription opens up, and takes them away on the next sync after an unsubscribe, keeping saved places', async () => {
    const user = await onboarded();
    const device = await createDevice(server, user);
    await device.pull();
    expect(await catalogOf(device.db, 'places').get(chefOnly.id)).toBeUndefined();

    expect((await server.call(user, 'POST', `/api/app/tastemakers/${chef.id}/subscribe`)).status).toBe(200);
    await device.pull();
    expect(await catalogOf(device.db, 'places').get(chefOnly.id)).toBeDefined();
    const chefPicks = await server.admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${chef.id}"` });
    for (const pick of chefPicks) expect(await catalogOf(device.db, 'places').get(pick.place), pick.place).toBeDefined();
    const serverPick = await server.admin
      .collection('tastemaker_places')
      .getFirstListItem(`place = "${chefOnly.id}" && tastemaker = "${chef.id}"`);
    expect((await catalogOf(device.db, 'tastemaker_places').get(serverPick.id))?.note, JSON.stringify(serverPick)).toBe(
      'Chef secret: go at 5pm.',
    );
    expect((await device.db.reviews.toArray()).map((r) => r.comment)).toContain('Chef-only review');

    // Keep one chef-only place, then stop following the chef.
    const kept = chefPicks.map((p) => p.place).find((id) => !guidePlaceIds.has(id) && id !== chefOnly.id)!;
    await toggleSavedPlace(device.ctx, kept);
    await device.flush();
    expect((await server.call(user, 'POST', `/api/app/tastemakers/${chef.id}/unsubscribe`)).status).toBe(200);
    await device.pull();
    expect(await catalogOf(device.db, 'places').get(chefOnly.id)).toBeUndefined();
    expect(await catalogOf(device.db, 'tastemaker_places').where('place').equals(chefOnly.id).count()).toBe(0);
    expect(await catalogOf(device.db, 'places').get(kept)).toBeDefined();
    expect(await device.db.saved_places.where('place').equals(kept).count()).toBe(1);
    expect(JSON.stringify(await catalogOf(device.db, 'tastemaker_places').toArray())).not.toContain('Chef secret');
    expect((await device.db.reviews.toArray()).map((r) => r.comment)).not.toContain('Chef-only review');
    expect(await catalogOf(device.db, 'places').count()).toBe(guidePlaceIds.size + 1);
  });

  it('takes a place away when its only follower-visible pick is removed or when the user unsaves it', async () => {
    const user = await onboarded();
    await server.follow(user, 'seoul', ['chef-dohyun-kang']);
    const device = await createDevice(server, user);
    const kept = [...(await server.admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${chef.id}"` }))]
      .map((p) => p.place as string)
      .filter((id) => !guidePlaceIds.has(id) && id !== chefOnly.id);
    await device.pull();
    await toggleSavedPlace(device.ctx, kept[0]!);
    await device.flush();
    // Access ends by time: the entitlement's end passes.
    const entitlement = await server.admin.collection('entitlements').getFirstListItem(`user = "${user.id}" && tastemaker = "${chef.id}"`);
    await server.admin.collection('entitlements').update(entitlement.id, { subscription_end: '2020-01-01 00:00:00.000Z' });
    await device.pull();
    expect(await catalogOf(device.db, 'places').get(kept[1]!)).toBeUndefined();
    expect(await catalogOf(device.db, 'places').get(kept[0]!)).toBeDefined();
    await toggleSavedPlace(device.ctx, kept[0]!);
    await device.sync();
    expect(await catalogOf(device.db, 'places').get(kept[0]!)).toBeUndefined();
  });

  it('keeps a demoted tastemaker to their own picks and the places they added, and a reset one to those added', async () => {
    const tastemaker = await onboarded();
    await server.call(tastemaker, 'POST', '/api/app/roles/become-tastemaker');
    const added = await server.call(tastemaker, 'POST', '/api/app/tastemaker/places/new', {
      cityId: seoul.id,
      name: 'A demoted curator place',
      neighborhood: 'Mangwon',
      category: 'cafe',
    });
    expect(added.status).toBe(200);
    // Unpicked: the place stays theirs to read because they added it.
    expect((await server.call(tastemaker, 'POST', `/api/app/tastemaker/places/${added.body.place}/remove`)).status).toBe(200);
    const device = await createDevice(server, tastemaker);
    await device.pull();
    expect(new Set(await catalogOf(device.db, 'places').primaryKeys())).toEqual(new Set([...guidePlaceIds, added.body.place]));
    const admin = await server.createUser({}, { roles: ['admin'] });
    expect((await server.call(admin, 'POST', '/api/app/admin/roles/remove', { userId: tastemaker.id, role: 'tastemaker' })).status).toBe(
      200,
    );
    await device.pull();
    expect(new Set(await catalogOf(device.db, 'places').primaryKeys())).toEqual(new Set([...guidePlaceIds, added.body.place]));
    // They cannot curate any more either.
    expect((await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: [...guidePlaceIds][0], note: '' })).status).toBe(
      403,
    );

    // A reset clears the traveller's data; the tastemaker record, and so the place it added, stays theirs.
    expect((await server.call(tastemaker, 'POST', '/api/app/profile/reset')).status).toBe(200);
    await device.pull();
    expect(await catalogOf(device.db, 'places').primaryKeys()).toEqual([added.body.place]);
    expect(await device.db.entitlements.count()).toBe(0);
  });

  it("gives a tastemaker their curation scope, never other tastemakers' paid picks or notes; an admin everything", async () => {
    const tastemaker = await onboarded();
    const became = await server.call(tastemaker, 'POST', '/api/app/roles/become-tastemaker');
    expect(became.status).toBe(200);
    const device = await createDevice(server, tastemaker);
    await device.pull();
    // What they read as a traveller (the local guide's picks), not the city.
    expect(new Set(await catalogOf(device.db, 'places').primaryKeys())).toEqual(guidePlaceIds);
    expect(await catalogOf(device.db, 'places').get(chefOnly.id)).toBeUndefined();
    expect(JSON.stringify(await catalogOf(device.db, 'tastemaker_places').toArray())).not.toContain('Chef secret');
    // Curating a place only a paid tastemaker picked answers as a place that does not exist, and changes nothing.
    const picked = await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: chefOnly.id, note: '' });
    const missing = await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: 'nosuchplace0000', note: '' });
    expect(picked).toEqual(missing);
    expect(picked.status).toBe(404);
    expect(await countOf('tastemaker_places', `tastemaker = "${became.body.tastemakerId}"`)).toBe(0);
    // A place they may read is theirs to pick; it then stays on their device with their note.
    const readable = [...guidePlaceIds][0]!;
    expect((await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: readable, note: 'Mine' })).status).toBe(200);
    await device.pull();
    expect((await catalogOf(device.db, 'tastemaker_places').toArray()).some((p) => p.place === readable && p.note === 'Mine')).toBe(true);

    const admin = await server.createUser({}, { roles: ['admin'] });
    const adminDevice = await createDevice(server, admin);
    await adminDevice.pull();
    expect(await catalogOf(adminDevice.db, 'places').count()).toBe(await countOf('places'));
    expect(JSON.stringify(await catalogOf(adminDevice.db, 'tastemaker_places').toArray())).toContain('Chef secret');
  });

  it('serves a user whose profile is missing as one who unlocked nothing', async () => {
    const user = await server.createUser({}, { follow: ['seoul'] });
    await server.admin.collection('profiles').delete(user.id);
    const device = await createDevice(server, user);
    await device.pull();
    // Following every tastemaker of Seoul: every place of Seoul someone picks (other tests add places nobody picks).
    const picks = await server.admin.collection('tastemaker_places').getFullList({ filter: `city = "${seoul.id}"`, fields: 'place' });
    expect(await catalogOf(device.db, 'places').count()).toBe(new Set(picks.map((p) => p.place)).size);
  });

  it('sends each device exactly what the policy allows for any mix of entitlements', async () => {
    const tastemakers = await server.admin
      .collection('city_tastemakers')
      .getFullList({ filter: `city = "${seoul.id}"`, expand: 'tastemaker' });
    const picks = await server.admin.collection('tastemaker_places').getFullList({ filter: `city = "${seoul.id}"` });
    // Other tests here make tastemakers still waiting for review: listed to nobody else, their notes neither.
    const listed = new Set(
      tastemakers
        .map((l) => l.expand!.tastemaker as RecordModel)
        .filter((t) => t.status === 'approved')
        .map((t) => t.id),
    );
    let notesSeen = 0;
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 4; round++) {
      const user = await server.createUser();
      const followed = tastemakers.map((l) => l.expand!.tastemaker as RecordModel).filter(() => random() < 0.4);
      const ending = followed.filter(() => random() < 0.3);
      for (const t of followed) {
        const ended = ending.includes(t);
        await server.admin.collection('entitlements').create({
          user: user.id,
          tastemaker: t.id,
          subscribed: true,
          status: ended && random() < 0.5 ? 'cancelled' : 'active',
          monthly_amount: 99,
          subscription_end: ended ? '2021-01-01 00:00:00.000Z' : '2099-01-01 00:00:00.000Z',
        });
      }
      const access = new Set(followed.filter((t) => !ending.includes(t)).map((t) => t.id));
      const expected = new Set(picks.filter((p) => access.has(p.tastemaker)).map((p) => p.place));
      const device = await createDevice(server, user);
      await device.pull();
      expect(new Set(await catalogOf(device.db, 'places').primaryKeys()), `round ${round}`).toEqual(expected);
      // Every note of a listed tastemaker the user follows, and none of another's.
      const notes = (await catalogOf(device.db, 'tastemaker_places').toArray()).filter((p) => p.note).map((p) => p.id);
      expect(notes.sort(), `round ${round}`).toEqual(
        picks
          .filter((p) => p.note && access.has(p.tastemaker) && listed.has(p.tastemaker))
          .map((p) => p.id)
          .sort(),
      );
      notesSeen += notes.length;
    }
    // Some round followed a tastemaker with notes, so the check above had notes to check.
    expect(notesSeen).toBeGreaterThan(0);
  });
});

describe('membership ids', () => {
  const answer = async (call: () => Promise<unknown>) => {
    try {
      await call();
      return 'ok';
    } catch (error) {
      const e = error as { status: number; response: unknown };
      return `${e.status} ${JSON.stringify(e.response)}`;
    }
  };

  it('answers the same whether or not the victim saved the place (no oracle), by create and by batch upsert', async () => {
    const victim = await server.createUser({}, { follow: ['seoul'] });
    const attacker = await server.createUser({}, { follow: ['seoul'] });
    const [savedByVictim, notSaved] = [...guidePlaceIds].slice(0, 2) as [string, string];
    const device = await createDevice(server, victim);
    await toggleSavedPlace(device.ctx, savedByVictim);
    await device.flush();
    const { savedPlaceId } = await import('#/data/writes/saved-places');
    const probe = (placeId: string) =>
      answer(() =>
        attacker.client.collection('saved_places').create({ id: savedPlaceId(victim.id, placeId), user: attacker.id, place: placeId }),
      );
    const upsert = (placeId: string) =>
      answer(() => {
        const batch = attacker.client.createBatch();
        batch.collection('saved_places').upsert({ id: savedPlaceId(victim.id, placeId), user: attacker.id, place: placeId });
        return batch.send();
      });
    expect(await probe(savedByVictim)).toBe(await probe(notSaved));
    expect(await probe(savedByVictim)).toMatch(/^400/);
    expect(await upsert(savedByVictim)).toBe(await upsert(notSaved));
    expect(await upsert(savedByVictim)).toMatch(/^400/);
  });

  it("denies taking the victim's id first, so the victim's own save then succeeds", async () => {
    const victim = await server.createUser({}, { follow: ['seoul'] });
    const attacker = await server.createUser({}, { follow: ['seoul'] });
    const placeId = [...guidePlaceIds][3]!;
    const { savedPlaceId } = await import('#/data/writes/saved-places');
    const id = savedPlaceId(victim.id, placeId);
    expect(await statusOf(() => attacker.client.collection('saved_places').create({ id, user: attacker.id, place: placeId }))).toBe(400);
    const collection = await attacker.client.collection('collections').create({ user: attacker.id, name: 'Squat' });
    const { collectionPlaceIdFor } = await collectionIds();
    expect(
      await statusOf(() =>
        attacker.client
          .collection('collection_places')
          .create({ id: collectionPlaceIdFor('victimcollection', placeId), collection: collection.id, place: placeId, user: attacker.id }),
      ),
    ).toBe(400);

    const device = await createDevice(server, victim);
    await toggleSavedPlace(device.ctx, placeId);
    expect(await device.flush()).toMatchObject({ kind: 'done', sent: 1, failed: 0 });
    expect((await server.admin.collection('saved_places').getOne(id)).user).toBe(victim.id);
    // Without an id the server derives it.
    const derived = await attacker.client.collection('saved_places').create({ user: attacker.id, place: placeId });
    expect(derived.id).toBe(savedPlaceId(attacker.id, placeId));
  });

  it("denies reviving another user's deleted row, so their other devices still learn of the deletion", async () => {
    const victim = await server.createUser({}, { follow: ['seoul'] });
    const attacker = await server.createUser({}, { follow: ['seoul'] });
    const placeId = [...guidePlaceIds][4]!;
    const phone = await createDevice(server, victim);
    const laptop = await createDevice(server, victim);
    await toggleSavedPlace(phone.ctx, placeId);
    await phone.sync();
    await laptop.pull();
    expect(await laptop.db.saved_places.count()).toBe(1);
    await toggleSavedPlace(phone.ctx, placeId);
    await phone.sync();
    const { savedPlaceId } = await import('#/data/writes/saved-places');
    expect(
      await statusOf(() =>
        attacker.client.collection('saved_places').create({ id: savedPlaceId(victim.id, placeId), user: attacker.id, place: placeId }),
      ),
    ).toBe(400);
    await laptop.pull();
    expect(await laptop.db.saved_places.count()).toBe(0);

    // A deleted public collection's id (known from its link) cannot be taken over either.
    const collection = await createCollection(phone.ctx, { name: 'Old link', isPublic: true });
    await phone.sync();
    await server.admin.collection('collections').delete(collection.id);
    expect(
      await statusOf(() =>
        attacker.client.collection('collections').create({ id: collection.id, user: attacker.id, name: 'Hijacked', is_public: true }),
      ),
    ).toBe(400);
    expect(await statusOf(() => server.anonymous().send(`/api/app/collections/${collection.id}`, {}))).toBe(404);
  });

  it('denies saving or collecting a place the user may not read', async () => {
    const user = await onboarded();
    expect(await statusOf(() => user.client.collection('saved_places').create({ user: user.id, place: chefOnly.id }))).toBe(400);
    expect(await statusOf(() => user.client.collection('saved_places').create({ user: user.id, place: nycPlace.id }))).toBe(400);
    const collection = await user.client.collection('collections').create({ user: user.id, name: 'Mine' });
    expect(
      await statusOf(() =>
        user.client.collection('collection_places').create({ collection: collection.id, place: nycPlace.id, user: user.id }),
      ),
    ).toBe(400);
    expect(await statusOf(() => user.client.collection('reviews').create({ place: nycPlace.id, user: user.id, rating: 5 }))).toBe(400);
    // In a batch (an outbox flush) too: the batch is refused whole and nothing is saved.
    const batch = user.client.createBatch();
    batch.collection('saved_places').create({ user: user.id, place: shared.id });
    batch.collection('saved_places').create({ user: user.id, place: chefOnly.id });
    expect(await statusOf(() => batch.send())).toBe(400);
    expect(await countOf('saved_places', `user = "${user.id}"`)).toBe(0);
    const allowed = user.client.createBatch();
    allowed.collection('saved_places').create({ user: user.id, place: shared.id });
    await allowed.send();
    expect(await countOf('saved_places', `user = "${user.id}"`)).toBe(1);
  });
});

describe('profile fields', () => {
  it('denies an active city the user may not open, and allows one they may', async () => {
    const user = await onboarded();
    expect(await statusOf(() => user.client.collection('profiles').update(user.id, { active_city: nyc.id }))).toBe(400);
    expect((await server.admin.collection('profiles').getOne(user.id)).active_city).toBe(seoul.id);
    // Becoming a tastemaker then links no locked city.
    await server.call(user, 'POST', '/api/app/roles/become-tastemaker');
    const own = await server.admin.collection('tastemakers').getFirstListItem(`user = "${user.id}"`);
    expect(await countOf('city_tastemakers', `tastemaker = "${own.id}" && city = "${nyc.id}"`)).toBe(0);
    await server.follow(user, 'new-york-city', []);
    expect((await user.client.collection('profiles').update(user.id, { active_city: nyc.id })).active_city).toBe(nyc.id);
  });

  it("denies someone else's vibe profile as the active one, and interests that are not a short list of strings", async () => {
    const user = await onboarded();
    const other = await server.createUser();
    const theirs = await other.client.collection('vibe_profiles').create({ user: other.id, name: 'Theirs' });
    const mine = await user.client.collection('vibe_profiles').create({ user: user.id, name: 'Mine' });
    expect(await statusOf(() => user.client.collection('profiles').update(user.id, { active_vibe_profile: theirs.id }))).toBe(400);
    expect((await user.client.collection('profiles').update(user.id, { active_vibe_profile: mine.id })).active_vibe_profile).toBe(mine.id);
    for (const interests of ['not a list', [1, 2], Array.from({ length: 50 }, (_, i) => `interest ${i}`), ['x'.repeat(500)]]) {
      expect(await statusOf(() => user.client.collection('profiles').update(user.id, { interests }))).toBe(400);
    }
    expect((await user.client.collection('profiles').update(user.id, { interests: [' food ', 'jazz', 'food'] })).interests).toEqual([
      'food',
      'jazz',
    ]);
  });
});

describe('vibes', () => {
  it('never sends a rejected vibe, and takes a pending one back from its creator once rejected', async () => {
    const creator = await server.createUser({}, { roles: ['tastemaker'] });
    const admin = await server.createUser({}, { roles: ['admin'] });
    const proposed = await server.call(creator, 'POST', '/api/app/vibes', { name: 'Smoky Basement', description: 'Low ceilings' });
    expect(proposed.status).toBe(200);
    const creatorDevice = await createDevice(server, creator);
    const otherDevice = await createDevice(server, await onboarded());
    await creatorDevice.pull();
    await otherDevice.pull();
    expect(await creatorDevice.db.vibes.get(proposed.body.vibe.id)).toBeDefined();
    expect(await otherDevice.db.vibes.get(proposed.body.vibe.id)).toBeUndefined();
    expect((await server.call(admin, 'POST', `/api/app/vibes/${proposed.body.vibe.id}/reject`)).status).toBe(200);
    await creatorDevice.pull();
    await otherDevice.pull();
    expect(await creatorDevice.db.vibes.get(proposed.body.vibe.id)).toBeUndefined();
    expect(await otherDevice.db.vibes.get(proposed.body.vibe.id)).toBeUndefined();
    expect(await (await createDevice(server)).pull().then(() => countOf('vibes', 'status = "rejected"'))).toBeGreaterThan(0);
  });

  it('denies tastemakers checking similar vibes or listing pending ones; allows admins', async () => {
    const tastemaker = await server.createUser({}, { roles: ['tastemaker'] });
    expect((await server.call(tastemaker, 'POST', '/api/app/vibes/similar', { name: 'Cozy', description: '' })).status).toBe(403);
    expect((await server.call(tastemaker, 'GET', '/api/app/vibes/pending')).status).toBe(403);
    const admin = await server.createUser({}, { roles: ['admin'] });
    expect((await server.call(admin, 'POST', '/api/app/vibes/similar', { name: 'Cozy', description: '' })).status).toBe(200);
  });
});

describe('read models and the guide', () => {
  it("shows a public collection's places only to viewers who may open their city, and counts the rest", async () => {
    const owner = await server.createUser({}, { follow: ['seoul', 'new-york-city'] });
    const device = await createDevice(server, owner);
    await device.pull();
    const collection = await createCollection(device.ctx, { name: 'Two cities', isPublic: true });
    await addPlaceToCollection(device.ctx, collection.id, shared.id);
    await addPlaceToCollection(device.ctx, collection.id, nycPlace.id);
    await device.flush();
    const seen = async (client: PocketBase) => client.send(`/api/app/collections/${collection.id}`, {});
    const byVisitor = await seen(server.anonymous());
    expect(byVisitor.places.map((p: RecordModel) => p.id)).toEqual([shared.id]);
    expect(byVisitor.hiddenPlaces).toBe(1);
    expect((await seen(owner.client)).places).toHaveLength(2);
    expect(JSON.stringify(byVisitor)).not.toContain('secret');
  });

  it("shows a traveller's bookmarks only as far as the viewer may read them", async () => {
    const traveller = await server.createUser({}, { follow: ['seoul'] });
    await server.admin.collection('profiles').update(traveller.id, { 'unlocked_cities+': seoul.id });
    await traveller.client.collection('saved_places').create({ user: traveller.id, place: shared.id });
    await traveller.client.collection('saved_places').create({ user: traveller.id, place: chefOnly.id });
    const viewer = await onboarded();
    const profile = await viewer.client.send(`/api/app/users/${traveller.id}/city/seoul`, {});
    expect(profile.bookmarkedPlaces.map((p: RecordModel) => p.id)).toEqual([shared.id]);
    expect(profile.counts.bookmarked).toBe(2);
    expect(profile.hiddenBookmarks).toBe(1);
  });

  it('answers with places the user may read only', async () => {
    const user = await onboarded();
    for (const query of ['korean bbq', 'cocktail bar', 'quiet cafe to work', 'hidden gems']) {
      const reply = await server.call(user, 'POST', '/api/app/chat', { query, cityId: seoul.id });
      expect(reply.status).toBe(200);
      expect(reply.body.places.length, query).toBeGreaterThan(0);
      for (const place of reply.body.places) expect(guidePlaceIds.has(place.id), `${query}: ${place.name}`).toBe(true);
    }
    expect((await server.call(user, 'POST', '/api/app/chat', { query: 'pizza', cityId: nyc.id })).status).toBe(403);
  });
});

describe('one rule, one place', () => {
  it('keeps entitlement and city rules out of the hooks and the app, outside the policy module', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = `${dir}/${name}`;
        return statSync(path).isDirectory() ? (name === 'generated' || name === 'policy' ? [] : files(path)) : [path];
      });
    // Conditions that restate "who has access to a tastemaker" or "which cities are open".
    const restated = [
      /subscribed(]])?\s*=\s*(true|1)/i,
      /unlocked(]])?\s*=\s*(true|1)/i,
      /status(]])?\s*=\s*["']active["']/,
      /subscription_end(]])?\s*[<>]/,
      /is_free(]])?\s*[=!]/,
    ];
    const offenders: string[] = [];
    for (const file of [...files('pb_hooks'), ...files('src')].filter((f) => /\.(js|ts|tsx)$/.test(f))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of restated)
        if (pattern.test(text) && !ALLOWED.some(([path, allowed]) => file === path && allowed.source === pattern.source))
          offenders.push(`${file}: ${pattern}`);
    }
    expect(offenders).toEqual([]);
  });
});

/** Where such a condition may appear outside src/domain/policy: the renewal cron's query of due subscriptions (the state machine's). */
const ALLOWED: Array<[string, RegExp]> = [
  ['src/domain/subscription-machine.ts', /subscribed(]])?\s*=\s*(true|1)/i],
  ['src/domain/subscription-machine.ts', /status(]])?\s*=\s*["']active["']/],
  ['src/domain/subscription-machine.ts', /subscription_end(]])?\s*[<>]/],
];

async function countOf(name: string, filter = '') {
  return (await server.admin.collection(name).getList(1, 1, { filter })).totalItems;
}

async function collectionIds() {
  const { membershipId } = await import('#/domain/ids');
  return { collectionPlaceIdFor: (collection: string, place: string) => membershipId('collection_places', { collection, place }) };
}
