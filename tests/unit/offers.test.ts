// What each purchase gives (src/domain/offers.ts): every promise is checked
// against the access policy over a fixture catalog, as the buyer would read it
// afterwards.
import { describe, expect, it } from 'vitest';
import {
  FOLLOW_PRICE,
  TASTEMAKER_PACKAGE,
  callerFollowing,
  callerWithCity,
  cityFigures,
  cityOffer,
  cityOfferLine,
  countFromCatalog,
  countFromFigures,
  followGiftLine,
  followOffer,
  openCount,
  openCountLine,
  placesOpenedBy,
  restLabel,
  type CityCatalog,
  type HeldCity,
  type OfferCity,
  type OfferContext,
  type OfferLink,
  type PickRow,
} from '#/domain/offers';
import { cityGrants, mayOpenCity, VISITOR, type AccessTerms, type Caller } from '#/domain/policy/access';
import { MONTHLY_PRICE_CENTS } from '#/domain/subscription-machine';

const now = new Date('2026-11-22T10:00:00Z');
const city = (over: Partial<OfferCity> & Pick<OfferCity, 'id' | 'slug'>): OfferCity => ({
  name: over.slug,
  status: 'live',
  is_free: false,
  price: 0,
  featured_tastemaker: '',
  places_count: 0,
  tastemakers_count: 0,
  ...over,
});

// Seoul: free, its guide picks s1-s4; the chef s3-s6; the DJ s6-s7. s8 nobody picks; s9 a pending tastemaker's.
// New York City: $6.99, its guide picks n1-n3; Rosa n3-n5; Miles n5-n6.
const picks: PickRow[] = [
  ...['s1', 's2', 's3', 's4'].map((place) => ({ tastemaker: 'seoul-guide', place, city: 's' })),
  ...['s3', 's4', 's5', 's6'].map((place) => ({ tastemaker: 'chef', place, city: 's' })),
  ...['s6', 's7'].map((place) => ({ tastemaker: 'dj', place, city: 's' })),
  { tastemaker: 'pending', place: 's9', city: 's' },
  ...['n1', 'n2', 'n3'].map((place) => ({ tastemaker: 'nyc-guide', place, city: 'n' })),
  ...['n3', 'n4', 'n5'].map((place) => ({ tastemaker: 'rosa', place, city: 'n' })),
  ...['n5', 'n6'].map((place) => ({ tastemaker: 'miles', place, city: 'n' })),
];
const places = [
  ...['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9'].map((id) => ({ id, city: 's' })),
  ...['n1', 'n2', 'n3', 'n4', 'n5', 'n6'].map((id) => ({ id, city: 'n' })),
];
const catalog: CityCatalog = { places, picks };
const listed = new Set(['seoul-guide', 'chef', 'dj', 'nyc-guide', 'rosa', 'miles']);
const linkRows = [
  { city: 's', tastemaker: 'seoul-guide' },
  { city: 's', tastemaker: 'chef' },
  { city: 's', tastemaker: 'dj' },
  { city: 's', tastemaker: 'pending' },
  { city: 'n', tastemaker: 'nyc-guide' },
  { city: 'n', tastemaker: 'rosa' },
  { city: 'n', tastemaker: 'miles' },
];

// The figures the server keeps, worked out as its hook does (cityFigures over its rows).
const linked = (city: string) =>
  linkRows.filter((l) => l.city === city).map((l) => ({ id: l.tastemaker, listed: listed.has(l.tastemaker) }));
const figures = { s: cityFigures('s', linked('s'), catalog), n: cityFigures('n', linked('n'), catalog) };
const links: OfferLink[] = linkRows.map((link) => ({ ...link, places: figures[link.city as 's' | 'n'].byTastemaker[link.tastemaker] }));
const seoul = city({ id: 's', slug: 'seoul', is_free: true, featured_tastemaker: 'seoul-guide', places_count: figures.s.places });
const nyc = city({ id: 'n', slug: 'new-york-city', price: 6.99, featured_tastemaker: 'nyc-guide', places_count: figures.n.places });
const cities = [seoul, nyc];

const free = (tastemaker: string): AccessTerms & { monthly_amount: number } => ({
  tastemaker,
  subscribed: true,
  unlocked: false,
  status: 'active',
  subscription_end: '',
  monthly_amount: 0,
});
const paid = (tastemaker: string): AccessTerms & { monthly_amount: number } => ({
  ...free(tastemaker),
  subscription_end: '2026-12-22 10:00:00.000Z',
  monthly_amount: MONTHLY_PRICE_CENTS,
});
const traveller = (over: Partial<Caller> = {}): Caller => ({
  userId: 'u',
  roles: [],
  unlockedCities: [],
  entitlements: [],
  ownTastemakers: [],
  ...over,
});
// A traveller whose welcome gift went to Seoul.
const seoulTraveller = traveller({ unlockedCities: ['s'], entitlements: [free('seoul-guide')] });

/** What the caller reads in a city by the policy, over the whole catalog: the truth every promise is held to. */
function reads(caller: Caller, c: OfferCity, kept?: ReadonlySet<string>): Set<string> {
  if (!mayOpenCity(caller, c)) return new Set();
  return placesOpenedBy(c.id, cityGrants(caller, c.id, links, now), { ...catalog, kept });
}

/** A device's counter: the server's figures, and the places it holds of the cities the caller opens. */
function deviceCounter(caller: Caller) {
  const held = new Map<string, HeldCity>();
  for (const c of cities) {
    if (!mayOpenCity(caller, c)) continue;
    const readable = [...reads(caller, c)];
    const pickersOf = (place: string) => picks.filter((p) => p.place === place).map((p) => p.tastemaker);
    held.set(c.id, { grants: cityGrants(caller, c.id, links, now), readable, pickersOf });
  }
  return countFromFigures(cities, links, held);
}

const context = (caller: Caller, on: 'device' | 'server' = 'device'): OfferContext => ({
  caller,
  cities,
  links,
  listed,
  now,
  count: on === 'device' ? deviceCounter(caller) : countFromCatalog(catalog),
});

describe('the figures the server keeps', () => {
  it("counts each tastemaker's places and the city's, through listed tastemakers only", () => {
    expect(figures.s).toEqual({ places: 7, tastemakers: 3, byTastemaker: { 'seoul-guide': 4, chef: 4, dj: 2, pending: 1 } });
    expect(figures.n).toEqual({ places: 6, tastemakers: 3, byTastemaker: { 'nyc-guide': 3, rosa: 3, miles: 2 } });
  });

  it('leaves out a place nobody listed picks: no follow opens it', () => {
    const everyone = traveller({ unlockedCities: ['s'], entitlements: [...listed].map(paid) });
    expect(reads(everyone, seoul).has('s8')).toBe(false);
    expect(reads(everyone, seoul).has('s9')).toBe(false);
    expect(reads(everyone, seoul).size).toBe(figures.s.places);
  });
});

describe('the city unlock', () => {
  it('promises the places the buyer then reads: the local guide, and the rest at the follow price', () => {
    const offer = cityOffer('city_unlock', nyc, context(seoulTraveller));
    const after = callerWithCity(seoulTraveller, nyc, now);
    expect(offer).toMatchObject({ price: '$6.99', priceCents: 699, owned: false, guide: 'nyc-guide' });
    expect(offer.gives).toMatchObject({ tastemakers: ['nyc-guide'], exact: true, total: 6, rest: ['rosa', 'miles'] });
    expect(offer.gives.places).toBe(reads(after, nyc).size);
    expect(offer.gives.places).toBe(3);
    expect(cityOfferLine(offer)).toBe('3 places from the local guide · 2 more tastemakers at $0.99/mo');
  });

  it('says the same on the server, which counts from every row', () => {
    expect(cityOffer('city_unlock', nyc, context(seoulTraveller, 'server'))).toEqual(
      cityOffer('city_unlock', nyc, context(seoulTraveller)),
    );
  });

  it('counts what the buyer already follows there too, and says when the device can only tell a floor', () => {
    const fan = traveller({ ...seoulTraveller, entitlements: [...seoulTraveller.entitlements, paid('rosa')] });
    const after = callerWithCity(fan, nyc, now);
    const exact = cityOffer('city_unlock', nyc, context(fan, 'server'));
    expect(exact.gives).toMatchObject({ places: reads(after, nyc).size, exact: true, rest: ['miles'] });
    expect(exact.gives.places).toBe(5);
    const device = cityOffer('city_unlock', nyc, context(fan));
    expect(device.gives.exact).toBe(false);
    expect(device.gives.places).toBeLessThanOrEqual(exact.gives.places);
    expect(cityOfferLine(device)).toBe('at least 3 places in new-york-city · 1 more tastemaker at $0.99/mo');
  });

  it('replaces a paid follow of the local guide with the free access the city brings', () => {
    const after = callerWithCity(traveller({ entitlements: [paid('nyc-guide')] }), nyc, now);
    expect(after.entitlements).toEqual([
      { tastemaker: 'nyc-guide', subscribed: true, unlocked: false, status: 'active', subscription_end: '' },
    ]);
    expect(after.unlockedCities).toEqual(['n']);
  });

  it('is owned once unlocked, and gives nothing more', () => {
    const owner = callerWithCity(seoulTraveller, nyc, now);
    const offer = cityOffer('city_unlock', nyc, context(owner));
    expect(offer.owned).toBe(true);
    expect(offer.gives.added).toBe(0);
  });
});

describe('the welcome gift', () => {
  it('is free, and gives the city with its local guide', () => {
    const newcomer = traveller();
    const offer = cityOffer('welcome_gift', nyc, context(newcomer));
    expect(offer).toMatchObject({ price: 'Free', priceCents: 0 });
    expect(offer.gives.places).toBe(reads(callerWithCity(newcomer, nyc, now), nyc).size);
    expect(cityOfferLine(offer)).toBe('3 places from the local guide · 2 more tastemakers at $0.99/mo');
  });

  it('opens a free city only through its local guide: before it, a free city shows nothing', () => {
    expect(reads(traveller(), seoul).size).toBe(0);
    const offer = cityOffer('welcome_gift', seoul, context(traveller()));
    expect(offer.gives.places).toBe(figures.s.byTastemaker['seoul-guide']);
  });
});

describe('a tastemaker follow', () => {
  it('costs the monthly price and opens their places the buyer does not read yet', () => {
    const offer = followOffer('chef', context(seoulTraveller));
    const after = callerFollowing(seoulTraveller, 'chef', now);
    expect(offer).toMatchObject({ kind: 'follow', status: 'available', price: '$0.99/mo', priceCents: MONTHLY_PRICE_CENTS });
    expect(offer.gives).toHaveLength(1);
    expect(offer.gives[0]).toMatchObject({ city: 's', exact: true, tastemakers: ['chef'], rest: ['dj'] });
    expect(offer.gives[0]!.places).toBe(reads(after, seoul).size);
    expect(offer.gives[0]!.added).toBe(reads(after, seoul).size - reads(seoulTraveller, seoul).size);
    expect(offer.gives[0]!.added).toBe(2);
    expect(followGiftLine(offer)).toBe('2 more places in seoul');
  });

  it('agrees on the device and on the server for every single follow', () => {
    for (const t of ['chef', 'dj', 'rosa', 'miles']) {
      for (const who of [seoulTraveller, callerWithCity(seoulTraveller, nyc, now)]) {
        expect(followOffer(t, context(who)).gives).toEqual(followOffer(t, context(who, 'server')).gives);
      }
    }
  });

  it('opens nothing in a city the buyer has not unlocked, and says which city it waits for', () => {
    const offer = followOffer('rosa', context(seoulTraveller));
    expect(offer.status).toBe('available');
    expect(offer.gives).toEqual([]);
    expect(offer.lockedCities.map((c) => c.id)).toEqual(['n']);
    expect(followGiftLine(offer)).toBe('');
  });

  it('shows no price for a tastemaker the user already has', () => {
    const fan = traveller({ ...seoulTraveller, entitlements: [...seoulTraveller.entitlements, paid('chef')] });
    expect(followOffer('chef', context(fan))).toMatchObject({ status: 'following', price: 'Following', priceCents: 0 });
    expect(followOffer('seoul-guide', context(fan))).toMatchObject({
      kind: 'local_guide',
      status: 'included',
      price: 'Included',
      priceCents: 0,
    });
  });
});

describe('the local guide', () => {
  it('is never sold alone: without its city it comes with the city', () => {
    const offer = followOffer('nyc-guide', context(seoulTraveller));
    expect(offer).toMatchObject({ kind: 'local_guide', status: 'with_city', price: 'Included', priceCents: 0 });
    expect(offer.city?.id).toBe('n');
    expect(offer.gives[0]).toMatchObject({ city: 'n', places: 3, exact: true });
  });

  it('comes with a free city too, for a traveller whose gift went elsewhere', () => {
    const nycTraveller = traveller({ unlockedCities: ['n'], entitlements: [free('nyc-guide')] });
    expect(mayOpenCity(nycTraveller, seoul)).toBe(true);
    expect(reads(nycTraveller, seoul).size).toBe(0);
    const offer = followOffer('seoul-guide', context(nycTraveller));
    expect(offer.status).toBe('with_city');
    expect(cityOffer('city_unlock', seoul, context(nycTraveller))).toMatchObject({ price: 'Free', gives: { places: 4 } });
  });
});

describe('how much is open', () => {
  it('says how many of the places a traveller can reach are open', () => {
    const open = reads(seoulTraveller, seoul).size;
    expect(openCountLine(openCount(open, seoul))).toBe('4 of 7 places · follow tastemakers to open the rest');
    const everyone = traveller({ unlockedCities: ['s'], entitlements: [...listed].map(paid) });
    expect(openCountLine(openCount(reads(everyone, seoul).size, seoul))).toBe('7 places');
  });

  it('never shows a total below what is open (kept places, a curator, an admin)', () => {
    expect(openCount(9, seoul)).toEqual({ open: 9, total: 9 });
    const admin = cityOffer('city_unlock', nyc, context({ ...VISITOR, userId: 'a', roles: ['admin'] }));
    expect(admin.gives.rest).toEqual([]);
  });
});

describe('prices and the package', () => {
  it('writes each price from the money rules', () => {
    expect(FOLLOW_PRICE).toEqual({ cents: MONTHLY_PRICE_CENTS, amount: '$0.99', perMonth: '$0.99/mo' });
    expect(cityOffer('city_unlock', city({ id: 'x', slug: 'x' }), context(seoulTraveller)).price).toBe('$6.99');
    expect(restLabel({ rest: ['a'] })).toBe('1 more tastemaker at $0.99/mo');
    expect(restLabel({ rest: [] })).toBe('');
  });

  it('sells no Tastemaker Package', () => {
    expect(TASTEMAKER_PACKAGE.sold).toBe(false);
  });
});
