// The one order of what counts most (src/domain/query/fit.ts ORDER): what a
// place is, then where, then confirmed facts, then taste; a place whose own
// words contradict the question below those that merely lack it. Pinned on a
// made-up city where every fact is known, for search and for the guide.
import { describe, expect, it } from 'vitest';
import { searchByMeaning } from '#/domain/query';
import { ORDER } from '#/domain/query/fit';
import { rankPlaces, recommend, type RecommendablePlace } from '#/domain/recommender';

const HONGDAE = { latitude: 37.5563, longitude: 126.9236 };
const JONGNO = { latitude: 37.5704, longitude: 126.992 };
const SEONGSU = { latitude: 37.5446, longitude: 127.0557 };
const ITAEWON = { latitude: 37.5345, longitude: 126.9946 };

function place(
  id: string,
  over: Partial<RecommendablePlace> & { kinds?: string[]; flags?: string[]; suits?: string[] },
): RecommendablePlace {
  const { kinds = [], flags = [], suits = [], ...rest } = over;
  return {
    id,
    name: id,
    name_local: '',
    neighborhood: 'Hongdae',
    address: 'Mapo-gu, Seoul',
    categoryKeys: ['restaurant'],
    vibes: [],
    budget: 'medium',
    rating: 4,
    description: `${id}.`,
    ...HONGDAE,
    facets: { kinds, items: [], suits, flags },
    recommendedBy: [],
    ...rest,
  };
}

const city: RecommendablePlace[] = [
  place('Hongdae Noodles', { kinds: ['noodles'], rating: 3.5 }),
  place('Jongno Stalls', {
    kinds: ['street-food'],
    flags: ['late-night'],
    neighborhood: 'Jongno',
    address: 'Jongno-gu, Seoul',
    ...JONGNO,
    rating: 4.8,
  }),
  place('Hongdae Club', { categoryKeys: ['nightlife'], kinds: ['club'], flags: ['late-night'] }),
  place('Seongsu Roasters', {
    categoryKeys: ['cafe'],
    kinds: ['coffee'],
    neighborhood: 'Seongsu',
    address: 'Seongdong-gu, Seoul',
    ...SEONGSU,
    rating: 3.9,
  }),
  place('Itaewon Bakery', {
    categoryKeys: ['cafe'],
    kinds: ['bakery'],
    flags: ['quiet'],
    suits: ['work'],
    neighborhood: 'Itaewon',
    address: 'Yongsan-gu, Seoul',
    ...ITAEWON,
    rating: 4.9,
  }),
  place('Quiet Temple', {
    categoryKeys: ['culture'],
    kinds: ['temple'],
    flags: ['quiet'],
    neighborhood: 'Jongno',
    address: 'Jongno-gu, Seoul',
    ...JONGNO,
    rating: 5,
  }),
  place('Seongsu Shop', {
    categoryKeys: ['shopping'],
    kinds: ['fashion'],
    neighborhood: 'Seongsu',
    address: 'Seongdong-gu, Seoul',
    ...SEONGSU,
  }),
  place('Counter Espresso', {
    categoryKeys: ['cafe'],
    kinds: ['coffee'],
    suits: ['work'],
    neighborhood: 'Seongsu',
    address: 'Seongdong-gu, Seoul',
    ...SEONGSU,
    rating: 4.7,
    description: 'Strong espresso at a pocket-sized counter; no laptops, just regulars.',
  }),
  place('Study Cafe', {
    categoryKeys: ['cafe'],
    kinds: ['coffee'],
    suits: ['work'],
    neighborhood: 'Seongsu',
    address: 'Seongdong-gu, Seoul',
    ...SEONGSU,
    rating: 3,
  }),
  place('Court Table', { kinds: ['korean'], rating: 4.9, description: 'Joseon court cooking in reservation-only courses.' }),
  place('Soup House', { kinds: ['korean-soup'], rating: 3.2 }),
];
const order = (question: string, places = city) => rankPlaces(question, places, null).ranked.map((f) => f.place.id);

describe('one order of what counts most', () => {
  it('is stated once: what, where, facts, taste', () => {
    expect(ORDER).toEqual(['what', 'where', 'facts', 'taste']);
  });

  it('the guide: food in Hongdae whose hours are unknown before late-night food across town, and a club never', () => {
    const few = city.filter((p) => p.id !== 'Court Table' && p.id !== 'Soup House');
    const ranked = order('late night food in Hongdae', few);
    expect(ranked.indexOf('Hongdae Noodles')).toBeLessThan(ranked.indexOf('Jongno Stalls'));
    // A club in Hongdae, open late, is not food: after every place that is.
    expect(ranked.indexOf('Jongno Stalls')).toBeLessThan(ranked.indexOf('Hongdae Club'));
    const answer = recommend('late night food in Hongdae', few, null, 'Seoul');
    expect(answer.places.map((p) => p.id).slice(0, 2)).toEqual(['Hongdae Noodles', 'Jongno Stalls']);
    expect(answer.places.map((p) => p.id)).not.toContain('Hongdae Club');
    expect(answer.places[0]!.reason).toMatch(/^In Hongdae, hours not confirmed\./);
    expect(answer.places[1]!.reason).toMatch(/outside Hongdae/);
  });

  it('search: a café elsewhere before anything that is not a café, and a temple never answers "cafe"', () => {
    const { ids, partialFrom } = searchByMeaning('quiet cafe to work in Seongsu', city);
    expect(ids.slice(0, partialFrom)).toEqual([]);
    // Cafés in Seongsu (facts missing; the one saying "no laptops" last of them), a café elsewhere, then Seongsu's other places.
    expect(ids).toEqual(['Study Cafe', 'Seongsu Roasters', 'Counter Espresso', 'Itaewon Bakery', 'Seongsu Shop']);
    expect(ids).not.toContain('Quiet Temple');
  });

  it('a place whose own words contradict the question moves below those that do not', () => {
    const ranked = order('cafe to work in Seongsu');
    expect(ranked.slice(0, 3)).toEqual(['Study Cafe', 'Seongsu Roasters', 'Counter Espresso']);
    const answer = recommend('cafe to work in Seongsu', city, null, 'Seoul');
    expect(answer.places.find((p) => p.id === 'Counter Espresso')?.reason).toMatch(/it says “no laptops”/);
    // Walking in tonight: a reservation-only dining room after every other dinner, whatever its rating.
    const walkIn = order('walk in dinner in Hongdae');
    expect(walkIn.indexOf('Court Table')).toBeGreaterThan(walkIn.indexOf('Soup House'));
    expect(walkIn.indexOf('Court Table')).toBeGreaterThan(walkIn.indexOf('Hongdae Noodles'));
    expect(order('dinner in Hongdae')[0]).toBe('Court Table');
  });

  it('partial matches by what they meet, in the same order: what, then where, then facts, then taste', () => {
    // Cheap quiet noodles in Hongdae: noodles elsewhere beat Hongdae without noodles; in Hongdae, a fact outweighs a price.
    const places = [
      place('A noodles here, pricey, quiet', { kinds: ['noodles'], flags: ['quiet'], budget: 'high' }),
      place('B noodles here, cheap, loud', { kinds: ['noodles'], budget: 'low' }),
      place('C noodles in Jongno, cheap, quiet', {
        kinds: ['noodles'],
        flags: ['quiet'],
        budget: 'low',
        neighborhood: 'Jongno',
        address: 'Jongno-gu, Seoul',
        ...JONGNO,
      }),
      place('D soup here, cheap, quiet', { kinds: ['korean-soup'], flags: ['quiet'], budget: 'low' }),
    ];
    expect(order('cheap quiet noodles in hongdae', places)).toEqual([
      'A noodles here, pricey, quiet',
      'B noodles here, cheap, loud',
      'C noodles in Jongno, cheap, quiet',
      'D soup here, cheap, quiet',
    ]);
  });

  it('a dish one place names brings places of the same cuisine, as partial matches', () => {
    const places = [
      place('Bibimbap House', { kinds: ['korean'], facets: { kinds: ['korean'], items: ['bibimbap'], suits: [], flags: [] } }),
      place('Kimchi Table', { kinds: ['korean'], rating: 4.5 }),
      place('Soup House', { kinds: ['korean-soup'] }),
      place('Pizza Place', { kinds: ['pizza'], rating: 5 }),
      place('Hongdae Books', { categoryKeys: ['shopping'], kinds: ['bookstore'] }),
    ];
    const { ids, partialFrom } = searchByMeaning('bibimbap', places);
    expect(ids.slice(0, partialFrom)).toEqual(['Bibimbap House']);
    expect(ids.slice(partialFrom)).toEqual(['Kimchi Table']);
    // In an area: the close dish there comes before the place elsewhere with nothing asked.
    const inHongdae = searchByMeaning('bibimbap in hongdae', places);
    expect(inHongdae.ids.slice(0, inHongdae.partialFrom)).toEqual(['Bibimbap House']);
    expect(inHongdae.ids.indexOf('Kimchi Table')).toBeLessThan(inHongdae.ids.indexOf('Hongdae Books'));
  });
  it('a dish one place names brings the same kind of food, not the whole cuisine, in search and from the guide', () => {
    const places = [
      place('Tteok Market', {
        kinds: ['food-market', 'street-food', 'korean'],
        facets: { kinds: ['food-market', 'street-food', 'korean'], items: ['tteokbokki'], suits: [], flags: [] },
      }),
      place('Snack Alley', { kinds: ['street-food'], rating: 4.2 }),
      place('Fine Hanjeongsik', { kinds: ['fine-dining', 'korean'], rating: 4.9 }),
      place('Pizza Place', { kinds: ['pizza'], rating: 5 }),
    ];
    const { ids, partialFrom } = searchByMeaning('tteokbokki', places);
    expect(ids.slice(0, partialFrom)).toEqual(['Tteok Market']);
    expect(ids.slice(partialFrom)).toEqual(['Snack Alley']);
    const answer = recommend('where can I get tteokbokki', places, null, 'Seoul');
    expect(answer.places.map((p) => p.id)).toEqual(['Tteok Market', 'Snack Alley']);
    expect(answer.places[1]!.reason).toMatch(/^Street food, no tteokbokki listed/);
    expect(answer.message).toContain('Only one fits everything you asked');
    // Only the cuisine comes close: then it stands in.
    const korean = searchByMeaning(
      'tteokbokki',
      places.filter((p) => p.id !== 'Snack Alley'),
    );
    expect(korean.ids.slice(korean.partialFrom)).toEqual(['Fine Hanjeongsik']);
  });
  it('"bars" brings bars before the clubs and halls that also sell drinks, and the area before either elsewhere', () => {
    const places = [
      place('Hall', { categoryKeys: ['culture', 'nightlife'], kinds: ['concert-hall'], rating: 5, ...JONGNO, neighborhood: 'Jongno' }),
      place('Hongdae Club', { categoryKeys: ['nightlife'], kinds: ['club'], rating: 4.9 }),
      place('Hongdae Bar', { categoryKeys: ['bar'], kinds: ['cocktail-bar'], rating: 3.6 }),
      place('Jongno Bar', { categoryKeys: ['bar'], kinds: ['cocktail-bar'], rating: 4.8, ...JONGNO, neighborhood: 'Jongno' }),
    ];
    // Anywhere: bars first, however the others are rated.
    for (const question of ['bars', '술집']) {
      const { ids } = searchByMeaning(question, places);
      expect(ids.slice(0, 2)).toEqual(['Jongno Bar', 'Hongdae Bar']);
      expect(
        recommend(question, places, null, 'Seoul')
          .places.map((p) => p.id)
          .slice(0, 2),
      ).toEqual(['Jongno Bar', 'Hongdae Bar']);
    }
    // In an area: its bar, then its club (a drink there), then a bar across town.
    for (const question of ['bars in Hongdae', '홍대 술집']) {
      const { ids } = searchByMeaning(question, places);
      expect(ids.slice(0, 3)).toEqual(['Hongdae Bar', 'Hongdae Club', 'Jongno Bar']);
      expect(order(question, places).slice(0, 3)).toEqual(['Hongdae Bar', 'Hongdae Club', 'Jongno Bar']);
    }
    // Nightlife asks for both alike.
    expect(searchByMeaning('nightlife', places).ids.slice(0, 2)).toEqual(['Hall', 'Hongdae Club']);
  });
});
