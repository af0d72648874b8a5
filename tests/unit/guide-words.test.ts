// The guide's answers read as sentences: every question of the labelled
// evaluation (tests/fixtures/guide-eval.json), and a chain of follow-ups after
// each made from the question's own parts (a price it did not ask, a fact it
// lacks, another area or a point, someone to go with), give text the checker
// (tests/support/well-formed.ts) finds well-formed. No follow-up is written
// for one question: they come from what the question means.
import { describe, expect, it } from 'vitest';
import { AREAS } from '#/domain/areas';
import { LANDMARKS } from '#/domain/landmarks';
import { meaningInConversation, recommend } from '#/domain/recommender';
import { describeMeaning, nounOf } from '#/domain/recommender/words';
import { CONCEPTS, understand } from '#/domain/query';
import type { Meaning } from '#/domain/query/types';
import { loadCases } from '../support/eval';
import { seedGuide, seedViews, type CitySlug } from '../support/seed-places';
import { lineProblems, textProblems } from '../support/well-formed';

const CITY_NAMES: Record<CitySlug, string> = { seoul: 'Seoul', 'new-york-city': 'New York City' };
const cities = Object.fromEntries(
  (['seoul', 'new-york-city'] as const).map((slug) => [slug, { views: seedViews(slug), guide: seedGuide(slug) }]),
) as Record<CitySlug, { views: ReturnType<typeof seedViews>; guide: ReturnType<typeof seedGuide> }>;

/** Areas people name in a city: those with places of the city in them. */
const areasOf = (slug: CitySlug) =>
  Object.keys(AREAS).filter((area) => cities[slug].views.some((p) => AREAS[area]!.includes(p.neighborhood)));

/** Follow-ups a traveller could say after a question, from the parts it has and lacks (three per chain). */
function followUps(meaning: Meaning, slug: CitySlug, n: number): string[][] {
  const has = (type: string, value?: string) =>
    meaning.needs.some((need) => need.type === type && (value === undefined || JSON.stringify(need).includes(`"${value}"`)));
  const price = has('budget', 'low') ? 'something fancier' : 'something cheaper';
  const facts = [
    ['view', 'with a view'],
    ['late-night', 'open late'],
    ['quiet', 'somewhere quiet'],
    ['outdoor-seating', 'with outdoor seating'],
  ].filter(([flag]) => !has('flag', flag));
  const fact = facts[n % facts.length]![1]!;
  const areas = areasOf(slug).filter((a) => a !== meaning.where?.name);
  const points = LANDMARKS.filter((l) => l.city === slug && l.name !== meaning.where?.name);
  const where = n % 2 ? `what about near ${points[n % points.length]!.name}` : `what about in ${areas[n % areas.length]}`;
  const who = ['good for groups', 'for a date', 'with kids', 'just me, solo'][n % 4]!;
  const vibe = ['somewhere cozy', 'more of a hidden gem', 'somewhere lively'][n % 3]!;
  return [
    [price, fact, where],
    [where, who, vibe],
    ['near me', price, 'and with a view'],
  ];
}

describe('the guide writes sentences', () => {
  it('checks what it should: the broken answers of issue 32 are caught', () => {
    expect(lineProblems('No with a view food take bars picks among your tastemakers; the closest:')).not.toEqual([]);
    expect(lineProblems('No cafés cafés in Seongsu; the closest:')).not.toEqual([]);
    expect(lineProblems('Quiet cafés to work in;')).not.toEqual([]);
    expect(lineProblems('no capital.')).not.toEqual([]);
    expect(lineProblems('No end')).not.toEqual([]);
  });

  it('says the parts of a question in English order, each once', () => {
    const { views } = cities.seoul;
    const say = (q: string) => describeMeaning(understand(q, views));
    expect(say('late night food in Hongdae')).toBe('late-night food in Hongdae');
    expect(say('cheap late night food in hongdae')).toBe('cheap late-night food in Hongdae');
    expect(say('rooftop bar with a view in gangnam')).toBe('rooftop bars with a view in Gangnam');
    expect(say('quiet cafe to work near seongsu')).toBe('quiet cafés for working around Seongsu');
    expect(say('bibimbap near gwangjang market')).toMatch(/^bibimbap near Gwangjang/);
    expect(say('cozy tea house for a date')).toBe('cozy tea houses for a date');
    expect(describeMeaning(understand('art museums on the upper east side', cities['new-york-city'].views))).toBe(
      'museums in the Upper East Side',
    );
    // A follow-up replaces the price it changes: one price, said as a price.
    const cheaper = meaningInConversation('something cheaper', ['late night food in Hongdae'], views);
    expect(describeMeaning(cheaper)).toBe('affordable late-night food in Hongdae');
  });

  it('has a noun for every kind and category of the dictionary', () => {
    for (const concept of CONCEPTS)
      for (const need of concept.needs) {
        if (need.type !== 'kind' && need.type !== 'category') continue;
        expect(lineProblems(`No ${nounOf(need.label)} in Hongdae.`), need.label).toEqual([]);
      }
  });

  it('every evaluation question, and three follow-ups after it in three chains, reads well', () => {
    const problems: string[] = [];
    let answers = 0;
    loadCases('guide-eval.json').forEach((c, n) => {
      const { views, guide } = cities[c.city];
      const earlier = c.earlier ?? [];
      const ask = (question: string, before: string[]) => {
        const answer = recommend(question, views, guide, CITY_NAMES[c.city], before);
        answers++;
        for (const p of textProblems(answer.message)) problems.push(`${[...before, question].join(' → ')}: ${p}`);
        return answer;
      };
      const first = ask(c.query, earlier);
      for (const chain of followUps(first.meaning, c.city, n)) {
        const before = [...earlier, c.query];
        for (const question of chain) {
          ask(question, before);
          before.push(question);
        }
      }
    });
    expect(answers).toBeGreaterThan(500);
    expect(problems.slice(0, 30).join('\n')).toBe('');
  });
});
