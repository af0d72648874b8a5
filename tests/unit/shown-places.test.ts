// What Home's Hot Places, search and the guide on the device show of a city
// (src/domain/shown-places.ts), and which tastemakers a search that found
// little names: the rules, then the device's read of them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TastemapDB } from '#/data/db';
import { cityPlaceViews, readableCity, readableCityPlaceViews } from '#/data/queries/places';
import { cityGrants, NO_GRANTS, type Grants } from '#/domain/policy/access';
import {
  explainsHiddenPlaces,
  FEW_RESULTS,
  readablePlaces,
  suggestTastemakers,
  SUGGESTED_TASTEMAKERS,
  tastemakersNotFollowed,
} from '#/domain/shown-places';
import { catalogOf, placeRow } from '../support/catalog';

const grants = (over: Partial<Grants>): Grants => ({ ...NO_GRANTS, ...over });
const pickers: Record<string, string[]> = { market: ['guide', 'chef'], bbq: ['chef'], bar: ['dj'], gallery: [] };
const pickersOf = (id: string) => pickers[id] ?? [];
const places = ['market', 'bbq', 'bar', 'gallery'].map((id) => ({ id }));

const tastemaker = (id: string, followers: number, specialties: string[], title = '') => ({
  id,
  slug: id,
  name: id[0]!.toUpperCase() + id.slice(1),
  title,
  specialties,
  followers,
});
const city = [
  tastemaker('curator', 21340, ['Shopping', 'Fashion', 'Vintage']),
  tastemaker('dj', 17950, ['Nightlife', 'Cocktails', 'Jazz']),
  tastemaker('guide', 12480, ['Local Favorites', 'Food', 'Markets']),
  tastemaker('barista', 9870, ['Cafe', 'Specialty Coffee', 'Bakeries']),
  tastemaker('chef', 8620, ['Food', 'Korean BBQ', 'Fine Dining'], 'Chef'),
  tastemaker('artist', 5310, ['Art', 'Galleries', 'Design']),
];

describe('readablePlaces', () => {
  it('keeps the places a followed tastemaker picked or the user keeps, in order', () => {
    const shown = readablePlaces(places, grants({ tastemakers: ['guide'] }), pickersOf, new Set(['gallery']));
    expect(shown.map((p) => p.id)).toEqual(['market', 'gallery']);
  });

  it('returns the list itself when every place is readable', () => {
    expect(readablePlaces(places, grants({ all: true }), pickersOf, new Set())).toBe(places);
    const followed = places.slice(0, 3);
    expect(readablePlaces(followed, grants({ tastemakers: ['chef', 'dj'] }), pickersOf, new Set())).toBe(followed);
  });

  it('shows nothing to a user who follows no one and keeps nothing', () => {
    expect(readablePlaces(places, NO_GRANTS, pickersOf, new Set())).toEqual([]);
  });
});

describe('tastemakersNotFollowed', () => {
  it("lists the city's tastemakers whose picks the user does not read, in the order given", () => {
    const notFollowed = tastemakersNotFollowed(city, grants({ tastemakers: ['guide', 'chef'] }));
    expect(notFollowed.map((t) => t.id)).toEqual(['curator', 'dj', 'barista', 'artist']);
  });

  it('lists none when the grants cover the whole city, or the user follows everyone', () => {
    expect(tastemakersNotFollowed(city, grants({ all: true, tastemakers: [] }))).toEqual([]);
    expect(tastemakersNotFollowed(city, grants({ tastemakers: city.map((t) => t.id) }))).toEqual([]);
  });

  it('follows the access policy: an ended subscription is not following', () => {
    const links = city.map((t) => ({ city: 'seoul', tastemaker: t.id }));
    const caller = {
      userId: 'u',
      roles: [],
      unlockedCities: ['seoul'],
      ownTastemakers: [],
      entitlements: [
        { tastemaker: 'guide', subscribed: true, unlocked: false, status: 'active', subscription_end: '' },
        { tastemaker: 'chef', subscribed: true, unlocked: false, status: 'active', subscription_end: '2026-01-01 00:00:00.000Z' },
      ],
    };
    const now = new Date('2026-11-26T10:00:00Z');
    expect(tastemakersNotFollowed(city, cityGrants(caller, 'seoul', links, now)).map((t) => t.id)).toContain('chef');
    expect(tastemakersNotFollowed(city, cityGrants({ ...caller, roles: ['admin'] }, 'seoul', links, now))).toEqual([]);
  });
});

describe('suggestTastemakers', () => {
  const notFollowed = tastemakersNotFollowed(city, grants({ tastemakers: ['guide'] }));

  it('names the most followed when nothing searched speaks of anyone', () => {
    const names = suggestTastemakers(notFollowed, { query: 'Mongtan' }).map((t) => t.id);
    expect(names).toEqual(['curator', 'dj', 'barista']);
    expect(names).toHaveLength(SUGGESTED_TASTEMAKERS);
  });

  it('puts first those whose specialties or title speak of the search, a word being typed and plurals too', () => {
    expect(suggestTastemakers(notFollowed, { query: 'korean bbq' })[0]!.id).toBe('chef');
    expect(suggestTastemakers(notFollowed, { query: 'specialty coff' })[0]!.id).toBe('barista');
    expect(suggestTastemakers(notFollowed, { query: 'gallery' })[0]!.id).toBe('artist');
    expect(suggestTastemakers(notFollowed, { query: 'Jazz bars' })[0]!.id).toBe('dj');
  });

  it('reads the chosen category as part of the search', () => {
    expect(suggestTastemakers(notFollowed, { query: '', category: 'cafe' })[0]!.id).toBe('barista');
    expect(suggestTastemakers(notFollowed, { query: '', category: 'all' }).map((t) => t.id)).toEqual(['curator', 'dj', 'barista']);
  });
});

describe('explainsHiddenPlaces', () => {
  it('explains when a search finds fewer than a few places and someone is left to follow', () => {
    expect(explainsHiddenPlaces(0, 2)).toBe(true);
    expect(explainsHiddenPlaces(FEW_RESULTS - 1, 1)).toBe(true);
    expect(explainsHiddenPlaces(FEW_RESULTS, 1)).toBe(false);
    expect(explainsHiddenPlaces(0, 0)).toBe(false);
  });
});

describe('the places the device shows', () => {
  let db: TastemapDB;
  const base = { created: '', updated: '' };

  const entitlement = (tastemakerId: string, subscription_end: string) => ({
    id: `e-${tastemakerId}`,
    user: 'me',
    tastemaker: tastemakerId,
    subscribed: true,
    unlocked: false,
    status: 'active' as const,
    subscription_start: '2026-01-01 00:00:00.000Z',
    subscription_end,
    monthly_amount: 99,
    provider_subscription_id: '',
    provider_customer_id: '',
    ...base,
  });

  beforeEach(async () => {
    db = new TastemapDB(`shown-${Math.random()}`);
    await catalogOf(db, 'places').bulkPut(['market', 'bbq', 'saved'].map((id) => placeRow(id)));
    await catalogOf(db, 'tastemaker_places').bulkPut([
      { id: 'p1', tastemaker: 'guide', place: 'market', city: 'seoul', note: '', ...base },
      { id: 'p2', tastemaker: 'chef', place: 'bbq', city: 'seoul', note: '', ...base },
      { id: 'p3', tastemaker: 'chef', place: 'saved', city: 'seoul', note: '', ...base },
    ]);
    await db.city_tastemakers.bulkPut(['guide', 'chef'].map((t) => ({ id: `l-${t}`, city: 'seoul', tastemaker: t, ...base })));
    await db.saved_places.put({ id: 's1', user: 'me', place: 'saved', ...base });
  });
  afterEach(async () => {
    db.close();
    await db.delete();
  });

  it('is every place the device holds while the user follows their pickers, as the same list', async () => {
    await db.entitlements.bulkPut([entitlement('guide', ''), entitlement('chef', '')]);
    const all = await cityPlaceViews('seoul', db);
    expect(await readableCityPlaceViews('seoul', 'me', db)).toBe(all);
  });

  it('drops at once the picks of a subscription that ended before a sync pruned them, keeping what the user saved', async () => {
    await db.entitlements.bulkPut([entitlement('guide', ''), entitlement('chef', '2026-01-01 00:00:00.000Z')]);
    const shown = await readableCityPlaceViews('seoul', 'me', db);
    expect(shown.map((p) => p.id)).toEqual(['market', 'saved']);
    // Asked again with nothing changed, the same list.
    expect(await readableCityPlaceViews('seoul', 'me', db)).toBe(shown);
  });

  it('gives search, in one read, the same places with the access and saved places they were judged by', async () => {
    await db.entitlements.bulkPut([entitlement('guide', ''), entitlement('chef', '2026-01-01 00:00:00.000Z')]);
    const city = await readableCity('seoul', 'me', db);
    expect(city.places).toBe(await readableCityPlaceViews('seoul', 'me', db));
    expect([...city.saved]).toEqual(['saved']);
    expect([...city.access.tastemakers]).toEqual(['guide']);
    expect(city.scope?.grants).toEqual(cityGrants(city.access.caller, 'seoul', await db.city_tastemakers.toArray()));
    // Without a city: nothing to show, but the saved places and access still read.
    const none = await readableCity(undefined, 'me', db);
    expect(none.places).toEqual([]);
    expect(none.scope).toBeUndefined();
    expect([...none.saved]).toEqual(['saved']);
  });
});
