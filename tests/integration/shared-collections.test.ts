// Shared collections (issue 34 §1) against a real PocketBase: an owner invites
// by link or username, members read and edit through their devices, and the
// attacks the issue names fail: a removed member, an expired, revoked or forged
// invitation, a viewer writing, and a member reading a place of a city (or a
// tastemaker) they may not read through the shared collection.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { membershipId, reactionId } from '#/domain/ids';
import { catalogRows } from '#/data/catalog/chunks';
import { addPlaceToCollection, createCollection, removePlaceFromCollection } from '#/data/writes/collections';
import { setNote, setVote } from '#/data/writes/shared';
import { startTestServer, statusOf, type TestServer, type TestUser } from '../support/pocketbase';
import { createDevice, type Device } from '../support/device';

let server: TestServer;
let seoul: RecordModel;
let nyc: RecordModel;
/** Two Seoul places picked by different tastemakers, and one of New York City. */
let pickedByA: RecordModel;
let pickedByB: RecordModel;
let nycPlace: RecordModel;
let otherNycPlace: RecordModel;
let tastemakerA: RecordModel;

async function picksOf(placeId: string): Promise<string[]> {
  const picks = await server.admin.collection('tastemaker_places').getFullList({ filter: `place = "${placeId}"` });
  return picks.map((p) => p.tastemaker as string);
}

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await server.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  const links = await server.admin.collection('city_tastemakers').getFullList({ filter: `city = "${seoul.id}"`, expand: 'tastemaker' });
  const tastemakers = links.map((l) => l.expand!.tastemaker as RecordModel);
  // Two tastemakers, and a place each picks that the other does not.
  outer: for (const a of tastemakers) {
    for (const b of tastemakers) {
      if (a.id === b.id) continue;
      const picksA = await server.admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${a.id}"` });
      const picksB = await server.admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${b.id}"` });
      for (const pa of picksA) {
        if ((await picksOf(pa.place)).includes(b.id)) continue;
        for (const pb of picksB) {
          if ((await picksOf(pb.place)).includes(a.id)) continue;
          tastemakerA = a;
          pickedByA = await server.admin.collection('places').getOne(pa.place);
          pickedByB = await server.admin.collection('places').getOne(pb.place);
          break outer;
        }
      }
    }
  }
  const nycPick = await server.admin.collection('tastemaker_places').getFirstListItem(`city = "${nyc.id}"`);
  nycPlace = await server.admin.collection('places').getOne(nycPick.place);
  otherNycPlace = await server.admin.collection('places').getFirstListItem(`city = "${nyc.id}" && id != "${nycPlace.id}"`);
});

afterAll(async () => {
  await server?.dispose();
});

interface Shared {
  owner: TestUser;
  ownerDevice: Device;
  collection: string;
}

/** An owner who follows tastemaker A in Seoul and everyone in New York City, with a collection of A's place and the NYC place. */
async function sharedCollection(): Promise<Shared> {
  const owner = await server.createUser();
  await server.follow(owner, 'seoul', [tastemakerA.slug]);
  await server.follow(owner, 'new-york-city');
  const ownerDevice = await createDevice(server, owner);
  await ownerDevice.sync();
  const collection = await createCollection(ownerDevice.ctx, { name: 'Trip with friends' });
  await addPlaceToCollection(ownerDevice.ctx, collection.id, pickedByA.id);
  await addPlaceToCollection(ownerDevice.ctx, collection.id, nycPlace.id);
  await ownerDevice.sync();
  return { owner, ownerDevice, collection: collection.id };
}

async function invite(shared: Shared, role: 'editor' | 'viewer'): Promise<string> {
  const { status, body } = await server.call(shared.owner, 'POST', `/api/app/collections/${shared.collection}/invites`, { role });
  expect(status).toBe(200);
  expect(body.token).toMatch(/^[a-zA-Z0-9]{32}$/);
  return body.token as string;
}

/** A member who follows everyone in Seoul (not New York City), joined by link with `role`. */
async function join(shared: Shared, role: 'editor' | 'viewer'): Promise<{ member: TestUser; device: Device }> {
  const member = await server.createUser({}, { follow: ['seoul'] });
  const token = await invite(shared, role);
  const accepted = await server.call(member, 'POST', '/api/app/invites/accept', { token });
  expect(accepted.status).toBe(200);
  expect(accepted.body.role).toBe(role);
  const device = await createDevice(server, member);
  await device.sync();
  return { member, device };
}

const placeIds = async (device: Device) => new Set((await catalogRows(device.db, 'places')).map((p) => p.id));
const linkedPlaces = async (device: Device, collection: string) =>
  (await device.db.collection_places.where('collection').equals(collection).toArray()).map((l) => l.place).sort();

describe('members', () => {
  it('join by link, see who added each place, add, remove and vote from their devices', async () => {
    const shared = await sharedCollection();
    const { member, device } = await join(shared, 'editor');
    expect((await device.db.collections.get(shared.collection))?.name).toBe('Trip with friends');
    expect(await linkedPlaces(device, shared.collection)).toEqual([pickedByA.id, nycPlace.id].sort());
    const link = await device.db.collection_places.get(
      membershipId('collection_places', { collection: shared.collection, place: pickedByA.id }),
    );
    expect(link?.added_by).toBe(shared.owner.id);
    const members = await device.db.collection_members.where('collection').equals(shared.collection).toArray();
    expect(members.map((m) => [m.user, m.role]).sort()).toEqual(
      [
        [shared.owner.id, 'owner'],
        [member.id, 'editor'],
      ].sort(),
    );

    await addPlaceToCollection(device.ctx, shared.collection, pickedByB.id);
    await setVote(device.ctx, shared.collection, pickedByA.id, 'heart');
    await setNote(device.ctx, shared.collection, pickedByA.id, '  Go early  ');
    await removePlaceFromCollection(device.ctx, shared.collection, nycPlace.id);
    await device.sync();
    expect(await device.db.outbox.count()).toBe(0);

    await shared.ownerDevice.sync();
    expect(await linkedPlaces(shared.ownerDevice, shared.collection)).toEqual([pickedByA.id, pickedByB.id].sort());
    const added = await shared.ownerDevice.db.collection_places.get(
      membershipId('collection_places', { collection: shared.collection, place: pickedByB.id }),
    );
    const firstPicker = (await picksOf(pickedByB.id)).sort()[0];
    expect(added).toMatchObject({ user: shared.owner.id, added_by: member.id, city: seoul.id, tastemaker: firstPicker });
    const reaction = await shared.ownerDevice.db.collection_reactions.get(reactionId(shared.collection, pickedByA.id, member.id));
    expect(reaction).toMatchObject({ vote: 'heart', note: 'Go early', user: member.id });
  });

  it('are added by username and can be invited as viewers who only read', async () => {
    const shared = await sharedCollection();
    const viewer = await server.createUser({}, { follow: ['seoul'] });
    const username = `viewer${viewer.id.slice(0, 6)}`;
    await server.admin.collection('profiles').update(viewer.id, { username });
    const added = await server.call(shared.owner, 'POST', `/api/app/collections/${shared.collection}/members`, {
      username,
      role: 'viewer',
    });
    expect(added.status).toBe(200);
    const device = await createDevice(server, viewer);
    await device.sync();
    expect(await linkedPlaces(device, shared.collection)).toEqual([pickedByA.id, nycPlace.id].sort());
    expect(
      (
        await server.call(shared.owner, 'POST', `/api/app/collections/${shared.collection}/members`, {
          username: 'nobody-here',
          role: 'editor',
        })
      ).status,
    ).toBe(404);
  });
});

describe('attacks', () => {
  it('a viewer cannot add, remove, vote or write notes', async () => {
    const shared = await sharedCollection();
    const { member: viewer } = await join(shared, 'viewer');
    const places = viewer.client.collection('collection_places');
    const linkId = membershipId('collection_places', { collection: shared.collection, place: pickedByB.id });
    expect(await statusOf(() => places.create({ id: linkId, collection: shared.collection, place: pickedByB.id, user: viewer.id }))).toBe(
      400,
    );
    const existing = membershipId('collection_places', { collection: shared.collection, place: pickedByA.id });
    expect(await statusOf(() => places.delete(existing))).toBe(403);
    const reactions = viewer.client.collection('collection_reactions');
    expect(
      await statusOf(() =>
        reactions.create({
          id: reactionId(shared.collection, pickedByA.id, viewer.id),
          collection: shared.collection,
          place: pickedByA.id,
          user: viewer.id,
          vote: 'up',
        }),
      ),
    ).toBe(400);
    // Nor may a viewer make themselves an editor, or anyone a member.
    const memberId = (await server.admin.collection('collection_members').getFirstListItem(`user = "${viewer.id}"`)).id;
    expect(await statusOf(() => viewer.client.collection('collection_members').update(memberId, { role: 'editor' }))).toBe(403);
    expect(
      await statusOf(() =>
        viewer.client.collection('collection_members').create({ collection: shared.collection, user: viewer.id, role: 'editor' }),
      ),
    ).toBe(403);
    expect((await server.call(viewer, 'POST', `/api/app/collections/${shared.collection}/invites`, { role: 'editor' })).status).toBe(404);

    expect((await server.admin.collection('collection_places').getFullList({ filter: `collection = "${shared.collection}"` })).length).toBe(
      2,
    );
    expect(
      (await server.admin.collection('collection_reactions').getFullList({ filter: `collection = "${shared.collection}"` })).length,
    ).toBe(0);
  });

  it('an expired, revoked or forged invitation lets nobody in', async () => {
    const shared = await sharedCollection();
    const stranger = await server.createUser({}, { follow: ['seoul'] });
    const expired = await invite(shared, 'editor');
    const expiredRow = (
      await server.admin.collection('collection_invites').getFullList({ filter: `collection = "${shared.collection}"` })
    )[0]!;
    await server.admin.collection('collection_invites').update(expiredRow.id, { expires: '2020-01-01 00:00:00.000Z' });
    const revoked = await invite(shared, 'editor');
    const revokedRow = (
      await server.admin
        .collection('collection_invites')
        .getFullList({ filter: `collection = "${shared.collection}" && id != "${expiredRow.id}"` })
    )[0]!;
    expect((await server.call(shared.owner, 'DELETE', `/api/app/collections/${shared.collection}/invites/${revokedRow.id}`)).status).toBe(
      204,
    );
    const forged = 'A'.repeat(32);
    for (const token of [expired, revoked, forged, expiredRow.id, `${revoked}x`]) {
      const answer = await server.call(stranger, 'POST', '/api/app/invites/accept', { token });
      expect(answer.status, token).toBe(400);
      expect((await server.call(stranger, 'POST', '/api/app/invites/preview', { token })).status).toBe(400);
    }
    // The token is not readable back, not even by the owner.
    const listed = await shared.owner.client.collection('collection_invites').getFullList();
    expect(listed.length).toBe(2);
    for (const row of listed) expect(row.token_hash).toBeUndefined();
    expect(await statusOf(() => stranger.client.collection('collection_invites').getOne(expiredRow.id))).toBe(404);

    expect(await server.admin.collection('collection_members').getFullList({ filter: `user = "${stranger.id}"` })).toEqual([]);
    const device = await createDevice(server, stranger);
    await device.sync();
    expect(await device.db.collections.get(shared.collection)).toBeUndefined();
    expect(await device.db.collection_places.count()).toBe(0);
  });

  it('a removed member can neither read nor write, and their devices drop the collection', async () => {
    const shared = await sharedCollection();
    const { member, device } = await join(shared, 'editor');
    await addPlaceToCollection(device.ctx, shared.collection, pickedByB.id);
    await setVote(device.ctx, shared.collection, pickedByA.id, 'up');
    await device.sync();
    expect(await linkedPlaces(device, shared.collection)).toHaveLength(3);

    // Only the owner removes others.
    const other = await join(shared, 'editor');
    expect((await server.call(other.member, 'DELETE', `/api/app/collections/${shared.collection}/members/${member.id}`)).status).toBe(404);
    expect((await server.call(shared.owner, 'DELETE', `/api/app/collections/${shared.collection}/members/${member.id}`)).status).toBe(204);

    // Offline since, the removed member's device writes on; the server refuses, and its next sync drops it all.
    await setVote(device.ctx, shared.collection, pickedByB.id, 'down');
    await device.sync();
    expect(await device.db.collections.get(shared.collection)).toBeUndefined();
    expect(await device.db.collection_places.where('collection').equals(shared.collection).count()).toBe(0);
    expect(await device.db.collection_members.where('collection').equals(shared.collection).count()).toBe(0);
    expect(await device.db.collection_reactions.where('collection').equals(shared.collection).count()).toBe(0);
    expect(await device.db.outbox.count()).toBe(0);

    const places = member.client.collection('collection_places');
    expect(await statusOf(() => places.create({ collection: shared.collection, place: pickedByB.id, user: member.id }))).toBe(400);
    const existing = membershipId('collection_places', { collection: shared.collection, place: pickedByA.id });
    expect(await statusOf(() => places.delete(existing))).toBe(404);
    expect(await statusOf(() => places.getOne(existing))).toBe(404);
    expect(await statusOf(() => member.client.collection('collections').getOne(shared.collection))).toBe(404);
    expect(
      await statusOf(() =>
        member.client
          .collection('collection_reactions')
          .create({ collection: shared.collection, place: pickedByA.id, user: member.id, vote: 'up' }),
      ),
    ).toBe(400);
    // Their vote went with them; the place they added stays.
    expect(await server.admin.collection('collection_reactions').getFullList({ filter: `user = "${member.id}"` })).toEqual([]);
    await shared.ownerDevice.sync();
    expect(await linkedPlaces(shared.ownerDevice, shared.collection)).toEqual([pickedByA.id, pickedByB.id, nycPlace.id].sort());
    expect(await shared.ownerDevice.db.collection_reactions.where('collection').equals(shared.collection).count()).toBe(0);
  });

  it("a member never reads a locked city's place, or a place of a tastemaker they do not follow, through the collection", async () => {
    const shared = await sharedCollection();
    const { device } = await join(shared, 'editor');
    // The member sees that the NYC place is in the collection, with its city and picker for the locked card; never the place.
    const locked = await device.db.collection_places.get(
      membershipId('collection_places', { collection: shared.collection, place: nycPlace.id }),
    );
    expect(locked).toMatchObject({ city: nyc.id });
    expect(locked?.tastemaker).toBeTruthy();
    expect((await placeIds(device)).has(nycPlace.id)).toBe(false);
    // The member adds B's place, which the owner may not read (they follow A only): the owner never gets it.
    await addPlaceToCollection(device.ctx, shared.collection, pickedByB.id);
    await device.sync();
    await shared.ownerDevice.sync();
    expect(await linkedPlaces(shared.ownerDevice, shared.collection)).toContain(pickedByB.id);
    expect((await placeIds(shared.ownerDevice)).has(pickedByB.id)).toBe(false);
    expect((await placeIds(shared.ownerDevice)).has(pickedByA.id)).toBe(true);
    // Nor can the owner vote their way to reading it, or read it by the record API.
    expect(await statusOf(() => shared.owner.client.collection('places').getOne(pickedByB.id))).toBe(403);
    // A member may not add what they may not read.
    expect(
      await statusOf(() =>
        device.pb
          .collection('collection_places')
          .create({ collection: shared.collection, place: otherNycPlace.id, user: device.ctx.userId }),
      ),
    ).toBe(400);
  });
});

describe('record API', () => {
  it('keeps a shared collection, its places, members and votes from visitors and strangers', async () => {
    const shared = await sharedCollection();
    const { device } = await join(shared, 'editor');
    await setVote(device.ctx, shared.collection, pickedByA.id, 'up');
    await device.sync();
    const stranger = await server.createUser({}, { follow: ['seoul'] });
    for (const client of [server.anonymous(), stranger.client]) {
      expect(await statusOf(() => client.collection('collections').getOne(shared.collection))).toBe(404);
      for (const name of ['collection_places', 'collection_members', 'collection_reactions']) {
        expect(await client.collection(name).getFullList({ filter: `collection = "${shared.collection}"` }), name).toEqual([]);
      }
    }
  });
});
