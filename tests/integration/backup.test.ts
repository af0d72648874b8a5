// Disaster recovery: a backup made with PocketBase's own backups API, brought
// up on a fresh data dir the way an operator would after losing the machine
// (download the zip, unzip it into an empty pb_data, start the server), holds
// every user's rows as they were: same ids and values in every collection,
// uploaded files, passwords, sessions, and a sync that serves each user their
// own rows. Writes made after the backup are absent, so what came up is the
// backup and not the live data dir. README, "Running past one machine".
//
// The restore unzips rather than calling POST /api/backups/{key}/restore: a
// replacement machine has the zip and an empty disk, not a running server
// with a superuser to upload it to, and the restore route (experimental,
// Unix only) re-executes the server process itself, which a supervisor or a
// container would see as the server dying.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { unzipSync } from 'fflate';
import PocketBase, { type RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OWN_COLLECTIONS, ownerColumn } from '#/domain/collections';
import { membershipId } from '#/domain/ids';
import { freePort, startServer } from '../../scripts/lib/pocketbase.mjs';
import { startTestServer, statusOf, type TestServer, type TestUser } from '../support/pocketbase';

type Rows = Record<string, RecordModel[]>;
type SyncRow = Record<string, unknown> & { id: string };

const BACKUP_NAME = 'tastemap_restore_test.zip';
// A 1×1 PNG: an uploaded file lives in pb_data/storage, next to the databases.
const AVATAR = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

let live: TestServer;
let restored: Awaited<ReturnType<typeof startServer>> | undefined;
let restoredAdmin: PocketBase;
const scratch: string[] = [];

let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
/** Every row of every app collection, read from the live server right after the backup. */
let atBackup: Rows;
/** Rows written on the live server after the backup. */
let afterBackup: { collection: string; savedPlace: string; renamed: string; nameAtBackup: string };

/** Every row of every app (non-system) collection, by collection name, sorted by id. */
async function allRows(admin: PocketBase): Promise<Rows> {
  const collections = await admin.collections.getFullList({ filter: 'system = false', sort: 'name' });
  const rows: Rows = {};
  for (const collection of collections)
    rows[collection.name] = await admin.collection(collection.name).getFullList({ sort: 'id', batch: 1000 });
  return rows;
}

/** `unzip backup.zip -d dataDir`: every file of the archive, none outside the dir. */
function unzipInto(zip: Buffer, dataDir: string): string[] {
  const files = Object.entries(unzipSync(zip)).filter(([name]) => !name.endsWith('/'));
  for (const [name, data] of files) {
    const target = resolve(dataDir, name);
    if (!target.startsWith(resolve(dataDir) + sep)) throw new Error(`zip entry outside the data dir: ${name}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  return files.map(([name]) => name);
}

/** A whole sync round from no cursor, every page, as a device's first sync reads it. */
async function firstSync(url: string, token: string): Promise<Record<string, SyncRow[]>> {
  const changes: Record<string, SyncRow[]> = {};
  let cursor = '';
  for (;;) {
    const response = await fetch(`${url}/api/app/sync?cursor=${encodeURIComponent(cursor)}`, { headers: { Authorization: token } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { cursor: string; more: boolean; changes: Record<string, SyncRow[]> };
    for (const [name, rows] of Object.entries(body.changes)) (changes[name] ??= []).push(...rows);
    cursor = body.cursor;
    if (!body.more) return changes;
  }
}

/** A user's own rows of an own collection, as the backup holds them. */
const ownRowsAtBackup = (collection: (typeof OWN_COLLECTIONS)[number], user: TestUser) =>
  atBackup[collection]!.filter((row) => row[ownerColumn(collection)] === user.id);

beforeAll(async () => {
  live = await startTestServer();
  const { admin } = live;
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"');
  const nyc = await admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  const seoulPlaces = await admin.collection('places').getFullList({ filter: `city = "${seoul.id}"`, sort: 'name' });
  const vibe = await admin.collection('vibes').getFirstListItem('status = "approved"', { sort: 'name' });

  // Alice follows Seoul: profile fields, an avatar, saved places, a private collection, a review, a vibe profile.
  alice = await live.createUser({ name: 'Alice Restore' }, { follow: ['seoul'] });
  await alice.client.collection('profiles').update(alice.id, { username: 'alice_restore', interests: ['noodles', 'jazz'] });
  const avatar = new FormData();
  avatar.append('avatar', new Blob([AVATAR], { type: 'image/png' }), 'avatar.png');
  await alice.client.collection('users').update(alice.id, avatar);
  for (const place of seoulPlaces.slice(0, 3)) await alice.client.collection('saved_places').create({ user: alice.id, place: place.id });
  const weekend = await alice.client.collection('collections').create({ user: alice.id, name: 'Weekend in Seoul' });
  for (const place of seoulPlaces.slice(1, 4))
    await alice.client.collection('collection_places').create({ collection: weekend.id, place: place.id, user: alice.id });
  await alice.client.collection('reviews').create({ user: alice.id, place: seoulPlaces[0]!.id, rating: 5, comment: 'Worth the queue.' });
  const evenings = await alice.client.collection('vibe_profiles').create({ user: alice.id, name: 'Evenings' });
  await alice.client.collection('vibe_profile_vibes').create({ vibe_profile: evenings.id, vibe: vibe.id, user: alice.id });
  const source = 'http://maps.google.com/?cid=42';
  await alice.client.collection('pins').create({
    id: membershipId('pins', { user: alice.id, source }),
    user: alice.id,
    source,
    name: 'Grandma’s Dumpling Stall',
    latitude: 37.57,
    longitude: 126.99,
  });
  await alice.client.collection('profiles').update(alice.id, { active_vibe_profile: evenings.id });
  await alice.client.collection('day_plans').create({
    user: alice.id,
    city: seoulPlaces[0]!.city,
    name: 'Saturday in Seoul',
    start_time: '10:00',
    start: { kind: 'hotel', label: 'Hotel', latitude: 37.56, longitude: 126.98 },
    stops: seoulPlaces.slice(0, 3).map((p) => p.id),
  });

  // Bob pays: unlocks New York (a purchase) and subscribes to one of its tastemakers (an entitlement), both charged.
  bob = await live.createUser({ name: 'Bob Restore' });
  expect((await live.call(bob, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id })).status).toBe(200);
  expect((await live.call(bob, 'POST', '/api/app/cities/unlock', { cityId: nyc.id })).status).toBe(200);
  const links = await admin.collection('city_tastemakers').getFullList({ filter: `city = "${nyc.id}"`, expand: 'tastemaker', sort: 'id' });
  const tastemaker = links
    .map((link) => link.expand!.tastemaker as RecordModel)
    .find((t) => !t.is_tour_guide && t.id !== nyc.featured_tastemaker)!;
  expect((await live.call(bob, 'POST', `/api/app/tastemakers/${tastemaker.id}/subscribe`)).status).toBe(200);
  const pick = await admin.collection('tastemaker_places').getFirstListItem(`tastemaker = "${tastemaker.id}" && city = "${nyc.id}"`);
  await bob.client.collection('saved_places').create({ user: bob.id, place: pick.place });
  const shared = await bob.client.collection('collections').create({ user: bob.id, name: 'New York firsts', is_public: true });
  await bob.client.collection('collection_places').create({ collection: shared.id, place: pick.place, user: bob.id });
  await bob.client.collection('reviews').create({ user: bob.id, place: pick.place, rating: 4, comment: 'Go early.' });

  // Carol is an admin and a tastemaker (roles as a superuser grants them) with one saved place.
  carol = await live.createUser({ name: 'Carol Restore' }, { roles: ['admin', 'tastemaker'], follow: ['seoul'] });
  await carol.client.collection('saved_places').create({ user: carol.id, place: seoulPlaces[5]!.id });

  // The backup, as an operator (or the backups cron) makes it; the route answers once the zip is written.
  await admin.backups.create(BACKUP_NAME);
  atBackup = await allRows(admin);
  const listed = await admin.backups.getFullList();
  expect(listed.map((b) => b.key)).toContain(BACKUP_NAME);
  const download = await fetch(admin.backups.getDownloadURL(await admin.files.getToken(), BACKUP_NAME));
  expect(download.status).toBe(200);
  const zipPath = join(mkdtempSync(join(tmpdir(), 'tastemap-backup-')), BACKUP_NAME);
  scratch.push(dirname(zipPath));
  writeFileSync(zipPath, Buffer.from(await download.arrayBuffer()));

  // Life goes on after the backup: a new collection, a new saved place, a renamed collection.
  const late = await alice.client.collection('collections').create({ user: alice.id, name: 'After the backup' });
  const latePlace = await alice.client.collection('saved_places').create({ user: alice.id, place: seoulPlaces[6]!.id });
  await bob.client.collection('collections').update(shared.id, { name: 'Renamed after the backup' });
  afterBackup = { collection: late.id, savedPlace: latePlace.id, renamed: shared.id, nameAtBackup: 'New York firsts' };

  // The machine is lost. A new one gets the zip, unzips it into an empty data dir and starts the server there.
  const dataDir = mkdtempSync(join(tmpdir(), 'tastemap-restored-'));
  scratch.push(dataDir);
  const entries = unzipInto(readFileSync(zipPath), dataDir);
  expect(entries).toEqual(expect.arrayContaining(['data.db', 'auxiliary.db']));
  restored = await startServer({ bin: inject('pocketbaseBin'), port: await freePort(), dataDir, publicDir: join(dataDir, 'public') });
  restoredAdmin = new PocketBase(restored.url);
  restoredAdmin.autoCancellation(false);
  // The superuser is in the backup too: the live server's credentials sign in.
  await restoredAdmin.collection('_superusers').authWithPassword(inject('superuserEmail'), inject('superuserPassword'));
});

afterAll(async () => {
  await restored?.stop();
  await live?.dispose();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('a backup restored on a fresh data dir', () => {
  it('holds every row of every collection as the backup did: same ids, same values', async () => {
    const rows = await allRows(restoredAdmin);
    expect(Object.keys(rows)).toEqual(Object.keys(atBackup));
    for (const [collection, expected] of Object.entries(atBackup)) expect(rows[collection], collection).toEqual(expected);
    // The users made here, and rows of each kind, are really in it (not two empty copies compared).
    expect(rows.users!.map((u) => u.id)).toEqual(expect.arrayContaining([alice.id, bob.id, carol.id]));
    for (const collection of [
      ...OWN_COLLECTIONS.filter((c) => !['user_vibes', 'vibe_profiles', 'vibe_profile_vibes'].includes(c)),
      'reviews',
      'payments',
    ])
      expect(
        rows[collection]!.some((row) => [alice.id, bob.id, carol.id].includes(row.user as string)),
        collection,
      ).toBe(true);
    expect(rows.vibe_profile_vibes!.filter((row) => row.user === alice.id)).toHaveLength(1);
  });

  it('has none of the writes made after the backup, which the live server still holds', async () => {
    expect(await statusOf(() => restoredAdmin.collection('collections').getOne(afterBackup.collection))).toBe(404);
    expect(await statusOf(() => restoredAdmin.collection('saved_places').getOne(afterBackup.savedPlace))).toBe(404);
    expect((await restoredAdmin.collection('collections').getOne(afterBackup.renamed)).name).toBe(afterBackup.nameAtBackup);
    await live.admin.collection('collections').getOne(afterBackup.collection);
    await live.admin.collection('saved_places').getOne(afterBackup.savedPlace);
    expect((await live.admin.collection('collections').getOne(afterBackup.renamed)).name).toBe('Renamed after the backup');
  });

  it('serves the files users uploaded, byte for byte', async () => {
    const record = await restoredAdmin.collection('users').getOne(alice.id);
    expect(record.avatar).toBeTruthy();
    const response = await fetch(
      restoredAdmin.files.getURL(record, record.avatar as string, { token: await restoredAdmin.files.getToken() }),
    );
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(AVATAR);
  });

  it('lets every user sign in with their password, and keeps sessions made before the loss', async () => {
    for (const user of [alice, bob, carol]) {
      const client = new PocketBase(restored!.url);
      const auth = await client.collection('users').authWithPassword(user.email, user.password);
      expect(auth.record.id).toBe(user.id);
      // A device signed in before the machine was lost keeps its session: the token keys are in the backup.
      const response = await fetch(`${restored!.url}/api/collections/saved_places/records?perPage=100`, {
        headers: { Authorization: user.client.authStore.token },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { items: RecordModel[] };
      expect(body.items.map((row) => row.id).sort()).toEqual(ownRowsAtBackup('saved_places', user).map((row) => row.id));
    }
    expect(
      await statusOf(() => new PocketBase(restored!.url).collection('users').authWithPassword(alice.email, `${alice.password}x`)),
    ).toBe(400);
  });

  it("syncs each user their own rows as the backup held them, and nobody else's", async () => {
    for (const user of [alice, bob]) {
      const client = new PocketBase(restored!.url);
      await client.collection('users').authWithPassword(user.email, user.password);
      const changes = await firstSync(restored!.url, client.authStore.token);
      for (const collection of OWN_COLLECTIONS) {
        const expected = ownRowsAtBackup(collection, user);
        const synced = [...(changes[collection] ?? [])].sort((a, b) => a.id.localeCompare(b.id));
        expect(
          synced.map((row) => row.id),
          collection,
        ).toEqual(expected.map((row) => row.id));
        // Same values: each synced row is the backed-up record, field for field (sync leaves out hidden fields and the collection's name).
        synced.forEach((row, i) => expect(expected[i], `${collection} ${row.id}`).toMatchObject(row));
      }
      expect(changes.saved_places!.length).toBeGreaterThan(0);
      expect(changes.collections!.length).toBeGreaterThan(0);
    }
  });
});
