// A first sync through catalog pages (pb_hooks/lib/sync/pages.js): the device
// ends with exactly the rows the sync route alone gives the same caller, what
// changes after a page was read arrives through the delta, and a page is
// served only through a URL the route signed for a caller whose grants allow
// it, until it expires.
import 'fake-indexeddb/auto';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { createDevice, type Device } from '../support/device';
import { catalogRows } from '#/data/catalog/chunks';
import { CATALOG_COLLECTIONS } from '#/domain/collections';
import { membershipId } from '#/domain/ids';

const SECRET = 'test-pages-secret';
let server: TestServer;
let seoul: RecordModel;
/** Two Seoul tastemakers with picks; a place neither picked. */
let chef: RecordModel;
let poet: RecordModel;
let elsewhere: string;

beforeAll(async () => {
  server = await startTestServer({ env: { TASTEMAP_SYNC_OVERLAP_MS: '300', TASTEMAP_PAGES_SECRET: SECRET } });
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  const links = await server.admin.collection('city_tastemakers').getFullList({ filter: `city = "${seoul.id}"`, expand: 'tastemaker' });
  [chef, poet] = links.map((link) => link.expand!.tastemaker as RecordModel) as [RecordModel, RecordModel];
  const picked = await server.admin
    .collection('tastemaker_places')
    .getFullList({ filter: `tastemaker = "${chef.id}" || tastemaker = "${poet.id}"` });
  const pickedIds = new Set(picked.map((p) => p.place as string));
  // Notes the pages must lay over the picks: one per tastemaker.
  for (const by of [chef, poet]) {
    const pick = picked.find((p) => p.tastemaker === by.id)!;
    await server.admin.collection('tastemaker_places').update(pick.id, { note: `A note of ${by.slug as string}` });
  }
  const places = await server.admin.collection('places').getFullList({ filter: `city = "${seoul.id}"`, fields: 'id' });
  elsewhere = places.map((p) => p.id).find((id) => !pickedIds.has(id))!;
  expect(elsewhere).toBeTruthy();
  // Past the overlap: a first sync's delta does not bring those notes again, so only the notes pages can.
  await new Promise((resolve) => setTimeout(resolve, 400));
});
afterAll(async () => {
  await server?.dispose();
});

/** Everything a device holds that came from the server, table by table, rows sorted by id. */
async function holdings(device: Device): Promise<Record<string, unknown[]>> {
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
  const out: Record<string, unknown[]> = {};
  for (const table of device.db.tables) {
    if (['meta', 'outbox', 'catalog'].includes(table.name)) continue;
    out[table.name] = ((await table.toArray()) as Array<{ id: string }>).sort(byId);
  }
  for (const name of CATALOG_COLLECTIONS) out[name] = ((await catalogRows(device.db, name)) as Array<{ id: string }>).sort(byId);
  return out;
}

/** A device that records the catalog pages it fetched; `pages: false` asks the route as an older app does. */
async function deviceOf(user: TestUser | undefined, { pages = true } = {}) {
  const device = await createDevice(server, user);
  const fetched: string[] = [];
  const listed: string[][] = [];
  const send = device.pb.beforeSend!;
  device.pb.beforeSend = (url, options) => {
    if (url.includes('/api/app/pages/')) fetched.push(url);
    return send(url, pages ? options : { ...options, query: { ...options.query, pages: '0' } });
  };
  device.network.afterResponse = async (url, response) => {
    if (url.includes('/api/app/sync'))
      listed.push((((await response.clone().json()) as { pages?: Array<{ url: string }> }).pages ?? []).map((p) => p.url));
  };
  return { device, fetched, listed };
}

/** A pick of the chef's on a place the chef picked first: on the chef's picks page, not in the route's rows. */
async function chefsFirstPick(): Promise<RecordModel> {
  const picks = await server.admin.collection('tastemaker_places').getFullList({ filter: `city = "${seoul.id}"` });
  const first = new Map<string, string>();
  for (const p of picks) {
    const by = first.get(p.place as string);
    if (!by || (p.tastemaker as string) < by) first.set(p.place as string, p.tastemaker as string);
  }
  return picks.find((p) => p.tastemaker === chef.id && first.get(p.place as string) === chef.id)!;
}

async function firstSyncsMatch(user: TestUser | undefined) {
  const paged = await deviceOf(user);
  await paged.device.pull();
  const rows = await deviceOf(user, { pages: false });
  await rows.device.pull();
  expect(rows.fetched).toEqual([]);
  expect(await holdings(paged.device)).toEqual(await holdings(rows.device));
  return paged;
}

describe('a first sync through catalog pages', () => {
  it('gives a follower with saved places outside their tastemakers’ picks the rows the route gives', async () => {
    const user = await server.createUser();
    await server.follow(user, 'seoul', [chef.slug as string, poet.slug as string]);
    await server.admin
      .collection('saved_places')
      .create({ id: membershipId('saved_places', { user: user.id, place: elsewhere }), user: user.id, place: elsewhere });
    const { fetched, device } = await firstSyncsMatch(user);
    // Two picks pages and two notes pages, and the saved place came through the route.
    expect(fetched.map((url) => url.split('/')[7])).toEqual(
      expect.arrayContaining([`picks-${chef.id}`, `picks-${poet.id}`, `notes-${chef.id}`, `notes-${poet.id}`]),
    );
    expect(fetched).toHaveLength(4);
    expect((await catalogRows(device.db, 'places')).some((p) => p.id === elsewhere)).toBe(true);
  });

  it('gives an admin (the whole city, every note) the rows the route gives', async () => {
    const admin = await server.createUser({}, { roles: ['admin'] });
    const { fetched } = await firstSyncsMatch(admin);
    expect(fetched.some((url) => url.includes(`/${seoul.id}/city/`))).toBe(true);
    expect(fetched.some((url) => url.includes(`/${seoul.id}/notes/`))).toBe(true);
  });

  it('gives a visitor the rows the route gives', async () => {
    await firstSyncsMatch(undefined);
  });

  it('brings what changed after a page was read through the delta', async () => {
    const first = await server.createUser();
    await server.follow(first, 'seoul', [chef.slug as string]);
    const before = await deviceOf(first);
    await before.device.pull();
    // The page is fresh and reused; the place changes after it was read.
    const pick = await chefsFirstPick();
    const renamed = `Renamed ${Date.now()}`;
    await server.admin.collection('places').update(pick.place as string, { name: renamed });
    await server.admin.collection('tastemaker_places').update(pick.id, { note: 'A note written after the page' });

    const second = await server.createUser();
    await server.follow(second, 'seoul', [chef.slug as string]);
    const after = await deviceOf(second);
    await after.device.pull();
    const paths = (listed: string[][]) => listed[0]!.map((u) => u.split('?')[0]);
    expect(paths(after.listed)).toEqual(paths(before.listed));
    const places = await catalogRows(after.device.db, 'places');
    expect(places.find((p) => p.id === pick.place)?.name).toBe(renamed);
    const picks = await catalogRows(after.device.db, 'tastemaker_places');
    expect(picks.find((p) => p.id === pick.id)?.note).toBe('A note written after the page');
  });
});

describe('a catalog page', () => {
  let url = '';
  beforeAll(async () => {
    const user = await server.createUser();
    await server.follow(user, 'seoul', [chef.slug as string]);
    const { device, listed } = await deviceOf(user);
    await device.pull();
    url = listed[0]!.find((u) => u.includes(`/picks-${chef.id}/`))!;
    expect(url).toBeTruthy();
  });
  const get = (path: string) => fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
  const sign = (path: string, exp: number) => createHmac('sha256', SECRET).update(`${path}\n${exp}`).digest('hex');

  it('is served, immutable and compressed, through the URL the route signed', async () => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const body = (await response.json()) as { changes: { places: unknown[] } };
    expect(body.changes.places.length).toBeGreaterThan(0);
  });

  it('denies a forged signature', async () => {
    const forged = url.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`);
    const response = await get(forged);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('"changes"');
  });

  it('denies a URL past its expiry, though signed with the server’s key', async () => {
    const path = url.split('?')[0]!;
    const exp = Math.floor(Date.now() / 1000) - 1;
    const response = await get(`${path}?exp=${exp}&sig=${sign(path, exp)}`);
    expect(response.status).toBe(403);
  });

  it('denies a signed URL moved to a scope it was not signed for', async () => {
    const [path = '', search = ''] = url.split('?');
    const response = await get(`${path.replace(`/picks-${chef.id}/`, `/picks-${poet.id}/`)}?${search}`);
    expect(response.status).toBe(403);
    const whole = await get(`${path.replace(`/picks-${chef.id}/`, '/city/')}?${search}`);
    expect(whole.status).toBe(403);
  });

  it('is never listed to a caller whose grants do not allow it', async () => {
    const user = await server.createUser();
    await server.follow(user, 'seoul', [poet.slug as string]);
    // Places the poet picked that another tastemaker picked first come through the route, and exactly those.
    const { listed, fetched } = await firstSyncsMatch(user);
    const scopes = listed.flat().map((u) => u.split('/')[5]);
    expect(scopes.sort()).toEqual([`notes-${poet.id}`, `picks-${poet.id}`]);
    expect(fetched.some((u) => u.includes(chef.id) || u.includes('/city/'))).toBe(false);
  });

  it('answers 410 for a page whose bytes changed since its URL was signed, once the server forgot it', async () => {
    await server.admin.collection('places').update((await chefsFirstPick()).place as string, { name: `Changed ${Date.now()}` });
    await server.stop();
    await server.restart();
    expect((await get(url)).status).toBe(410);
  });
});
