// The offline search index over the real seed places: what a traveller types
// finds what they mean.
import { describe, expect, it } from 'vitest';
import { areasOf, inArea } from '#/domain/areas';
import { buildPlaceIndex, hangulBigrams, searchPlaces, type SearchablePlace } from '#/domain/search';
import { seoulSearchable, seoulSeedPlaces } from '../support/seed-places';

const seoul = seoulSeedPlaces;
const docs: SearchablePlace[] = seoulSearchable;
const index = buildPlaceIndex(docs);
const bySlug = new Map(seoul.map((p) => [p.slug, p]));
const top = (query: string, n = 5) =>
  searchPlaces(index, query)
    .slice(0, n)
    .map((id) => bySlug.get(id)!);

describe('place search', () => {
  it("finds cafes in the Hongdae area for 'hongdae cafe'", () => {
    // Places that only mention cafes in their description may follow; the best matches are cafes.
    const results = top('hongdae cafe', 3);
    expect(results).toHaveLength(3);
    for (const place of results) {
      expect(areasOf(place.neighborhood)).toContain('Hongdae');
      expect(place.categories).toContain('cafe');
    }
  });

  it("forgives a typo: 'gangnm' finds places in Gangnam", () => {
    const results = top('gangnm', 5);
    expect(results.length).toBe(5);
    for (const place of results) expect(`${place.neighborhood} ${place.address}`).toMatch(/Gangnam/);
  });

  it('finds a place by its Korean name, whole or in part', () => {
    const market = seoul.find((p) => p.name === 'Gwangjang Market')!;
    expect(top(market.name_local, 1)[0]!.slug).toBe(market.slug);
    expect(top('광장', 3).map((p) => p.slug)).toContain(market.slug);
    expect(hangulBigrams('광장시장')).toBe('광장 장시 시장');
    expect(top('시장', 10).map((p) => p.slug)).toContain(market.slug);
  });

  it('matches prefixes of names and vibes, and ranks name matches first', () => {
    expect(top('gwangj', 1)[0]!.name).toBe('Gwangjang Market');
    const rooftops = top('rooftop', 10);
    expect(rooftops.length).toBeGreaterThan(3);
    expect(rooftops.every((p) => p.vibes.includes('Rooftop') || /rooftop/i.test(`${p.name} ${p.description}`))).toBe(true);
  });

  it('falls back to any word when no place matches them all, and returns nothing for a blank query', () => {
    expect(top('hongdae zzzzqq', 3).length).toBeGreaterThan(0);
    expect(searchPlaces(index, '   ')).toEqual([]);
  });
});

describe('areas', () => {
  it('groups neighbourhoods into the areas people name', () => {
    expect(areasOf('Yeonnam')).toEqual(['Yeonnam', 'Hongdae']);
    expect(inArea({ neighborhood: 'Cheongdam', address: 'Apgujeong-ro, Gangnam-gu, Seoul' }, 'gangnam')).toBe(true);
    expect(inArea({ neighborhood: 'Banpo', address: 'Sinbanpo-ro, Seocho-gu, Seoul' }, 'Gangnam')).toBe(false);
    expect(inArea({ neighborhood: 'Williamsburg', address: '1 Main St, Brooklyn, NY 11211' }, 'brooklyn')).toBe(true);
  });
});
