// Day plans against a real server (issue 34 §2): the owner's rows, synced
// like collections, that nobody else reads or writes; every write checked;
// and a plan shared by its token, read-only, showing each stop only to a
// reader who may read that place (a locked card otherwise), and nothing at
// all for a forged or revoked token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { MAX_PLAN_STOPS } from '#/domain/day-plans';
import { startTestServer, statusOf, type TestServer, type TestUser } from '../support/pocketbase';

let server: TestServer;
let seoul: RecordModel;
/** Picks of Seoul's free local guide: readable by anyone who opened Seoul. */
let open: RecordModel[];
/** A Seoul place only a paid tastemaker picks. */
let paid: RecordModel;
let paidBy: RecordModel;
let owner: TestUser;
let reader: TestUser;

const TOKEN = 'a'.repeat(20) + 'b2c3d4e5f6g7';
const plan = (user: TestUser, stops: string[], extra: Record<string, unknown> = {}) => ({
  user: user.id,
  city: seoul.id,
  name: 'Saturday in Seongsu',
  day: '2026-12-05',
  start_time: '09:30',
  start: { kind: 'here', label: 'Where you were', latitude: 37.5445, longitude: 127.0557 },
  stops,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  const guidePicks = await server.admin
    .collection('tastemaker_places')
    .getFullList({ filter: `tastemaker = "${seoul.featured_tastemaker}"` });
  const openIds = new Set(guidePicks.map((p) => p.place));
  open = (await server.admin.collection('places').getFullList({ filter: `city = "${seoul.id}"`, sort: 'name' })).filter((p) =>
    openIds.has(p.id),
  );
  const otherPicks = await server.admin
    .collection('tastemaker_places')
    .getFullList({ filter: `tastemaker != "${seoul.featured_tastemaker}" && city = "${seoul.id}"`, expand: 'tastemaker' });
  const onlyPaid = otherPicks.find((p) => !openIds.has(p.place))!;
  paid = await server.admin.collection('places').getOne(onlyPaid.place);
  paidBy = onlyPaid.expand!.tastemaker as RecordModel;
  owner = await server.createUser({ name: 'Mina Park' }, { follow: ['seoul'] });
  reader = await server.createUser({ name: 'Jun' });
  await server.call(reader, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
});
afterAll(async () => {
  await server?.dispose();
});

describe('day plans are their owner’s', () => {
  it('allows the owner to create, read, reorder and delete a plan', async () => {
    const made = await owner.client.collection('day_plans').create(plan(owner, [open[0]!.id, open[1]!.id]));
    expect(made.stops).toEqual([open[0]!.id, open[1]!.id]);
    const moved = await owner.client.collection('day_plans').update(made.id, { stops: [open[1]!.id, open[0]!.id] });
    expect(moved.stops).toEqual([open[1]!.id, open[0]!.id]);
    expect((await owner.client.collection('day_plans').getFullList()).map((p) => p.id)).toContain(made.id);
    await owner.client.collection('day_plans').delete(made.id);
    expect(await statusOf(() => owner.client.collection('day_plans').getOne(made.id))).toBe(404);
  });

  it('denies another user reading, changing or deleting it, and a visitor writing one', async () => {
    const made = await owner.client.collection('day_plans').create(plan(owner, [open[0]!.id]));
    const records = reader.client.collection('day_plans');
    expect(await statusOf(() => records.getOne(made.id))).toBe(404);
    expect((await records.getFullList()).map((p) => p.id)).not.toContain(made.id);
    expect(await statusOf(() => records.update(made.id, { name: 'Mine now' }))).toBe(404);
    expect(await statusOf(() => records.delete(made.id))).toBe(404);
    // Nor can the owner give it away, or anyone write one in another's name.
    expect(await statusOf(() => owner.client.collection('day_plans').update(made.id, { user: reader.id }))).toBeGreaterThanOrEqual(400);
    expect(await statusOf(() => records.create(plan(owner, [open[0]!.id])))).toBe(400);
    expect(
      await statusOf(() =>
        server
          .anonymous()
          .collection('day_plans')
          .create(plan(owner, [open[0]!.id])),
      ),
    ).toBe(400);
    // Nor take its id.
    expect(await statusOf(() => records.create({ ...plan(reader, [open[0]!.id]), id: made.id }))).toBe(400);
    expect((await owner.client.collection('day_plans').getOne(made.id)).name).toBe('Saturday in Seongsu');
  });

  it('denies plans the device would refuse: too many, repeated or malformed stops, bad times, starts and tokens', async () => {
    const records = owner.client.collection('day_plans');
    const many = Array.from({ length: MAX_PLAN_STOPS + 1 }, (_, i) => open[i % open.length]!.id + String(i)).map((id) => id.slice(-15));
    for (const bad of [
      { stops: many },
      { stops: [] },
      { stops: [open[0]!.id, open[0]!.id] },
      { stops: ['not an id'] },
      { stops: 'nope' },
      { start_time: '25:00' },
      { day: 'saturday' },
      { name: '   ' },
      { start: { kind: 'hotel', label: 'x' } },
      { start: { kind: 'place', label: 'x', latitude: 37.5, longitude: 127 } },
      { share_token: 'short' },
    ]) {
      expect(await statusOf(() => records.create(plan(owner, [open[0]!.id], bad))), JSON.stringify(bad)).toBe(400);
    }
    const made = await records.create(plan(owner, [open[0]!.id]));
    expect(await statusOf(() => records.update(made.id, { stops: [open[0]!.id, open[0]!.id] }))).toBe(400);
    expect(await statusOf(() => records.update(made.id, { share_token: 'X'.repeat(32) }))).toBe(400);
  });

  it('reaches the owner’s devices through sync, deletions too, and nobody else’s', async () => {
    const made = await owner.client.collection('day_plans').create(plan(owner, [open[2]!.id]));
    const pull = async (who: TestUser) => {
      const rows: Array<{ id: string }> = [];
      const deletions: unknown[] = [];
      let cursor = '';
      for (let page = 0; page < 50; page++) {
        const { body } = await server.call(who, 'GET', `/api/app/sync?cursor=${encodeURIComponent(cursor)}`);
        rows.push(...((body.changes.day_plans ?? []) as Array<{ id: string }>));
        deletions.push(...(body.deletions as unknown[]));
        cursor = body.cursor;
        if (!body.more) break;
      }
      return { rows, deletions, cursor };
    };
    const mine = await pull(owner);
    expect(mine.rows.map((r) => r.id)).toContain(made.id);
    expect(JSON.stringify(mine.rows)).not.toContain('field_clock');
    expect((await pull(reader)).rows.map((r) => r.id)).not.toContain(made.id);
    await owner.client.collection('day_plans').delete(made.id);
    const { body } = await server.call(owner, 'GET', `/api/app/sync?cursor=${encodeURIComponent(mine.cursor)}`);
    expect(JSON.stringify(body.deletions)).toContain(made.id);
  });

  it('keeps the later edit of each field whichever device syncs first', async () => {
    const records = owner.client.collection('day_plans');
    const made = await records.create(plan(owner, [open[0]!.id, open[1]!.id]));
    const now = Date.now();
    await records.update(made.id, { stops: [open[1]!.id, open[0]!.id], _clock: { stops: now + 1000 } });
    const stale = await records.update(made.id, { stops: [open[0]!.id, open[1]!.id], name: 'Renamed', _clock: { stops: now, name: now } });
    expect(stale.stops).toEqual([open[1]!.id, open[0]!.id]);
    expect(stale.name).toBe('Renamed');
  });
});

describe('a shared plan', () => {
  let shared: RecordModel;
  beforeAll(async () => {
    shared = await owner.client.collection('day_plans').create(
      plan(owner, [open[0]!.id, paid.id, open[1]!.id], {
        share_token: TOKEN,
        start: { kind: 'hotel', label: 'Hotel Gracery', latitude: 37.55, longitude: 127.05 },
      }),
    );
  });

  it('opens read-only for anyone with the link, in the owner’s order', async () => {
    const { status, body } = await server.call(null, 'GET', `/api/app/plans/shared/${TOKEN}`);
    expect(status).toBe(200);
    expect(body.plan).toMatchObject({ id: shared.id, name: 'Saturday in Seongsu', day: '2026-12-05', start_time: '09:30' });
    expect(body.owner).toEqual({ name: 'Mina Park' });
    expect(body.stops).toHaveLength(3);
    // The owner's hotel is theirs: its kind shows, never where it is or its name.
    expect(body.start).toEqual({ kind: 'hotel', label: '' });
    expect(JSON.stringify(body)).not.toContain('Gracery');
    expect(JSON.stringify(body)).not.toContain('share_token');
    expect(JSON.stringify(body)).not.toContain(owner.email);
  });

  it('shows a reader only the places they may read: another is a locked card naming who picks it', async () => {
    const { status, body } = await server.call(reader, 'GET', `/api/app/plans/shared/${TOKEN}`);
    expect(status).toBe(200);
    expect(body.stops[0].place.id).toBe(open[0]!.id);
    expect(body.stops[2].place.id).toBe(open[1]!.id);
    expect(body.stops[1]).toEqual({ locked: true, pickedBy: [{ name: paidBy.name, title: paidBy.title, slug: paidBy.slug }] });
    const text = JSON.stringify(body);
    expect(text).not.toContain(paid.id);
    expect(text).not.toContain(paid.name);
    // The owner, who follows that tastemaker, sees it.
    const own = await server.call(owner, 'GET', `/api/app/plans/shared/${TOKEN}`);
    expect(own.body.stops[1].place.id).toBe(paid.id);
  });

  it('denies a forged token, a malformed one and, once sharing stops, the old link', async () => {
    const forged = TOKEN.slice(0, -1) + (TOKEN.endsWith('z') ? 'y' : 'z');
    expect((await server.call(reader, 'GET', `/api/app/plans/shared/${forged}`)).status).toBe(404);
    expect((await server.call(null, 'GET', `/api/app/plans/shared/${shared.id}`)).status).toBe(404);
    expect((await server.call(null, 'GET', `/api/app/plans/shared/${TOKEN.toUpperCase()}`)).status).toBe(404);
    await owner.client.collection('day_plans').update(shared.id, { share_token: '' });
    expect((await server.call(null, 'GET', `/api/app/plans/shared/${TOKEN}`)).status).toBe(404);
    expect((await server.call(owner, 'GET', `/api/app/plans/shared/${TOKEN}`)).status).toBe(404);
    // Two plans never share one token.
    await owner.client.collection('day_plans').update(shared.id, { share_token: TOKEN });
    expect(await statusOf(() => owner.client.collection('day_plans').create(plan(owner, [open[0]!.id], { share_token: TOKEN })))).toBe(400);
  });

  it('hides the reader-unreadable start place, and shows a readable one', async () => {
    const atPaid = await owner.client.collection('day_plans').create(
      plan(owner, [open[0]!.id], {
        share_token: 'p'.repeat(32),
        start: { kind: 'place', label: paid.name, latitude: paid.latitude, longitude: paid.longitude, place: paid.id },
      }),
    );
    const hidden = await server.call(reader, 'GET', `/api/app/plans/shared/${'p'.repeat(32)}`);
    expect(hidden.body.start).toEqual({ kind: 'place', label: '' });
    expect(JSON.stringify(hidden.body)).not.toContain(paid.name);
    await owner.client.collection('day_plans').update(atPaid.id, {
      start: { kind: 'place', label: open[3]!.name, latitude: open[3]!.latitude, longitude: open[3]!.longitude, place: open[3]!.id },
    });
    const shown = await server.call(reader, 'GET', `/api/app/plans/shared/${'p'.repeat(32)}`);
    expect(shown.body.start).toMatchObject({ kind: 'place', label: open[3]!.name, place: open[3]!.id });
  });
});
