// The sync route keeps each caller's scope (the cities they may open, their
// grants in each) and the answers to their idle cursors between requests
// (pb_hooks/lib/sync.js). A device whose scope was kept must still follow every
// change of what grants are read from: each row the caller is read from
// (access.CALLER_ROWS), the cities and their tastemakers (SHARED_ROWS), and the
// time, when a subscription's period ends with no row changing at all.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { createDevice, type Device } from '../support/device';
import { catalogOf } from '../support/catalog';
import type { Grants } from '#/domain/policy/access';

let server: TestServer;
let seoul: RecordModel;
let nyc: RecordModel;
let tokyo: RecordModel;
/** A Seoul tastemaker with picks, and the places they picked. */
let chef: RecordModel;
let chefPlaces: string[];

beforeAll(async () => {
  server = await startTestServer({ env: { TASTEMAP_SYNC_OVERLAP_MS: '300' } });
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await server.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  tokyo = await server.admin.collection('cities').getFirstListItem('slug = "tokyo"');
  const links = await server.admin.collection('city_tastemakers').getFullList({ filter: `city = "${seoul.id}"`, expand: 'tastemaker' });
  chef = links[0]!.expand!.tastemaker as RecordModel;
  const picks = await server.admin.collection('tastemaker_places').getFullList({ filter: `tastemaker = "${chef.id}"` });
  chefPlaces = picks.map((p) => p.place as string);
  // Losing the chef's grant must take places away: a chef without picks would make the counts below 0 = 0.
  expect(chefPlaces.length).toBeGreaterThan(0);
});
afterAll(async () => {
  await server?.dispose();
});

interface Answer {
  etag: string;
  body: {
    cursor: string;
    changes: Record<string, unknown[]>;
    deletions: unknown[];
    scope: { cities: string[]; grants?: Record<string, Grants> };
  };
}

async function sync(user: TestUser, cursor: string): Promise<Answer> {
  const response = await fetch(`${server.url}/api/app/sync?cursor=${encodeURIComponent(cursor)}`, {
    headers: { Authorization: user.client.authStore.token },
  });
  expect(response.status).toBe(200);
  return { etag: response.headers.get('ETag') ?? '', body: (await response.json()) as Answer['body'] };
}

/**
 * Pulls until the device is idle: its cursor, asked twice, gets the same bytes back with nothing in them
 * (the server then keeps that answer). Returns the cursor.
 */
async function settle(device: Device, user: TestUser): Promise<string> {
  let cursor = '';
  await vi.waitFor(
    async () => {
      await device.pull();
      cursor = (await device.db.meta.get('syncCursor'))!.value as string;
      const first = await sync(user, cursor);
      const again = await sync(user, cursor);
      expect(first.body.cursor).toBe(cursor);
      expect(first.body.changes).toEqual({});
      expect(first.body.deletions).toEqual([]);
      expect(again.etag).toBe(first.etag);
    },
    { timeout: 10_000, interval: 100 },
  );
  return cursor;
}

const pbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ');

describe('a kept scope', () => {
  it('stops serving a subscription when its period ends, though no row changes', async () => {
    const user = await server.createUser();
    await server.follow(user, 'seoul', [chef.slug as string]);
    const entitlement = await server.admin.collection('entitlements').getFirstListItem(`user = "${user.id}"`);
    const ends = Date.now() + 6000;
    await server.admin.collection('entitlements').update(entitlement.id, { subscription_end: pbDate(ends) });
    const device = await createDevice(server, user);
    const cursor = await settle(device, user);
    expect(await catalogOf(device.db, 'places').count()).toBe(chefPlaces.length);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ends + 200 - Date.now())));
    const after = await sync(user, cursor);
    expect(after.body.scope.grants?.[seoul.id]?.tastemakers).toEqual([]);
    await device.pull();
    expect(await catalogOf(device.db, 'places').count()).toBe(0);
  });

  it('follows a change of the caller’s entitlements', async () => {
    const user = await server.createUser();
    await server.follow(user, 'seoul', [chef.slug as string]);
    const device = await createDevice(server, user);
    await settle(device, user);
    expect(await catalogOf(device.db, 'places').count()).toBe(chefPlaces.length);
    const entitlement = await server.admin.collection('entitlements').getFirstListItem(`user = "${user.id}"`);
    await server.admin
      .collection('entitlements')
      .update(entitlement.id, { status: 'cancelled', subscription_end: '2020-01-01 00:00:00.000Z' });
    await device.pull();
    expect(await catalogOf(device.db, 'places').count()).toBe(0);
  });

  it('follows a city the caller unlocks (their profile)', async () => {
    const user = await server.createUser();
    const device = await createDevice(server, user);
    const cursor = await settle(device, user);
    expect((await sync(user, cursor)).body.scope.cities).not.toContain(nyc.id);
    await server.admin.collection('profiles').update(user.id, { 'unlocked_cities+': nyc.id });
    expect((await sync(user, cursor)).body.scope.cities).toContain(nyc.id);
  });

  it('follows the caller’s roles, and a role moved from one user to another', async () => {
    const alice = await server.createUser();
    const bob = await server.createUser();
    const aliceCursor = await settle(await createDevice(server, alice), alice);
    const bobCursor = await settle(await createDevice(server, bob), bob);
    const role = await server.admin.collection('user_roles').create({ user: alice.id, role: 'admin' });
    expect((await sync(alice, aliceCursor)).body.scope.grants?.[seoul.id]).toMatchObject({ all: true, notes: true });

    const aliceAdmin = await settle(await createDevice(server, alice), alice);
    await server.admin.collection('user_roles').update(role.id, { user: bob.id });
    expect((await sync(alice, aliceAdmin)).body.scope.grants?.[seoul.id]).toMatchObject({ all: false, notes: false });
    expect((await sync(bob, bobCursor)).body.scope.grants?.[seoul.id]).toMatchObject({ all: true, notes: true });
  });

  it('follows the tastemaker records that belong to the caller, when one moves to another account', async () => {
    const alice = await server.createUser({}, { roles: ['tastemaker'] });
    const bob = await server.createUser({}, { roles: ['tastemaker'] });
    const own = await server.admin.collection('tastemakers').create({ slug: `own-${alice.id}`, name: 'Own' });
    await server.admin.collection('city_tastemakers').create({ city: seoul.id, tastemaker: own.id });
    const aliceCursor = await settle(await createDevice(server, alice), alice);
    const bobCursor = await settle(await createDevice(server, bob), bob);
    await server.admin.collection('tastemakers').update(own.id, { user: alice.id });
    // A tastemaker of the city curates from their own scope: their own picks and the places they added.
    expect((await sync(alice, aliceCursor)).body.scope.grants?.[seoul.id]).toMatchObject({ all: false, curators: [own.id] });

    const aliceCurating = await settle(await createDevice(server, alice), alice);
    await server.admin.collection('tastemakers').update(own.id, { user: bob.id });
    expect((await sync(alice, aliceCurating)).body.scope.grants?.[seoul.id]).not.toHaveProperty('curators');
    expect((await sync(bob, bobCursor)).body.scope.grants?.[seoul.id]).toMatchObject({ all: false, curators: [own.id] });
  });

  it('follows the cities and their tastemakers, which every caller’s grants are read from', async () => {
    const user = await server.createUser();
    await server.follow(user, 'seoul', [chef.slug as string]);
    const device = await createDevice(server, user);
    let cursor = await settle(device, user);
    await server.admin.collection('cities').update(tokyo.id, { status: 'live', is_free: true });
    try {
      expect((await sync(user, cursor)).body.scope.cities).toContain(tokyo.id);
      cursor = await settle(device, user);
      // The chef now guides Tokyo too: the user follows them there as well.
      const link = await server.admin.collection('city_tastemakers').create({ city: tokyo.id, tastemaker: chef.id });
      expect((await sync(user, cursor)).body.scope.grants?.[tokyo.id]?.tastemakers).toEqual([chef.id]);
      cursor = await settle(device, user);
      await server.admin.collection('city_tastemakers').delete(link.id);
      expect((await sync(user, cursor)).body.scope.grants?.[tokyo.id]?.tastemakers).toEqual([]);
    } finally {
      await server.admin.collection('cities').update(tokyo.id, { status: 'coming_soon', is_free: false });
    }
    expect((await sync(user, cursor)).body.scope.cities).not.toContain(tokyo.id);
  });
});
