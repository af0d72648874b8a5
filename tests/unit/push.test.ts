// Push (src/data/sync/push.ts) as the device sees it: what it keeps of the
// server's answers. A fake server stands behind `fetch`; Dexie
// (fake-indexeddb), the outbox and push are the real ones.
import 'fake-indexeddb/auto';
import PocketBase from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TastemapDB } from '#/data/db';
import { BATCH_SIZE, flushOutbox } from '#/data/sync/push';
import { createCollection, updateCollection } from '#/data/writes/collections';
import { toggleSavedPlace } from '#/data/writes/saved-places';
import { updateReview } from '#/data/writes/reviews';
import { reviewId } from '#/domain/ids';
import type { WriteContext } from '#/data/writes/outbox';
import type { Collection } from '#/domain/types';

const USER = 'user0000000001';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN = `${base64url({ alg: 'HS256' })}.${base64url({ id: USER, type: 'auth', collectionId: '_pb_users_auth_', exp: 4_000_000_000 })}.sig`;

interface Sent {
  method: string;
  url: string;
  body?: Record<string, unknown>;
}

/** A server that keeps rows by collection/id, stamps them, and answers as PocketBase does. */
class FakeServer {
  rows = new Map<string, Record<string, unknown>>();
  requests: Sent[][] = [];
  stamp = 0;
  /** Runs before the server answers a request (a batch or a write on its own). */
  onRequest: (requests: Sent[]) => Promise<void> | void = () => {};
  /** How a batch is answered: 'ok', or a status to refuse it whole with. */
  batch: 'ok' | number = 'ok';
  /** The id the server files a create under (a review's is derived from its author and place); the device's by default. */
  fileAs: (collection: string, body: Record<string, unknown>) => string = (_, body) => body.id as string;

  apply({ method, url, body }: Sent): { status: number; body: unknown } {
    const [, collection, id] = /^\/api\/collections\/([^/?]+)\/records(?:\/([^/?]+))?/.exec(url)!;
    const key = `${collection}/${id ?? this.fileAs(collection!, body!)}`;
    if (method === 'DELETE') {
      this.rows.delete(key);
      return { status: 204, body: null };
    }
    if (method === 'PATCH' && !this.rows.has(key)) return { status: 404, body: { status: 404, message: 'Not found.', data: {} } };
    const { _clock: _c, _write: _w, ...fields } = body!;
    this.stamp += 1;
    // The server sets fields of its own: the device keeps them.
    const row = {
      ...(this.rows.get(key) ?? {}),
      ...fields,
      id: key.split('/')[1],
      updated: `server-${this.stamp}`,
      collectionName: collection,
    };
    this.rows.set(key, row);
    return { status: 200, body: row };
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const json = (status: number, body: unknown) =>
      new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/batch') {
      const raw = (init.body as FormData).get('@jsonPayload');
      const { requests } = JSON.parse(typeof raw === 'string' ? raw : '{}') as { requests: Sent[] };
      this.requests.push(requests);
      await this.onRequest(requests);
      if (this.batch !== 'ok') return json(this.batch, { status: this.batch, message: 'Refused.', data: {} });
      // One transaction: a request that fails undoes the others.
      const before = new Map(this.rows);
      const answers = requests.map((r) => this.apply(r));
      if (answers.some((a) => a.status >= 400)) {
        this.rows = before;
        return json(400, { status: 400, message: 'Batch transaction failed.', data: {} });
      }
      // Like the server's exactly-once bookkeeping, an answer of its own follows the device's.
      return json(200, [...answers, { status: 204, body: null }]);
    }
    const single = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: url.pathname + url.search,
      body: init.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined,
    };
    this.requests.push([single]);
    await this.onRequest([single]);
    const answer = this.apply(single);
    return json(answer.status, answer.body);
  };
}

let db: TastemapDB;
let ctx: WriteContext;
let server: FakeServer;
let pb: PocketBase;

beforeEach(() => {
  db = new TastemapDB(`push-${Math.random()}`);
  ctx = { db, userId: USER };
  server = new FakeServer();
  vi.stubGlobal('fetch', server.fetch);
  pb = new PocketBase('http://server.test');
  pb.autoCancellation(false);
  pb.authStore.save(TOKEN, { id: USER, collectionId: '_pb_users_auth_', collectionName: 'users' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

async function savePlaces(count: number) {
  for (let i = 0; i < count; i++) await toggleSavedPlace(ctx, `place${String(i).padStart(9, '0')}`);
}

describe('a flush', () => {
  it("keeps the server's row with the writes still waiting replayed on top, however many writes of one row a batch holds", async () => {
    const trip = await createCollection(ctx, { name: 'Trip' });
    await updateCollection(ctx, trip.id, { name: 'Trip to Seoul' });
    await savePlaces(BATCH_SIZE - 2);
    // Queued after the first batch: sent in the next request.
    await updateCollection(ctx, trip.id, { description: 'Spring' });
    let seen: Collection | undefined;
    server.onRequest = async () => {
      if (server.requests.length === 2) seen = await db.collections.get(trip.id);
    };

    expect(await flushOutbox(db, pb, USER)).toEqual({ kind: 'done', sent: BATCH_SIZE + 1, failed: 0 });
    expect(server.requests.map((r) => r.length)).toEqual([BATCH_SIZE, 1]);
    // Between the two: the batch's last answer for the row (the rename), with the description not yet sent on top.
    expect(seen).toMatchObject({ name: 'Trip to Seoul', description: 'Spring', updated: 'server-2' });
    expect(seen).not.toHaveProperty('collectionName');
    expect(await db.collections.get(trip.id)).toMatchObject({
      name: 'Trip to Seoul',
      description: 'Spring',
      updated: `server-${BATCH_SIZE + 1}`,
    });
    expect(await db.saved_places.count()).toBe(BATCH_SIZE - 2);
    expect((await db.saved_places.toArray()).every((row) => String(row.updated).startsWith('server-'))).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a row a later write deletes deleted, and leaves later writes queued when the server stops it', async () => {
    await savePlaces(BATCH_SIZE);
    await toggleSavedPlace(ctx, 'place000000000'); // unsaved again, in the next batch
    server.onRequest = () => {
      if (server.requests.length === 2) throw new TypeError('Failed to fetch');
    };
    expect((await flushOutbox(db, pb, USER)).kind).toBe('offline');
    // The first batch is done; the unsave waits, and the row it deletes stays deleted on the device.
    expect(await db.outbox.count()).toBe(1);
    expect(await db.saved_places.count()).toBe(BATCH_SIZE - 1);
  });

  it('sends every write with its own key, which the server applies once: in the body, or the query of a delete', async () => {
    const trip = await createCollection(ctx, { name: 'Trip' });
    await updateCollection(ctx, trip.id, { name: 'Trip to Seoul' });
    await toggleSavedPlace(ctx, 'place000000001');
    await toggleSavedPlace(ctx, 'place000000001');
    const keys = (await db.outbox.orderBy('seq').toArray()).map((e) => e.writeId);
    expect(new Set(keys).size).toBe(4);
    expect(keys.every((key) => /^[a-z0-9]{15}$/.test(key ?? ''))).toBe(true);

    expect(await flushOutbox(db, pb, USER)).toEqual({ kind: 'done', sent: 4, failed: 0 });
    const sent = server.requests[0]!.map((r) =>
      r.method === 'DELETE' ? new URL(r.url, 'http://x').searchParams.get('_write') : r.body?._write,
    );
    expect(sent).toEqual(keys);
  });

  it('moves a row the server files under another id there, with the writes still waiting for it', async () => {
    // A review an older version of the app queued under an id of its own, then edited; the server files reviews under
    // the id derived from author and place.
    const place = 'place000000001';
    const old = 'oldrandomid0001';
    const derived = reviewId(USER, place);
    await db.reviews.put({ id: old, place, user: USER, rating: 3, comment: 'First', author_name: '', city: 'c', created: '', updated: '' });
    await db.outbox.add({
      user: USER,
      collection: 'reviews',
      recordId: old,
      op: 'create',
      writeId: 'write0000000001',
      data: { place, user: USER, rating: 3, comment: 'First' },
      createdAt: 1,
      attempts: 0,
      status: 'pending',
    });
    await updateReview(ctx, old, { rating: 4, comment: 'Second' });
    server.fileAs = (collection, body) => (collection === 'reviews' ? reviewId(USER, body.place as string) : (body.id as string));

    expect(await flushOutbox(db, pb, USER)).toEqual({ kind: 'done', sent: 2, failed: 0 });
    // The batch fails (its edit names a row the server files elsewhere); one by one, the edit follows the row.
    expect(server.requests.map((batch) => batch.map((r) => `${r.method} ${r.url.split('?')[0]}`))).toEqual([
      ['POST /api/collections/reviews/records', `PATCH /api/collections/reviews/records/${old}`],
      ['POST /api/collections/reviews/records'],
      [`PATCH /api/collections/reviews/records/${derived}`],
    ]);
    expect(server.rows.get(`reviews/${derived}`)).toMatchObject({ rating: 4, comment: 'Second' });
    expect(await db.reviews.toArray()).toEqual([expect.objectContaining({ id: derived, rating: 4, comment: 'Second' })]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends the writes of a refused batch one by one, each with its own answer', async () => {
    await savePlaces(3);
    server.batch = 400;
    expect(await flushOutbox(db, pb, USER)).toEqual({ kind: 'done', sent: 3, failed: 0 });
    expect(server.requests.map((r) => r.length)).toEqual([3, 1, 1, 1]);
    expect(await db.outbox.count()).toBe(0);
  });
});
