// Whether a place fits each part of a query: its facets first; the vibes the
// tastemakers gave it, its name and its description for places that have no
// facets yet (an admin added them) or for what facets do not say.
import { inArea } from '../areas';
import { KINDS, type FlagKey, type KindKey, type SuitsKey } from '../facets';
import type { Need } from './concepts';
import { distanceKm, factsOf, type Facts, type MeaningPlace } from './place';
import { phraseOf } from './text';
import type { Meaning, Where } from './types';

/** Kinds whose places serve food, whatever their category (a pojangmacha is filed under bars). */
export const FOOD_KINDS: ReadonlySet<KindKey> = new Set<KindKey>([
  'korean-bbq',
  'barbecue',
  'korean',
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
  'italian',
  'french',
  'chinese',
  'japanese',
  'mexican',
  'middle-eastern',
  'indian',
  'greek',
  'latin-american',
  'vietnamese',
  'soul-food',
  'american',
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
        need.categories.some((c) => place.categoryKeys.includes(c)) || (!!need.servesFood && facets.kinds.some((k) => FOOD_KINDS.has(k)))
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
  /** Parts of the query the place meets, and how many there are (the location counts as one). */
  met: number;
  parts: number;
  /** Needs it does not meet. */
  missing: Need[];
  /** From the location the query names, in km (null when it names none; 0 inside an area: see distanceFrom). */
  distance: number | null;
  inWhere: boolean;
}

/**
 * How much of what was asked a place lacks: what it is (a kind, a dish, a word) weighs most, then
 * facts (late-night, quiet, to work), then taste (budget, vibe). Short of a full fit, the lightest
 * shortfall is the nearest fit.
 */
export function shortfall(fit: Fit): number {
  let weight = 0;
  for (const need of fit.missing) weight += weightOf(need);
  return weight;
}

/** What lacking a need weighs (see shortfall). */
export function weightOf(need: Need): number {
  // A leftover word is most often a describing word ('indie', 'hidden'): it weighs like taste.
  if (need.type === 'budget' || need.type === 'vibe' || need.type === 'word') return 1;
  return need.type === 'flag' || need.type === 'suits' ? 2 : 3;
}

export function fitOf(place: MeaningPlace, meaning: Meaning): Fit {
  const missing = meaning.needs.filter((need) => !meetsNeed(place, need));
  const inWhere = meaning.where ? meetsWhere(place, meaning.where) : true;
  const parts = meaning.needs.length + (meaning.where ? 1 : 0);
  return {
    place,
    met: parts - missing.length - (inWhere ? 0 : 1),
    parts,
    missing,
    distance: meaning.where ? distanceFrom(place, meaning.where) : null,
    inWhere,
  };
}
