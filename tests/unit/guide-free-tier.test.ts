// The free tier is honest and useful: when the places that fit a question
// belong to tastemakers the traveller does not follow, the guide says whose
// and how many, at the follow's price from the domain's offers, never which
// places; then it answers from what is open. In both cities.
import { describe, expect, it } from 'vitest';
import { FOLLOW_PRICE } from '#/domain/offers';
import { recommend } from '#/domain/recommender';
import { loadCases } from '../support/eval';
import { freeTier, seedGuide, seedViews, type CitySlug } from '../support/seed-places';
import { textProblems } from '../support/well-formed';

const CITY_NAMES: Record<CitySlug, string> = { seoul: 'Seoul', 'new-york-city': 'New York City' };
const TEASER =
  /^(.+) \((.+)\) (picks (\d+) .+\. Follow for (\$[\d.]+)\/month to see them\.|has a pick for .+\. Follow for (\$[\d.]+)\/month to see it\.)$/;

describe.each(['seoul', 'new-york-city'] as const)('in %s, on the free tier', (slug) => {
  const { open, locked } = freeTier(slug);
  const guide = seedGuide(slug);
  const ask = (q: string, earlier: string[] = []) => recommend(q, open, guide, CITY_NAMES[slug], earlier, undefined, locked);

  it('says whose picks fit better, how many, at the follow price, and never which places', () => {
    let teased = 0;
    for (const c of loadCases('guide-eval.json').filter((c) => c.city === slug)) {
      const answer = ask(c.query, c.earlier);
      expect(textProblems(answer.message), c.query).toEqual([]);
      const ids = new Set(answer.places.map((p) => p.id));
      for (const id of ids) expect(open.some((p) => p.id === id)).toBe(true);
      const first = answer.message.split('\n')[0]!;
      // Not one locked place named in what the guide says of them.
      for (const p of locked.places) expect(first.includes(p.name), `${c.query}: ${p.name}`).toBe(false);
      const found = TEASER.exec(first);
      if (!found) continue;
      teased++;
      expect(found[5] ?? found[6]).toBe(FOLLOW_PRICE.amount);
      expect(locked.tastemakers.map((t) => t.name)).toContain(found[1]);
      // Then the best of what is open (or that nothing open fits).
      expect(answer.message.split('\n').length, c.query).toBeGreaterThan(1);
    }
    expect(teased).toBeGreaterThan(3);
  });

  it('following everyone, nothing is teased', () => {
    const views = seedViews(slug);
    for (const c of loadCases('guide-eval.json')
      .filter((c) => c.city === slug)
      .slice(0, 20)) {
      const answer = recommend(c.query, views, guide, CITY_NAMES[slug], c.earlier, undefined, { places: [], tastemakers: [] });
      expect(answer.message).not.toMatch(/Follow for/);
    }
  });
});

describe('a traveller with their parents', () => {
  it('puts places that suit families first', () => {
    for (const slug of ['seoul', 'new-york-city'] as const) {
      const views = seedViews(slug);
      const answer = recommend('where should I take my parents for dinner?', views, seedGuide(slug), CITY_NAMES[slug]);
      const first = views.find((p) => p.id === answer.places[0]!.id)!;
      expect((first.facets as { suits: string[] }).suits, first.name).toContain('families');
    }
  });
});
