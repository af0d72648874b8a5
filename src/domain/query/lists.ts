// What ranking by meaning works out once per list of places, so that a
// keystroke costs a pass over the few places that meet some part of the query
// instead of every check on every place: which places meet a need (one byte
// each, and their positions), found from inverted lists (./candidates); which
// are in or near a location and how far; names sorted for "the query names a
// place", and the order of names and ratings for ties. A city's list is
// replaced, not edited, when it changes (a sync), so a new list starts a new table.
import { NeedLists } from './candidates';
import { distanceFrom, meetsNeed, meetsWhere } from './fit';
import type { Need } from './concepts';
import { contextSteps, hasCityContext, PLACES_PER_STEP } from './context';
import { factsOf, type Facts, type MeaningPlace } from './place';
import type { Where } from './types';

export interface Nearness {
  inWhere: Uint8Array;
  /** Positions of the places in or near the location. */
  within: Int32Array;
  /** How far the place at a position is from the location (km), worked out when first asked: only the places shown need it. */
  distance(at: number): number;
}

export interface PlaceList {
  places: readonly MeaningPlace[];
  /** A place's position in the list, by id. */
  position: Map<string, number>;
  /** Positions by name, then list order: the last tie-break. */
  byName: Int32Array;
  /** Where each place comes in that order. */
  nameOrder: Int32Array;
  /** Positions by rating (best first), then name, then list order: the order when nothing else decides. */
  byRating: Int32Array;
  ratingOrder: Int32Array;
  /** Positions of places by their name or local name as a phrase, in list order. */
  exact: Map<string, number[]>;
  /** Names and local names as phrases, sorted, for names the query starts. */
  names: string[];
  namePosition: Int32Array;
  /**
   * 1 where the place meets the need. `everyPlace` checks every place instead of those its inverted
   * lists file under the need: the rule without the lists, which tests and the bench compare them with.
   */
  matches(need: Need, everyPlace?: boolean): Uint8Array;
  /** Positions of the places that meet the need. */
  meeting(need: Need): Int32Array;
  near(where: Where): Nearness;
}

/** Distinct needs and locations remembered per list: typing makes a few per query, a session a few hundred. */
const REMEMBERED = 512;
const lists = new WeakMap<readonly MeaningPlace[], PlaceList>();

export function placeList(places: readonly MeaningPlace[]): PlaceList {
  const known = lists.get(places);
  if (known) return known;
  const steps = placeListSteps(places);
  while (!steps.next().done);
  return lists.get(places)!;
}

/** Makes the list's table, pausing now and then (see contextSteps). */
export function* placeListSteps(places: readonly MeaningPlace[]): Generator<void, void> {
  if (lists.has(places)) return;
  const n = places.length;
  const position = new Map<string, number>();
  const facts: Facts[] = [];
  const needLists = new NeedLists();
  const exact = new Map<string, number[]>();
  const keyed: Array<{ key: string; at: number }> = [];
  for (let i = 0; i < n; i++) {
    const place = places[i]!;
    position.set(place.id, i);
    const known = factsOf(place);
    facts.push(known);
    needLists.add(i, place, known);
    for (const key of new Set([known.name, known.localName])) {
      if (!key) continue;
      const at = exact.get(key);
      if (at) at.push(i);
      else exact.set(key, [i]);
      keyed.push({ key, at: i });
    }
    if (i % PLACES_PER_STEP === PLACES_PER_STEP - 1) yield;
  }
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.at - b.at));
  yield;
  const byName = Int32Array.from(places.keys()).sort((a, b) =>
    places[a]!.name < places[b]!.name ? -1 : places[a]!.name > places[b]!.name ? 1 : a - b,
  );
  yield;
  const nameOrder = inverse(byName);
  const byRating = Int32Array.from(places.keys()).sort((a, b) => places[b]!.rating - places[a]!.rating || nameOrder[a]! - nameOrder[b]!);
  yield;
  const needs = new Map<string, { bits: Uint8Array; at: Int32Array }>();
  const met = (need: Need, everyPlace: boolean) => {
    const key = `${everyPlace ? 'every place' : 'lists'} ${JSON.stringify(need)}`;
    let found = needs.get(key);
    if (!found) {
      if (needs.size >= REMEMBERED) needs.clear();
      const bits = new Uint8Array(n);
      const at: number[] = [];
      // A place filed under several of the need's values comes more than once: it is checked until it meets it.
      const check = (i: number) => {
        if (!bits[i] && meetsNeed(places[i]!, need, facts[i])) {
          bits[i] = 1;
          at.push(i);
        }
      };
      const candidates = everyPlace ? null : needLists.candidates(need);
      // Lists as long as the city cost more to read than every place once.
      if (!candidates || candidates.reduce((sum, list) => sum + list.length, 0) >= n) for (let i = 0; i < n; i++) check(i);
      else for (const list of candidates) for (const i of list) check(i);
      needs.set(key, (found = { bits, at: Int32Array.from(at) }));
    }
    return found;
  };
  const wheres = new Map<string, Nearness>();
  const list: PlaceList = {
    places,
    position,
    byName,
    nameOrder,
    byRating,
    ratingOrder: inverse(byRating),
    exact,
    names: keyed.map((k) => k.key),
    namePosition: Int32Array.from(keyed, (k) => k.at),
    matches: (need, everyPlace = false) => met(need, everyPlace).bits,
    meeting: (need) => met(need, false).at,
    near(where) {
      const key = JSON.stringify(where);
      let found = wheres.get(key);
      if (!found) {
        if (wheres.size >= REMEMBERED) wheres.clear();
        const distances = new Float64Array(n).fill(NaN);
        const distance = (at: number) => {
          let km = distances[at]!;
          if (Number.isNaN(km)) distances[at] = km = distanceFrom(places[at]!, where);
          return km;
        };
        const inWhere = new Uint8Array(n);
        const within: number[] = [];
        // In an area itself, a place is there by its neighbourhood or address: its distance is not asked.
        const byArea = !!where.area && where.within;
        for (let i = 0; i < n; i++) {
          if (byArea ? meetsWhere(places[i]!, where) : meetsWhere(places[i]!, where, distance(i))) {
            inWhere[i] = 1;
            within.push(i);
          }
        }
        found = { inWhere, within: Int32Array.from(within), distance };
        wheres.set(key, found);
      }
      return found;
    },
  };
  lists.set(places, list);
}

function inverse(order: Int32Array): Int32Array {
  const at = new Int32Array(order.length);
  order.forEach((position, k) => (at[position] = k));
  return at;
}

/**
 * Works out what ranking by meaning needs of a list (the city's context, then the list's table),
 * pausing now and then: the caller runs it in idle moments so that the first keystroke finds it done.
 */
export function* prepareMeaning(places: readonly MeaningPlace[]): Generator<void, void> {
  yield* contextSteps(places);
  yield* placeListSteps(places);
}

/** Whether ranking `places` by meaning is ready to answer a keystroke at once. */
export const meaningReady = (places: readonly MeaningPlace[]) => hasCityContext(places) && lists.has(places);
