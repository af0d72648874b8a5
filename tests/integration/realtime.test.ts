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
