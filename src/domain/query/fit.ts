// Whether a place fits each part of a query: its facets first; the vibes the
// tastemakers gave it, its name and its description for places that have no
// facets yet (an admin added them) or for what facets do not say.
import { inArea } from '../areas';
import { KINDS, type FlagKey, type KindKey, type SuitsKey } from '../facets';
import { CONTRADICTIONS, type Need } from './concepts';
import { distanceKm, factsOf, type Facts, type MeaningPlace } from './place';
import { phraseOf } from './text';
import type { Meaning, Where } from './types';

/** A country's cooking: too broad to stand for a dish while a closer kind of place does (tteokbokki: street food, not Korean fine dining). */
const CUISINES: ReadonlySet<KindKey> = new Set<KindKey>([
  'korean',
  'chinese',
  'japanese',
  'italian',
  'french',
  'mexican',
  'middle-eastern',
  'indian',
  'greek',
  'latin-american',
  'vietnamese',
  'american',
]);

/** Kinds whose places serve food, whatever their category (a pojangmacha is filed under bars). */
export const FOOD_KINDS: ReadonlySet<KindKey> = new Set<KindKey>([
  ...CUISINES,
  'korean-bbq',
  'barbecue',
  'naengmyeon',
  'noodles',
  'ramen',
  'dumplings',
  'dim-sum',
  'korean-soup',
  'korean-chicken',
  'jokbal',
  'temple-food',
  'seafood',
  'street-food',
  'food-market',
  'food-hall',
  'fine-dining',
  'pizza',
  'bagels',
  'deli',
  'burgers',
  'hot-dogs',
  'steakhouse',
  'soul-food',
  'diner',
  'brunch',
  'vegetarian',
  'soju-bar',
]);

/** The vibe that says the same as a flag or a "suits", for places without facets. */
export const VIBE_OF: Partial<Record<FlagKey | SuitsKey, string>> = {
  'late-night': 'Late Night',
  rooftop: 'Rooftop',
  view: 'Scenic View',
  'outdoor-seating': 'Outdoor Seating',
  quiet: 'Quiet',
  work: 'Work-Friendly',
  date: 'Date Night',
  solo: 'Solo-Friendly',
  families: 'Family-Friendly',
};

/** Terms as phrases, padded: worked out once, not once per place. */
const padded = new Map<string, string>();
const has = (text: string, term: string) => {
  let phrase = padded.get(term);
  if (phrase === undefined) padded.set(term, (phrase = ` ${phraseOf(term)} `));
  return text.includes(phrase);
};

/** Whether a place meets a need; `facts` when the caller has them at hand (a scan of a list). */
export function meetsNeed(place: MeaningPlace, need: Need, facts: Facts = factsOf(place)): boolean {
  const { facets, text, names } = facts;
  const described = facets.kinds.length > 0;
  switch (need.type) {
    case 'kind':
      if (described) return need.kinds.some((k) => facets.kinds.includes(k));
      return need.kinds.some((k) => has(text, KINDS[k])) || has(text, need.label);
    case 'category':
      return (
        need.categories.some((c) => place.categoryKeys.includes(c)) ||
        (!!need.servesFood && facets.kinds.some((k) => FOOD_KINDS.has(k))) ||
        !!need.lesser?.some((c) => place.categoryKeys.includes(c))
      );
    case 'suits':
      return facets.suits.includes(need.suits) || (!described && place.vibes.includes(VIBE_OF[need.suits] ?? ''));
    case 'flag':
      if (need.flag === 'quiet' && place.vibes.includes('Lively')) return false;
      return facets.flags.includes(need.flag) || (!described && place.vibes.includes(VIBE_OF[need.flag] ?? ''));
    case 'budget':
      return need.budgets.includes(place.budget as 'low');
    case 'vibe':
      return place.vibes.includes(need.vibe) || has(text, need.label);
    case 'item':
      return need.terms.some((term) => has(text, term));
    case 'word':
      // A word being typed matches the start of a word ('mong' finds Mongtan); Hangul inside a name too.
      return text.includes(` ${need.word}`) || (/[\uac00-\ud7a3]/.test(need.word) && names.includes(need.word));
  }
}

/**
 * Whether a place meets `need` only through its lesser categories (a club for "bars"): it fits, and
 * comes after the places that are what was asked, wherever they both are (LESSER_WEIGHT).
 */
export function lesserFit(place: MeaningPlace, need: Need): boolean {
  if (need.type !== 'category' || !need.lesser?.length) return false;
  return !meetsNeed(place, { ...need, lesser: undefined }) && meetsNeed(place, need);
}

/** Whether a place is where the query wants; `distance` (km) when the caller has worked it out. */
export function meetsWhere(place: MeaningPlace, where: Where, distance?: number): boolean {
  if (inRegion(place, where)) return true;
  if (where.area && where.within) return false;
  return (distance ?? distanceFrom(place, where)) <= where.radiusKm;
}

/** Whether a place is inside the area the query names (by its neighbourhood or address): an area is a region, not a point. */
export function inRegion(place: MeaningPlace, where: Where): boolean {
  return !!where.area && (place.neighborhood === where.area || inArea(place, where.area));
}

/**
 * How far a place is from where the query wants it (km). A point (a landmark, a station, a place,
 * "you") has a distance; an area is a region: 0 inside it, and outside only the distance to its
 * middle, which orders the places around it and is never said.
 */
export function distanceFrom(place: MeaningPlace, where: Where): number {
  if (where.area && where.kind !== 'here' && inRegion(place, where)) return 0;
  return distanceKm(place, where);
}

export interface Fit {
  place: MeaningPlace;
  /** Parts of the query the place meets, and how many there are (the location counts as one, and "not reservation-only" too). */
  met: number;
  parts: number;
  /** Needs it does not meet (or its own description says it does not). */
  missing: Need[];
  /** Words of its own description that contradict the question ("no laptops" for a café to work in). */
  contradicted: string[];
  /** From the location the query names, in km (null when it names none; 0 inside an area: see distanceFrom). */
  distance: number | null;
  inWhere: boolean;
  /** Dishes asked for that it lacks but whose cuisine it serves (closeDishNeed): it counts half as short of them. */
  close: Need[];
  /** Needs it meets only through a lesser category (lesserFit). */
  lesser: Need[];
}

/** A dish named by fewer places than this brings places of the same cuisine as partial matches. */
export const CLOSE_DISHES_BELOW = 3;

/**
 * What stands in for a dish few places name (`naming`): places of the kinds that serve it. The
 * food kinds of the places that name it, without the broad cuisines when a narrower kind has other
 * places (`meeting` counts the places that meet a need). Null for a need that is no dish, a dish
 * enough places name, or one no other place comes close to.
 */
export function closeDishNeed(need: Need, naming: readonly MeaningPlace[], meeting: (need: Need) => number): Need | null {
  if (need.type !== 'item' || naming.length >= CLOSE_DISHES_BELOW) return null;
  const kinds = new Set<KindKey>();
  for (const place of naming) for (const kind of factsOf(place).facets.kinds) if (FOOD_KINDS.has(kind)) kinds.add(kind);
  // A dish no place names: the kinds the dictionary says serve close ones (concepts.ts `dish`).
  if (!kinds.size) for (const kind of need.close ?? []) kinds.add(kind);
  const narrow = [...kinds].filter((kind) => !CUISINES.has(kind));
  for (const choice of [narrow, [...kinds]]) {
    if (!choice.length) continue;
    const stand: Need = { type: 'kind', kinds: choice, label: need.label };
    if (meeting(stand) > naming.length) return stand;
  }
  return null;
}

/**
 * The one order of what counts most, for search and the guide: what a place is (a kind, a
 * category, a dish), then where it is, then confirmed facts (late-night, quiet, to work), then taste
 * (price, vibe, a describing word). A place lacking a part weighs more than one lacking any number
 * of the parts after it: a café elsewhere before anything that is not a café, a place in Hongdae
 * whose hours are not confirmed before a late-night one across town. A place whose own words
 * contradict the question comes below every place that merely lacks the same facts.
 */
export const ORDER = ['what', 'where', 'facts', 'taste'] as const;
export type Part = (typeof ORDER)[number];

/** Which part of the order a need is. A leftover word is most often a describing word ('indie', 'hidden'): taste. */
export function partOf(need: Need): Exclude<Part, 'where'> {
  if (need.type === 'kind' || need.type === 'category' || need.type === 'item') return 'what';
  return need.type === 'flag' || need.type === 'suits' ? 'facts' : 'taste';
}

/** Each part outweighs up to nine lacks of the parts after it; a contradiction sits between facts and taste. */
const WEIGHT: Record<Part, number> = { what: 10_000, where: 1_000, facts: 100, taste: 1 };
export const CONTRADICTION_WEIGHT = 10;
/** A need met only through a lesser category: below the places that are it, above a lacking fact, and within the place named. */
export const LESSER_WEIGHT = 5;
export const WHERE_WEIGHT = WEIGHT.where;
/** What lacking one need of a part weighs. */
export const partWeight = (part: Part) => WEIGHT[part];

/** What lacking a need weighs (see shortfall). */
export function weightOf(need: Need): number {
  return WEIGHT[partOf(need)];
}

/** How much of what was asked a place lacks, in the order of ORDER: short of a full fit, the lightest is the nearest fit. */
export function shortfall(fit: Fit): number {
  let weight = fit.inWhere ? 0 : WHERE_WEIGHT;
  // A close dish is half way between serving what was asked and not (search weighs it alike).
  for (const need of fit.missing) weight += fit.close.includes(need) ? weightOf(need) / 2 : weightOf(need);
  return weight + fit.contradicted.length * CONTRADICTION_WEIGHT + fit.lesser.length * LESSER_WEIGHT;
}

/** The words of a place's own description that contradict the query: its `against` words, and those that deny a need asked. */
export function contradictionsOf(place: MeaningPlace, meaning: Meaning): string[] {
  const found: string[] = [];
  const text = ` ${phraseOf(place.description)} `;
  for (const words of meaning.against ?? []) if (has(text, words)) found.push(words);
  for (const need of meaning.needs) {
    if (need.type !== 'suits') continue;
    for (const rule of CONTRADICTIONS)
      if (rule.suits === need.suits) for (const words of rule.phrases) if (has(text, words)) found.push(words);
  }
  return [...new Set(found)];
}

/** How `place` fits `meaning`; `close` maps a dish few places name to what stands in for it (closeDishNeed). */
export function fitOf(place: MeaningPlace, meaning: Meaning, close?: ReadonlyMap<Need, Need>): Fit {
  const contradicted = contradictionsOf(place, meaning);
  const denied = (need: Need) =>
    need.type === 'suits' && CONTRADICTIONS.some((rule) => rule.suits === need.suits && rule.phrases.some((w) => contradicted.includes(w)));
  const missing = meaning.needs.filter((need) => !meetsNeed(place, need) || denied(need));
  const inWhere = meaning.where ? meetsWhere(place, meaning.where) : true;
  const against = meaning.against?.length ? 1 : 0;
  const parts = meaning.needs.length + (meaning.where ? 1 : 0) + against;
  const deniesAgainst = against && meaning.against!.some((w) => contradicted.includes(w)) ? 1 : 0;
  return {
    place,
    met: parts - missing.length - (inWhere ? 0 : 1) - deniesAgainst,
    parts,
    missing,
    contradicted,
    distance: meaning.where ? distanceFrom(place, meaning.where) : null,
    inWhere,
    close: close ? missing.filter((need) => close.has(need) && meetsNeed(place, close.get(need)!)) : [],
    lesser: meaning.needs.filter((need) => !missing.includes(need) && lesserFit(place, need)),
  };
}
