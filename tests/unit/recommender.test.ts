// The local guide's embedded recommender over the real Seoul seed: the four
// suggested prompts and the same questions in other words get places that fit,
// in the guide's voice; the labelled evaluation (query-eval.test.ts) covers the rest.
import { describe, expect, it } from 'vitest';
import { inArea } from '#/domain/areas';
import { readFacets } from '#/domain/facets';
import { recommend, MAX_PLACES, MIN_PLACES } from '#/domain/recommender';
import { seedCity, seedGuide, seedViews } from '../support/seed-places';

const seoul = seedCity('seoul');
const seoulPlaces = seedViews('seoul');
const nycPlaces = seedViews('new-york-city');
const byId = new Map(seoulPlaces.map((p) => [p.id, p]));
const guide = seedGuide('seoul');
const ask = (question: string, earlier: string[] = []) => {
  const answer = recommend(question, seoulPlaces, guide, 'Seoul', earlier);
  return { answer, picks: answer.places.map((p) => byId.get(p.id)!) };
};
const facets = (id: string) => readFacets(byId.get(id)!.facets);
const isBar = (p: { categoryKeys: readonly string[] }) => p.categoryKeys.includes('bar') || p.categoryKeys.includes('nightlife');

describe('the four suggested prompts', () => {
  it.each(['rooftop bar in Gangnam', 'Somewhere up high for drinks in gangnam?', 'roof top cocktails gangnm'])(
    '"%s": bars in Gangnam, up high first',
    (q) => {
      const { answer, picks } = ask(q);
      expect(picks.length).toBeGreaterThanOrEqual(MIN_PLACES);
      expect(picks.length).toBeLessThanOrEqual(MAX_PLACES);
      // What it is, then where, then the facts (src/domain/query/fit.ts ORDER): bars in Gangnam, those up high first;
      // a bar there whose rooftop is unknown before a rooftop elsewhere, and saying so.
      for (const [i, p] of picks.entries()) {
        expect(isBar(p), p.name).toBe(true);
        expect(inArea(p, 'Gangnam'), p.name).toBe(true);
        const high = facets(p.id).flags.some((f) => f === 'rooftop' || f === 'view');
        if (!high) expect(answer.places[i]!.reason, p.name).toMatch(/not confirmed/);
      }
      expect(facets(picks[0]!.id).flags.some((f) => f === 'rooftop' || f === 'view')).toBe(true);
      for (const p of picks) expect(answer.message).toContain(p.name);
    },
  );

  it.each(['cozy cafe for working', 'a quiet coffee shop where I can use my laptop', 'Where can I study with a latte?'])(
    '"%s": cafes to work in',
    (q) => {
      const { picks } = ask(q);
      expect(picks.length).toBeGreaterThanOrEqual(MIN_PLACES);
      for (const p of picks) {
        expect(p.categoryKeys, p.name).toContain('cafe');
        expect(facets(p.id).suits, p.name).toContain('work');
      }
    },
  );

  it.each(['date tonight', 'romantic dinner this evening', 'somewhere special with my girlfriend tonight'])(
    '"%s": places for a date, open in the evening',
    (q) => {
      const { answer, picks } = ask(q);
      expect(picks.length).toBeGreaterThanOrEqual(MIN_PLACES);
      for (const p of picks) {
        expect(
          p.categoryKeys.some((c) => ['restaurant', 'bar', 'nightlife'].includes(c)),
          p.name,
        ).toBe(true);
        expect(facets(p.id).suits, p.name).toContain('date');
      }
      expect(answer.message).toMatch(/lovely evening/);
    },
  );

  it.each(['hidden gems in Itaewon', 'secret spots around itaewon that tourists miss', 'underrated places near Itaewn'])(
    '"%s": hidden gems in the Itaewon area',
    (q) => {
      const { picks } = ask(q);
      expect(picks.length).toBeGreaterThanOrEqual(MIN_PLACES);
      for (const p of picks) expect(inArea(p, 'Itaewon'), p.name).toBe(true);
      expect(picks.filter((p) => p.vibes.includes('Hidden Gem')).length).toBeGreaterThanOrEqual(MIN_PLACES);
    },
  );
});

describe('answers', () => {
  it('names only places it was given, each with a reason, 3 to 5 of them', () => {
    const { answer } = ask('good korean bbq for dinner');
    const given = new Set(seoulPlaces.map((p) => p.id));
    expect(answer.places.every((p) => given.has(p.id) && p.reason.length > 10)).toBe(true);
    expect(answer.places.length).toBeGreaterThanOrEqual(MIN_PLACES);
    for (const p of answer.places) expect(facets(p.id).kinds).toContain('korean-bbq');
    const nycAnswer = recommend('rooftop bar in Gangnam', nycPlaces, null, 'New York City');
    const nycIds = new Set(nycPlaces.map((p) => p.id));
    expect(nycAnswer.places.length).toBeGreaterThanOrEqual(MIN_PLACES);
    expect(nycAnswer.places.every((p) => nycIds.has(p.id))).toBe(true);
  });

  it("speaks in the guide's voice and prefers a tastemaker's own picks", () => {
    const chefSeed = seoul.tastemakers.find((t) => /chef/i.test(t.title))!;
    const chef = { id: chefSeed.slug, name: chefSeed.name, title: chefSeed.title, is_tour_guide: false, specialties: chefSeed.specialties };
    const answer = recommend('where should I eat noodles', seoulPlaces, chef, 'Seoul');
    expect(answer.places.filter((p) => byId.get(p.id)!.recommendedBy.includes(chef.id)).length).toBeGreaterThanOrEqual(2);
    expect(answer.message.split('\n')[0]).not.toBe(
      recommend('where should I eat noodles', seoulPlaces, guide, 'Seoul').message.split('\n')[0],
    );
  });

  it('is deterministic', () => {
    expect(ask('cozy cafe for working').answer).toEqual(ask('cozy cafe for working').answer);
  });

  it('says so when nothing fits, without inventing places', () => {
    const answer = recommend('anything', [], guide, 'Seoul');
    expect(answer.places).toEqual([]);
    expect(answer.message).toMatch(/couldn't find/);
  });
});
