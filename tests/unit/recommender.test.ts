// The local guide's embedded recommender over the real Seoul seed: the four
// suggested prompts and the same questions in other words get matching places.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inArea } from '#/domain/areas';
import { recommend, readIntent, MAX_PLACES, MIN_PLACES, type RecommendablePlace } from '#/domain/recommender';

interface SeedPlace {
  slug: string;
  name: string;
  neighborhood: string;
  address: string;
  categories: string[];
  vibes: string[];
  budget: string;
  rating: number;
  description: string;
  tastemakers: string[];
}
interface SeedCity {
  places: SeedPlace[];
  tastemakers: Array<{ slug: string; name: string; title: string; is_tour_guide?: boolean; specialties: string[] }>;
}
const load = (file: string) => JSON.parse(readFileSync(`pb_migrations/seed/${file}`, 'utf8')) as SeedCity;
const toPlaces = (city: SeedCity): RecommendablePlace[] =>
  city.places.map((p) => ({
    id: p.slug,
    name: p.name,
    neighborhood: p.neighborhood,
    address: p.address,
    categoryKeys: p.categories,
    vibes: p.vibes,
    budget: p.budget,
    rating: p.rating,
    description: p.description,
    recommendedBy: p.tastemakers,
  }));
const seoul = load('seoul.json');
const nyc = load('new-york-city.json');
const seoulPlaces = toPlaces(seoul);
const bySlug = new Map(seoul.places.map((p) => [p.slug, p]));
const guideSeed = seoul.tastemakers.find((t) => t.is_tour_guide)!;
const guide = { id: guideSeed.slug, name: guideSeed.name, title: guideSeed.title, is_tour_guide: true, specialties: guideSeed.specialties };
const ask = (question: string) => {
  const answer = recommend(question, seoulPlaces, guide, 'Seoul');
  return { answer, picks: answer.places.map((p) => bySlug.get(p.id)!) };
};
const isBar = (p: SeedPlace) => p.categories.includes('bar') || p.categories.includes('nightlife');

describe('the four suggested prompts', () => {
  it.each(['rooftop bar in Gangnam', 'Somewhere up high for drinks in gangnam?', 'roof top cocktails gangnm'])(
    '"%s": bars in Gangnam, rooftops first',
    (q) => {
      const { answer, picks } = ask(q);
      expect(picks.length).toBeGreaterThanOrEqual(MIN_PLACES);
      expect(picks.length).toBeLessThanOrEqual(MAX_PLACES);
      for (const p of picks) {
        expect(isBar(p), p.name).toBe(true);
        expect(inArea(p, 'Gangnam'), p.name).toBe(true);
      }
      expect(picks[0]!.vibes).toContain('Rooftop');
      for (const p of picks) expect(answer.message).toContain(p.name);
    },
  );

  it.each(['cozy cafe for working', 'a quiet coffee shop where I can use my laptop', 'Where can I study with a latte?'])(
    '"%s": cafes, work-friendly first',
    (q) => {
      const { picks } = ask(q);
      expect(picks.length).toBeGreaterThanOrEqual(MIN_PLACES);
      for (const p of picks) expect(p.categories, p.name).toContain('cafe');
      expect(picks[0]!.vibes).toContain('Work-Friendly');
    },
  );

  it.each(['date tonight', 'romantic dinner this evening', 'somewhere special with my girlfriend tonight'])(
    '"%s": date-night restaurants and bars',
    (q) => {
      const { answer, picks } = ask(q);
      expect(picks.length).toBeGreaterThanOrEqual(MIN_PLACES);
      for (const p of picks) {
        expect(
          p.categories.some((c) => ['restaurant', 'bar', 'nightlife'].includes(c)),
          p.name,
        ).toBe(true);
        expect(p.vibes, p.name).toContain('Date Night');
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
    const nycAnswer = recommend('rooftop bar in Gangnam', toPlaces(nyc), null, 'New York City');
    const nycIds = new Set(nyc.places.map((p) => p.slug));
    expect(nycAnswer.places.every((p) => nycIds.has(p.id))).toBe(true);
  });

  it("speaks in the guide's voice and prefers a tastemaker's own picks", () => {
    const chefSeed = seoul.tastemakers.find((t) => /chef/i.test(t.title))!;
    const chef = { id: chefSeed.slug, name: chefSeed.name, title: chefSeed.title, is_tour_guide: false, specialties: chefSeed.specialties };
    const answer = recommend('where should I eat noodles', seoulPlaces, chef, 'Seoul');
    expect(answer.places.filter((p) => bySlug.get(p.id)!.tastemakers.includes(chef.id)).length).toBeGreaterThanOrEqual(2);
    expect(answer.message.split('\n')[0]).not.toBe(
      recommend('where should I eat noodles', seoulPlaces, guide, 'Seoul').message.split('\n')[0],
    );
  });

  it('is deterministic', () => {
    expect(ask('cozy cafe for working').answer).toEqual(ask('cozy cafe for working').answer);
  });

  it('reads areas, categories, vibes and budget from a question', () => {
    expect(readIntent('cheap street food in Euljiro tonight', ['Euljiro'])).toMatchObject({
      categories: expect.arrayContaining(['restaurant']),
      areas: expect.arrayContaining(['Euljiro']),
      budget: 'low',
      vibes: expect.arrayContaining(['Street Food', 'Budget-Friendly']),
    });
    expect(readIntent('jazz in the west village', ['West Village']).areas).toContain('West Village');
  });

  it('says so when nothing fits, without inventing places', () => {
    const answer = recommend('anything', [], guide, 'Seoul');
    expect(answer.places).toEqual([]);
    expect(answer.message).toMatch(/couldn't find/);
  });
});
