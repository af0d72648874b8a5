// Offline text search over places (MiniSearch): prefix and typo tolerant, over
// name, local-language name, neighbourhood, categories, vibes, description and
// address, so 'hongdae cafe', 'gangnm' or a Korean name find what a person
// means. All words must match; if nothing does, any word may.
import MiniSearch from 'minisearch';
import { areasOf } from './areas';

export interface SearchablePlace {
  id: string;
  name: string;
  name_local: string;
  neighborhood: string;
  categoryNames: readonly string[];
  vibes: readonly string[];
  description: string;
  address: string;
}

const HANGUL = /[\uac00-\ud7a3]/;

/** Korean names are written without spaces: index every two-syllable piece so '시장' finds '광장시장'. */
export function hangulBigrams(text: string): string {
  const grams: string[] = [];
  for (const word of text.split(/\s+/)) {
    for (let i = 0; i < word.length - 1; i++) if (HANGUL.test(word[i]!) && HANGUL.test(word[i + 1]!)) grams.push(word.slice(i, i + 2));
  }
  return grams.join(' ');
}

function normalise(term: string): string {
  return term
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

export type PlaceIndex = MiniSearch<SearchablePlace>;

export function buildPlaceIndex(places: readonly SearchablePlace[]): PlaceIndex {
  const index = new MiniSearch<SearchablePlace>({
    fields: ['name', 'name_local', 'name_local_grams', 'neighborhood', 'area', 'categories', 'vibes', 'description', 'address'],
    extractField: (place, field) => {
      if (field === 'categories') return place.categoryNames.join(' ');
      if (field === 'vibes') return place.vibes.join(' ');
      if (field === 'name_local_grams') return hangulBigrams(place.name_local);
      // 'hongdae' also finds Yeonnam and Mangwon: the area people mean.
      if (field === 'area') return areasOf(place.neighborhood).join(' ');
      return (place as unknown as Record<string, string>)[field] ?? '';
    },
    processTerm: (term) => normalise(term) || null,
    searchOptions: {
      boost: { name: 4, name_local: 4, name_local_grams: 2, neighborhood: 3, area: 2, categories: 2.5, vibes: 1.5, address: 0.5 },
      prefix: true,
      // Typos allowed in words of four letters or more (one edit per five letters).
      fuzzy: (term) => (term.length >= 4 && !HANGUL.test(term) ? 0.2 : false),
    },
  });
  index.addAll(places);
  return index;
}

/** Ids of matching places, best first; empty for a blank query. */
export function searchPlaces(index: PlaceIndex, query: string): string[] {
  const q = query.trim();
  if (!q) return [];
  let results = index.search(q, { combineWith: 'AND' });
  if (!results.length) results = index.search(q, { combineWith: 'OR' });
  return results.map((r) => String(r.id));
}
