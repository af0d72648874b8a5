// The sync engine against a real PocketBase: pull (first, incremental, paged,
// scoped, tombstones) and push (causal order, idempotent retries, permanent
// failures, conflicts between two devices, a server killed mid-flush).
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { toggleSavedPlace, savedPlaceId } from '#/data/writes/saved-places';
import { addPlaceToCollection, createCollection, deleteCollection, updateCollection } from '#/data/writes/collections';
import { createReview } from '#/data/writes/reviews';
import { updateProfile } from '#/data/writes/profile';
import { discardFailedWrite, retryFailedWrite } from '#/data/sync/failed-writes';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { createDevice } from '../support/device';
import { catalogOf } from '../support/catalog';

let server: TestServer;
let seoul: RecordModel;
let nyc: RecordModel;
let seoulPlaces: RecordModel[];
let nycPlaces: RecordModel[];

beforeAll(async () => {
  server = await startTestServer({ env: { TASTEMAP_SYNC_OVERLAP_MS: '300' } });
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await server.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  seoulPlaces = await server.admin.collection('places').getFullList({ filter: `city = "${seoul.id}"`, sort: 'name' });
  nycPlaces = await server.admin.collection('places').getFullList({ filter: `city = "${nyc.id}"`, sort: 'name' });
});
afterAll(async () => {
  await server?.dispose();
});

const count = async (name: string, filter = '') => (await server.admin.collection(name).getList(1, 1, { filter })).totalItems;

describe('pull', () => {
  it("gives a visitor the global catalog and the default city's events, but no tastemaker's places", async () => {
    const device = await createDevice(server);
    await device.pull();
    expect(await device.db.cities.count()).toBe(await count('cities'));
    expect(await device.db.tastemakers.count()).toBe(await count('tastemakers'));
    expect(await device.db.vibes.count()).toBe(await count('vibes', 'status = "approved"'));
    expect(await catalogOf(device.db, 'events').count()).toBe(await count('events', `city = "${seoul.id}"`));
    // Each with when it happens: a recurring event's weekdays, its local time when known, whether it is seasonal.
    const [guard] = await catalogOf(device.db, 'events').where('name').equals('Royal Guard Changing Ceremony at Gwanghwamun').toArray();
    expect(guard).toMatchObject({ date: '', time: '10:00', seasonal: false });
    expect(guard?.weekdays).toEqual(['monday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(await catalogOf(device.db, 'places').count()).toBe(0);
    expect(await catalogOf(device.db, 'tastemaker_places').count()).toBe(0);
    expect(await device.db.profiles.count()).toBe(0);
    const city = await device.db.cities.get(seoul.id);
    expect(city?.is_free).toBe(true);
  });

  it('gives a follower the places of the tastemakers they follow, as the server holds them', async () => {
    const alice = await server.createUser({}, { follow: ['seoul'] });
    const device = await createDevice(server, alice);
    await device.pull();
    expect(await catalogOf(device.db, 'places').count()).toBe(seoulPlaces.length);
    expect(await catalogOf(device.db, 'place_vibes').count()).toBe(await count('place_vibes', `city = "${seoul.id}"`));
    const place = await catalogOf(device.db, 'places').get(seoulPlaces[0]!.id);
    expect(place).toMatchObject({ name: seoulPlaces[0]!.name, categories: seoulPlaces[0]!.categories, rating: seoulPlaces[0]!.rating });
  });

  it("gives a user the cities they unlocked and their own rows, never another user's private rows", async () => {
    const alice = await server.createUser({}, { follow: ['seoul', 'new-york-city'] });
    const bob = await server.createUser({}, { follow: ['seoul'] });
    await bob.client.collection('saved_places').create({ user: bob.id, place: seoulPlaces[0]!.id });
    await bob.client.collection('collections').create({ user: bob.id, name: 'Bob private' });
    await bob.client.collection('collections').create({ user: bob.id, name: 'Bob public', is_public: true });
    await alice.client.collection('saved_places').create({ user: alice.id, place: nycPlaces[0]!.id });

    const device = await createDevice(server, alice);
    await device.pull();
    expect(await catalogOf(device.db, 'places').count()).toBe(seoulPlaces.length + nycPlaces.length);
    expect((await device.db.profiles.toArray()).map((p) => p.id)).toEqual([alice.id]);
    expect((await device.db.saved_places.toArray()).map((s) => s.user)).toEqual([alice.id]);
    expect(await device.db.collections.count()).toBe(0);
    for (const table of [
      'saved_places',
      'collections',
      'collection_places',
      'vibe_profiles',
      'entitlements',
      'user_roles',
      'user_badges',
    ] as const) {
      expect(await device.db.table(table).where('user').equals(bob.id).count()).toBe(0);
    }
  });

  it('sends only what changed since the cursor, and next to nothing when nothing did', async () => {
    // Following every tastemaker of both cities: the cursor remembers all those grants and stays small.
    const alice = await server.createUser({}, { follow: ['seoul', 'new-york-city'] });
    const device = await createDevice(server, alice);
    // Each round re-reads the overlap window (300 ms here) before its cursor, so
    // the rows the setup just wrote come back until the window has moved past
    // them: the device syncs until a round from its cursor is idle.
    let cursor = '';
    let idle: { changes: Record<string, unknown[]>; deletions: unknown[] } = { changes: {}, deletions: [] };
    await vi.waitFor(
      async () => {
        await device.pull();
        cursor = (await device.db.meta.get('syncCursor'))!.value as string;
        idle = await alice.client.send('/api/app/sync', { query: { cursor } });
        expect(idle.changes).toEqual({});
        expect(idle.deletions).toEqual([]);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(JSON.stringify(idle).length).toBeLessThan(1024);

    const target = seoulPlaces[3]!;
    await server.admin.collection('places').update(target.id, { description: 'Now open late on Fridays.' });
    await alice.client.collection('collections').create({ user: alice.id, name: 'Fresh' });
    const changed = await alice.client.send('/api/app/sync', { query: { cursor } });
    // The first collection also earns the Curator badge, which the server awards.
    expect(Object.keys(changed.changes).sort()).toEqual(['collections', 'places', 'user_badges']);
    expect(changed.changes.places.map((p: RecordModel) => p.id)).toEqual([target.id]);
    expect(changed.changes.collections.map((c: RecordModel) => c.name)).toEqual(['Fresh']);
    await device.pull();
    expect((await catalogOf(device.db, 'places').get(target.id))?.description).toBe('Now open late on Fridays.');
  });

  it('removes rows deleted on the server through tombstones', async () => {
    const alice = await server.createUser({}, { follow: ['seoul'] });
    const device = await createDevice(server, alice);
    const saved = await alice.client.collection('saved_places').create({ user: alice.id, place: seoulPlaces[5]!.id });
    const event = await server.admin.collection('events').getFirstListItem(`city = "${seoul.id}"`);
    await device.pull();
    expect(await device.db.saved_places.get(saved.id)).toBeDefined();
    expect(await catalogOf(device.db, 'events').get(event.id)).toBeDefined();
    await alice.client.collection('saved_places').delete(saved.id);
    await server.admin.collection('events').delete(event.id);
    await device.pull();
    expect(await device.db.saved_places.get(saved.id)).toBeUndefined();
    expect(await catalogOf(device.db, 'events').get(event.id)).toBeUndefined();
  });

  it('comes in pages with progress when the first sync is large, with the same result', async () => {
    const alice = await server.createUser({}, { follow: ['seoul', 'new-york-city'] });
    const paged = await createDevice(server, alice);
    // The route's own pages, as an app that reads no catalog pages gets them; `whole` gets catalog pages.
    const send = paged.pb.beforeSend!;
    paged.pb.beforeSend = (url, options) => send(url, { ...options, query: { ...options.query, pages: '0' } });
    const seen: Array<{ done: number; total: number }> = [];
    const { pages } = await (async () => {
      const { pull } = await import('#/data/sync/pull');
      return pull(paged.db, paged.pb, (p) => seen.push(p), { limit: 300 });
    })();
    expect(pages).toBeGreaterThan(3);
    expect(seen.map((p) => p.done)).toEqual([...seen.map((p) => p.done)].sort((a, b) => a - b));
    expect(seen.at(-1)!.done).toBe(seen.at(-1)!.total);
    const whole = await createDevice(server, alice);
    await whole.pull();
    expect(await catalogOf(whole.db, 'places').count()).toBe(seoulPlaces.length + nycPlaces.length);
    for (const table of ['places', 'tastemaker_places', 'place_vibes', 'recommendations'] as const) {
      expect((await catalogOf(paged.db, table).primaryKeys()).sort(), table).toEqual(
        (await catalogOf(whole.db, table).primaryKeys()).sort(),
      );
    }
    for (const table of ['cities', 'vibes', 'entitlements'] as const) {
      expect((await paged.db.table(table).toCollection().primaryKeys()).sort(), table).toEqual(
        (await whole.db.table(table).toCollection().primaryKeys()).sort(),
      );
    }
  });

  it('answers an unchanged first sync with the same validator, and a revalidation with 304 and no body', async () => {
    const bob = await server.createUser({}, { follow: ['seoul'] });
    const get = (cursor: string, etag = '') =>
      fetch(`${server.url}/api/app/sync?cursor=${encodeURIComponent(cursor)}`, {
        headers: { Authorization: bob.client.authStore.token, ...(etag ? { 'If-None-Match': etag } : {}) },
      });
    // Answers differ while the setup's rows are inside the overlap window; once they are older, they settle.
    let first = await get('');
    await vi.waitFor(
      async () => {
        first = await get('');
        const again = await get('');
        expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
      },
      { timeout: 10_000, interval: 100 },
    );
    const body = (await first.json()) as { changes: Record<string, unknown[]>; cursor: string; more: boolean };
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.headers.get('Vary')).toContain('Authorization');
    expect(body.changes.places!.length).toBeGreaterThan(0);
    expect(body.more).toBe(false);

    const revalidated = await get('', first.headers.get('ETag')!);
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    // A no-change sync from the cursor the first answer gave settles too: idle devices revalidate for nothing.
    const idle = await get(body.cursor);
    expect((await get(body.cursor, idle.headers.get('ETag')!)).status).toBe(304);

    // Another user's answer never validates this one's.
    const carol = await server.createUser({}, { follow: ['seoul'] });
    const carols = await fetch(`${server.url}/api/app/sync?cursor=`, {
      headers: { Authorization: carol.client.authStore.token, 'If-None-Match': first.headers.get('ETag')! },
    });
    expect(carols.status).toBe(200);

    // A change in the city changes the answer.
    const place = (body.changes.places as RecordModel[])[0]!;
    await server.admin.collection('places').update(place.id, { description: 'Moved to a bigger room upstairs.' });
    const changed = await get('', first.headers.get('ETag')!);
    expect(changed.status).toBe(200);
    expect(JSON.stringify(await changed.json())).toContain('Moved to a bigger room upstairs.');
  });

  it('answers a cursor it cannot read with a full sync, never an error', async () => {
    const alice = await server.createUser({}, { follow: ['seoul'] });
    const first = await server.call(alice, 'GET', '/api/app/sync?cursor=');
    expect(first.status).toBe(200);
    const places = (body: { changes: Record<string, unknown[]> }) => body.changes.places?.length ?? 0;
    expect(places(first.body)).toBeGreaterThan(0);
    // The packed format before the fields had names (src/domain/sync-cursor.ts), holding every stream up to a
    // far future: read, it would bring nothing; it gets a full sync, as on a first pull.
    const named = JSON.parse(first.body.cursor) as { highWater: Record<string, string>; servedGrants: Record<string, string> };
    const future = Object.fromEntries(Object.keys(named.highWater).map((key) => [key, '2999-01-01 00:00:00.000Z']));
    const tampered = [
      JSON.stringify({ v: 2, u: alice.id, hw: future, g: named.servedGrants }),
      '{"v":2,"u":"","hw":{},"g":null}',
      '{"v":2,"u":"","hw":null,"g":{}}',
      '{"v":2,"hw":[],"g":[]}',
      '[]',
      'null',
      '{not json',
    ];
    for (const cursor of tampered) {
      const answer = await server.call(alice, 'GET', `/api/app/sync?cursor=${encodeURIComponent(cursor)}`);
      expect(answer.status, cursor).toBe(200);
      expect(places(answer.body), cursor).toBe(places(first.body));
    }
  });
});

describe('push', () => {
  it('replays offline writes in causal order: the collection exists before a place is added to it', async () => {
    const alice = await server.createUser({}, { follow: ['seoul'] });
    const device = await createDevice(server, alice);
    await device.pull();
    device.network.offline = true;
    const collection = await createCollection(device.ctx, { name: ' Seoul coffee ', isPublic: true });
    await addPlaceToCollection(device.ctx, collection.id, seoulPlaces[1]!.id);
    await toggleSavedPlace(device.ctx, seoulPlaces[1]!.id);
    expect(await device.flush()).toMatchObject({ kind: 'offline' });
    expect(await device.db.outbox.count()).toBe(3);
    device.network.offline = false;
    expect(await device.flush()).toMatchObject({ kind: 'done', sent: 3 });
    const onServer = await alice.client.collection('collections').getOne(collection.id);
    expect(onServer.name).toBe('Seoul coffee');
    expect(await count('collection_places', `collection = "${collection.id}"`)).toBe(1);
    expect(await count('saved_places', `user = "${alice.id}"`)).toBe(1);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('never duplicates a write whose response was lost', async () => {
    const alice = await server.createUser({}, { follow: ['seoul'] });
    const device = await createDevice(server, alice);
    await createCollection(device.ctx, { name: 'Lost answer' });
    await toggleSavedPlace(device.ctx, seoulPlaces[2]!.id);
    device.network.dropNextResponse = true;
    expect(await device.flush()).toMatchObject({ kind: 'offline' });
    expect(await count('collections', `user = "${alice.id}"`)).toBe(1);
    expect(await device.flush()).toMatchObject({ kind: 'done' });
    expect(await count('collections', `user = "${alice.id}"`)).toBe(1);
    expect(await count('saved_places', `user = "${alice.id}"`)).toBe(1);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('keeps a write the server refuses, with its reason, and still sends the ones after it', async () => {
    const alice = await server.createUser({}, { follow: ['seoul'] });
    const bob = await server.createUser();
    const device = await createDevice(server, alice);
    await device.pull();
    await updateProfile(device.ctx, { username: 'taken_name' });
    await bob.client.collection('profiles').update(bob.id, { username: 'taken_name' });
    await createReview(device.ctx, { placeId: seoulPlaces[4]!.id, cityId: seoul.id, rating: 4, comment: 'Great' });
    const outcome = await device.flush();
    expect(outcome).toMatchObject({ kind: 'done', failed: 1 });
    const [failed] = await device.db.outbox.toArray();
    expect(failed).toMatchObject({ status: 'failed', collection: 'profiles', op: 'update' });
    expect(failed!.error?.status).toBe(400);
    expect(failed!.error?.fields?.username).toBeTruthy();
    expect(await count('reviews', `user = "${alice.id}"`)).toBe(1);

    // Retrying a write that still cannot succeed keeps it, failed again.
    await retryFailedWrite(device.db, failed!.seq!);
    await device.flush();
    expect((await device.db.outbox.get(failed!.seq!))?.status).toBe('failed');

    // Discarding it restores the server's value on the device.
    await discardFailedWrite(device.db, failed!.seq!);
    expect(await device.db.outbox.count()).toBe(0);
    await device.pull();
    expect((await device.db.profiles.get(alice.id))?.username).toBe('');
  });

  it('refreshes the session when the server answers 401 and keeps writes when it cannot', async () => {
    const alice = await server.createUser({}, { follow: ['seoul'] });
    const device = await createDevice(server, alice);
    await toggleSavedPlace(device.ctx, seoulPlaces[7]!.id);
    // A token the server no longer accepts: sign-out everywhere by changing the password.
    await server.admin.collection('users').update(alice.id, { password: 'changed-password-1', passwordConfirm: 'changed-password-1' });
    expect(await device.flush()).toMatchObject({ kind: 'signed-out' });
    expect(await device.db.outbox.count()).toBe(1);
    // Signing in again lets the same write through.
    const fresh = await device.pb.collection('users').authWithPassword(alice.email, 'changed-password-1');
    expect(fresh.token).toBeTruthy();
    expect(await device.flush()).toMatchObject({ kind: 'done', sent: 1 });
    expect(await count('saved_places', `user = "${alice.id}"`)).toBe(1);
  });

  it('ends with every write on the server exactly once when the server dies mid-flush', async () => {
    const alice = await server.createUser({}, { follow: ['seoul'] });
    const device = await createDevice(server, alice);
    const collection = await createCollection(device.ctx, { name: 'Crash test' });
    for (const place of seoulPlaces.slice(0, 120)) await addPlaceToCollection(device.ctx, collection.id, place.id);
    for (const place of seoulPlaces.slice(0, 60)) await toggleSavedPlace(device.ctx, place.id);
    let batches = 0;
    device.network.afterResponse = async (url) => {
      if (url.includes('/api/batch') && ++batches === 2) await server.stop('SIGKILL');
    };
    const first = await device.flush();
    expect(first.kind).toBe('offline');
    expect(await device.db.outbox.count()).toBeGreaterThan(0);
    device.network.afterResponse = undefined;
    await server.restart();
    expect(await device.flush()).toMatchObject({ kind: 'done' });
    expect(await device.db.outbox.count()).toBe(0);
    expect(await count('collections', `user = "${alice.id}"`)).toBe(1);
    expect(await count('collection_places', `collection = "${collection.id}"`)).toBe(120);
    expect(await count('saved_places', `user = "${alice.id}"`)).toBe(60);
  });
});

describe('two devices of one user', () => {
  async function twoDevices() {
    const alice = await server.createUser({}, { follow: ['seoul'] });
    const phone = await createDevice(server, alice);
    const laptop = await createDevice(server, alice);
    const shared = await createCollection(phone.ctx, { name: 'Shared' });
    const doomed = await createCollection(phone.ctx, { name: 'Doomed' });
    await toggleSavedPlace(phone.ctx, seoulPlaces[10]!.id);
    await phone.sync();
    await laptop.pull();
    return { alice, phone, laptop, shared, doomed };
  }

  for (const order of ['phone first', 'laptop first'] as const) {
    it(`merges sets, keeps the latest edit of each field and lets deletions win (${order})`, async () => {
      const { alice, phone, laptop, shared, doomed } = await twoDevices();
      let clock = Date.now();
      phone.ctx.now = () => clock;
      laptop.ctx.now = () => clock;
      phone.network.offline = true;
      laptop.network.offline = true;

      await toggleSavedPlace(phone.ctx, seoulPlaces[11]!.id);
      await toggleSavedPlace(phone.ctx, seoulPlaces[12]!.id);
      await toggleSavedPlace(laptop.ctx, seoulPlaces[12]!.id);
      await toggleSavedPlace(laptop.ctx, seoulPlaces[13]!.id);
      await addPlaceToCollection(phone.ctx, shared.id, seoulPlaces[20]!.id);
      await addPlaceToCollection(laptop.ctx, shared.id, seoulPlaces[21]!.id);
      await addPlaceToCollection(laptop.ctx, shared.id, seoulPlaces[20]!.id);
      clock += 1000;
      await updateCollection(phone.ctx, shared.id, { name: 'Phone name', description: 'from the phone' });
      clock += 1000;
      await updateCollection(laptop.ctx, shared.id, { name: 'Laptop name' });
      await updateProfile(phone.ctx, { name: 'Alice on the phone' });
      await deleteCollection(phone.ctx, doomed.id);
      clock += 1000;
      await updateCollection(laptop.ctx, doomed.id, { name: 'Renamed too late' });

      phone.network.offline = false;
      laptop.network.offline = false;
      const [first, second] = order === 'phone first' ? [phone, laptop] : [laptop, phone];
      await first.sync();
      await second.sync();
      await first.pull();

      const saved = await server.admin.collection('saved_places').getFullList({ filter: `user = "${alice.id}"` });
      expect(saved.map((s) => s.place).sort()).toEqual([10, 11, 12, 13].map((i) => seoulPlaces[i]!.id).sort());
      const inShared = await server.admin.collection('collection_places').getFullList({ filter: `collection = "${shared.id}"` });
      expect(inShared.map((c) => c.place).sort()).toEqual([20, 21].map((i) => seoulPlaces[i]!.id).sort());
      const sharedOnServer = await server.admin.collection('collections').getOne(shared.id);
      expect(sharedOnServer).toMatchObject({ name: 'Laptop name', description: 'from the phone' });
      expect((await server.admin.collection('profiles').getOne(alice.id)).name).toBe('Alice on the phone');
      expect(await count('collections', `id = "${doomed.id}"`)).toBe(0);

      for (const device of [phone, laptop]) {
        expect(await device.db.outbox.count()).toBe(0);
        expect((await device.db.saved_places.toArray()).map((s) => s.place).sort()).toEqual(saved.map((s) => s.place).sort());
        expect((await device.db.collection_places.where('collection').equals(shared.id).toArray()).length).toBe(2);
        expect((await device.db.collections.get(shared.id))?.name).toBe('Laptop name');
        expect(await device.db.collections.get(doomed.id)).toBeUndefined();
      }
    });
  }

  it('shows its own pending writes over what a pull brings', async () => {
    const alice = await server.createUser();
    const device = await createDevice(server, alice);
    const collection = await createCollection(device.ctx, { name: 'Before' });
    await device.sync();
    device.network.offline = true;
    await updateCollection(device.ctx, collection.id, { name: 'Typed offline' });
    await alice.client.collection('collections').update(collection.id, { name: 'Elsewhere', _clock: { name: 1 } });
    device.network.offline = false;
    await device.pull();
    expect((await device.db.collections.get(collection.id))?.name).toBe('Typed offline');
    expect(savedPlaceId(alice.id, 'x')).toHaveLength(15);
  });
});
