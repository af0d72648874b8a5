// A dish asked for by name that few places, or none, list: the guide and
// search say so and bring the kinds of place that serve something close
// (src/domain/query/fit.ts closeDishNeed), never a place that serves no food.
import { describe, expect, it } from 'vitest';
import { readFacets } from '#/domain/facets';
import { searchByMeaning } from '#/domain/query';
import { INDOOR_KINDS } from '#/domain/query/concepts';
import { recommend } from '#/domain/recommender';
import { seedGuide, seedViews } from '../support/seed-places';

const CASES = [
  { city: 'seoul', name: 'Seoul', question: 'where can I get jjajangmyeon', dish: 'jjajangmyeon', kinds: ['noodles', 'chinese'] },
  { city: 'seoul', name: 'Seoul', question: '짜장면 먹고 싶어', dish: 'jjajangmyeon', kinds: ['noodles', 'chinese'] },
  { city: 'seoul', name: 'Seoul', question: 'fish cakes', dish: 'fish cakes', kinds: ['street-food', 'food-market'] },
  { city: 'new-york-city', name: 'New York City', question: 'chopped cheese', dish: 'chopped cheese', kinds: ['deli'] },
  { city: 'new-york-city', name: 'New York City', question: 'a knish', dish: 'knishes', kinds: ['deli', 'bakery'] },
] as const;

describe('a dish no place lists', () => {
  it.each(CASES)('$question: says none lists it, then places of a kind that serves close ones', ({ city, name, question, dish, kinds }) => {
    const views = seedViews(city);
    const answer = recommend(question, views, seedGuide(city), name);
    expect(answer.message).toContain(`No ${dish} among your tastemakers; the closest:`);
    expect(answer.places.length).toBeGreaterThan(0);
    const byId = new Map(views.map((p) => [p.id, p]));
    for (const pick of answer.places) {
      expect(
        readFacets(byId.get(pick.id)!.facets).kinds.some((k) => (kinds as readonly string[]).includes(k)),
        pick.id,
      ).toBe(true);
      expect(pick.reason).toContain(`no ${dish} listed`);
    }
    // Search brings places of the same kinds, as partial matches.
    const found = searchByMeaning(question, views);
    expect(found.partialFrom).toBe(0);
    expect(found.ids.length).toBeGreaterThan(0);
    for (const id of found.ids.slice(0, 3))
      expect(
        readFacets(byId.get(id)!.facets).kinds.some((k) => (kinds as readonly string[]).includes(k)),
        id,
      ).toBe(true);
  });
});

describe('a word nothing knows', () => {
  it('is said, not passed off as an answer with the best places overall', () => {
    for (const [city, name, question, word] of [
      ['seoul', 'Seoul', 'where can I find poutine', 'poutine'],
      ['new-york-city', 'New York City', 'somewhere to get haggis', 'haggis'],
    ] as const) {
      const answer = recommend(question, seedViews(city), seedGuide(city), name);
      expect(answer.message.split('\n')[0]).toBe(`I don't know a place for “${word}” in ${name} yet; my picks overall:`);
    }
    // A question it reads answers as before; a word that describes, not a thing asked for, is no such question.
    expect(recommend('cozy cafe for working', seedViews('seoul'), seedGuide('seoul'), 'Seoul').message).not.toContain("I don't know");
    expect(recommend('awesome vibes only', seedViews('seoul'), seedGuide('seoul'), 'Seoul').message).not.toContain("I don't know");
  });

  it('reads a rainy day as a day for places indoors', () => {
    const views = seedViews('seoul');
    const byId = new Map(views.map((p) => [p.id, p]));
    for (const question of ['rainy day things to do', '비 오는 날 갈 만한 곳']) {
      const answer = recommend(question, views, seedGuide('seoul'), 'Seoul');
      expect(answer.places.length, question).toBeGreaterThanOrEqual(3);
      for (const pick of answer.places)
        expect(
          readFacets(byId.get(pick.id)!.facets).kinds.some((k) => INDOOR_KINDS.includes(k)),
          pick.id,
        ).toBe(true);
    }
  });
});

describe('a setting that qualifies what is asked', () => {
  it('a hanok cafe is a cafe in a hanok, never a palace', () => {
    const views = seedViews('seoul');
    const byId = new Map(views.map((p) => [p.id, p]));
    for (const question of ['hanok cafe', '한옥 카페', 'cafe in a hanok']) {
      const answer = recommend(question, views, seedGuide('seoul'), 'Seoul');
      expect(answer.places.length, question).toBeGreaterThanOrEqual(3);
      for (const pick of answer.places) expect(byId.get(pick.id)!.categoryKeys, `${question}: ${pick.id}`).toContain('cafe');
      expect(byId.get(answer.places[0]!.id)!.description.toLowerCase(), question).toContain('hanok');
      const found = searchByMeaning(question, views);
      for (const id of found.ids.slice(0, found.partialFrom)) expect(byId.get(id)!.categoryKeys, `${question}: ${id}`).toContain('cafe');
    }
    // Alone, it still asks for the historic places themselves.
    expect(recommend('hanok', views, seedGuide('seoul'), 'Seoul').places.every((p) => !byId.get(p.id)!.categoryKeys.includes('cafe'))).toBe(
      true,
    );
  });
});

describe('everyday words', () => {
  it('"take my kids" asks for places for families, not places that say "take"', () => {
    const meaning = recommend('somewhere to take my kids', seedViews('seoul'), seedGuide('seoul'), 'Seoul').meaning;
    expect(meaning.needs).toEqual([expect.objectContaining({ type: 'suits', suits: 'families' })]);
  });

  it('beer is poured in a pocha and a dive bar too, before a free museum that is merely cheap', () => {
    const views = seedViews('seoul');
    const byId = new Map(views.map((p) => [p.id, p]));
    const answer = recommend('cheap beer', views, seedGuide('seoul'), 'Seoul');
    for (const pick of answer.places)
      expect(
        readFacets(byId.get(pick.id)!.facets).kinds.some((k) => ['beer', 'soju-bar', 'dive-bar'].includes(k)),
        pick.id,
      ).toBe(true);
  });
});
