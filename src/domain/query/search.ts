// Search by meaning: a place named by the query first, then places that meet
// every part of it (nearest first when it names a location), then places that
// meet some parts, marked partial. A query that is only words keeps the text
// engine's order (typos and Hangul included), named places first.
//
// A keystroke looks only at the places that meet at least one part of the
// query (the list's inverted lists, ./lists.ts): a place that meets none is
// never shown, and over 20,000 places most meet none.
import type { MeaningPlace } from './context';
import {
  CLOSE_DISHES_BELOW,
  closeDishNeed,
  CONTRADICTION_WEIGHT,
  LESSER_WEIGHT,
  contradictionsOf,
  meetsNeed,
  partOf,
  partWeight,
  weightOf,
  WHERE_WEIGHT,
} from './fit';
import { placeList, type PlaceList } from './lists';
import { firstFrom } from './text';
import type { Meaning } from './types';
import { understand, type NearMe } from './understand';

export interface MeaningResults {
  /** Place ids, best first. */
  ids: string[];
  /** From this position on, ids meet only some parts of the query (ids.length when none do). */
  partialFrom: number;
  meaning: Meaning;
}

/** Places this much nearer than another rank as nearer; closer than that, the rest decides. */
const STEP_KM = 0.05;
/** Near me: as fine as the distances cards show (tens of metres), so the list reads in order. */
const HERE_STEP_KM = 0.01;

/** Places whose name (or local name) is the query, then those it starts, when the query reads as a name. */
function namedIn(meaning: Meaning, list: PlaceList): number[] {
  const phrase = meaning.phrase;
  if (!phrase) return [];
  const exact = list.exact.get(phrase) ?? [];
  // "bar" or "cafe" alone asks for a kind of place, not for every place whose name starts so.
  const readsAsName = meaning.needs.some((n) => n.type === 'word') || phrase.includes(' ');
  if (!readsAsName) return exact;
  const prefix = new Set<number>();
  for (let k = firstFrom(list.names, phrase); k < list.names.length && list.names[k]!.startsWith(phrase); k++) {
    const at = list.namePosition[k]!;
    if (!exact.includes(at)) prefix.add(at);
  }
  return [...exact, ...[...prefix].sort((a, b) => list.nameOrder[a]! - list.nameOrder[b]!)];
}

/** Tests and the bench: `everyPlace` looks at every place for every need, the rule the inverted lists must give. */
interface HowToSearch {
  everyPlace?: boolean;
}

/** The positions of `lists` (some in several), each once. */
function union(n: number, lists: ReadonlyArray<ArrayLike<number>>): Int32Array {
  const seen = new Uint8Array(n);
  let count = 0;
  for (const list of lists) count += list.length;
  const all = new Int32Array(Math.min(n, count));
  count = 0;
  for (const list of lists) {
    for (let k = 0; k < list.length; k++) {
      const i = list[k]!;
      if (seen[i]) continue;
      seen[i] = 1;
      all[count++] = i;
    }
  }
  return all.subarray(0, count);
}

/**
 * Searches `places` for `query`. `textSearch` is the text engine (ids best first, typo tolerant);
 * without it, words match the start of a word in a place's name, items or description.
 */
export function searchByMeaning(
  query: string,
  places: readonly MeaningPlace[],
  textSearch?: (text: string) => readonly string[],
  near?: NearMe,
  how: HowToSearch = {},
): MeaningResults {
  const meaning = understand(query, places, near);
  const list = placeList(places);
  const namedAt = namedIn(meaning, list);
  const named = namedAt.map((i) => places[i]!.id);
  const words = meaning.needs.filter((n) => n.type === 'word');
  const understood = meaning.where || words.length < meaning.needs.length;
  if (!understood) {
    const text = textSearch ? textSearch(query) : places.filter((p) => words.every((w) => meetsNeed(p, w))).map((p) => p.id);
    const first = new Set(named);
    const ids = [...named, ...text.filter((id) => !first.has(id))];
    return { ids, partialFrom: ids.length, meaning };
  }
  // Words nothing explained go to the text engine, which forgives typos; its order ranks them.
  const textIds = words.length && textSearch ? textSearch(words.map((w) => w.label).join(' ')) : null;
  const n = places.length;
  let textRank: Int32Array | null = null;
  const textAt: number[] = [];
  if (textIds) {
    textRank = new Int32Array(n).fill(-1);
    for (const id of textIds) {
      const at = list.position.get(id);
      if (at === undefined || textRank[at] !== -1) continue;
      textRank[at] = textAt.length;
      textAt.push(at);
    }
  }
  const needs = textRank ? meaning.needs.filter((n) => n.type !== 'word') : meaning.needs;
  const met = needs.map((need) => list.matches(need, how.everyPlace));
  const weights = needs.map(weightOf);
  const nearness = meaning.where ? list.near(meaning.where) : null;
  const against = meaning.against?.length ? 1 : 0;
  const parts = needs.length + (nearness ? 1 : 0) + (textRank ? words.length : 0) + against;
  // What a place is outweighs the rest (fit.ts ORDER): asked for a kind, a place that is none of it is shown only in the place named.
  const whats = needs.flatMap((need, k) => (partOf(need) === 'what' ? [k] : []));
  // A dish few places name: places of the same cuisine (the food kinds of those that name it) serve
  // close ones, shown as partial matches, half way between meeting what was asked and not.
  const close = needs.map((need) => {
    const naming = need.type === 'item' ? list.meeting(need) : null;
    if (!naming || naming.length >= CLOSE_DISHES_BELOW) return null;
    return closeDishNeed(
      need,
      Array.from(naming, (i) => places[i]!),
      (stand) => list.meeting(stand).length,
    );
  });
  const closeMet = close.map((need) => (need ? list.matches(need, how.everyPlace) : null));
  // A category met only through a lesser one (a club for "bars", fit.ts lesserFit) comes after the places that are it.
  const preferredMet = needs.map((need) =>
    need.type === 'category' && need.lesser?.length ? list.matches({ ...need, lesser: undefined }, how.everyPlace) : null,
  );
  // Words that contradict the query are read only of the places shown, and only when the query has some to read.
  const mayContradict = against > 0 || needs.some((need) => need.type === 'suits');
  // Each candidate's place in the order as one number, sorted natively: a comparator over tens of
  // thousands of places costs more than a keystroke may. From the most to the least significant:
  // (for partial fits) how much of what was asked it lacks and whether it is in the place named, in the
  // order of fit.ts (ORDER: what, where, facts, taste; a word weighs as taste); its distance from there in steps of 50 m; then the text engine's
  // rank, or its rating; then its name.
  const { nameOrder, byName, ratingOrder, byRating } = list;
  const span = 2 * n;
  const secondary = (i: number) => (textRank ? (textRank[i] !== -1 ? textRank[i]! : n + nameOrder[i]!) : ratingOrder[i]!);
  const positionOf = (key: number) => {
    const rank = key % span;
    if (!textRank) return byRating[rank]!;
    return rank < n ? textAt[rank]! : byName[rank - n]!;
  };
  // A place that meets no part is never shown (count 0 below): the places meeting at least one are all there is to look at.
  const looked = how.everyPlace
    ? null
    : union(n, [
        ...needs.map((need) => list.meeting(need)),
        ...close.flatMap((need) => (need ? [list.meeting(need)] : [])),
        ...(nearness ? [nearness.within] : []),
        ...(textRank ? [textAt] : []),
      ]);
  // The places shown, with how many parts each meets, what it lacks, whether it is where asked; and the farthest of them.
  const shown: number[] = [];
  const counts: number[] = [];
  const lacks: number[] = [];
  const lessers: number[] = [];
  let farthest = 0;
  for (let c = 0, end = looked ? looked.length : n; c < end; c++) {
    const i = looked ? looked[c]! : c;
    let count = 0;
    let lacking = 0;
    if (textRank) {
      if (textRank[i] !== -1) count += words.length;
      else lacking += words.length;
    }
    let closeDish = false;
    let lesser = 0;
    for (let k = 0; k < met.length; k++) {
      if (met[k]![i]) {
        count++;
        if (preferredMet[k]?.[i] === 0) lesser++;
      } else if (closeMet[k]?.[i]) {
        closeDish = true;
        lacking += weights[k]! / 2;
      } else lacking += weights[k]!;
    }
    const inWhere = nearness ? nearness.inWhere[i]! : 1;
    count += nearness ? inWhere : 0;
    if (count === 0 && !closeDish) continue;
    if (whats.length && !inWhere && !closeDish && !whats.some((k) => met[k]![i])) continue;
    if (against) count++;
    if (mayContradict) {
      const contradicted = contradictionsOf(places[i]!, meaning);
      if (contradicted.length) {
        // Said of itself: "no laptops" denies "to work", "reservation-only" denies walking in.
        count--;
        lacking += partWeight('facts') + contradicted.length * CONTRADICTION_WEIGHT;
      }
    }
    shown.push(i);
    counts.push(count);
    lacks.push(lacking + lesser * LESSER_WEIGHT);
    lessers.push(lesser);
    const distance = nearness ? nearness.distance(i) : 0;
    if (distance > farthest && Number.isFinite(distance)) farthest = distance;
  }
  // Steps of distance up to the farthest place shown, and one more for places with no known position.
  const stepKm = meaning.where?.kind === 'here' ? HERE_STEP_KM : STEP_KM;
  const steps = nearness ? Math.ceil(farthest / stepKm) + 2 : 1;
  const step = (i: number) => {
    const distance = nearness ? nearness.distance(i) : 0;
    // A place with no known position is as far as the farthest.
    return Number.isFinite(distance) ? Math.min(steps - 1, Math.round(distance / stepKm)) : steps - 1;
  };
  const full: number[] = [];
  const partial: number[] = [];
  for (let k = 0; k < shown.length; k++) {
    const i = shown[k]!;
    const inWhere = nearness ? nearness.inWhere[i]! : 1;
    if (counts[k] === parts) full.push((lessers[k]! * steps + step(i)) * span + secondary(i));
    // Short of a full fit, what was asked for matters more than where: the nearest places that are it come first.
    else partial.push(((lacks[k]! + (1 - inWhere) * WHERE_WEIGHT) * steps + step(i)) * span + secondary(i));
  }
  // Positions, not a set of ids: tens of thousands of set entries would cost more than the ranking.
  const first = new Set(namedAt);
  const ids = named;
  for (const key of Float64Array.from(full).sort()) {
    const at = positionOf(key);
    if (!first.has(at)) ids.push(places[at]!.id);
  }
  const partialFrom = ids.length;
  for (const key of Float64Array.from(partial).sort()) {
    const at = positionOf(key);
    if (!first.has(at)) ids.push(places[at]!.id);
  }
  return { ids, partialFrom, meaning };
}
