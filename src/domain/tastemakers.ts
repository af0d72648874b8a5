// Rules of the Discover page and the tastemaker card (spec §2): banner choice,
// search and city filter, ordering and the stats row. Pure, so unit tested.
import type { Tastemaker } from './types';

export type BannerKind = 'food' | 'nightlife' | 'cafe' | 'culture' | 'default';

const BANNER_KEYWORDS: ReadonlyArray<readonly [Exclude<BannerKind, 'default'>, readonly string[]]> = [
  ['food', ['food', 'dining', 'chef', 'restaurant']],
  ['nightlife', ['nightlife', 'bar', 'dj', 'club', 'music']],
  ['cafe', ['cafe', 'coffee', 'tea', 'barista']],
  ['culture', ['culture', 'art', 'design', 'gallery', 'galleries', 'museum']],
];

/** Lower case without accents, so 'Café' reads as 'cafe'. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The banner for a tastemaker, from their first specialty. The keyword found
 * earliest in it wins, the longer one on a tie, so 'Barista' is a cafe and
 * not a bar, and 'Cocktail bars & coffee' is nightlife.
 */
export function bannerKind(specialties: readonly string[] | null | undefined): BannerKind {
  const first = fold(specialties?.[0] ?? '');
  let best: { kind: BannerKind; at: number; length: number } = { kind: 'default', at: Infinity, length: 0 };
  for (const [kind, words] of BANNER_KEYWORDS) {
    for (const word of words) {
      const at = first.indexOf(word);
      if (at >= 0 && (at < best.at || (at === best.at && word.length > best.length))) best = { kind, at, length: word.length };
    }
  }
  return best.kind;
}

export const bannerImage = (specialties: readonly string[] | null | undefined) =>
  `/images/generated/banners/${bannerKind(specialties)}.svg`;

type Listed = Pick<Tastemaker, 'id' | 'name' | 'title' | 'specialties' | 'followers'>;

export interface DiscoverFilter {
  query: string;
  /** 'all' or a city id. */
  cityId: string;
  /** Tastemaker id → ids of the cities they curate. */
  cityMap: ReadonlyMap<string, readonly string[]>;
}

/** Tastemakers whose name, title or a specialty contains the query (any case), in the chosen city. */
export function filterTastemakers<T extends Listed>(list: readonly T[], { query, cityId, cityMap }: DiscoverFilter): T[] {
  const q = fold(query.trim());
  return list.filter((t) => {
    if (cityId !== 'all' && !cityMap.get(t.id)?.includes(cityId)) return false;
    if (!q) return true;
    return [t.name, t.title, ...(t.specialties ?? [])].some((field) => fold(field ?? '').includes(q));
  });
}

/** Tastemakers the user follows first, then by followers, most first (ties by name). */
export function sortForDiscover<T extends Listed>(list: readonly T[], accessibleIds: ReadonlySet<string>): T[] {
  const rank = (t: T) => (accessibleIds.has(t.id) ? 0 : 1);
  return [...list].sort((a, b) => rank(a) - rank(b) || b.followers - a.followers || a.name.localeCompare(b.name));
}

export interface DiscoverStats {
  count: number;
  totalFollowers: number;
  averageFollowers: number;
}

export function discoverStats(list: readonly Pick<Tastemaker, 'followers'>[]): DiscoverStats {
  const count = list.length;
  const totalFollowers = list.reduce((sum, t) => sum + (t.followers || 0), 0);
  return { count, totalFollowers, averageFollowers: count ? Math.round(totalFollowers / count) : 0 };
}
