// What a purchase gives (src/domain/offers.ts) against a real server: the
// promise a device shows before buying (worked out from what it synced),
// the server's answer to the purchase, and what the buyer can read through
// sync afterwards are one number. The counts devices work with follow the
// picks, the city links and the tastemakers' listing.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordModel } from 'pocketbase';
import { startTestServer, type TestServer, type TestUser } from '../support/pocketbase';
import { createDevice, type Device } from '../support/device';
import { readOfferContext } from '#/data/queries/offers';
import { readableCityPlaceViews } from '#/data/queries/places';
import { cityFigures, cityOffer, cityOfferLine, followOffer, type OfferCity } from '#/domain/offers';
import { tastemakerListed } from '#/domain/policy/access';

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

/** A traveller whose welcome gift went to Seoul, with a device that has synced. */
async function seoulTraveller(): Promise<{ user: TestUser; device: Device }> {
  const user = await server.createUser();
  expect((await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: seoul.id })).status).toBe(200);
  const device = await createDevice(server, user);
  await device.sync();
  return { user, device };
}

const readable = async (device: Device, user: TestUser, city: RecordModel) =>
  (await readableCityPlaceViews(city.id, user.id, device.db)).length;
const cityOn = async (device: Device, city: RecordModel): Promise<OfferCity> => (await device.db.cities.get(city.id))!;
const sorted = (ids: readonly string[]) => [...ids].sort();

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

/** A city's figures worked out afresh from every row the server holds, by the domain's rule. */
async function figuresFromRows(cityId: string) {
  const admin = server.admin;
  const links = await admin.collection('city_tastemakers').getFullList({ filter: `city = "${cityId}"`, expand: 'tastemaker' });
  const places = await admin.collection('places').getFullList({ filter: `city = "${cityId}"`, fields: 'id,city,added_by' });
  const picks = await admin.collection('tastemaker_places').getFullList({ filter: `city = "${cityId}"`, fields: 'tastemaker,place,city' });
  const linked = links.map((link) => ({ id: link.tastemaker as string, listed: tastemakerListed(link.expand!.tastemaker) }));
  const figures = cityFigures(cityId, linked, { places: places as never, picks: picks as never });
  return {
    city: { places_count: figures.places, tastemakers_count: figures.tastemakers },
    links: Object.fromEntries(links.map((link) => [link.id, figures.byTastemaker[link.tastemaker as string] ?? 0])),
  };
}

/** The figures the server keeps for devices. */
async function keptFigures(cityId: string) {
  const city = await server.admin.collection('cities').getOne(cityId);
  const links = await server.admin.collection('city_tastemakers').getFullList({ filter: `city = "${cityId}"` });
  return {
    city: { places_count: city.places_count as number, tastemakers_count: city.tastemakers_count as number },
    links: Object.fromEntries(links.map((link) => [link.id, (link.places as number) ?? 0])),
  };
}

describe('the figures through many changes at once', () => {
  // One transaction's record hooks all run after it commits, so the server counts a city once for all
  // of them; edits that change no count (a pick's note) are not counted again. Whatever it skips, the
  // figures it keeps are those the rows give.
  it('stay what the rows give after batches of picks, links and listings changed together', async () => {
    const admin = server.admin;
    const stamp = Date.now();
    const city = await admin.collection('cities').create({ slug: `figures-${stamp}`, name: `Figures ${stamp}`, status: 'coming_soon' });
    const places = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) =>
        admin.collection('places').create({ city: city.id, slug: `figures-${stamp}-${n}`, name: `Figures ${n}`, rating: 4 }),
      ),
    );
    const tastemakers = (await admin.collection('city_tastemakers').getFullList({ filter: `city = "${seoul.id}"` }))
      .map((link) => link.tastemaker as string)
      .filter((id) => id !== seoul.featured_tastemaker)
      .slice(0, 3);
    expect(tastemakers).toHaveLength(3);

    // Deterministic choices, so a failure replays.
    let state = 7;
    const random = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % n;
    };
    const picks = new Map<string, { tastemaker: string; place: string }>();
    const links = new Map<string, string>();
    const statuses = new Map(tastemakers.map((t) => [t, 'approved']));
    let made = 0;
    const newId = (prefix: string) => `${prefix}${String(stamp).slice(-6)}${String(++made).padStart(8, '0')}`;
    const kinds = new Set<number>();
    let counted = 0;
    try {
      // Every tastemaker linked and some picks, in one transaction, then rounds of random changes.
      const first = admin.createBatch();
      for (const tastemaker of tastemakers) {
        const id = newId('l');
        links.set(id, tastemaker);
        first.collection('city_tastemakers').create({ id, city: city.id, tastemaker });
      }
      for (const [n, place] of places.slice(0, 4).entries()) {
        const id = newId('p');
        picks.set(id, { tastemaker: tastemakers[n % 3]!, place: place.id });
        first.collection('tastemaker_places').create({ id, tastemaker: tastemakers[n % 3]!, place: place.id, city: city.id });
      }
      await first.send();
      expect(await keptFigures(city.id)).toEqual(await figuresFromRows(city.id));
      for (let round = 0; round < 30; round++) {
        const batch = admin.createBatch();
        let queued = 0;
        const ops = 1 + random(4);
        for (let op = 0; op < ops; op++) {
          queued++;
          const kind = random(7);
          const tastemaker = tastemakers[random(tastemakers.length)]!;
          const place = places[random(places.length)]!.id;
          const taken = [...picks.values()].some((p) => p.tastemaker === tastemaker && p.place === place);
          const somePick = [...picks.keys()][random(Math.max(picks.size, 1))];
          if (kind <= 1 && !taken) {
            const id = newId('p');
            picks.set(id, { tastemaker, place });
            batch.collection('tastemaker_places').create({ id, tastemaker, place, city: city.id });
          } else if (kind === 2 && somePick) {
            picks.delete(somePick);
            batch.collection('tastemaker_places').delete(somePick);
          } else if (kind === 3 && somePick) {
            // A note changes no count.
            batch.collection('tastemaker_places').update(somePick, { note: `note ${round}.${op}` });
          } else if (kind === 4 && somePick && !taken) {
            picks.set(somePick, { tastemaker, place });
            batch.collection('tastemaker_places').update(somePick, { tastemaker, place });
          } else if (kind === 5) {
            const link = [...links].find(([, t]) => t === tastemaker)?.[0];
            if (link) {
              links.delete(link);
              batch.collection('city_tastemakers').delete(link);
            } else {
              const id = newId('l');
              links.set(id, tastemaker);
              batch.collection('city_tastemakers').create({ id, city: city.id, tastemaker });
            }
          } else if (kind === 6 && op === 0) {
            const status = statuses.get(tastemaker) === 'approved' ? 'pending' : 'approved';
            statuses.set(tastemaker, status);
            batch.collection('tastemakers').update(tastemaker, { status });
          } else {
            queued--;
            continue;
          }
          kinds.add(kind);
        }
        if (!queued) continue;
        try {
          await batch.send();
        } catch (error) {
          throw new Error(`round ${round}: ${JSON.stringify((error as { response?: unknown }).response)}`, { cause: error });
        }
        const kept = await keptFigures(city.id);
        expect(kept, `round ${round}`).toEqual(await figuresFromRows(city.id));
        if (kept.city.places_count > 0) counted++;
      }
      // The rounds went through every kind of change, mostly with places to count.
      expect([...kinds].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(counted).toBeGreaterThan(15);
    } finally {
      for (const tastemaker of tastemakers) await admin.collection('tastemakers').update(tastemaker, { status: 'approved' });
      await admin.collection('cities').delete(city.id);
    }
  });
});

describe('a city unlock', () => {
  it('opens exactly what the dialog promised and the answer says it gave', async () => {
    const { user, device } = await seoulTraveller();
    expect(await readable(device, user, nyc)).toBe(0);
    // The dialog's promise, from what the device synced.
    const promised = cityOffer('city_unlock', await cityOn(device, nyc), await readOfferContext(user.id, device.db));
    expect(promised.gives).toMatchObject({ tastemakers: [nyc.featured_tastemaker], exact: true });
    expect(promised.gives.places).toBeGreaterThan(0);
    expect(promised.gives.rest.length).toBeGreaterThan(0);

    const { status, body } = await server.call(user, 'POST', '/api/app/cities/unlock', { cityId: nyc.id });
    expect(status).toBe(200);
    expect(body.offer).toMatchObject({
      kind: 'city_unlock',
      price: promised.price,
      priceCents: promised.priceCents,
      guide: nyc.featured_tastemaker,
    });
    expect({ ...body.offer.gives, rest: sorted(body.offer.gives.rest) }).toEqual({ ...promised.gives, rest: sorted(promised.gives.rest) });
    expect(body.summary).toBe(cityOfferLine(promised));

    await device.sync();
    expect(await readable(device, user, nyc)).toBe(promised.gives.places);
    // Those still to follow are those whose picks the buyer does not read.
    const after = await readOfferContext(user.id, device.db);
    for (const tastemaker of promised.gives.rest) expect(followOffer(tastemaker, after).status).toBe('available');
    expect(followOffer(nyc.featured_tastemaker, after)).toMatchObject({ status: 'included', price: 'Included' });
    // A repeat gives nothing and says so.
    expect((await server.call(user, 'POST', '/api/app/cities/unlock', { cityId: nyc.id })).body).toMatchObject({ alreadyPurchased: true });
  });

  it('gives the welcome gift city what onboarding promised', async () => {
    const user = await server.createUser();
    const device = await createDevice(server, user);
    await device.sync();
    const promised = cityOffer('welcome_gift', await cityOn(device, nyc), await readOfferContext(user.id, device.db));
    const { body } = await server.call(user, 'POST', '/api/app/onboarding/complete', { cityId: nyc.id });
    expect(body.offer).toMatchObject({ kind: 'welcome_gift', price: 'Free', priceCents: 0, gives: { places: promised.gives.places } });
    await device.sync();
    expect(await readable(device, user, nyc)).toBe(promised.gives.places);
  });
});

describe('a tastemaker follow', () => {
  it('adds the places the offer said, no more and no fewer', async () => {
    const { user, device } = await seoulTraveller();
    const link = await server.admin
      .collection('city_tastemakers')
      .getFirstListItem(`city = "${seoul.id}" && tastemaker != "${seoul.featured_tastemaker}"`);
    const before = await readable(device, user, seoul);
    const promised = followOffer(link.tastemaker as string, await readOfferContext(user.id, device.db));
    expect(promised).toMatchObject({ status: 'available', price: '$0.99/mo' });
    expect(promised.gives).toHaveLength(1);
    const gift = promised.gives[0]!;
    expect(gift.exact).toBe(true);

    const { status, body } = await server.call(user, 'POST', `/api/app/tastemakers/${link.tastemaker}/subscribe`);
    expect(status).toBe(200);
    expect(body.offer.gives).toHaveLength(1);
    expect(body.offer.gives[0]).toMatchObject({ city: seoul.id, places: gift.places, added: gift.added });

    await device.sync();
    expect(await readable(device, user, seoul)).toBe(gift.places);
    expect(gift.places - before).toBe(gift.added);
    expect(followOffer(link.tastemaker as string, await readOfferContext(user.id, device.db))).toMatchObject({
      status: 'following',
      price: 'Following',
    });
  });

  it('says a follow opens nothing in a city the buyer has not unlocked', async () => {
    const { user } = await seoulTraveller();
    const link = await server.admin
      .collection('city_tastemakers')
      .getFirstListItem(`city = "${nyc.id}" && tastemaker != "${nyc.featured_tastemaker}"`);
    const { body } = await server.call(user, 'POST', `/api/app/tastemakers/${link.tastemaker}/subscribe`);
    expect(body.offer).toMatchObject({ gives: [], lockedCities: [{ id: nyc.id, name: nyc.name }] });
  });
});
