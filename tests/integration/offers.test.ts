// What a purchase gives (src/domain/offers.ts) against a real server: the
// counts devices work with are what a traveller reads through sync, and they
// follow the picks, the city links and the tastemakers' listing.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { createDevice, type Device } from '../support/device';
import { readableCityPlaceViews } from '#/data/queries/places';
import type { OfferCity } from '#/domain/offers';

let server: TestServer;
let seoul: RecordModel;
let nyc: RecordModel;

beforeAll(async () => {
  server = await startTestServer();
  seoul = await server.admin.collection('cities').getFirstListItem('slug = "seoul"');
  nyc = await server.admin.collection('cities').getFirstListItem('slug = "new-york-city"');
});
afterAll(async () => {
  await server?.dispose();
});

const readable = async (device: Device, user: TestUser, city: RecordModel) =>
  (await readableCityPlaceViews(city.id, user.id, device.db)).length;
const cityOn = async (device: Device, city: RecordModel): Promise<OfferCity> => (await device.db.cities.get(city.id))!;

describe('the figures devices count with', () => {
  it("count every place a traveller following all of a city's tastemakers reads, and each tastemaker's own", async () => {
    const fan = await server.createUser({}, { follow: ['seoul', 'new-york-city'] });
    const device = await createDevice(server, fan);
    await device.sync();
    for (const city of [seoul, nyc]) {
      const stored = await cityOn(device, city);
      expect(stored.places_count).toBeGreaterThan(0);
      expect(await readable(device, fan, city)).toBe(stored.places_count);
      const links = await device.db.city_tastemakers.where('city').equals(city.id).toArray();
      expect(stored.tastemakers_count).toBe(links.length);
      for (const link of links) {
        const picked = new Set(
          (
            await server.admin
              .collection('tastemaker_places')
              .getFullList({ filter: `tastemaker = "${link.tastemaker}" && city = "${city.id}"` })
          ).map((p) => p.place),
        );
        expect(link.places).toBe(picked.size);
      }
    }
  });

  it('follow a new pick, and a tastemaker leaving the lists', async () => {
    const link = await server.admin
      .collection('city_tastemakers')
      .getFirstListItem(`city = "${seoul.id}" && tastemaker != "${seoul.featured_tastemaker}"`);
    const before = { link: link.places as number, city: (await server.admin.collection('cities').getOne(seoul.id)).places_count as number };
    const place = await server.admin
      .collection('places')
      .create({ city: seoul.id, slug: `offer-test-${Date.now()}`, name: 'Offer Test Bar', rating: 4 });
    const pick = await server.admin
      .collection('tastemaker_places')
      .create({ tastemaker: link.tastemaker, place: place.id, city: seoul.id });
    expect((await server.admin.collection('city_tastemakers').getOne(link.id)).places).toBe(before.link + 1);
    expect((await server.admin.collection('cities').getOne(seoul.id)).places_count).toBe(before.city + 1);

    // Nobody can follow a tastemaker taken off the lists: the place only they pick is out of reach.
    const tastemakersBefore = (await server.admin.collection('cities').getOne(seoul.id)).tastemakers_count as number;
    await server.admin.collection('tastemakers').update(link.tastemaker, { status: 'rejected' });
    const hidden = await server.admin.collection('cities').getOne(seoul.id);
    expect(hidden.tastemakers_count).toBe(tastemakersBefore - 1);
    expect(hidden.places_count).toBeLessThan(before.city + 1);
    await server.admin.collection('tastemakers').update(link.tastemaker, { status: 'approved' });
    expect((await server.admin.collection('cities').getOne(seoul.id)).places_count).toBe(before.city + 1);

    await server.admin.collection('tastemaker_places').delete(pick.id);
    expect((await server.admin.collection('city_tastemakers').getOne(link.id)).places).toBe(before.link);
    expect((await server.admin.collection('cities').getOne(seoul.id)).places_count).toBe(before.city);
    await server.admin.collection('places').delete(place.id);
  });
});
