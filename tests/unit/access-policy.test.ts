// The access policy (src/domain/policy/access.ts): who opens which city, whom
// they follow, and which places, notes and feed items they read.
import { describe, expect, it } from 'vitest';
import {
  accessibleTastemakers,
  cityGrants,
  feedItemReadable,
  grantsGained,
  hasTastemakerAccess,
  mayCurateIn,
  mayOpenCity,
  noteVisible,
  openCityIds,
  placeReadable,
  sameGrants,
  sharedPlaceReadable,
  tastemakerListed,
  tastemakerVisible,
  vibeReadable,
  VISITOR,
  type AccessTerms,
  type Caller,
  type CityTerms,
} from '#/domain/policy/access';

const now = new Date('2026-11-22T10:00:00Z');
const terms = (over: Partial<AccessTerms>): AccessTerms => ({
  tastemaker: 't',
  subscribed: false,
  unlocked: false,
  status: '',
  subscription_end: '',
  ...over,
});
const caller = (over: Partial<Caller>): Caller => ({
  userId: 'u',
  roles: [],
  unlockedCities: [],
  entitlements: [],
  ownTastemakers: [],
  ...over,
});
const seoul: CityTerms = { id: 's', slug: 'seoul', status: 'live', is_free: true };
const nyc: CityTerms = { id: 'n', slug: 'new-york-city', status: 'live', is_free: false };
const busan: CityTerms = { id: 'b', slug: 'busan', status: 'live', is_free: true };
const tokyo: CityTerms = { id: 't', slug: 'tokyo', status: 'coming_soon', is_free: false };
const links = [
  { city: 's', tastemaker: 'guide' },
  { city: 's', tastemaker: 'chef' },
  { city: 's', tastemaker: 'mine' },
  { city: 'n', tastemaker: 'rosa' },
];

describe('tastemaker access', () => {
  it('allows unlocked, or subscribed and active until the end date', () => {
    expect(hasTastemakerAccess(terms({ unlocked: true }), now)).toBe(true);
    expect(hasTastemakerAccess(terms({ subscribed: true, status: 'active' }), now)).toBe(true);
    expect(hasTastemakerAccess(terms({ subscribed: true, status: 'active', subscription_end: '2026-12-01 00:00:00.000Z' }), now)).toBe(
      true,
    );
  });

  it('denies an ended, cancelled, past-due or unsubscribed entitlement', () => {
    expect(hasTastemakerAccess(terms({ subscribed: true, status: 'active', subscription_end: '2026-11-01 00:00:00.000Z' }), now)).toBe(
      false,
    );
    expect(hasTastemakerAccess(terms({ subscribed: true, status: 'cancelled' }), now)).toBe(false);
    expect(hasTastemakerAccess(terms({ subscribed: true, status: 'past_due' }), now)).toBe(false);
    expect(hasTastemakerAccess(terms({ subscribed: false, status: 'active' }), now)).toBe(false);
    expect(hasTastemakerAccess(undefined, now)).toBe(false);
  });

  it('counts a tastemaker record of the caller as followed', () => {
    const who = caller({
      ownTastemakers: ['mine'],
      entitlements: [terms({ tastemaker: 'chef', unlocked: true }), terms({ tastemaker: 'x' })],
    });
    expect(accessibleTastemakers(who, now)).toEqual(new Set(['mine', 'chef']));
  });
});

describe('cities', () => {
  it('allows a visitor the default free city only', () => {
    expect(openCityIds(VISITOR, [seoul, nyc, busan, tokyo])).toEqual(['s']);
  });

  it('allows a user free cities and the ones they unlocked', () => {
    expect(openCityIds(caller({}), [seoul, nyc, busan])).toEqual(['s', 'b']);
    expect(openCityIds(caller({ unlockedCities: ['n'] }), [seoul, nyc])).toEqual(['s', 'n']);
  });

  it('allows an admin every live city and denies everyone a city that is not live', () => {
    expect(openCityIds(caller({ roles: ['admin'] }), [seoul, nyc, tokyo])).toEqual(['s', 'n']);
    expect(mayOpenCity(caller({ unlockedCities: ['t'] }), tokyo)).toBe(false);
  });
});

describe('places, notes and feed', () => {
  const follower = caller({ entitlements: [terms({ tastemaker: 'guide', subscribed: true, status: 'active' })] });

  it('allows the places picked by a followed tastemaker of the city, and kept ones', () => {
    const grants = cityGrants(follower, 's', links, now);
    expect(grants).toEqual({ all: false, notes: false, tastemakers: ['guide'] });
    expect(placeReadable(grants, ['guide', 'chef'], false)).toBe(true);
    expect(placeReadable(grants, ['chef'], false)).toBe(false);
    expect(placeReadable(grants, ['chef'], true)).toBe(true);
  });

  it('denies places once a subscription ends, keeping the saved ones', () => {
    const ended = caller({
      entitlements: [terms({ tastemaker: 'guide', subscribed: true, status: 'active', subscription_end: '2026-11-21 00:00:00.000Z' })],
    });
    const grants = cityGrants(ended, 's', links, now);
    expect(placeReadable(grants, ['guide'], false)).toBe(false);
    expect(placeReadable(grants, ['guide'], true)).toBe(true);
  });

  it("gives a tastemaker their curation scope, never the whole city or other tastemakers' paid picks", () => {
    const tastemaker = caller({ roles: ['tastemaker'], ownTastemakers: ['mine'] });
    const grants = cityGrants(tastemaker, 's', links, now);
    expect(grants).toEqual({ all: false, notes: false, tastemakers: ['mine'], curators: ['mine'] });
    expect(mayCurateIn(tastemaker, 's', links)).toBe(true);
    expect(mayCurateIn(tastemaker, 'n', links)).toBe(false);
    // Their own picks and the places they added; not a place only the (paid) chef picked.
    expect(placeReadable(grants, ['mine'], false)).toBe(true);
    expect(placeReadable(grants, [], false, 'mine')).toBe(true);
    expect(placeReadable(grants, ['chef'], false)).toBe(false);
    expect(placeReadable(grants, ['chef'], false, 'chef')).toBe(false);
    expect(noteVisible(grants, 'chef')).toBe(false);
  });

  it('denies a tastemaker the whole city whatever their role, and curating once the role is gone', () => {
    const following = caller({
      roles: ['tastemaker'],
      ownTastemakers: ['mine'],
      entitlements: [terms({ tastemaker: 'guide', unlocked: true })],
    });
    expect(cityGrants(following, 's', links, now)).toEqual({
      all: false,
      notes: false,
      tastemakers: ['guide', 'mine'],
      curators: ['mine'],
    });
    const demoted = caller({ ownTastemakers: ['mine'] });
    expect(mayCurateIn(demoted, 's', links)).toBe(false);
    expect(cityGrants(demoted, 's', links, now)).toEqual({ all: false, notes: false, tastemakers: ['mine'], curators: ['mine'] });
  });

  it('allows admins everything', () => {
    const grants = cityGrants(caller({ roles: ['admin'] }), 'n', links, now);
    expect(grants).toEqual({ all: true, notes: true, tastemakers: [] });
    expect(noteVisible(grants, 'rosa')).toBe(true);
    expect(feedItemReadable(grants, { tastemaker: 'rosa', place: 'p' }, () => false)).toBe(true);
  });

  it('shows who picked a readable place but their note only to followers', () => {
    const grants = cityGrants(follower, 's', links, now);
    expect(noteVisible(grants, 'guide')).toBe(true);
    expect(noteVisible(grants, 'chef')).toBe(false);
  });

  it('denies feed items of tastemakers the caller does not follow, and allows the rest by their place', () => {
    const grants = cityGrants(follower, 's', links, now);
    const readable = (id: string) => id === 'p1';
    expect(feedItemReadable(grants, { tastemaker: 'guide', place: 'p2' }, readable)).toBe(true);
    expect(feedItemReadable(grants, { tastemaker: 'chef', place: 'p1' }, readable)).toBe(false);
    expect(feedItemReadable(grants, { tastemaker: '', place: 'p1' }, readable)).toBe(true);
    expect(feedItemReadable(grants, { tastemaker: '', place: 'p2' }, readable)).toBe(false);
    expect(feedItemReadable(grants, { tastemaker: '', place: '' }, readable)).toBe(true);
  });

  it("allows a public collection's places to those who may open their city", () => {
    expect(sharedPlaceReadable(VISITOR, 'owner', seoul)).toBe(true);
    expect(sharedPlaceReadable(caller({}), 'owner', nyc)).toBe(false);
    expect(sharedPlaceReadable(caller({ userId: 'owner' }), 'owner', nyc)).toBe(true);
  });
});

describe('grants on a device', () => {
  it('re-sends picks of newly followed tastemakers, and everything for a whole-city grant', () => {
    const before = { all: false, notes: false, tastemakers: ['guide'] };
    expect(grantsGained(before, { all: false, notes: false, tastemakers: ['chef', 'guide'] })).toEqual({ reset: false, added: ['chef'] });
    expect(grantsGained(before, { all: true, notes: false, tastemakers: ['guide'] })).toEqual({ reset: true, added: [] });
    expect(grantsGained(undefined, before)).toEqual({ reset: true, added: [] });
    expect(grantsGained(before, { all: false, notes: false, tastemakers: [] })).toEqual({ reset: false, added: [] });
    expect(sameGrants(before, { all: false, notes: false, tastemakers: ['guide'] })).toBe(true);
  });

  it('re-reads a city when the caller becomes one of its curators', () => {
    const before = { all: false, notes: false, tastemakers: ['guide'] };
    const after = { ...before, tastemakers: ['guide', 'mine'], curators: ['mine'] };
    expect(grantsGained(before, after)).toEqual({ reset: true, added: [] });
    expect(sameGrants(before, after)).toBe(false);
    expect(grantsGained(after, after)).toEqual({ reset: false, added: [] });
  });
});

describe('tastemakers waiting for review', () => {
  it('lists only approved tastemakers, and shows a pending one to its own account alone', () => {
    expect(tastemakerListed({ status: 'approved' })).toBe(true);
    expect(tastemakerListed({ status: 'pending' })).toBe(false);
    // A row a device holds from before there was a status: a seeded persona stays listed, an account's waits.
    expect(tastemakerListed({})).toBe(true);
    expect(tastemakerListed({ user: 'u' })).toBe(false);
    expect(tastemakerListed({ status: '', user: '' })).toBe(false);
    expect(tastemakerVisible({ status: 'pending', user: 'u' }, 'u')).toBe(true);
    expect(tastemakerVisible({ status: 'pending', user: 'u' }, 'v')).toBe(false);
    expect(tastemakerVisible({ status: 'rejected', user: '' }, '')).toBe(false);
    expect(tastemakerVisible({ status: 'approved', user: 'u' }, '')).toBe(true);
  });
});

describe('vibes', () => {
  it('allows approved vibes and a creator their pending ones; denies rejected ones to everyone', () => {
    expect(vibeReadable({ status: 'approved', created_by: '' }, '')).toBe(true);
    expect(vibeReadable({ status: 'pending', created_by: 'u' }, 'u')).toBe(true);
    expect(vibeReadable({ status: 'pending', created_by: 'u' }, 'v')).toBe(false);
    expect(vibeReadable({ status: 'rejected', created_by: 'u' }, 'u')).toBe(false);
  });
});
