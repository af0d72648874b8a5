// Ranking by meaning looks only at the places its inverted lists give (kind,
// category, flag, vibe, words, location → places): a traveller must get
// exactly what checking every place gives, same places, same order, same
// partial marks, for the seed's cities and for a city of 20,000 places.
import { describe, expect, it } from 'vitest';
import { CONCEPTS, searchByMeaning, type MeaningPlace, type NearMe } from '#/domain/query';
import { buildPlaceIndex, type SearchablePlace } from '#/domain/search';
import { loadCases } from '../support/eval';
import { seedViews, type CitySlug } from '../support/seed-places';

type View = SearchablePlace & MeaningPlace;

/** Every prefix of a query: what the screen ranks as it is typed. */
const keystrokes = (query: string) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)).filter((q) => q.trim());

/** The same queries both ways on one list: with the inverted lists, and checking every place. */
function expectSameBothWays(places: readonly View[], queries: readonly string[], near: NearMe = {}) {
  const index = buildPlaceIndex(places);
  const text = (words: string) => index.search(words);
  const differences: object[] = [];
  for (const query of queries) {
    const lists = searchByMeaning(query, places, text, near);
    const every = searchByMeaning(query, places, text, near, { everyPlace: true });
    if (lists.ids.join() !== every.ids.join() || lists.partialFrom !== every.partialFrom) {
      const shown = (r: typeof lists) => ({ first: r.ids.slice(0, 8), results: r.ids.length, partialFrom: r.partialFrom });
      differences.push({ query, lists: shown(lists), everyPlace: shown(every) });
    }
  }
  expect(differences.slice(0, 3), `${differences.length} of ${queries.length} queries differ`).toEqual([]);
}

const phrases = [...new Set(CONCEPTS.flatMap((c) => c.phrases))];

/** A city's seed, and copies of some of its places without facets (an admin added them): their texts and vibes decide. */
function seedWithBarePlaces(city: CitySlug): View[] {
  const views = seedViews(city);
  const bare = views.filter((_, i) => i % 3 === 0).map((p) => ({ ...p, id: `${p.id}-bare`, facets: undefined }));
  return [...views, ...bare];
}

describe('ranking by meaning through inverted lists', () => {
  it.each(['seoul', 'new-york-city'] as const)('answers exactly as checking every place, over the seed of %s', (city) => {
    const places = seedWithBarePlaces(city);
    const neighbourhoods = [...new Set(places.map((p) => p.neighborhood))].slice(0, 6);
    const evalQueries = [...loadCases('search-eval.json'), ...loadCases('guide-eval.json')]
      .filter((c) => c.city === city)
      .map((c) => c.query);
    const queries = [
      ...phrases,
      ...evalQueries,
      ...evalQueries.slice(0, 10).flatMap(keystrokes),
      ...phrases
        .filter((_, i) => i % 7 === 0)
        .flatMap((phrase, i) => [`${phrase} in ${neighbourhoods[i % 6]}`, `${phrase} near ${neighbourhoods[(i + 1) % 6]}`]),
      ...places.filter((_, i) => i % 25 === 0).map((p) => p.name),
      'cheap eats near me',
      'quiet cafe to work late',
      'rooftop bar with a view',
    ];
    expect(queries.length).toBeGreaterThan(500);
    expectSameBothWays(places, queries);
    // Near the traveller, every place counts as there: the lists give them all.
    const here = { name: 'you', latitude: places[0]!.latitude, longitude: places[0]!.longitude };
    expectSameBothWays(places, ['coffee', 'ramen near me', 'bar', 'late night', 'museum'], { here, always: true });
  });

  it('answers exactly as checking every place, over a city of 20,000 places', () => {
    // The seed's places again and again, moved a little, some without facets, vibes shifted: 20,000 of them.
    const seed = seedViews('seoul');
    const allVibes = [...new Set(seed.flatMap((p) => p.vibes))];
    const places: View[] = Array.from({ length: 20_000 }, (_, i) => {
      const p = seed[i % seed.length]!;
      const copy = Math.floor(i / seed.length);
      return {
        ...p,
        id: `${p.id}-${copy}`,
        name: copy ? `${p.name} ${copy}` : p.name,
        latitude: p.latitude + ((i * 37) % 101) / 10_000,
        longitude: p.longitude - ((i * 53) % 97) / 10_000,
        vibes: copy % 2 ? [...p.vibes, allVibes[i % allVibes.length]!] : p.vibes,
        rating: Math.round((p.rating + ((i % 7) - 3) / 10) * 10) / 10,
        facets: i % 4 === 1 ? undefined : p.facets,
      };
    });
    // Typed a keystroke at a time, and whole; the dictionary's phrases now and then.
    const queries = [
      ...['hongdae cafe', 'jazz euljiro'].flatMap(keystrokes),
      ...['gangnm', 'rooftop bar', 'cozy work', 'date night', '시장', 'hidden gem itaewon', 'bakery seongsu', 'cheap eats'],
      ...phrases.filter((_, i) => i % 60 === 0),
    ];
    expectSameBothWays(places, queries);
    // Twice over 20,000 places per keystroke, once without the lists: seconds, not milliseconds.
  }, 60_000);
});
