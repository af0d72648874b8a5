// No probes (issue 26, §3): every write path answers a row that exists but is
// not the caller's exactly as it answers a row that does not exist: the same
// status and the same body, and nothing changes. Each path runs against both
// cases and the whole answers are compared: the record API (create, update,
// delete), the batch API with the collection named or given by its id, the
// photo routes, the dashboard's curation routes and the subscription routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { membershipId, reviewId } from '#/domain/ids';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { solidPng } from '../support/png';

let server: TestServer;
let seoul: RecordModel;
let victim: TestUser;
let attacker: TestUser;
/** The victim's own rows, by collection. */
const rows: Record<string, string> = {};
/** Ids of the victim's rows they deleted since (tombstoned), by collection. */
const deleted: Record<string, string> = {};
let collectionIds: Record<string, string>;
/** The place of the victim's deleted review. */
let otherPlace: string;

const MISSING = 'abcdefghij12345';

/** An answer as a client sees it: status and parsed body. */
interface Answer {
  status: number;
  body: unknown;
}

async function send(user: TestUser, method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: user.client.authStore.token };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Every row the victim owns, as the superuser reads it: nothing of it may change. */
async function victimState(): Promise<string> {
  const parts: string[] = [];
  for (const [name, id] of Object.entries(rows)) {
    const row = await server.admin.collection(name).getOne(id);
    parts.push(JSON.stringify(row));
  }
  return parts.join('\n');
}

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  victim = await server.createUser({ name: 'Victim' });
  attacker = await server.createUser({ name: 'Attacker' });
  for (const user of [victim, attacker]) {
    expect((await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id })).status).toBe(200);
  }
  const picks = await server.admin
    .collection('tastemaker_places')
    .getList(1, 2, { filter: `tastemaker = "${seoul.featured_tastemaker}"`, sort: 'place' });
  const place = picks.items[0]!.place as string;
  // A traveller has one review of a place: the review they deleted was of another.
  otherPlace = picks.items[1]!.place as string;
  const vibe = await server.admin.collection('vibes').getFirstListItem('status = "approved"');
  const c = victim.client;
  rows.saved_places = (await c.collection('saved_places').create({ user: victim.id, place })).id;
  rows.collections = (await c.collection('collections').create({ user: victim.id, name: 'Private trip' })).id;
  rows.collection_places = (
    await c.collection('collection_places').create({
      id: membershipId('collection_places', { collection: rows.collections, place }),
      collection: rows.collections,
      place,
      user: victim.id,
    })
  ).id;
  rows.reviews = (await c.collection('reviews').create({ user: victim.id, place, rating: 4, comment: 'Mine' })).id;
  rows.vibe_profiles = (await c.collection('vibe_profiles').create({ user: victim.id, name: 'Chill' })).id;
  rows.vibe_profile_vibes = (
    await c.collection('vibe_profile_vibes').create({ vibe_profile: rows.vibe_profiles, vibe: vibe.id, user: victim.id })
  ).id;
  rows.profiles = victim.id;
  for (const name of ['collections', 'reviews', 'vibe_profiles']) {
    const body = name === 'reviews' ? { user: victim.id, place: otherPlace, rating: 2 } : { user: victim.id, name: 'Gone soon' };
    const row = await c.collection(name).create(body);
    await c.collection(name).delete(row.id);
    deleted[name] = row.id;
  }
  collectionIds = {};
  for (const name of Object.keys(rows)) collectionIds[name] = (await server.admin.collections.getOne(name)).id;
});
afterAll(async () => {
  await server?.dispose();
});

/** Runs `path` for the victim's row and for a row that does not exist, and expects one answer; nothing of the victim's changes. */
async function sameAnswer(label: string, call: (id: string) => Promise<Answer>, foreignId: string, missingId = MISSING) {
  const before = await victimState();
  const foreign = await call(foreignId);
  const missing = await call(missingId);
  expect(foreign, label).toEqual(missing);
  expect(foreign.status, label).toBeGreaterThanOrEqual(400);
  expect(await victimState(), label).toBe(before);
  return foreign;
}

describe('the record API', () => {
  const editable: Record<string, Record<string, unknown>> = {
    saved_places: {},
    collections: { name: 'Mine now', is_public: true },
    collection_places: {},
    reviews: { rating: 1, comment: 'Defaced' },
    vibe_profiles: { name: 'Mine now' },
    vibe_profile_vibes: {},
    profiles: { name: 'Hijacked' },
  };

  it.each(Object.keys(editable))('answers an update or delete of another user’s %s as one of a row that does not exist', async (name) => {
    await sameAnswer(
      `PATCH ${name}`,
      (id) => send(attacker, 'PATCH', `/api/collections/${name}/records/${id}`, editable[name]),
      rows[name]!,
    );
    await sameAnswer(`DELETE ${name}`, (id) => send(attacker, 'DELETE', `/api/collections/${name}/records/${id}`), rows[name]!);
    // Addressed by the collection's id, the same.
    await sameAnswer(
      `PATCH ${name} by id`,
      (id) => send(attacker, 'PATCH', `/api/collections/${collectionIds[name]}/records/${id}`, editable[name]),
      rows[name]!,
    );
  });

  it.each(['collections', 'vibe_profiles'])(
    'answers a create of %s with another user’s id as one with an id they deleted',
    async (name) => {
      const answer = await sameAnswer(
        `create ${name}`,
        (id) => send(attacker, 'POST', `/api/collections/${name}/records`, { id, user: attacker.id, name: 'Squatted' }),
        rows[name]!,
        deleted[name],
      );
      expect(answer.status).toBe(400);
    },
  );

  it('files a create of a review naming another user’s id, or one they deleted, as the caller’s own review', async () => {
    // The server derives a review's id from its author and place, whatever id the create names: the answer
    // cannot tell whose ids exist, and nothing of the victim's changes or comes back.
    const before = await victimState();
    const place = (await server.admin.collection('reviews').getOne(rows.reviews!)).place as string;
    for (const [id, of] of [
      [rows.reviews!, place],
      [deleted.reviews!, otherPlace],
    ]) {
      const answer = await send(attacker, 'POST', '/api/collections/reviews/records', { id, user: attacker.id, place: of, rating: 5 });
      expect(answer.status).toBe(200);
      expect((answer.body as { id: string }).id).toBe(reviewId(attacker.id, of!));
    }
    expect(await victimState()).toBe(before);
    expect(await server.admin.collection('reviews').getList(1, 1, { filter: `id = "${deleted.reviews}"` })).toMatchObject({
      totalItems: 0,
    });
  });
});

describe('the batch API', () => {
  const batch = (requests: Array<{ method: string; url: string; body?: unknown }>) => send(attacker, 'POST', '/api/batch', { requests });

  it.each(['by name', 'by id'])(
    'answers updates, deletes and upserts of another user’s rows as of missing ones, collections %s',
    async (how) => {
      for (const name of Object.keys(rows)) {
        const collection = how === 'by name' ? name : collectionIds[name]!;
        await sameAnswer(
          `batch PATCH ${name} ${how}`,
          (id) => batch([{ method: 'PATCH', url: `/api/collections/${collection}/records/${id}`, body: { name: 'x' } }]),
          rows[name]!,
        );
        await sameAnswer(
          `batch DELETE ${name} ${how}`,
          (id) => batch([{ method: 'DELETE', url: `/api/collections/${collection}/records/${id}` }]),
          rows[name]!,
        );
        await sameAnswer(
          `batch PUT ${name} ${how}`,
          (id) => batch([{ method: 'PUT', url: `/api/collections/${collection}/records`, body: { id, user: attacker.id, name: 'x' } }]),
          rows[name]!,
        );
      }
    },
  );
});

describe('custom routes', () => {
  let tastemaker: TestUser;
  let rival: TestUser;
  let rivalPick: RecordModel;
  let rivalPlace: string;
  let pendingTastemaker: string;

  beforeAll(async () => {
    const admin = await server.createUser({}, { roles: ['admin'] });
    tastemaker = await server.createUser({ name: 'Curator' });
    rival = await server.createUser({ name: 'Rival' });
    for (const user of [tastemaker, rival]) {
      await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
      const id = (await server.call(user, 'POST', '/api/app/roles/become-tastemaker')).body.tastemakerId as string;
      if (user === rival) pendingTastemaker = id;
      else await server.call(admin, 'POST', `/api/app/admin/tastemakers/${id}/approve`);
    }
    const created = await server.call(rival, 'POST', '/api/app/tastemaker/places/new', {
      cityId: seoul.id,
      name: 'Rival’s find',
      neighborhood: 'Seongsu',
      category: 'cafe',
    });
    rivalPlace = created.body.place;
    rivalPick = await server.admin.collection('tastemaker_places').getOne(created.body.id);
  });

  it('answers the photo routes for another tastemaker’s place and pick as for missing ones', async () => {
    const image = () => {
      const form = new FormData();
      form.append('photo', new Blob([solidPng(20, 20, [1, 2, 3])], { type: 'image/png' }), 'p.png');
      return form;
    };
    for (const [collection, id] of [
      ['places', rivalPlace],
      ['tastemaker_places', rivalPick.id],
    ] as const) {
      await sameAnswer(
        `POST photo ${collection}`,
        (target) => send(tastemaker, 'POST', `/api/app/photos/${collection}/${target}`, image()),
        id,
      );
      await sameAnswer(`DELETE photo ${collection}`, (target) => send(tastemaker, 'DELETE', `/api/app/photos/${collection}/${target}`), id);
    }
    expect((await server.admin.collection('places').getOne(rivalPlace)).photo).toBe('');
  });

  it('answers curating another tastemaker’s added place, and editing a place not in one’s list, as missing places', async () => {
    await sameAnswer('pick', (id) => send(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: id }), rivalPlace);
    await sameAnswer('note', (id) => send(tastemaker, 'POST', `/api/app/tastemaker/places/${id}/note`, { note: 'x' }), rivalPlace);
    await sameAnswer('remove', (id) => send(tastemaker, 'POST', `/api/app/tastemaker/places/${id}/remove`), rivalPlace);
    expect((await server.admin.collection('tastemaker_places').getOne(rivalPick.id)).note).toBe(rivalPick.note);
  });

  it('answers the subscription routes for a tastemaker waiting for review as for a missing one', async () => {
    for (const action of ['subscribe', 'unsubscribe', 'cancel', 'reactivate']) {
      await sameAnswer(
        action,
        (id) => send(attacker, 'POST', `/api/app/tastemakers/${id}/${action}`),
        pendingTastemaker,
        'nosuchtastemak1',
      );
    }
  });
});
