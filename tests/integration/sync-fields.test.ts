// What one user learns about another (issue 26, §4): sync, and the record
// API, carry of another user's row only the fields the policy lists for its
// collection (src/domain/policy/fields.ts): a review's author name, never the
// account behind it. The test reads the schema for every field that names an
// account, finds the rows of other users among everything a device receives,
// and fails on any field of theirs that is not on the list, including for a
// collection the list does not name at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { othersMayRead } from '#/domain/policy/fields';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let reader: TestUser;
let other: TestUser;
let usersCollectionId: string;

type Row = Record<string, unknown> & { id: string };

/** Everything a full sync gives a signed-in device, by collection. */
async function fullSync(user: TestUser): Promise<Record<string, Row[]>> {
  const rows: Record<string, Row[]> = {};
  let cursor = '';
  for (let page = 0; page < 20; page++) {
    const answer = await server.call(user, 'GET', `/api/app/sync?cursor=${encodeURIComponent(cursor)}`);
    expect(answer.status).toBe(200);
    for (const [name, list] of Object.entries(answer.body.changes as Record<string, Row[]>)) (rows[name] ??= []).push(...list);
    cursor = answer.body.cursor;
    if (!answer.body.more) return rows;
  }
  throw new Error('sync did not finish');
}

const blank = (value: unknown) =>
  value === '' || value === null || value === false || value === 0 || (Array.isArray(value) && !value.length);

/** The fields of a collection that name an account, and the accounts each row names (as the superuser reads them). */
async function accountsOf(name: string): Promise<Map<string, string[]>> {
  const schema = await server.admin.collections.getOne(name);
  const fields = schema.fields.filter((f) => f.type === 'relation' && f.collectionId === usersCollectionId).map((f) => f.name);
  const owners = new Map<string, string[]>();
  if (name === 'profiles') fields.push('id');
  if (!fields.length) return owners;
  for (const row of await server.admin.collection(name).getFullList<RecordModel>({ batch: 500 })) {
    owners.set(
      row.id,
      fields.flatMap((f) => (typeof row[f] === 'string' && row[f] ? [row[f]] : [])),
    );
  }
  return owners;
}

/** The fields of other users' rows that reached `user`, as 'collection.field' strings. */
async function leaks(user: TestUser, received: Record<string, Row[]>): Promise<string[]> {
  const found = new Set<string>();
  for (const [name, list] of Object.entries(received)) {
    const owners = await accountsOf(name);
    if (!owners.size) continue;
    const rule = othersMayRead(name);
    for (const row of list) {
      const accounts = owners.get(row.id) ?? [];
      if (!accounts.some((account) => account !== user.id)) continue;
      for (const [field, value] of Object.entries(row)) {
        if (blank(value)) continue;
        if (!rule || !rule.fields.includes(field)) found.add(`${name}.${field}`);
      }
    }
  }
  return [...found].sort();
}

beforeAll(async () => {
  server = await startTestServer();
  usersCollectionId = (await server.admin.collections.getOne('users')).id;
  const seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  const admin = await server.createUser({ name: 'Ada Admin' }, { roles: ['admin'] });
  other = await server.createUser({ name: 'Other Traveller' });
  reader = await server.createUser({ name: 'Reader' });
  for (const user of [other, reader]) await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
  // The other user leaves traces in every collection others can read: a review, an approved vibe they
  // proposed, an approved tastemaker record of theirs with a pick the reader follows.
  const pick = await server.admin.collection('tastemaker_places').getFirstListItem(`tastemaker = "${seoul.featured_tastemaker}"`);
  await other.client.collection('reviews').create({ user: other.id, place: pick.place, rating: 5, comment: 'Loved it' });
  const tastemakerId = (await server.call(other, 'POST', '/api/app/roles/become-tastemaker')).body.tastemakerId as string;
  await server.call(admin, 'POST', `/api/app/admin/tastemakers/${tastemakerId}/approve`);
  await server.call(other, 'POST', '/api/app/tastemaker/places', { placeId: pick.place, note: 'Their note' });
  const vibe = await server.call(other, 'POST', '/api/app/vibes', { name: 'Late Lanterns', description: 'Paper lanterns after dark' });
  await server.call(admin, 'POST', `/api/app/vibes/${vibe.body.vibe.id}/approve`);
  await server.follow(reader, 'seoul', [(await server.admin.collection('tastemakers').getOne(tastemakerId)).slug as string]);
});
afterAll(async () => {
  await server?.dispose();
});

describe("another user's rows", () => {
  it('reach a device with only the fields others may read', async () => {
    const received = await fullSync(reader);
    // The other user's rows did arrive, so the check below has something to check.
    expect(received.reviews?.some((r) => r.comment === 'Loved it' && r.author_name === 'Other Traveller')).toBe(true);
    expect(received.tastemakers?.some((t) => t.name === 'Other Traveller')).toBe(true);
    expect(received.vibes?.some((v) => v.name === 'Late Lanterns')).toBe(true);
    expect(await leaks(reader, received)).toEqual([]);
    expect(JSON.stringify(received)).not.toContain(other.id);
  });

  it("keep the owner's own rows whole on the owner's device", async () => {
    const received = await fullSync(other);
    expect(received.reviews?.find((r) => r.comment === 'Loved it')).toMatchObject({ user: other.id });
    expect(received.tastemakers?.find((t) => t.name === 'Other Traveller')).toMatchObject({ user: other.id });
    expect(received.vibes?.find((v) => v.name === 'Late Lanterns')).toMatchObject({ created_by: other.id });
  });

  it('reach a client of the record API with the same fields', async () => {
    const answers: Record<string, Row[]> = {
      tastemakers: await reader.client.collection('tastemakers').getFullList<Row>(),
      vibes: await reader.client.collection('vibes').getFullList<Row>(),
      reviews: await reader.client.collection('reviews').getFullList<Row>(),
      city_tastemakers: (await reader.client.collection('city_tastemakers').getFullList<Row>({ expand: 'tastemaker' })).map(
        (link) => (link.expand as { tastemaker: Row }).tastemaker,
      ),
    };
    answers.tastemakers!.push(...answers.city_tastemakers!);
    delete answers.city_tastemakers;
    // The record API's own envelope names the collection, not anything of the row.
    for (const list of Object.values(answers))
      for (const row of list) for (const meta of ['collectionId', 'collectionName', 'expand']) delete row[meta];
    expect(answers.tastemakers!.some((t) => t.name === 'Other Traveller')).toBe(true);
    expect(await leaks(reader, answers)).toEqual([]);
    expect(JSON.stringify(answers)).not.toContain(other.id);
  });
});
