// Change nudges over realtime: every device hears about catalog changes; a
// private row's change reaches only its owner, and carries no data.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { listen } from '../support/realtime';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.dispose();
});

const nudge = (collection: string) => ({ event: 'tastemap/sync', data: JSON.stringify({ collection }) });

it('nudges only the owner about private rows, and everyone about the catalog', async () => {
  const alice = await server.createUser();
  const bob = await server.createUser({}, { follow: ['seoul'] });
  const aliceDevice = await listen(server.url, ['tastemap/sync'], alice.client.authStore.token);
  const bobDevice = await listen(server.url, ['tastemap/sync'], bob.client.authStore.token);
  const visitor = await listen(server.url, ['tastemap/sync']);
  try {
    const place = await server.admin.collection('places').getFirstListItem('city.slug = "seoul"');
    await bob.client.collection('saved_places').create({ user: bob.id, place: place.id });
    await expect.poll(() => bobDevice.messages).toEqual([nudge('saved_places')]);

    // A catalog change made after the save reaches everyone. Each client's
    // messages arrive in the order the server queued them, and the save's
    // nudges were queued before its request returned: once the catalog nudge
    // is in, a nudge about Bob's save would be too. So the lists are exact.
    await server.admin.collection('places').update(place.id, { description: 'Updated for everyone.' });
    for (const device of [aliceDevice, bobDevice, visitor]) await expect.poll(() => device.messages.at(-1)).toEqual(nudge('places'));
    expect(bobDevice.messages).toEqual([nudge('saved_places'), nudge('places')]);
    expect(aliceDevice.messages).toEqual([nudge('places')]);
    expect(visitor.messages).toEqual([nudge('places')]);
  } finally {
    aliceDevice.close();
    bobDevice.close();
    visitor.close();
  }
});

it('nudges every member of a shared collection about its changes, a removed member once more, and no one else', async () => {
  const owner = await server.createUser({}, { follow: ['seoul'] });
  const member = await server.createUser({}, { follow: ['seoul'] });
  const stranger = await server.createUser({}, { follow: ['seoul'] });
  const collection = await owner.client.collection('collections').create({ user: owner.id, name: 'Trip' });
  const invite = await server.call(owner, 'POST', `/api/app/collections/${collection.id}/invites`, { role: 'editor' });
  expect((await server.call(member, 'POST', '/api/app/invites/accept', { token: invite.body.token })).status).toBe(200);
  const memberDevice = await listen(server.url, ['tastemap/sync'], member.client.authStore.token);
  const strangerDevice = await listen(server.url, ['tastemap/sync'], stranger.client.authStore.token);
  try {
    const place = await server.admin.collection('places').getFirstListItem('city.slug = "seoul"');
    await owner.client.collection('collection_places').create({ collection: collection.id, place: place.id, user: owner.id });
    await expect.poll(() => memberDevice.messages).toEqual([nudge('collection_places')]);
    expect((await server.call(owner, 'DELETE', `/api/app/collections/${collection.id}/members/${member.id}`)).status).toBe(204);
    await expect.poll(() => memberDevice.messages.at(-1)).toEqual(nudge('collection_members'));
    // Once removed, their devices hear no more of it.
    await owner.client.collection('collections').update(collection.id, { name: 'Trip, renamed' });
    await server.admin.collection('places').update(place.id, { description: 'Updated for everyone.' });
    await expect.poll(() => memberDevice.messages.at(-1)).toEqual(nudge('places'));
    expect(memberDevice.messages).toEqual([nudge('collection_places'), nudge('collection_members'), nudge('places')]);
    // Each client's messages arrive in the order they were queued: once the catalog's is in, any earlier one would be.
    await expect.poll(() => strangerDevice.messages).toEqual([nudge('places')]);
  } finally {
    memberDevice.close();
    strangerDevice.close();
  }
});
