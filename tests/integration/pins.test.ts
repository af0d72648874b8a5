// The traveller's own pins (issue 33) against a real PocketBase: only their
// owner reads, writes or deletes them; the server derives each pin's id from
// (user, source), so an import sent twice makes one pin; they reach the owner's
// devices through the sync route and nobody else's; bad input is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { membershipId } from '#/domain/ids';
import { startTestServer, statusOf, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.createUser({}, { follow: ['seoul'] });
  bob = await server.createUser({}, { follow: ['seoul'] });
});
afterAll(async () => {
  await server?.dispose();
});

const pinOf = (user: TestUser, source: string, extra: Record<string, unknown> = {}) => ({
  id: membershipId('pins', { user: user.id, source }),
  user: user.id,
  source,
  name: 'Grandma’s dumplings',
  note: 'Ask for the off-menu kimchi',
  latitude: 37.57,
  longitude: 126.98,
  list: 'Want to go',
  ...extra,
});

async function syncedPins(user: TestUser | null): Promise<RecordModel[]> {
  const answer = await server.call(user, 'GET', '/api/app/sync?cursor=');
  expect(answer.status).toBe(200);
  return (answer.body.changes.pins ?? []) as RecordModel[];
}

describe('pins', () => {
  it('allows a user to keep, read, edit and delete their own pin', async () => {
    const body = pinOf(alice, 'https://maps.example.com/?cid=1');
    const created = await alice.client.collection('pins').create(body);
    expect(created.id).toBe(body.id);
    expect((await alice.client.collection('pins').getOne(body.id)).name).toBe('Grandma’s dumplings');
    await alice.client.collection('pins').update(body.id, { note: 'Closed on Mondays' });
    expect((await alice.client.collection('pins').getOne(body.id)).note).toBe('Closed on Mondays');
    await alice.client.collection('pins').delete(body.id);
    expect(await statusOf(() => alice.client.collection('pins').getOne(body.id))).toBe(404);
  });

  it('reaches its owner through the sync route, and its deletion too', async () => {
    const body = pinOf(alice, 'takeout:synced');
    await alice.client.collection('pins').create(body);
    expect((await syncedPins(alice)).map((p) => p.id)).toContain(body.id);
    await alice.client.collection('pins').delete(body.id);
    const answer = await server.call(alice, 'GET', '/api/app/sync?cursor=');
    expect((answer.body.deletions as string[][]).some(([name, id]) => name === 'pins' && id === body.id)).toBe(true);
  });

  it('denies another user reading, editing or deleting a pin, through the record API and sync', async () => {
    const body = pinOf(alice, 'takeout:private');
    await alice.client.collection('pins').create(body);
    expect(await statusOf(() => bob.client.collection('pins').getOne(body.id))).toBe(404);
    expect((await bob.client.collection('pins').getFullList()).map((p) => p.id)).not.toContain(body.id);
    expect(await statusOf(() => bob.client.collection('pins').update(body.id, { name: 'Mine now' }))).toBe(404);
    expect(await statusOf(() => bob.client.collection('pins').delete(body.id))).toBe(404);
    expect((await syncedPins(bob)).map((p) => p.id)).not.toContain(body.id);
    const stored = await server.admin.collection('pins').getOne(body.id);
    expect(stored.name).toBe('Grandma’s dumplings');
  });

  it('denies anonymous visitors reading or writing pins', async () => {
    const body = pinOf(alice, 'takeout:anonymous');
    await alice.client.collection('pins').create(body);
    const anonymous = server.anonymous();
    expect(await statusOf(() => anonymous.collection('pins').getOne(body.id))).toBe(404);
    expect((await anonymous.collection('pins').getFullList()).length).toBe(0);
    expect(await statusOf(() => anonymous.collection('pins').create(pinOf(alice, 'takeout:forged')))).toBe(400);
    expect(await statusOf(() => anonymous.collection('pins').delete(body.id))).toBe(404);
    expect(await syncedPins(null)).toEqual([]);
  });

  it('denies a user keeping a pin in another user’s name', async () => {
    const forged = pinOf(alice, 'takeout:forged-by-bob');
    expect(await statusOf(() => bob.client.collection('pins').create(forged))).toBeGreaterThanOrEqual(400);
    expect(
      await statusOf(() => bob.client.collection('pins').create({ ...pinOf(bob, 'takeout:x'), user: alice.id })),
    ).toBeGreaterThanOrEqual(400);
    expect((await server.admin.collection('pins').getFullList({ filter: `user = "${alice.id}" && source ~ "forged"` })).length).toBe(0);
  });

  it('denies moving a pin to another user or changing its source', async () => {
    const body = pinOf(alice, 'takeout:moved');
    await alice.client.collection('pins').create(body);
    expect(await statusOf(() => alice.client.collection('pins').update(body.id, { user: bob.id }))).toBe(404);
    expect(await statusOf(() => alice.client.collection('pins').update(body.id, { source: 'takeout:other' }))).toBe(404);
    const stored = await server.admin.collection('pins').getOne(body.id);
    expect([stored.user, stored.source]).toEqual([alice.id, 'takeout:moved']);
  });

  it('denies an id other than the one derived from owner and source', async () => {
    const body = { ...pinOf(alice, 'takeout:own-id'), id: 'abcdefghijklmno' };
    expect(await statusOf(() => alice.client.collection('pins').create(body))).toBe(400);
    expect(await statusOf(() => server.admin.collection('pins').getOne('abcdefghijklmno'))).toBe(404);
  });

  it('keeps one pin when the same import is sent twice', async () => {
    const body = pinOf(alice, 'takeout:twice');
    await alice.client.collection('pins').create(body);
    expect(await statusOf(() => alice.client.collection('pins').create(body))).toBe(400);
    const rows = await server.admin.collection('pins').getFullList({ filter: `user = "${alice.id}" && source = "takeout:twice"` });
    expect(rows.length).toBe(1);
  });

  it('denies bad input: no name, a position off the globe, an over-long note', async () => {
    const bad = [
      pinOf(alice, 'takeout:bad-1', { name: '' }),
      pinOf(alice, 'takeout:bad-2', { latitude: 123 }),
      pinOf(alice, 'takeout:bad-3', { longitude: -200 }),
      pinOf(alice, 'takeout:bad-4', { note: 'x'.repeat(2001) }),
      { ...pinOf(alice, ''), source: '' },
    ];
    for (const body of bad)
      expect(await statusOf(() => alice.client.collection('pins').create(body)), JSON.stringify(body).slice(0, 80)).toBe(400);
    expect((await server.admin.collection('pins').getFullList({ filter: `source ~ "takeout:bad"` })).length).toBe(0);
  });

  it('goes with the account when its owner deletes it', async () => {
    const carol = await server.createUser({}, { follow: ['seoul'] });
    const body = pinOf(carol, 'takeout:carol');
    await carol.client.collection('pins').create(body);
    expect((await server.call(carol, 'DELETE', '/api/app/account')).status).toBe(200);
    expect(await statusOf(() => server.admin.collection('pins').getOne(body.id))).toBe(404);
  });
});
