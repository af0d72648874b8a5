// Search by meaning: a place named by the query first, then places that meet
// every part of it (nearest first when it names a location), then places that
// meet some parts, marked partial. A query that is only words keeps the text
// engine's order (typos and Hangul included), named places first.
import type { MeaningPlace } from './context';
import { fitOf, meetsNeed, meetsWhere, shortfall, type Fit } from './fit';
import { factsOf } from './place';
import { understand, type Meaning } from './understand';

export interface MeaningResults {
  /** Place ids, best first. */
  ids: string[];
  /** Those that meet only some parts of the query. */
  partial: ReadonlySet<string>;
  meaning: Meaning;
}

const NONE: ReadonlySet<string> = new Set();
const byName = (a: MeaningPlace, b: MeaningPlace) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Places whose name (or local name) is the query, then those it starts, when the query reads as a name. */
export function namedPlaces(meaning: Meaning, places: readonly MeaningPlace[]): MeaningPlace[] {
  const phrase = meaning.phrase;
  if (!phrase) return [];
  const exact: MeaningPlace[] = [];
  const prefix: MeaningPlace[] = [];
  // "bar" or "cafe" alone asks for a kind of place, not for every place whose name starts so.
  const readsAsName = meaning.needs.some((n) => n.type === 'word') || phrase.includes(' ');
  for (const place of places) {
    const { name, localName } = factsOf(place);
    if (name === phrase || localName === phrase) exact.push(place);
    else if (readsAsName && (name.startsWith(phrase) || (localName !== '' && localName.startsWith(phrase)))) prefix.push(place);
  }
  return [...exact, ...prefix.sort(byName)];
}

function order(a: Fit, b: Fit, textRank: Map<string, number> | null): number {
  if (a.distance !== null && b.distance !== null && Math.abs(a.distance - b.distance) > 0.05) return a.distance - b.distance;
  if (textRank) return (textRank.get(a.place.id) ?? Infinity) - (textRank.get(b.place.id) ?? Infinity) || byName(a.place, b.place);
  return b.place.rating - a.place.rating || byName(a.place, b.place);
}

/**
 * Searches `places` for `query`. `textSearch` is the text engine (ids best first, typo tolerant);
 * without it, words match the start of a word in a place's name, items or description.
 */
export function searchByMeaning(
  query: string,
  places: readonly MeaningPlace[],
  textSearch?: (text: string) => readonly string[],
): MeaningResults {
  const meaning = understand(query, places);
  const named = namedPlaces(meaning, places);
  const words = meaning.needs.filter((n) => n.type === 'word');
  const understood = meaning.where || words.length < meaning.needs.length;
  if (!understood) {
    const ids = new Set(named.map((p) => p.id));
    const text = textSearch ? textSearch(query) : places.filter((p) => words.every((w) => meetsNeed(p, w))).map((p) => p.id);
    for (const id of text) ids.add(id);
    return { ids: [...ids], partial: NONE, meaning };
  }
  // Words nothing explained go to the text engine, which forgives typos; its order ranks them.
  const textIds = words.length && textSearch ? textSearch(words.map((w) => w.label).join(' ')) : null;
  const textRank = textIds ? new Map(textIds.map((id, i) => [id, i])) : null;
  const checked: Meaning = textRank ? { ...meaning, needs: meaning.needs.filter((n) => n.type !== 'word') } : meaning;
  const full: Fit[] = [];
  const partial: Fit[] = [];
  const parts = checked.needs.length + (checked.where ? 1 : 0);
  for (const place of places) {
    // Most places of a city meet nothing of a query: counted first, a Fit is made only for the others.
    let met = textRank?.has(place.id) ? words.length : 0;
    for (const need of checked.needs) if (meetsNeed(place, need)) met++;
    if (checked.where && meetsWhere(place, checked.where)) met++;
    if (met === 0 && parts > 0) continue;
    const fit = fitOf(place, checked);
    if (textRank) {
      fit.parts += words.length;
      if (textRank.has(place.id)) fit.met += words.length;
      else fit.missing.push(...words);
    }
    if (fit.met === fit.parts) full.push(fit);
    else if (fit.met > 0) partial.push(fit);
  }
  full.sort((a, b) => order(a, b, textRank));
  // Short of a full fit, what was asked for matters more than where: the nearest places that are it come first.
  partial.sort((a, b) => shortfall(a) - shortfall(b) || Number(b.inWhere) - Number(a.inWhere) || order(a, b, textRank));
  const ids = new Set(named.map((p) => p.id));
  for (const fit of full) ids.add(fit.place.id);
  const partialIds = new Set<string>();
  for (const fit of partial) {
    if (ids.has(fit.place.id)) continue;
    ids.add(fit.place.id);
    partialIds.add(fit.place.id);
  }
  return { ids: [...ids], partial: partialIds, meaning };
}
