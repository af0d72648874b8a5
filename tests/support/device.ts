// A simulated device for integration tests: its own IndexedDB (fake-indexeddb,
// in memory), its own PocketBase client and session, talking to a real server.
import 'fake-indexeddb/auto';
import type PocketBase from 'pocketbase';
import { createApiClient } from '#/data/server/api';
import { TastemapDB } from '#/data/db';
import type { WriteContext } from '#/data/writes/outbox';
import { flushOutbox } from '#/data/sync/push';
import { pull } from '#/data/sync/pull';
import type { TestServer, TestUser } from './pocketbase';

let deviceCounter = 0;

export interface Device {
  db: TastemapDB;
  pb: PocketBase;
  ctx: WriteContext;
  /** Network faults to inject: the device's requests fail while offline is true. */
  network: {
    offline: boolean;
    dropNextResponse: boolean;
    /** Called with each answer before the device reads it (and before a dropped one is lost). */
    afterResponse?: (url: string, response: Response) => void | Promise<void>;
  };
  pull: (limit?: number) => ReturnType<typeof pull>;
  flush: () => ReturnType<typeof flushOutbox>;
  sync: () => Promise<void>;
}

export async function createDevice(server: TestServer, user?: TestUser, now?: () => number): Promise<Device> {
  deviceCounter += 1;
  const db = new TastemapDB(`device-${deviceCounter}-${Math.random().toString(36).slice(2)}`);
  const pb = await createApiClient(db, server.url);
  const network: Device['network'] = { offline: false, dropNextResponse: false };
  // The device's network: requests go to the real server unless the test cuts them.
  const realFetch = globalThis.fetch;
  const deviceFetch: typeof fetch = async (input, init) => {
    if (network.offline) throw new TypeError('Failed to fetch (device offline)');
    const response = await realFetch(input, init);
    await network.afterResponse?.(response.url || (input instanceof Request ? input.url : input.toString()), response);
    if (network.dropNextResponse) {
      // The server did the work; the answer never arrives.
      network.dropNextResponse = false;
      await response.arrayBuffer();
      throw new TypeError('Failed to fetch (response lost)');
    }
    return response;
  };
  pb.beforeSend = (url, options) => ({ url, options: { ...options, fetch: deviceFetch } });
  if (user) pb.authStore.save(user.client.authStore.token, user.client.authStore.record);
  const ctx: WriteContext = { db, userId: user?.id ?? '', now };
  return {
    db,
    pb,
    ctx,
    network,
    pull: (limit) => pull(db, pb, () => {}, limit ? { limit } : {}),
    flush: () => flushOutbox(db, pb, ctx.userId, { ignoreBackoff: true }),
    sync: async () => {
      await flushOutbox(db, pb, ctx.userId, { ignoreBackoff: true });
      await pull(db, pb);
    },
  };
}
