// Vibe proposals: tastemakers and admins propose; admins check for similar
// vibes (it reads pending ones, spec §6); proposals stay pending (invisible to
// other users) until an admin approves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let tastemaker: TestUser;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  tastemaker = await server.createUser({}, { roles: ['tastemaker'] });
  admin = await server.createUser({}, { roles: ['admin'] });
  user = await server.createUser();
});
afterAll(async () => {
  await server?.dispose();
});

describe('similar vibes', () => {
  it('flags near-duplicates of existing vibes with a similarity from 0 to 1', async () => {
    const near = await server.call(admin, 'POST', '/api/app/vibes/similar', { name: 'Rooftops', description: 'high up with a view' });
    expect(near.status).toBe(200);
    expect(near.body.similarVibes[0]).toMatchObject({ name: 'Rooftop' });
    expect(near.body.similarVibes[0].similarity).toBeGreaterThan(0.5);
    expect(near.body.similarVibes[0].similarity).toBeLessThanOrEqual(1);
    const exact = await server.call(admin, 'POST', '/api/app/vibes/similar', { name: 'cozy', description: '' });
    expect(exact.body.similarVibes[0]).toMatchObject({ name: 'Cozy', similarity: 1 });
    const unrelated = await server.call(admin, 'POST', '/api/app/vibes/similar', {
      name: 'Karaoke Marathon',
      description: 'Singing until sunrise',
    });
    expect(unrelated.body.similarVibes).toEqual([]);
  });

  it('refuses everyone but admins, tastemakers included, and a blank name', async () => {
    expect((await server.call(user, 'POST', '/api/app/vibes/similar', { name: 'Rooftops' })).status).toBe(403);
    expect((await server.call(tastemaker, 'POST', '/api/app/vibes/similar', { name: 'Rooftops' })).status).toBe(403);
    expect((await server.call(null, 'POST', '/api/app/vibes/similar', { name: 'Rooftops' })).status).toBe(401);
    const blank = await server.call(admin, 'POST', '/api/app/vibes/similar', { name: '  ' });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Name Required: Please enter a vibe name.' } });
  });
});

describe('proposing and reviewing', () => {
  it('keeps a proposal pending and hidden from users until an admin approves it', async () => {
    const created = await server.call(tastemaker, 'POST', '/api/app/vibes', {
      name: 'Karaoke Marathon',
      description: 'Singing until sunrise',
    });
    expect(created).toMatchObject({ status: 200, body: { vibe: { status: 'pending' } } });
    const id = created.body.vibe.id;
    expect(await user.client.collection('vibes').getFullList({ filter: `id = "${id}"` })).toHaveLength(0);
    expect(await tastemaker.client.collection('vibes').getFullList({ filter: `id = "${id}"` })).toHaveLength(1);
    const pending = await server.call(admin, 'GET', '/api/app/vibes/pending');
    expect(pending.body.vibes.map((v: { id: string }) => v.id)).toContain(id);
    expect((await server.call(tastemaker, 'GET', '/api/app/vibes/pending')).status).toBe(403);
    expect((await server.call(tastemaker, 'POST', `/api/app/vibes/${id}/approve`)).status).toBe(403);
    expect((await server.call(admin, 'POST', `/api/app/vibes/${id}/approve`)).status).toBe(200);
    // Users see the vibe, never the accounts that proposed and approved it; its proposer sees their own row whole.
    const approved = await user.client.collection('vibes').getOne(id);
    expect(approved).toMatchObject({ status: 'approved', name: 'Karaoke Marathon' });
    for (const field of ['approved_by', 'created_by', 'approved_at']) expect(approved).not.toHaveProperty(field);
    expect(await tastemaker.client.collection('vibes').getOne(id)).toMatchObject({ approved_by: admin.id, created_by: tastemaker.id });
    expect(await server.admin.collection('vibes').getOne(id)).toMatchObject({ approved_by: admin.id });
    expect((await server.call(admin, 'POST', `/api/app/vibes/${id}/reject`)).status).toBe(400);
  });

  it('rejects a proposal and refuses a duplicate name or a plain user', async () => {
    const created = await server.call(admin, 'POST', '/api/app/vibes', { name: 'Board Games', description: '' });
    expect((await server.call(admin, 'POST', `/api/app/vibes/${created.body.vibe.id}/reject`)).status).toBe(200);
    expect((await server.admin.collection('vibes').getOne(created.body.vibe.id)).status).toBe('rejected');
    expect((await server.call(tastemaker, 'POST', '/api/app/vibes', { name: 'cozy' })).status).toBe(409);
    const before = (await server.admin.collection('vibes').getList(1, 1)).totalItems;
    expect((await server.call(user, 'POST', '/api/app/vibes', { name: 'Mine' })).status).toBe(403);
    expect((await server.admin.collection('vibes').getList(1, 1)).totalItems).toBe(before);
  });
});
