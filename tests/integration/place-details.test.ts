// A place's opening hours, phone and website (issue 30): a tastemaker sets
// them for a place in their curation scope, an admin for any place; travellers
// who read the place get them with their next sync. A bad value is refused
// with a message saying what to write, and nothing changes. Everyone else is
// answered as for a place that does not exist.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { catalogOf } from '../support/catalog';
import { createDevice } from '../support/device';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { DETAIL_MESSAGES } from '#/domain/place-details';

let server: TestServer;
let seoul: RecordModel;
let tastemaker: TestUser;
/** A place of the free local guide's that the tastemaker picked, and one in New York they cannot curate. */
let picked: RecordModel;
let elsewhere: RecordModel;

const details = (placeId: string) => `/api/app/places/${placeId}/details`;
const fieldsOf = async (placeId: string) => {
  const place = await server.admin.collection('places').getOne(placeId);
  return { hours: place.hours as string, phone: place.phone as string, website: place.website as string, updated: place.updated as string };
};

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  const nyc = await server.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
  tastemaker = await server.createUser({ name: 'Hyejin Oh' });
  await server.call(tastemaker, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id });
  const tastemakerId = (await server.call(tastemaker, 'POST', '/api/app/roles/become-tastemaker')).body.tastemakerId as string;
  const admin = await server.createUser({}, { roles: ['admin'] });
  expect((await server.call(admin, 'POST', `/api/app/admin/tastemakers/${tastemakerId}/approve`)).status).toBe(200);
  const guidePick = await server.admin.collection('tastemaker_places').getFirstListItem(`tastemaker = "${seoul.featured_tastemaker}"`);
  picked = await server.admin.collection('places').getOne(guidePick.place);
  expect((await server.call(tastemaker, 'POST', '/api/app/tastemaker/places', { placeId: picked.id })).status).toBe(200);
  elsewhere = await server.admin.collection('places').getFirstListItem(`city = "${nyc.id}"`);
});
afterAll(async () => {
  await server?.dispose();
});

describe('hours, phone and website', () => {
  it('start empty: the seed invents none', async () => {
    const withAny = await server.admin.collection('places').getList(1, 1, { filter: 'hours != "" || phone != "" || website != ""' });
    expect(withAny.totalItems).toBe(0);
  });

  it('a tastemaker sets them for a place they curate, and a traveller reads them through sync', async () => {
    const traveller = await server.createUser({}, { follow: ['seoul'] });
    const device = await createDevice(server, traveller);
    await device.sync();
    expect(await catalogOf(device.db, 'places').get(picked.id)).toMatchObject({ hours: '', phone: '', website: '' });

    const set = await server.call(tastemaker, 'POST', details(picked.id), {
      hours: ' Mon–Fri 11:00–22:00\n\nSat–Sun 10:00–23:00 ',
      phone: '+82 2-2267-0291',
      website: 'https://example.co.kr/menu',
    });
    expect(set.status).toBe(200);
    const stored = { hours: 'Mon–Fri 11:00–22:00\nSat–Sun 10:00–23:00', phone: '+82 2-2267-0291', website: 'https://example.co.kr/menu' };
    expect(set.body).toMatchObject(stored);
    expect(await fieldsOf(picked.id)).toMatchObject(stored);

    await device.sync();
    expect(await catalogOf(device.db, 'places').get(picked.id)).toMatchObject(stored);

    // A field sent empty is cleared; one left out stays.
    expect((await server.call(tastemaker, 'POST', details(picked.id), { website: '' })).status).toBe(200);
    await device.sync();
    expect(await catalogOf(device.db, 'places').get(picked.id)).toMatchObject({ ...stored, website: '' });
  });

  it('refuses a bad value with what to write instead, and changes nothing', async () => {
    const before = await fieldsOf(picked.id);
    for (const [body, message] of [
      [{ phone: 'call the bar', hours: 'Mon 12:00–02:00' }, DETAIL_MESSAGES.phone],
      [{ website: 'javascript:alert(1)' }, DETAIL_MESSAGES.website],
      [{ hours: 'Open daily' }, DETAIL_MESSAGES.hours],
      [{ hours: ['Mon 10:00'] }, 'The hours must be text.'],
    ] as const) {
      const refused = await server.call(tastemaker, 'POST', details(picked.id), body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect(await fieldsOf(picked.id)).toEqual(before);
  });

  it('an admin sets them for any place; others are answered as for a place that does not exist', async () => {
    const admin = await server.createUser({}, { roles: ['admin'] });
    expect((await server.call(admin, 'POST', details(elsewhere.id), { phone: '(212) 254-2246' })).status).toBe(200);
    expect((await fieldsOf(elsewhere.id)).phone).toBe('(212) 254-2246');

    const outside = await server.call(tastemaker, 'POST', details(elsewhere.id), { phone: '(212) 000-0000' });
    const missing = await server.call(tastemaker, 'POST', details('nosuchplace0000'), { phone: '(212) 000-0000' });
    expect(outside).toEqual(missing);
    expect(outside.status).toBe(404);
    const traveller = await server.createUser({}, { follow: ['seoul'] });
    expect((await server.call(traveller, 'POST', details(picked.id), { phone: '02-000-0000' })).status).toBe(403);
    expect((await server.call(null, 'POST', details(picked.id), { phone: '02-000-0000' })).status).toBe(401);
    expect((await fieldsOf(elsewhere.id)).phone).toBe('(212) 254-2246');
    expect((await fieldsOf(picked.id)).phone).toBe('+82 2-2267-0291');
  });
});
