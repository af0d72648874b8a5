// Every input is bounded before any work (pb_hooks/lib/bounds.js): a body's
// size by route class, before a byte of it is read, and what it holds (how
// deep it nests, how long its lists and texts are) before any route or hook
// loops over it. Each attack is sent to every route that takes a body, found
// from the hooks and the server's collections (scripts/bench/bounds.ts), and
// each must fail with a clear message and change nothing. Real traffic at
// the largest size the app sends still fits.
//
// The rate limiter answers before the bounds do, and this file sends hundreds
// of requests from one address: it is off here (hardening.test.ts tests it).
import 'fake-indexeddb/auto';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { createReview } from '#/data/writes/reviews';
import { createDevice } from '../support/device';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { solidPng } from '../support/png';
import { bounds, hookRoutes, jsonOfSize, MEGABYTE, routesToBound, sendRaw, type RawAnswer, type Route } from '../../scripts/bench/bounds';

const { LIMITS, SHAPE, UPLOAD_ROUTES } = bounds;
const TOO_LARGE = /^The request is too large: at most [\d.]+ [KM]B here\.$/;

let server: TestServer;
let traveller: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  const settings = await server.admin.settings.getAll();
  await server.admin.settings.update({ rateLimits: { ...settings.rateLimits, enabled: false } });
  traveller = await server.createUser({}, { follow: ['seoul', 'new-york-city'] });
});
afterAll(async () => {
  await server?.dispose();
});

/**
 * What the server holds, collection by collection: how many rows, and the last written (`updated` moves on
 * every write, so a change anywhere shows). The request log lives in another database.
 */
async function snapshot(admin: PocketBase): Promise<string[]> {
  const collections = await admin.collections.getFullList({ fields: 'name,fields' });
  return Promise.all(
    collections.map(async ({ name, fields }) => {
      const updated = (fields as Array<{ name: string }>).some((f) => f.name === 'updated');
      const page = await admin.collection(name).getList(1, 1, { sort: updated ? '-updated,-@rowid' : '-@rowid', fields: 'id,updated' });
      const last = page.items[0];
      return `${name} ${page.totalItems} ${last?.id ?? ''} ${(last?.updated as string | undefined) ?? ''}`;
    }),
  );
}

const send = (
  route: Pick<Route, 'method' | 'path'>,
  body: Buffer | string,
  options: { chunked?: boolean; type?: string; token?: string; expectContinue?: boolean } = {},
) =>
  sendRaw(server.url, {
    method: route.method,
    path: route.path,
    body,
    chunked: options.chunked,
    expectContinue: options.expectContinue,
    headers: {
      'Content-Type': options.type ?? 'application/json',
      ...(options.token === '' ? {} : { Authorization: options.token ?? traveller.client.authStore.token }),
    },
  });

const messageOf = (answer: RawAnswer) => (JSON.parse(answer.text) as { message: string }).message;

describe('body size', () => {
  it('finds every route the hooks add and every write route of each collection', async () => {
    const routes = await routesToBound(server.admin);
    const patterns = new Set(routes.map((r) => r.pattern));
    for (const { method, pattern } of hookRoutes()) expect(patterns, `${method} ${pattern}`).toContain(`${method} ${pattern}`);
    expect(patterns).toContain('POST /api/app/chat');
    expect(patterns).toContain('POST /api/batch');
    expect(routes.some((r) => r.method === 'PATCH' && r.path.startsWith('/api/collections/profiles/records/'))).toBe(true);
    expect(routes.some((r) => r.path === '/api/collections/users/auth-with-password')).toBe(true);
  });

  it('refuses a 1 MB body on every route, with a length or chunked, and changes nothing', async () => {
    const routes = await routesToBound(server.admin);
    expect(routes.length).toBeGreaterThan(20);
    const before = await snapshot(server.admin);
    const body = jsonOfSize(MEGABYTE);
    const wrong: string[] = [];
    for (const route of routes) {
      for (const chunked of [false, true]) {
        for (const token of [undefined, '']) {
          const answer = await send(route, body, { chunked, token, expectContinue: true });
          const what = `${route.method} ${route.path}${chunked ? ' (chunked)' : ''}${token === '' ? ' as a visitor' : ''}: ${answer.status} ${answer.text.slice(0, 100)}`;
          const json = /json/.test(String(answer.headers['content-type']));
          if (UPLOAD_ROUTES.includes(route.pattern)) {
            // An upload route takes a photo of up to 5 MB: a megabyte of JSON is refused by the route (who, what).
            if (answer.status < 400 || answer.status >= 500 || !json) wrong.push(what);
          } else if (answer.status !== 413 || !TOO_LARGE.test(messageOf(answer)) || !json) {
            wrong.push(what);
          } else if (!chunked && answer.continued) {
            // With its length declared, a body too large is refused before a byte of it is read.
            wrong.push(`${what} (read the body first)`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(server.admin)).toEqual(before);
  });

  it('lets a client that sends a body too large all at once, as browsers do, read its 413', async () => {
    const before = await snapshot(server.admin);
    const routes = [
      { method: 'POST', path: '/api/app/chat' },
      { method: 'POST', path: '/api/batch' },
      { method: 'PATCH', path: `/api/collections/profiles/records/${traveller.id}` },
    ];
    for (let round = 0; round < 10; round++) {
      for (const route of routes) {
        for (const chunked of [false, true]) {
          const answer = await send(route, jsonOfSize(MEGABYTE), { chunked });
          expect([answer.status, messageOf(answer)], `${route.method} ${route.path}${chunked ? ' (chunked)' : ''}`).toEqual([
            413,
            expect.stringMatching(TOO_LARGE),
          ]);
        }
      }
    }
    expect(await snapshot(server.admin)).toEqual(before);
  });

  it('takes a body up to its route class limit and refuses one byte more', async () => {
    const before = await snapshot(server.admin);
    const classes = [
      { route: { method: 'POST', path: '/api/app/chat' }, limit: LIMITS.json },
      { route: { method: 'PATCH', path: `/api/collections/profiles/records/${traveller.id}` }, limit: LIMITS.json },
      { route: { method: 'POST', path: '/api/batch' }, limit: LIMITS.batch },
    ];
    for (const { route, limit } of classes) {
      for (const chunked of [false, true]) {
        // At the limit the body's size passes; its one over-long text does not.
        const at = await send(route, jsonOfSize(limit), { chunked });
        expect([at.status, messageOf(at)], `${route.path} at the limit`).toEqual([400, expect.stringMatching(/text .* too long/)]);
        const over = await send(route, jsonOfSize(limit + 1), { chunked });
        expect([over.status, messageOf(over)], `${route.path} over the limit`).toEqual([413, expect.stringMatching(TOO_LARGE)]);
      }
    }
    expect(await snapshot(server.admin)).toEqual(before);
  });

  it("fits an outbox batch of 100 reviews with 2,000-character comments, as the app's client sends it", async () => {
    // 100 places the traveller may review, and a comment of 2,000 Hangul syllables (3 bytes each in UTF-8).
    const picks = await server.admin.collection('tastemaker_places').getFullList({ fields: 'place,city' });
    const places = [...new Map(picks.map((p) => [p.place as string, p.city as string])).entries()].slice(0, 100);
    expect(places).toHaveLength(100);
    const comment = '맛있어요'.repeat(500);
    expect(comment).toHaveLength(2000);

    const device = await createDevice(server, traveller);
    for (const [placeId, cityId] of places) await createReview(device.ctx, { placeId, cityId, rating: 5, comment });

    // The device's first batch, as its client builds it (never sent: the device is offline for it).
    let sentPayload: { requests: unknown[] } | undefined;
    const deviceSend = device.pb.beforeSend!;
    device.pb.beforeSend = async (url, options) => {
      if (url.endsWith('/api/batch')) {
        sentPayload = JSON.parse((options.body as FormData).get('@jsonPayload') as string) as { requests: unknown[] };
        throw new TypeError('Failed to fetch (device offline)');
      }
      return deviceSend(url, options);
    };
    expect((await device.flush()).kind).not.toBe('done');
    expect(sentPayload?.requests).toHaveLength(50);

    // The same writes, all 100 in one batch (the most the server takes), built as push.ts builds each one:
    // the first 50 are exactly what the device sent.
    const entries = await device.db.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(100);
    const client = traveller.client;
    const batch = client.createBatch();
    for (const entry of entries) {
      batch.collection(entry.collection).create({ ...entry.data, id: entry.recordId, _clock: entry.clock ?? {}, _write: entry.writeId });
    }
    let bytes = 0;
    let payload: { requests: unknown[] } | undefined;
    const before = client.beforeSend;
    client.beforeSend = async (url, options) => {
      const form = options.body as FormData;
      payload = JSON.parse(form.get('@jsonPayload') as string) as { requests: unknown[] };
      bytes = (await new Response(form).arrayBuffer()).byteLength;
      return { url, options };
    };
    try {
      const results = await batch.send({ requestKey: null });
      expect(results.filter((r) => r.status < 200 || r.status >= 300)).toEqual([]);
    } finally {
      client.beforeSend = before;
    }
    expect(payload!.requests.slice(0, 50)).toEqual(sentPayload!.requests);
    expect(bytes).toBeGreaterThan(600_000);
    expect(bytes).toBeLessThan(LIMITS.batch);
    const stored = await server.admin.collection('reviews').getList(1, 1, { filter: `user = "${traveller.id}"` });
    expect(stored.totalItems).toBe(100);
  });

  it('still takes a photo of 5 MB, and refuses a body past the photo and its form', async () => {
    const admin = await server.createUser({}, { roles: ['admin'] });
    const seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
    // A real PNG padded with an ancillary chunk that decoders skip, to just under the photo limit.
    const png = solidPng(8, 8, [200, 40, 40]);
    const room = 5 * MEGABYTE - png.length - 12 - 1;
    const padding = Buffer.alloc(12 + room);
    padding.writeUInt32BE(room, 0);
    padding.write('teXt', 4, 'latin1');
    padding.writeUInt32BE(crc32(padding.subarray(4, 8 + room)), 8 + room);
    const photo = Buffer.concat([png.subarray(0, png.length - 12), padding, png.subarray(png.length - 12)]);
    expect(photo.length).toBe(5 * MEGABYTE - 1);
    const upload = async (file: Buffer) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
      const response = await fetch(`${server.url}/api/app/photos/cities/${seoul.id}`, {
        method: 'POST',
        headers: { Authorization: admin.client.authStore.token },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { message?: string; photo?: string } };
    };
    const taken = await upload(photo);
    expect(taken.status, taken.body.message).toBe(200);
    expect(taken.body.photo).toBeTruthy();

    const before = await snapshot(server.admin);
    const tooLarge = await upload(Buffer.concat([photo, Buffer.alloc(LIMITS.form)]));
    expect([tooLarge.status, tooLarge.body.message]).toEqual([413, expect.stringMatching(TOO_LARGE)]);
    expect(await snapshot(server.admin)).toEqual(before);
  });

  it('takes the largest question the app asks the guide: ten turns of long replies in Korean', async () => {
    const seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
    // Ten turns of history, the guide's replies at their longest (4,000 characters) in Korean: about 80 KB.
    const history = Array.from({ length: 10 }, (_, i) =>
      i % 2 ? { role: 'assistant', content: '맛'.repeat(4000) } : { role: 'user', content: '국수'.repeat(250) },
    );
    const chat = await send({ method: 'POST', path: '/api/app/chat' }, JSON.stringify({ query: 'noodles', cityId: seoul.id, history }));
    expect(chat.status, chat.text.slice(0, 200)).toBe(200);
  });

  it('leaves superusers to PocketBase: the dashboard imports and uploads large bodies', async () => {
    const answer = await send(
      { method: 'PATCH', path: `/api/collections/profiles/records/${traveller.id}` },
      JSON.stringify({ name: 'Superuser edit', padding: 'a'.repeat(MEGABYTE) }),
      { token: server.admin.authStore.token },
    );
    expect(answer.status).toBe(200);
    expect((await server.admin.collection('profiles').getOne(traveller.id)).name).toBe('Superuser edit');
  });
});

describe('shape', () => {
  const deep = (levels: number): unknown => (levels === 0 ? 'x' : [deep(levels - 1)]);

  it('refuses JSON nested too deeply, long lists and texts and too many values, on every kind of route, and changes nothing', async () => {
    const tastemaker = await server.createUser({}, { roles: ['tastemaker'] });
    const profile = `/api/collections/profiles/records/${traveller.id}`;
    const attacks: Array<{ what: string; route: { method: string; path: string }; body: unknown; token?: string; message: RegExp }> = [
      {
        what: 'nesting, a custom route',
        route: { method: 'POST', path: '/api/app/vibes' },
        body: { name: 'x', extra: deep(SHAPE.depth) },
        token: tastemaker.client.authStore.token,
        message: /nests too deeply/,
      },
      {
        what: 'nesting, a record write',
        route: { method: 'PATCH', path: profile },
        body: { name: 'x', extra: deep(SHAPE.depth) },
        message: /nests too deeply/,
      },
      {
        what: 'a long list, a record write',
        route: { method: 'PATCH', path: profile },
        body: { interests: Array.from({ length: 20_000 }, () => '') },
        message: /list .* too long/,
      },
      {
        what: 'a long list, a custom route',
        route: { method: 'POST', path: '/api/app/chat' },
        body: { query: 'noodles', history: Array.from({ length: SHAPE.items + 1 }, () => 0) },
        message: /list .* too long/,
      },
      {
        what: 'many fields',
        route: { method: 'POST', path: '/api/app/chat' },
        body: Object.fromEntries(Array.from({ length: SHAPE.items + 1 }, (_, i) => [`f${i}`, 0])),
        message: /too many fields/,
      },
      {
        what: 'a long text',
        route: { method: 'POST', path: '/api/app/chat' },
        body: { query: 'x'.repeat(SHAPE.text + 1) },
        message: /text .* too long/,
      },
      {
        what: 'a long field name',
        route: { method: 'PATCH', path: profile },
        body: { ['x'.repeat(SHAPE.text + 1)]: 1 },
        message: /text .* too long/,
      },
      {
        what: 'too many values',
        route: { method: 'POST', path: '/api/app/chat' },
        body: { x: Array.from({ length: 60 }, () => Array.from({ length: 170 }, () => 0)) },
        message: /too many values/,
      },
      {
        what: 'a batch of too many writes',
        route: { method: 'POST', path: '/api/batch' },
        body: { requests: Array.from({ length: SHAPE.items + 1 }, () => ({ method: 'PATCH', url: profile, body: { name: 'x' } })) },
        message: /list .* too long/,
      },
    ];
    const before = await snapshot(server.admin);
    for (const attack of attacks) {
      const text = JSON.stringify(attack.body);
      for (const chunked of [false, true]) {
        const answer = await send(attack.route, text, { chunked, token: attack.token });
        expect([answer.status, messageOf(answer)], `${attack.what}${chunked ? ' (chunked)' : ''}`).toEqual([
          400,
          expect.stringMatching(attack.message),
        ]);
      }
    }
    // A form's fields are bounded like JSON.
    const form = await send({ method: 'POST', path: '/api/app/chat' }, `query=${'x'.repeat(SHAPE.text + 1)}`, {
      type: 'application/x-www-form-urlencoded',
    });
    expect([form.status, messageOf(form)]).toEqual([400, expect.stringMatching(/text .* too long/)]);
    expect(await snapshot(server.admin)).toEqual(before);
  });

  it('refuses a body it cannot read whole, rather than let the route read on from where the parser stopped', async () => {
    const before = await snapshot(server.admin);
    // The parser gives up at the first byte, having read ahead; what follows the padding is well-formed.
    const tail = JSON.stringify({ name: 'Read past the error', extra: deep(SHAPE.depth) });
    const profile = { method: 'PATCH', path: `/api/collections/profiles/records/${traveller.id}` };
    for (const body of [`]${' '.repeat(100_000)}${tail}`, `{"name":${' '.repeat(100_000)}}${tail}`]) {
      for (const chunked of [false, true]) {
        const answer = await send(profile, body, { chunked });
        expect([answer.status, messageOf(answer)]).toEqual([400, 'The request could not be read: send JSON, or a form.']);
      }
    }
    expect(await snapshot(server.admin)).toEqual(before);
  });
});
