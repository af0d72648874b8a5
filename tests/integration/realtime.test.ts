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

const settle = () => new Promise((r) => setTimeout(r, 400));

it('nudges only the owner about private rows, and everyone about the catalog', async () => {
  const alice = await server.createUser();
  const bob = await server.createUser({}, { follow: ['seoul'] });
  const aliceDevice = await listen(server.url, ['tastemap/sync'], alice.client.authStore.token);
  const bobDevice = await listen(server.url, ['tastemap/sync'], bob.client.authStore.token);
  const visitor = await listen(server.url, ['tastemap/sync']);
  try {
    const place = await server.admin.collection('places').getFirstListItem('city.slug = "seoul"');
    await bob.client.collection('saved_places').create({ user: bob.id, place: place.id });
    await settle();
    expect(bobDevice.messages).toEqual([{ event: 'tastemap/sync', data: '{"collection":"saved_places"}' }]);
    expect(aliceDevice.messages).toEqual([]);
    expect(visitor.messages).toEqual([]);

    await server.admin.collection('places').update(place.id, { description: 'Updated for everyone.' });
    await settle();
    for (const device of [aliceDevice, bobDevice, visitor]) {
      expect(device.messages.at(-1)).toEqual({ event: 'tastemap/sync', data: '{"collection":"places"}' });
    }
  } finally {
    aliceDevice.close();
    bobDevice.close();
    visitor.close();
  }
});
