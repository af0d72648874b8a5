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
    const batch = (bodies: object[]) =>
      server.call(user, 'POST', '/api/batch', { requests: bodies.map((body) => ({ method: 'POST', url: records('collections'), body })) });
    expect((await batch([good, blank])).status).toBe(400);
    expect(await mine('collections', user)).toEqual([]);
    // The refused batch applied nothing, so its keys are new: the same write now goes through.
    expect((await batch([good])).status).toBe(200);
    expect((await server.call(user, 'DELETE', `${records('collections')}/${good.id}`)).status).toBe(204);
    const replay = await batch([good]);
    expect(replay.status).toBe(400);
    expect(JSON.stringify(replay.body)).toContain('404');
    expect(await mine('collections', user)).toEqual([]);
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
  });
});
