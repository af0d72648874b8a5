// Discover page rules (spec §2): banner choice, search, city filter, order and stats.
import { describe, expect, it } from 'vitest';
import { bannerImage, bannerKind, discoverStats, filterTastemakers, sortForDiscover } from '#/domain/tastemakers';

const tm = (id: string, name: string, followers: number, title = '', specialties: string[] | null = []) => ({
  id,
  name,
  title,
  specialties,
  followers,
});

const rosa = tm('rosa', 'Rosa Eats', 12650, 'Pizza hunter', ['Food', 'Pizza']);
const miles = tm('miles', 'Miles After Dark', 9870, 'Night owl', ['Nightlife', 'Jazz']);
const jiwon = tm('jiwon', 'Jiwon Seo', 9870, 'Barista', ['Cafe', 'Specialty Coffee']);
const eunji = tm('eunji', 'Eunji Moon', 21340, 'Curator', null);
const all = [rosa, miles, jiwon, eunji];
const cityMap = new Map([
  ['rosa', ['nyc']],
  ['miles', ['nyc']],
  ['jiwon', ['seoul']],
  ['eunji', ['seoul', 'nyc']],
]);

describe('bannerKind', () => {
  it.each([
    [['Food'], 'food'],
    [['Fine Dining'], 'food'],
    [['Chef'], 'food'],
    [['Restaurants'], 'food'],
    [['Nightlife'], 'nightlife'],
    [['Cocktail Bars'], 'nightlife'],
    [['DJ sets'], 'nightlife'],
    [['Clubs'], 'nightlife'],
    [['Live Music'], 'nightlife'],
    [['Cafe'], 'cafe'],
    [['Café hopping'], 'cafe'],
    [['Specialty Coffee'], 'cafe'],
    [['Tea Houses'], 'cafe'],
    [['Barista'], 'cafe'],
    [['Art'], 'culture'],
    [['Design'], 'culture'],
    [['Galleries'], 'culture'],
    [['Gallery'], 'culture'],
    [['Museums'], 'culture'],
    [['Culture'], 'culture'],
  ])('reads %j as %s', (specialties, kind) => {
    expect(bannerKind(specialties)).toBe(kind);
  });

  it('uses only the first specialty, case-insensitively', () => {
    expect(bannerKind(['COFFEE', 'Food'])).toBe('cafe');
    expect(bannerKind(['Shopping', 'Food'])).toBe('default');
  });

  it('takes the keyword found first in the specialty', () => {
    expect(bannerKind(['Cocktail bars & coffee'])).toBe('nightlife');
    expect(bannerKind(['Street food & art'])).toBe('food');
  });

  it('falls back to default without specialties', () => {
    expect(bannerKind(null)).toBe('default');
    expect(bannerKind(undefined)).toBe('default');
    expect(bannerKind([])).toBe('default');
    expect(bannerKind(['Vintage'])).toBe('default');
  });

  it('names the generated banner file', () => {
    expect(bannerImage(['Food'])).toBe('/images/generated/banners/food.svg');
    expect(bannerImage(null)).toBe('/images/generated/banners/default.svg');
  });
});

describe('filterTastemakers', () => {
  const run = (query: string, cityId = 'all') => filterTastemakers(all, { query, cityId, cityMap }).map((t) => t.id);

  it('keeps everyone with no query and all cities', () => {
    expect(run('')).toEqual(['rosa', 'miles', 'jiwon', 'eunji']);
    expect(run('   ')).toHaveLength(4);
  });

  it('matches name, title or any specialty, ignoring case', () => {
    expect(run('ROSA')).toEqual(['rosa']);
    expect(run('night owl')).toEqual(['miles']);
    expect(run('jazz')).toEqual(['miles']);
    expect(run('coffee')).toEqual(['jiwon']);
    expect(run('curator')).toEqual(['eunji']);
    expect(run('nobody')).toEqual([]);
  });

  it('keeps only the chosen city and combines with the query', () => {
    expect(run('', 'seoul')).toEqual(['jiwon', 'eunji']);
    expect(run('', 'nyc')).toEqual(['rosa', 'miles', 'eunji']);
    expect(run('rosa', 'seoul')).toEqual([]);
    expect(run('', 'tokyo')).toEqual([]);
  });

  it('denies a tastemaker missing from the city map for a specific city', () => {
    const lone = tm('lone', 'Lone', 1);
    expect(filterTastemakers([lone], { query: '', cityId: 'nyc', cityMap })).toEqual([]);
    expect(filterTastemakers([lone], { query: '', cityId: 'all', cityMap })).toEqual([lone]);
  });
});

describe('sortForDiscover', () => {
  it('orders by followers, most first, ties by name', () => {
    expect(sortForDiscover(all, new Set()).map((t) => t.id)).toEqual(['eunji', 'rosa', 'jiwon', 'miles']);
  });

  it('puts followed tastemakers first', () => {
    expect(sortForDiscover(all, new Set(['miles', 'jiwon'])).map((t) => t.id)).toEqual(['jiwon', 'miles', 'eunji', 'rosa']);
  });

  it('does not change the list it is given', () => {
    const copy = [...all];
    sortForDiscover(all, new Set(['miles']));
    expect(all).toEqual(copy);
  });
});

describe('discoverStats', () => {
  it('counts, totals and rounds the average', () => {
    expect(discoverStats([{ followers: 1 }, { followers: 2 }])).toEqual({ count: 2, totalFollowers: 3, averageFollowers: 2 });
    expect(discoverStats([{ followers: 10 }, { followers: 10 }, { followers: 11 }])).toEqual({
      count: 3,
      totalFollowers: 31,
      averageFollowers: 10,
    });
  });

  it('gives zeros for an empty list', () => {
    expect(discoverStats([])).toEqual({ count: 0, totalFollowers: 0, averageFollowers: 0 });
  });
});
