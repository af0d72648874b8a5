// Self-made tastemakers wait for an admin (issue 26, §1): "Become a
// Tastemaker" is free and one tap, so it opens nothing to anyone until an
// admin approves. While pending, a tastemaker is seen by its own account only:
// not in others' sync (tastemakers, city links, vibes, picks, feed items,
// recommendations), not through the record API, not as a guide or a
// subscription, not under a place's "curated by". Approval lists them for
// everyone; rejection never does.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { startTestServer, statusOf, type TestServer, type TestUser } from '../support/pocketbase';
import { createDevice } from '../support/device';
import { catalogOf } from '../support/catalog';

let server: TestServer;
let seoul: RecordModel;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer({ env: { TASTEMAP_SYNC_OVERLAP_MS: '300' } });
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  admin = await server.createUser({}, { roles: ['admin'] });
});
afterAll(async () => {
  await server?.dispose();
});

/** A Seoul traveller who took the tastemaker role themselves and picked one of the guide's places with a note. */
async function selfMadeTastemaker(): Promise<{ user: TestUser; tastemakerId: string; place: string }> {
  const user = await server.createUser({ name: 'Self Made' });
  expect((await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id })).status).toBe(200);
  const became = await server.call(user, 'POST', '/api/app/roles/become-tastemaker');
  expect(became.body).toMatchObject({ status: 'pending' });
  const guidePick = await server.admin.collection('tastemaker_places').getFirstListItem(`tastemaker = "${seoul.featured_tastemaker}"`);
  const picked = await server.call(user, 'POST', '/api/app/tastemaker/places', { placeId: guidePick.place, note: 'Pending secret' });
  expect(picked.status).toBe(200);
  return { user, tastemakerId: became.body.tastemakerId, place: guidePick.place };
}

/** Everything of the tastemaker a traveller's device holds after a sync. */
async function seenBy(traveller: TestUser, tastemakerId: string) {
  const device = await createDevice(server, traveller);
  await device.pull();
  return {
    tastemaker: await device.db.tastemakers.get(tastemakerId),
    links: await device.db.city_tastemakers.where('tastemaker').equals(tastemakerId).count(),
    picks: (await catalogOf(device.db, 'tastemaker_places').toArray()).filter((p) => p.tastemaker === tastemakerId).length,
    feed: (await catalogOf(device.db, 'activity_feed').toArray()).filter((f) => f.tastemaker === tastemakerId).length,
    recommendations: (await catalogOf(device.db, 'recommendations').toArray()).filter((r) => r.tastemaker === tastemakerId).length,
  };
}

describe('a self-made tastemaker waiting for review', () => {
  it('is seen by nobody else: not in sync, the record API, subscriptions, the guide or a place’s curators', async () => {
    // Following every tastemaker Seoul had before this one.
    const traveller = await server.createUser({}, { follow: ['seoul'] });
    const { user, tastemakerId, place } = await selfMadeTastemaker();
    expect(await seenBy(traveller, tastemakerId)).toEqual({ tastemaker: undefined, links: 0, picks: 0, feed: 0, recommendations: 0 });
    // Also for a visitor's device.
    const visitor = await createDevice(server);
    await visitor.pull();
    expect(await visitor.db.tastemakers.get(tastemakerId)).toBeUndefined();

    for (const collection of ['tastemakers', 'city_tastemakers']) {
      const list = await traveller.client.collection(collection).getFullList();
      expect(JSON.stringify(list), collection).not.toContain(tastemakerId);
    }
    expect(await statusOf(() => traveller.client.collection('tastemakers').getOne(tastemakerId))).toBe(404);

    // Subscribing and chatting answer as for a tastemaker that does not exist, and change nothing.
    const subscribe = await server.call(traveller, 'POST', `/api/app/tastemakers/${tastemakerId}/subscribe`);
    expect(subscribe).toEqual(await server.call(traveller, 'POST', '/api/app/tastemakers/nosuchtastemak/subscribe'));
    expect(subscribe.status).toBe(404);
    expect((await server.admin.collection('entitlements').getFullList({ filter: `tastemaker = "${tastemakerId}"` })).length).toBe(0);
    const chat = await server.call(traveller, 'POST', '/api/app/chat', { query: 'coffee', cityId: seoul.id, tastemakerId });
    expect(chat).toEqual(
      await server.call(traveller, 'POST', '/api/app/chat', { query: 'coffee', cityId: seoul.id, tastemakerId: 'nosuchtastemak' }),
    );
    expect(chat.status).toBe(404);

    const detail = await server.call(traveller, 'GET', `/api/app/places/${place}`);
    expect(detail.status).toBe(200);
    expect(detail.body.tastemakers.map((t: { id: string }) => t.id)).not.toContain(tastemakerId);

    // Their own dashboard and device work while they wait.
    const own = await seenBy(user, tastemakerId);
    expect(own.tastemaker).toMatchObject({ status: 'pending', user: user.id });
    expect(own).toMatchObject({ links: 1, picks: 1 });
    expect((await server.call(user, 'GET', '/api/app/tastemaker/stats')).body).toMatchObject({ placesCurated: 1 });
  });

  it('is listed to everyone, with links, picks and feed, once an admin approves; only admins review', async () => {
    const traveller = await server.createUser({}, { follow: ['seoul'] });
    const { tastemakerId } = await selfMadeTastemaker();
    const device = await createDevice(server, traveller);
    await device.pull();
    expect(await device.db.tastemakers.get(tastemakerId)).toBeUndefined();

    const pending = await server.call(admin, 'GET', '/api/app/admin/tastemakers/pending');
    expect(pending.body.tastemakers.map((t: { id: string }) => t.id)).toContain(tastemakerId);
    expect(pending.body.tastemakers.find((t: { id: string }) => t.id === tastemakerId)).toMatchObject({
      name: 'Self Made',
      cities: ['Seoul'],
      account: { name: 'Self Made' },
    });
    for (const outsider of [traveller, null]) {
      expect((await server.call(outsider, 'GET', '/api/app/admin/tastemakers/pending')).status).toBeGreaterThanOrEqual(401);
      expect((await server.call(outsider, 'POST', `/api/app/admin/tastemakers/${tastemakerId}/approve`)).status).toBeGreaterThanOrEqual(
        401,
      );
    }
    expect((await server.admin.collection('tastemakers').getOne(tastemakerId)).status).toBe('pending');

    expect((await server.call(admin, 'POST', `/api/app/admin/tastemakers/${tastemakerId}/approve`)).body).toEqual({
      id: tastemakerId,
      status: 'approved',
    });
    // The same device, on its next sync: the tastemaker and what speaks for them arrive though those rows did not change.
    await device.pull();
    expect(await device.db.tastemakers.get(tastemakerId)).toMatchObject({ status: 'approved' });
    expect(await device.db.city_tastemakers.where('tastemaker').equals(tastemakerId).count()).toBe(1);
    expect((await catalogOf(device.db, 'tastemaker_places').toArray()).filter((p) => p.tastemaker === tastemakerId)).toHaveLength(1);
    expect(await device.db.tastemakers.get(tastemakerId)).not.toHaveProperty('user', expect.stringMatching(/.+/));
    // Reviewed once: a second decision is refused.
    expect((await server.call(admin, 'POST', `/api/app/admin/tastemakers/${tastemakerId}/reject`)).status).toBe(400);
    expect((await server.call(traveller, 'POST', `/api/app/tastemakers/${tastemakerId}/subscribe`)).status).toBe(200);
  });

  it('stays unlisted when rejected; a tastemaker an admin made is approved from the start', async () => {
    const { tastemakerId } = await selfMadeTastemaker();
    expect((await server.call(admin, 'POST', `/api/app/admin/tastemakers/${tastemakerId}/reject`)).body.status).toBe('rejected');
    const traveller = await server.createUser({}, { follow: ['seoul'] });
    expect((await seenBy(traveller, tastemakerId)).tastemaker).toBeUndefined();
    const pending = await server.call(admin, 'GET', '/api/app/admin/tastemakers/pending');
    expect(pending.body.tastemakers.map((t: { id: string }) => t.id)).not.toContain(tastemakerId);

    const chosen = await server.createUser({ name: 'Chosen One' });
    expect((await server.call(admin, 'POST', '/api/app/admin/roles', { userId: chosen.id, role: 'tastemaker' })).status).toBe(200);
    const record = await server.admin.collection('tastemakers').getFirstListItem(`user = "${chosen.id}"`);
    expect(record.status).toBe('approved');
  });
});
