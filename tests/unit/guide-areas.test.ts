// An area is an area, not a point: boroughs, districts, neighbourhoods and
// the areas people name are regions a place is in or not (its neighbourhood
// or address, src/domain/areas.ts); a distance is said only from a point (a
// landmark, a station, a place, or the traveller). In both cities.
import { describe, expect, it } from 'vitest';
import { inArea } from '#/domain/areas';
import { LANDMARKS } from '#/domain/landmarks';
import { searchByMeaning, understand } from '#/domain/query';
import { recommend } from '#/domain/recommender';
import { seedGuide, seedViews, type CitySlug } from '../support/seed-places';

const CITY_NAMES: Record<CitySlug, string> = { seoul: 'Seoul', 'new-york-city': 'New York City' };
const AREAS_NAMED: Record<CitySlug, string[]> = {
  seoul: ['Hongdae', 'Mapo', 'Gangnam', 'Jongno', 'Itaewon', 'Seongsu', 'Yongsan', 'Insadong'],
  'new-york-city': ['Brooklyn', 'Queens', 'Manhattan', 'Midtown', 'Downtown', 'Upper East Side', 'West Village', 'Williamsburg'],
};
const ASKED = ['cafe', 'late night food', 'bar', 'something to do'];

describe.each(['seoul', 'new-york-city'] as const)('in %s', (slug) => {
  const views = seedViews(slug);
  const guide = seedGuide(slug);
  const byId = new Map(views.map((p) => [p.id, p]));

  it('never says a distance from an area, and puts the places in it first', () => {
    for (const area of AREAS_NAMED[slug]) {
      expect(
        views.some((p) => inArea(p, area)),
        `${area} has places`,
      ).toBe(true);
      for (const asked of ASKED) {
        for (const question of [`${asked} in ${area}`, `${asked} near ${area}`]) {
          const answer = recommend(question, views, guide, CITY_NAMES[slug]);
          expect(answer.meaning.where?.area, question).toBeTruthy();
          // "1.7 km from Brooklyn", "850 m, 11 min walk from Hongdae".
          expect(answer.message, question).not.toMatch(new RegExp(`\\d\\s?k?m\\b[^.;:\\n]*\\bfrom (the )?${area}\\b`, 'i'));
          const inside = answer.places.map((p) => inArea(byId.get(p.id)!, area));
          // In it: every place in the area before any outside it, a region, not a radius ("near" takes in its surroundings too).
          if (question.includes(' in '))
            expect(inside.indexOf(false) === -1 || !inside.slice(inside.indexOf(false)).includes(true), question).toBe(true);
          for (const [i, p] of answer.places.entries())
            if (!inside[i] && byId.get(p.id)!.neighborhood) expect(p.reason, question).toMatch(new RegExp(`outside|next to`));
        }
      }
    }
  });

  it('says how far from a point: a landmark or a station', () => {
    const point = LANDMARKS.find((l) => l.city === slug)!;
    const answer = recommend(`cafe near ${point.name}`, views, guide, CITY_NAMES[slug]);
    expect(answer.meaning.where?.area).toBeUndefined();
    expect(answer.places[0]!.reason).toMatch(new RegExp(`\\bk?m\\b.*from ${point.name.replace('.', '\\.')}`));
  });

  it('search: a query naming an area finds the places in it first, best rated first', () => {
    for (const area of AREAS_NAMED[slug]) {
      const { ids, partialFrom, meaning } = searchByMeaning(`${area} cafe`, views);
      expect(meaning.where?.area, area).toBeTruthy();
      const fits = ids.slice(0, partialFrom).map((id) => byId.get(id)!);
      for (const p of fits) expect(inArea(p, area), `${area}: ${p.name}`).toBe(true);
      const ratings = fits.map((p) => p.rating);
      expect(ratings, area).toEqual([...ratings].sort((a, b) => b - a));
    }
  });
});

describe('in new-york-city, a borough', () => {
  const views = seedViews('new-york-city');
  const guide = seedGuide('new-york-city');
  const byId = new Map(views.map((p) => [p.id, p]));
  it('knows a borough by its neighbourhoods where the address does not name it', () => {
    const queens = views.filter((p) => inArea(p, 'Queens')).map((p) => p.neighborhood);
    expect(new Set(queens)).toEqual(
      new Set(['Astoria', 'Long Island City', 'Jackson Heights', 'Flushing', 'Corona', 'Ridgewood', 'Rockaway']),
    );
    for (const id of recommend('food in Queens', views, guide, 'New York City').places.map((p) => p.id))
      expect(inArea(byId.get(id)!, 'Queens'), id).toBe(true);
  });

  it('reads a borough and Koreatown as Korean travellers write them', () => {
    const pizza = understand('브루클린 피자', views);
    expect(pizza.where?.area).toBe('Brooklyn');
    expect(pizza.needs.map((n) => n.type)).toEqual(['kind']);
    expect(understand('맨해튼 카페', views).where?.area).toBe('Manhattan');
    expect(understand('코리아타운 식당', views).where?.name).toBe('Koreatown');
  });
});

describe('in seoul, Korean', () => {
  const views = seedViews('seoul');
  it('reads 용산, a particle after a word (가족이랑) and live music (라이브 음악)', () => {
    const family = understand('가족이랑 갈 만한 곳 용산', views);
    expect(family.where?.area).toBe('Yongsan');
    expect(family.needs).toContainEqual(expect.objectContaining({ type: 'suits', suits: 'families' }));
    const music = understand('홍대 라이브 음악', views);
    expect(music.where?.area).toBe('Hongdae');
    expect(music.needs.map((n) => n.label)).toEqual(['live music']);
  });
});

describe('in new-york-city, an island', () => {
  const views = seedViews('new-york-city');
  const guide = seedGuide('new-york-city');
  it('says a place is on Staten Island, not in it, as it says in the Bronx', () => {
    for (const question of ['food on Staten Island', 'somewhere to eat in staten island']) {
      const answer = recommend(question, views, guide, 'New York City');
      expect(answer.meaning.where?.area, question).toBe('Staten Island');
      expect(answer.message, question).toMatch(/\bon Staten Island\b/i);
      expect(answer.message, question).not.toMatch(/\bin Staten Island\b/i);
    }
    expect(recommend('food in the bronx', views, guide, 'New York City').message).toMatch(/\bin the Bronx\b/i);
  });
});
