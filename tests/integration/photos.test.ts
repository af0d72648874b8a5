// Real photos (src/domain/images.ts, pb_hooks/lib/photos.js): a tastemaker
// uploads photos of their own picks and their portrait, an admin any photo;
// everyone else is refused and nothing changes. The file's content decides
// its type, the server serves thumbnails, and devices receive the photo with
// the place on their next sync.
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
let picked: RecordModel;
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
  const places = await server.admin.collection('places').getList(1, 2, { filter: `city = "${seoul.id}"`, sort: 'name' });
  [picked, notPicked] = places.items as [RecordModel, RecordModel];
  expect((await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: picked.id })).status).toBe(200);
});
afterAll(async () => {
  await server?.dispose();
});

describe('photos', () => {
  it('lets a tastemaker upload a photo of their own pick, served as a thumbnail and delivered to devices by sync', async () => {
    const result = await upload(tastemaker, 'places', picked.id, new Blob([png(1200, 900, [0, 160, 160])], { type: 'image/png' }));
    expect(result.status).toBe(200);
    const photo = await photoOf('places', picked.id);
    expect(photo).toMatch(/\.png$/);
    expect(result.body.photo).toBe(photo);

    const thumb = await fetch(`${server.url}${photoUrl('places', { id: picked.id, photo })}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toMatch(/^image\/png/);
    const bytes = Buffer.from(await thumb.arrayBuffer());
    // The IHDR of the thumbnail: cropped to the card's shape, not the 1200x900 original.
    const [width, height] = THUMBS.wide.split('x').map(Number);
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([width, height]);

    const follower = await server.createUser({}, { follow: ['seoul'] });
    const device = await createDevice(server, follower);
    await device.sync();
    expect((await loadCatalog(device.db)).places.get(picked.id)?.photo).toBe(photo);
  });

  it('refuses a file that is not an image whatever its name, with the rule, and keeps the photo', async () => {
    const before = await photoOf('places', picked.id);
    const fake = await upload(tastemaker, 'places', picked.id, new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }), 'x.png');
    expect(fake).toMatchObject({ status: 400, body: { message: PHOTO_RULES_MESSAGE } });
    const empty = await fetch(`${server.url}/api/app/photos/places/${picked.id}`, {
      method: 'POST',
      headers: { Authorization: tastemaker.client.authStore.token },
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect(await photoOf('places', picked.id)).toBe(before);
  });

  it('refuses everyone else: other places, cities, other portraits, travellers and visitors', async () => {
    const image = () => new Blob([png(40, 40, [200, 30, 30])], { type: 'image/png' });
    expect((await upload(tastemaker, 'places', notPicked.id, image())).status).toBe(403);
    expect((await upload(tastemaker, 'cities', seoul.id, image())).status).toBe(403);
    const guide = await server.admin.collection('tastemakers').getOne(seoul.featured_tastemaker as string);
    expect((await upload(tastemaker, 'tastemakers', guide.id, image())).status).toBe(403);
    const traveller = await server.createUser({}, { follow: ['seoul'] });
    expect((await upload(traveller, 'places', picked.id, image())).status).toBe(403);
    expect((await fetch(`${server.url}/api/app/photos/places/${picked.id}`, { method: 'POST', body: new FormData() })).status).toBe(401);
    expect((await upload(tastemaker, 'reviews', picked.id, image())).status).toBe(404);
    expect(await photoOf('places', notPicked.id)).toBe('');
    expect(await photoOf('cities', seoul.id)).toBe('');
    expect(await photoOf('tastemakers', guide.id)).toBe('');
    // A traveller cannot remove one either.
    const removed = await traveller.client
      .send(`/api/app/photos/places/${picked.id}`, { method: 'DELETE' })
      .catch((e: { status: number }) => e);
    expect((removed as { status: number }).status).toBe(403);
    expect(await photoOf('places', picked.id)).not.toBe('');
  });

  it("lets a tastemaker change their own portrait, and an admin any city's photo; removing one restores the artwork", async () => {
    const image = () => new Blob([png(300, 300, [20, 20, 200])], { type: 'image/png' });
    expect((await upload(tastemaker, 'tastemakers', tastemakerId, image())).status).toBe(200);
    const admin = await server.createUser({}, { roles: ['admin'] });
    expect((await upload(admin, 'cities', seoul.id, image())).status).toBe(200);
    expect(await photoOf('cities', seoul.id)).not.toBe('');
    await admin.client.send(`/api/app/photos/cities/${seoul.id}`, { method: 'DELETE' });
    expect(await photoOf('cities', seoul.id)).toBe('');
    expect((await server.admin.collection('cities').getOne(seoul.id)).image).toMatch(/^\/images\/generated\/cities\/seoul\.svg$/);
  });
});
