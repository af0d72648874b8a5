// The search screen's ranking by meaning on a made-up city, where every fact
// is known: what comes first, what is marked partial, and the same answers
// however often a list is asked (the per-list tables are remembered).
import { describe, expect, it } from 'vitest';
import { CONCEPTS, meetsNeed, searchByMeaning, type MeaningPlace } from '#/domain/query';
import { placeList } from '#/domain/query/lists';
import { seedViews } from '../support/seed-places';

const CENTRE = { latitude: 37.5563, longitude: 126.9236 };
/** About 111 m per 0.001° of latitude. */
const north = (metres: number) => CENTRE.latitude + metres / 111_000;

function place(id: string, over: Partial<MeaningPlace>): MeaningPlace {
  return {
    id,
    name: id,
    name_local: '',
    neighborhood: 'Hongdae',
    address: 'Mapo-gu, Seoul',
    categoryKeys: ['cafe'],
    vibes: [],
    budget: 'medium',
    rating: 4,
    description: '',
    latitude: CENTRE.latitude,
    longitude: CENTRE.longitude,
    facets: { kinds: ['coffee'], items: [], suits: [], flags: [] },
    ...over,
  };
}

const city = [
  place('Far Cafe', { neighborhood: 'Yeonnam', latitude: north(900), rating: 5 }),
  place('Near Cafe', { latitude: north(400), rating: 3.5 }),
  place('Nearest Cafe', { latitude: north(0), rating: 3 }),
  place('Twin Cafe', { latitude: north(20), rating: 4.9 }),
  place('Hongdae Books', { categoryKeys: ['shopping'], facets: { kinds: ['bookstore'], items: [], suits: [], flags: [] } }),
  place('Mapo Bar', { neighborhood: 'Itaewon', latitude: north(-4000), categoryKeys: ['bar'], facets: { kinds: ['cocktail-bar'] } }),
];

describe('ranking by meaning', () => {
  it('an area is a region: every cafe in it first, best rated first, then the others, partial', () => {
    const { ids, partialFrom } = searchByMeaning('cafe near hongdae', city);
    // Yeonnam is part of Hongdae: its cafe 900 m north is as much in Hongdae as the one at its middle.
    expect(ids.slice(0, partialFrom)).toEqual(['Far Cafe', 'Twin Cafe', 'Near Cafe', 'Nearest Cafe']);
    // A bookshop in Hongdae meets the location only: after every cafe, marked partial.
    expect(ids.slice(partialFrom)).toEqual(['Hongdae Books']);
  });

  it('from a point, nearest first; within 50 m, the better rated comes first', () => {
    // Hongik Univ. Station (src/domain/landmarks.ts).
    const station = { latitude: 37.5572, longitude: 126.9245 };
    const at = (metres: number) => ({ latitude: station.latitude + metres / 111_000, longitude: station.longitude });
    const close = [
      place('Good', { ...at(20), rating: 4.8 }),
      place('Fair', { ...at(0), rating: 3.1 }),
      place('Further', { ...at(300), rating: 5 }),
    ];
    expect(searchByMeaning('cafe near hongik univ station', close).ids).toEqual(['Good', 'Fair', 'Further']);
  });

  it('without a location, the best rated first, ties by name', () => {
    const { ids, partialFrom } = searchByMeaning('cafe', city);
    expect(ids).toEqual(['Far Cafe', 'Twin Cafe', 'Near Cafe', 'Nearest Cafe']);
    expect(partialFrom).toBe(ids.length);
  });

  it('puts a place the query names before everything else', () => {
    expect(searchByMeaning('mapo bar', city).ids[0]).toBe('Mapo Bar');
    expect(searchByMeaning('near cafe', city).ids[0]).toBe('Near Cafe');
  });

  it('answers the same on the same list, asked again and asked differently in between', () => {
    const first = searchByMeaning('cafe near hongdae', city);
    searchByMeaning('bar', city);
    searchByMeaning('books in yeonnam', city);
    expect(searchByMeaning('cafe near hongdae', city)).toEqual(first);
  });

  it('forgets nothing when the list is replaced: a new list answers from its own places', () => {
    const before = searchByMeaning('cafe', city).ids;
    const after = searchByMeaning(
      'cafe',
      city.filter((p) => p.id !== 'Twin Cafe'),
    ).ids;
    expect(before).toContain('Twin Cafe');
    expect(after).not.toContain('Twin Cafe');
  });
});

describe("a list's table", () => {
  it('finds for every need of the dictionary exactly the places that meet it, with or without facets', () => {
    const views = [...seedViews('seoul'), ...seedViews('new-york-city')];
    // Places an admin added without facets: their texts and vibes decide.
    const bare = views.slice(0, 40).map((p) => ({ ...p, id: `${p.id}-bare`, facets: undefined }));
    const places = [...views, ...bare];
    const list = placeList(places);
    const needs = [...new Map(CONCEPTS.flatMap((c) => c.needs).map((n) => [JSON.stringify(n), n])).values()];
    expect(needs.length).toBeGreaterThan(100);
    for (const need of needs) {
      const expected = places.filter((p) => meetsNeed(p, need)).map((p) => p.id);
      const found = places.filter((_, i) => list.matches(need)[i]).map((p) => p.id);
      expect(found, need.label).toEqual(expected);
    }
  });
});
