// Real photos (src/domain/images.ts, pb_hooks/lib/photos.js). A photo
// belongs to whoever owns what it shows: a tastemaker sets the photo of a
// place they added, their own pick's photo (which goes with the pick) and
// their portrait; an admin any photo. Nobody sets the shared photo of a place
// others curate but an admin. Everyone else is answered as for a record that
// does not exist, and nothing changes. The file's content decides its type,
// the server serves thumbnails, and devices receive photos on their next sync.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { loadCatalog } from '#/data/catalog/catalog';
import { PHOTO_RULES_MESSAGE, THUMBS, photoUrl } from '#/domain/images';
import { createDevice } from '../support/device';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { solidPng as png } from '../support/png';

let server: TestServer;
let seoul: RecordModel;
let tastemaker: TestUser;
let tastemakerId: string;
/** A catalog place the tastemaker picked (others curate it too), its pick, and one they added themselves. */
let picked: RecordModel;
let pick: RecordModel;
let added: RecordModel;
let notPicked: RecordModel;

async function upload(user: TestUser, collection: string, id: string, file: Blob, name = 'photo.png') {
  const form = new FormData();
  form.append('photo', file, name);
  const response = await fetch(`${server.url}/api/app/photos/${collection}/${id}`, {
    method: 'POST',
    headers: { Authorization: user.client.authStore.token },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; photo?: string } };
}

const photoOf = async (collection: string, id: string) => ((await server.admin.collection(collection).getOne(id)).photo as string) || '';

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  tastemaker = await server.createUser({ name: 'Hyejin Oh' });
  await server.call(tastemaker, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
  tastemakerId = (await server.call(tastemaker, 'POST', '/api/app/roles/become-tastemaker')).body.tastemakerId;
  const admin = await server.createUser({}, { roles: ['admin'] });
  expect((await server.call(admin, 'POST', `/api/app/admin/tastemakers/${tastemakerId}/approve`)).status).toBe(200);
  const guidePicks = await server.admin
    .collection('tastemaker_places')
    .getList(1, 2, { filter: `tastemaker = "${seoul.featured_tastemaker}"`, sort: 'place' });
  picked = await server.admin.collection('places').getOne(guidePicks.items[0]!.place);
  notPicked = await server.admin.collection('places').getOne(guidePicks.items[1]!.place);
  expect((await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: picked.id })).status).toBe(200);
  pick = await server.admin.collection('tastemaker_places').getFirstListItem(`tastemaker = "${tastemakerId}" && place = "${picked.id}"`);
  const created = await server.call(tastemaker, 'POST', '/api/app/tastemaker/places/new', {
    cityId: seoul.id,
    name: 'Yeonnam Corner Roastery',
    neighborhood: 'Yeonnam',
    category: 'cafe',
  });
  added = await server.admin.collection('places').getOne(created.body.place);
});
afterAll(async () => {
  await server?.dispose();
});

describe('photos', () => {
  it("sets a pick's own photo, served as a thumbnail and delivered with the pick to the tastemaker's followers", async () => {
    const result = await upload(tastemaker, 'tastemaker_places', pick.id, new Blob([png(1200, 900, [0, 160, 160])], { type: 'image/png' }));
    expect(result.status).toBe(200);
    const photo = await photoOf('tastemaker_places', pick.id);
    expect(photo).toMatch(/\.png$/);
    expect(result.body.photo).toBe(photo);
    // The place's shared photo is untouched.
    expect(await photoOf('places', picked.id)).toBe('');

    const thumb = await fetch(`${server.url}${photoUrl('tastemaker_places', { id: pick.id, photo })}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toMatch(/^image\/png/);
    const bytes = Buffer.from(await thumb.arrayBuffer());
    // The IHDR of the thumbnail: cropped to the card's shape, not the 1200x900 original.
    const [width, height] = THUMBS.wide.split('x').map(Number);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);

    const follower = await server.createUser({}, { follow: ['seoul'] });
    const device = await createDevice(server, follower);
    await device.sync();
    expect((await loadCatalog(device.db)).picksByPlace.get(picked.id)?.find((p) => p.id === pick.id)?.photo).toBe(photo);
    // Someone who reads the place through another tastemaker only gets the pick without its photo (or note).
    const other = await server.createUser();
    await server.call(other, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
    const otherDevice = await createDevice(server, other);
    await otherDevice.sync();
    const seen = (await loadCatalog(otherDevice.db)).picksByPlace.get(picked.id)?.find((p) => p.id === pick.id);
    expect(seen).toBeDefined();
    expect(seen?.photo).toBe('');
  });

  it('sets the photo of a place the tastemaker added', async () => {
    const result = await upload(tastemaker, 'places', added.id, new Blob([png(400, 300, [10, 120, 10])], { type: 'image/png' }));
    expect(result.status).toBe(200);
    expect(await photoOf('places', added.id)).toMatch(/\.png$/);
  });

  it('refuses a file that is not an image whatever its name, with the rule, and keeps the photo', async () => {
    const before = await photoOf('tastemaker_places', pick.id);
    const fake = await upload(
      tastemaker,
      'tastemaker_places',
      pick.id,
      new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }),
      'x.png',
    );
    expect(fake).toMatchObject({ status: 400, body: { message: PHOTO_RULES_MESSAGE } });
    const empty = await fetch(`${server.url}/api/app/photos/tastemaker_places/${pick.id}`, {
      method: 'POST',
      headers: { Authorization: tastemaker.client.authStore.token },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect(await photoOf('tastemaker_places', pick.id)).toBe(before);
  });

  it("refuses the shared photo of a place others curate, others' picks, cities, other portraits, travellers and visitors, as records that do not exist", async () => {
    const image = () => new Blob([png(40, 40, [200, 30, 30])], { type: 'image/png' });
    const missing = await upload(tastemaker, 'places', 'nosuchplace0000', image());
    expect(missing.status).toBe(404);
    const guidePick = await server.admin
      .collection('tastemaker_places')
      .getFirstListItem(`place = "${picked.id}" && tastemaker != "${tastemakerId}"`);
    const guide = await server.admin.collection('tastemakers').getOne(seoul.featured_tastemaker as string);
    for (const [collection, id] of [
      ['places', picked.id],
      ['places', notPicked.id],
      ['tastemaker_places', guidePick.id],
      ['cities', seoul.id],
      ['tastemakers', guide.id],
    ] as const) {
      expect(await upload(tastemaker, collection, id, image()), `${collection}/${id}`).toEqual(missing);
    }
    const traveller = await server.createUser({}, { follow: ['seoul'] });
    expect(await upload(traveller, 'tastemaker_places', pick.id, image())).toEqual(
      await upload(traveller, 'tastemaker_places', 'nosuchpick00000', image()),
    );
    expect((await fetch(`${server.url}/api/app/photos/places/${picked.id}`, { method: 'POST', body: new FormData() })).status).toBe(401);
    expect((await upload(tastemaker, 'reviews', picked.id, image())).status).toBe(404);
    expect(await photoOf('places', picked.id)).toBe('');
    expect(await photoOf('places', notPicked.id)).toBe('');
    expect(await photoOf('tastemaker_places', guidePick.id)).toBe('');
    expect(await photoOf('cities', seoul.id)).toBe('');
    expect(await photoOf('tastemakers', guide.id)).toBe('');
    // A traveller cannot remove one either.
    const removed = await traveller.client
      .send(`/api/app/photos/tastemaker_places/${pick.id}`, { method: 'DELETE' })
      .catch((e: { status: number }) => e);
    expect((removed as { status: number }).status).toBe(404);
    expect(await photoOf('tastemaker_places', pick.id)).not.toBe('');
  });

  it("lets a tastemaker change their own portrait, and an admin any city's photo; removing one restores the artwork", async () => {
    const image = () => new Blob([png(300, 300, [20, 20, 200])], { type: 'image/png' });
    expect((await upload(tastemaker, 'tastemakers', tastemakerId, image())).status).toBe(200);
    const admin = await server.createUser({}, { roles: ['admin'] });
    expect((await upload(admin, 'cities', seoul.id, image())).status).toBe(200);
    expect(await photoOf('cities', seoul.id)).not.toBe('');
    await admin.client.send(`/api/app/photos/cities/${seoul.id}`, { method: 'DELETE' });
    expect(await photoOf('cities', seoul.id)).toBe('');
    expect((await server.admin.collection('cities').getOne(seoul.id)).image).toMatch(/^\/images\/generated\/cities\//);
  });

  it("takes a pick's photo away with the pick", async () => {
    const photo = await photoOf('tastemaker_places', pick.id);
    const url = `${server.url}/api/files/tastemaker_places/${pick.id}/${photo}`;
    expect((await fetch(url)).status).toBe(200);
    expect((await server.call(tastemaker, 'POST', `/api/app/tastemaker/places/${picked.id}/remove`)).status).toBe(200);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(`${server.url}${photoUrl('tastemaker_places', { id: pick.id, photo })}`)).status).toBe(404);
  });
});
