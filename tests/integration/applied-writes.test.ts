// Exactly-once writes: a device that lost the answer to a write sends it
// again with the same key, and the server does not apply it twice, whatever
// another device did to the row in between (pb_hooks/lib/applied_writes.js).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipId } from '#/domain/ids';
import { newId } from '#/data/writes/new-id';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let place: string;

beforeAll(async () => {
  server = await startTestServer();
  const seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  place = (await server.admin.collection('places').getFirstListItem(`city = "${seoul.id}"`)).id;
});
afterAll(async () => {
  await server?.dispose();
});

const records = (name: string) => `/api/collections/${name}/records`;
const mine = async (name: string, user: TestUser) =>
  server.admin.collection(name).getFullList({ filter: server.admin.filter('user = {:u}', { u: user.id }) });
const batch = (user: TestUser, bodies: object[]) =>
  server.call(user, 'POST', '/api/batch', { requests: bodies.map((body) => ({ method: 'POST', url: records('collections'), body })) });

describe('a write sent again with its key', () => {
  it('does not revive a row deleted after it was created', async () => {
    const user = await server.createUser();
    const id = newId();
    const create = { id, user: user.id, name: 'Seoul in spring', _write: newId() };
    expect((await server.call(user, 'POST', records('collections'), create)).status).toBe(200);
    expect((await server.call(user, 'DELETE', `${records('collections')}/${id}`)).status).toBe(204);
    const again = await server.call(user, 'POST', records('collections'), create);
    expect(again.status).toBe(404);
    expect(await mine('collections', user)).toEqual([]);
  });

  it('answers with the row as it is now while it exists, and changes nothing', async () => {
    const user = await server.createUser();
    const id = newId();
    const create = { id, user: user.id, name: 'Late dinners', _write: newId() };
    await server.call(user, 'POST', records('collections'), create);
    const rename = { name: 'Late dinners in Mapo', _clock: { name: Date.now() }, _write: newId() };
    expect((await server.call(user, 'PATCH', `${records('collections')}/${id}`, rename)).status).toBe(200);
    // Another device renames it later; the first rename arrives again.
    await server.call(user, 'PATCH', `${records('collections')}/${id}`, {
      name: 'Mapo',
      _clock: { name: Date.now() + 5 },
      _write: newId(),
    });
    const sameCreate = await server.call(user, 'POST', records('collections'), create);
    expect(sameCreate.status).toBe(200);
    expect(sameCreate.body).toMatchObject({ id, name: 'Mapo' });
    const sameRename = await server.call(user, 'PATCH', `${records('collections')}/${id}`, {
      ...rename,
      _clock: { name: Date.now() + 10 },
    });
    expect(sameRename.status).toBe(200);
    expect(sameRename.body.name).toBe('Mapo');
    expect((await mine('collections', user)).map((c) => c.name)).toEqual(['Mapo']);
  });

  it('does not remove a place saved again after it was unsaved', async () => {
    const user = await server.createUser({}, { follow: ['seoul'] });
    const id = membershipId('saved_places', { user: user.id, place });
    const save = () => server.call(user, 'POST', records('saved_places'), { id, user: user.id, place, _write: newId() });
    expect((await save()).status).toBe(200);
    const unsave = `${records('saved_places')}/${id}?_write=${newId()}`;
    expect((await server.call(user, 'DELETE', unsave)).status).toBe(204);
    expect((await save()).status).toBe(200);
    expect((await server.call(user, 'DELETE', unsave)).status).toBe(204);
    expect((await mine('saved_places', user)).map((s) => s.place)).toEqual([place]);
  });

  it('is applied once inside a batch, and a refused batch remembers none of its keys', async () => {
    const user = await server.createUser();
    const good = { id: newId(), user: user.id, name: 'Coffee crawl', _write: newId() };
    const blank = { id: newId(), user: user.id, name: '   ', _write: newId() };
    expect((await batch(user, [good, blank])).status).toBe(400);
    expect(await mine('collections', user)).toEqual([]);
    // The refused batch applied nothing, so its keys are new: the same write now goes through.
    expect((await batch(user, [good])).status).toBe(200);
    expect((await server.call(user, 'DELETE', `${records('collections')}/${good.id}`)).status).toBe(204);
    const replay = await batch(user, [good]);
    expect(replay.status).toBe(400);
    expect(replay.body.data.requests['0'].code).toBe('write_applied');
    // Sent on its own, as the device then does, it is answered as a write whose row was deleted since.
    expect((await server.call(user, 'POST', records('collections'), good)).status).toBe(404);
    expect(await mine('collections', user)).toEqual([]);
  });

  it('refuses a batch holding a write applied already whole, so the others are sent and answered one by one', async () => {
    const user = await server.createUser();
    const first = { id: newId(), user: user.id, name: 'Noodles', _write: newId() };
    const second = { id: newId(), user: user.id, name: 'Bakeries', _write: newId() };
    expect((await batch(user, [first])).status).toBe(200);
    // The answer to `first` was lost: the device sends it again, with a write made since.
    const again = await batch(user, [first, second]);
    expect(again.status).toBe(400);
    expect(Object.keys(again.body.data.requests)).toEqual(['0']);
    expect((await mine('collections', user)).map((c) => c.name)).toEqual(['Noodles']);
    expect((await server.call(user, 'POST', records('collections'), first)).status).toBe(200);
    expect((await server.call(user, 'POST', records('collections'), second)).status).toBe(200);
    expect((await mine('collections', user)).map((c) => c.name).sort()).toEqual(['Bakeries', 'Noodles']);
  });

  it("remembers a batch's keys with its writes: each write sent again changes nothing", async () => {
    const user = await server.createUser({}, { follow: ['seoul'] });
    const save = { id: membershipId('saved_places', { user: user.id, place }), user: user.id, place, _write: newId() };
    const list = { id: newId(), user: user.id, name: 'Late dinners', _write: newId() };
    const unsave = { method: 'DELETE', url: `${records('saved_places')}/${save.id}?_write=${newId()}` };
    const sent = await server.call(user, 'POST', '/api/batch', {
      requests: [
        { method: 'POST', url: records('saved_places'), body: save },
        { method: 'POST', url: records('collections'), body: list },
        unsave,
      ],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.slice(0, 3).map((r: { status: number }) => r.status)).toEqual([200, 200, 204]);
    // Another device saves the place again; the lost batch's unsave, sent again, must not remove it.
    expect((await server.call(user, 'POST', records('saved_places'), { ...save, _write: newId() })).status).toBe(200);
    expect((await server.call(user, 'DELETE', unsave.url)).status).toBe(204);
    expect((await server.call(user, 'POST', records('collections'), list)).body).toMatchObject({ id: list.id, name: 'Late dinners' });
    expect((await mine('saved_places', user)).map((s) => s.place)).toEqual([place]);
    expect(await mine('collections', user)).toHaveLength(1);
  });

  it("tells nothing of another user's row sent with a key of one's own", async () => {
    const alice = await server.createUser();
    const bob = await server.createUser();
    const bobs = await server.call(bob, 'POST', records('collections'), { id: newId(), user: bob.id, name: 'Secret', _write: newId() });
    const key = newId();
    expect(
      (await server.call(alice, 'POST', records('collections'), { id: newId(), user: alice.id, name: 'Mine', _write: key })).status,
    ).toBe(200);
    const probe = await server.call(alice, 'POST', records('collections'), { id: bobs.body.id, user: alice.id, name: 'x', _write: key });
    expect(probe.status).toBe(404);
    expect(JSON.stringify(probe.body)).not.toContain('Secret');
  });

  it("is one user's: the same key from another user is another write", async () => {
    const alice = await server.createUser();
    const bob = await server.createUser();
    const key = newId();
    expect(
      (await server.call(alice, 'POST', records('collections'), { id: newId(), user: alice.id, name: 'Mine', _write: key })).status,
    ).toBe(200);
    expect(
      (await server.call(bob, 'POST', records('collections'), { id: newId(), user: bob.id, name: 'Also mine', _write: key })).status,
    ).toBe(200);
    expect(await mine('collections', bob)).toHaveLength(1);
  });
});

describe('the keys', () => {
  it('are the server’s alone', async () => {
    const user = await server.createUser();
    expect((await server.call(user, 'GET', records('applied_writes'))).status).toBe(403);
    expect((await server.call(user, 'POST', records('applied_writes'), { user: user.id })).status).toBe(403);
    // Nor can a batch ask the server to store keys it did not note itself.
    const before = (await server.admin.collection('applied_writes').getList(1, 1)).totalItems;
    const forged = await server.call(user, 'POST', '/api/batch', {
      requests: [{ method: 'PATCH', url: `${records('profiles')}/${user.id}`, body: { _applied_writes: 'a'.repeat(30) } }],
    });
    expect(forged.status).toBe(400);
    expect(forged.body.data.requests['0'].response.status).toBe(403);
    expect((await server.admin.collection('applied_writes').getList(1, 1)).totalItems).toBe(before);
  });
});
