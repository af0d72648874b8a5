// Session renewal against a real PocketBase (src/data/session/refresh.ts): a
// device whose token is close to expiry gets a fresh one, stored for its next
// start; a fresh token costs no request; network failures, refused and expired
// tokens change nothing, and the outbox waits for the next sign-in.
//
// Tokens close to expiry are real: the users collection's token lifetime is
// shortened for one sign-in, then put back. (Impersonation tokens will not do:
// PocketBase marks them not refreshable and auth-refresh hands them back as is.)
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthCollectionModel } from 'pocketbase';
import { createApiClient } from '#/data/server/api';
import { sessionStored, sessionUserId } from '#/data/server/session';
import { refreshSessionIfDue, tokenExpiresAt } from '#/data/session/refresh';
import { createCollection } from '#/data/writes/collections';
import { SESSION_LIFETIME_MS } from '#/domain/session';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { createDevice, type Device } from '../support/device';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.dispose();
});

/** Sets the users' token lifetime (seconds); returns the previous one. */
async function setTokenLifetime(seconds: number): Promise<number> {
  const users = await server.admin.collections.getOne<AuthCollectionModel>('users');
  await server.admin.collections.update('users', { authToken: { ...users.authToken, duration: seconds } });
  return users.authToken.duration;
}

/** A device signed in as `user` with a password (a refreshable token), its requests recorded. */
async function signedInDevice(user: TestUser, { lifetimeSeconds }: { lifetimeSeconds?: number } = {}) {
  const device = await createDevice(server);
  const previous = lifetimeSeconds ? await setTokenLifetime(lifetimeSeconds) : 0;
  try {
    await device.pb.collection('users').authWithPassword(user.email, user.password);
  } finally {
    if (previous) await setTokenLifetime(previous);
  }
  await sessionStored(device.pb);
  device.ctx.userId = user.id;
  const requests: string[] = [];
  device.network.afterResponse = (url) => void requests.push(url);
  return { device, requests };
}

/** The session the device would find in IndexedDB on its next start. */
async function storedToken(device: Device): Promise<string> {
  const reloaded = await createApiClient(device.db, server.url);
  return reloaded.authStore.token;
}

const refreshRequests = (requests: string[]) => requests.filter((url) => url.includes('/auth-refresh'));

describe('renewing the session ahead of expiry', () => {
  it('gives a device whose token is close to expiry a fresh one, for the same user, kept for its next start', async () => {
    const alice = await server.createUser();
    const { device, requests } = await signedInDevice(alice, { lifetimeSeconds: 60 });
    const before = device.pb.authStore.token;
    expect(tokenExpiresAt(before) - Date.now()).toBeLessThanOrEqual(60_000);

    expect(await refreshSessionIfDue(device.pb)).toBe('refreshed');
    const after = device.pb.authStore.token;
    expect(after).not.toBe(before);
    expect(tokenExpiresAt(after)).toBeGreaterThan(tokenExpiresAt(before));
    // The server's lifetime is the one the device plans with (the migration).
    expect(Math.abs(tokenExpiresAt(after) - (Date.now() + SESSION_LIFETIME_MS))).toBeLessThan(60_000);
    expect(sessionUserId(device.pb)).toBe(alice.id);
    expect(refreshRequests(requests)).toHaveLength(1);

    // A reload finds the new token, and the server takes it.
    expect(await storedToken(device)).toBe(after);
    const reloaded = await createApiClient(device.db, server.url);
    expect((await reloaded.collection('users').getOne(alice.id)).id).toBe(alice.id);

    // Now fresh: the next checks leave the server alone.
    expect(await refreshSessionIfDue(device.pb)).toBe('not-due');
    expect(refreshRequests(requests)).toHaveLength(1);
  });

  it('makes no request for a freshly issued token', async () => {
    const bob = await server.createUser();
    const { device, requests } = await signedInDevice(bob);
    const token = device.pb.authStore.token;
    expect(await refreshSessionIfDue(device.pb)).toBe('not-due');
    expect(requests).toEqual([]);
    expect(device.pb.authStore.token).toBe(token);
  });

  it('changes nothing while the network is down, and renews once it is back', async () => {
    const carol = await server.createUser();
    const { device } = await signedInDevice(carol, { lifetimeSeconds: 60 });
    const before = device.pb.authStore.token;
    device.network.offline = true;
    expect(await refreshSessionIfDue(device.pb)).toBe('offline');
    expect(device.pb.authStore.token).toBe(before);
    expect(await storedToken(device)).toBe(before);

    device.network.offline = false;
    expect(await refreshSessionIfDue(device.pb)).toBe('refreshed');
    expect(await storedToken(device)).not.toBe(before);
  });

  it('keeps a token the server refuses, and the outbox, until the user signs in again', async () => {
    const dave = await server.createUser();
    const { device } = await signedInDevice(dave, { lifetimeSeconds: 60 });
    const before = device.pb.authStore.token;
    await createCollection(device.ctx, { name: 'Waiting in the outbox' });
    // Signed out everywhere: the password changed on another device.
    await server.admin.collection('users').update(dave.id, { password: 'changed-password-1', passwordConfirm: 'changed-password-1' });

    expect(await refreshSessionIfDue(device.pb)).toBe('refused');
    expect(device.pb.authStore.token).toBe(before);
    expect(await storedToken(device)).toBe(before);
    expect(await device.flush()).toMatchObject({ kind: 'signed-out' });
    expect(await device.db.outbox.count()).toBe(1);

    await device.pb.collection('users').authWithPassword(dave.email, 'changed-password-1');
    expect(await device.flush()).toMatchObject({ kind: 'done', sent: 1 });
    expect((await server.admin.collection('collections').getFullList({ filter: `user = "${dave.id}"` })).length).toBe(1);
  });

  it('never sends an expired token, and keeps it and the outbox', async () => {
    const erin = await server.createUser();
    const device = await createDevice(server);
    const shortLived = await server.admin.collection('users').impersonate(erin.id, 1);
    device.pb.authStore.save(shortLived.authStore.token, shortLived.authStore.record);
    await sessionStored(device.pb);
    device.ctx.userId = erin.id;
    const requests: string[] = [];
    device.network.afterResponse = (url) => void requests.push(url);
    // The token's expiry is a time: what this test needs is that time having passed.
    await expect.poll(() => tokenExpiresAt(device.pb.authStore.token) <= Date.now(), { timeout: 5_000, interval: 100 }).toBe(true);
    await createCollection(device.ctx, { name: 'After expiry' });

    expect(await refreshSessionIfDue(device.pb)).toBe('not-due');
    expect(requests).toEqual([]);
    expect(device.pb.authStore.token).toBe(shortLived.authStore.token);
    expect(await storedToken(device)).toBe(shortLived.authStore.token);
    expect(await device.flush()).toMatchObject({ kind: 'signed-out' });
    expect(await device.db.outbox.count()).toBe(1);
  });

  it('lets a sign-out made while the renewal is on its way win', async () => {
    const frank = await server.createUser();
    const { device } = await signedInDevice(frank, { lifetimeSeconds: 60 });
    device.network.afterResponse = (url) => {
      if (url.includes('/auth-refresh')) device.pb.authStore.clear();
    };
    expect(await refreshSessionIfDue(device.pb)).toBe('not-due');
    expect(device.pb.authStore.token).toBe('');
    await sessionStored(device.pb);
    expect(await storedToken(device)).toBe('');
  });
});
