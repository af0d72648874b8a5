// What is searched in a place and how much each field counts: the field list,
// their boosts and the BM25 score of a term in a field. Shared by the build
// (all places at once) and the side index (one place added later), so both
// score a place the same way.
import { areasOf } from '../areas';
import { hangulBigrams, wordsOf } from './text';

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

/** The fields searched, and how much a match in each counts. */
const FIELDS = [
  ['name', 4],
  ['name_local', 4],
  ['name_local_grams', 2],
  ['neighborhood', 3],
  // 'hongdae' also finds Yeonnam and Mangwon: the area people mean.
  ['area', 2],
  ['categories', 2.5],
  ['vibes', 1.5],
  ['description', 1],
  ['address', 0.5],
] as const;
export const FIELD_COUNT = FIELDS.length;
export const BOOST = FIELDS.map(([, boost]) => boost);

// BM25 as MiniSearch computes it (k, b, and d added to every matching field).
const BM25_K = 1.2;
const BM25_B = 0.7;
const BM25_D = 0.5;

export function bm25(
  termFrequency: number,
  documentFrequency: number,
  documentCount: number,
  fieldLength: number,
  averageLength: number,
): number {
  const idf = Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
  const lengthNorm = averageLength > 0 ? fieldLength / averageLength : 1;
  return idf * (BM25_D + (termFrequency * (BM25_K + 1)) / (termFrequency + BM25_K * (1 - BM25_B + BM25_B * lengthNorm)));
}

/** The text of each field of a place, in FIELDS order. */
export function fieldTexts(place: SearchablePlace, areas: (neighborhood: string) => string): string[] {
  return [
    place.name,
    place.name_local,
    hangulBigrams(place.name_local),
    place.neighborhood,
    areas(place.neighborhood),
    place.categoryNames.join(' '),
    place.vibes.join(' '),
    place.description,
    place.address,
  ];
}

/** areasOf(neighborhood) as text, worked out once per neighbourhood. */
export function areaNames(): (neighborhood: string) => string {
  const known = new Map<string, string>();
  return (neighborhood) => {
    let areas = known.get(neighborhood);
    if (areas === undefined) known.set(neighborhood, (areas = areasOf(neighborhood).join(' ')));
    return areas;
  };
}

/**
 * One place's score for each of its terms, summed over the fields, against
 * statistics from elsewhere (the build's): how a place added after the build
 * is scored without rebuilding.
 */
export function placeTermScores(
  place: SearchablePlace,
  documentFrequency: (term: string) => number,
  documentCount: number,
  averageLength: Float64Array,
): Map<string, number> {
  const texts = fieldTexts(place, areaNames());
  const scores = new Map<string, number>();
  texts.forEach((text, field) => {
    const frequency = new Map<string, number>();
    let length = 0;
    for (const term of wordsOf(text)) {
      length++;
      frequency.set(term, (frequency.get(term) ?? 0) + 1);
    }
    for (const [term, count] of frequency) {
      const value = BOOST[field]! * bm25(count, documentFrequency(term), documentCount, length, averageLength[field]!);
      scores.set(term, (scores.get(term) ?? 0) + value);
    }
  });
  return scores;
}
