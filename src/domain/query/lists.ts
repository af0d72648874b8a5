// What ranking by meaning works out once per list of places, so that a
// keystroke costs a pass over small arrays instead of every check on every
// place: which places meet a need (one byte each), which are in or near a
// location and how far, names sorted for "the query names a place", and the
// order of names and ratings for ties. A city's list is replaced, not edited,
// when it changes (a sync), so a new list starts a new table.
import { FacetLists } from './candidates';
import { meetsNeed, meetsWhere } from './fit';
import type { Need } from './concepts';
import { contextSteps, hasCityContext, PLACES_PER_STEP } from './context';
import { distanceKm, factsOf, type Facts, type MeaningPlace } from './place';
import type { Where } from './types';

export interface Nearness {
  inWhere: Uint8Array;
  distance: Float64Array;
  /** The largest finite distance. */
  farthest: number;
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
  /** 1 where the place meets the need. */
  matches(need: Need): Uint8Array;
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
  const facetLists = new FacetLists();
  const exact = new Map<string, number[]>();
  const keyed: Array<{ key: string; at: number }> = [];
  for (let i = 0; i < n; i++) {
    const place = places[i]!;
    position.set(place.id, i);
    const known = factsOf(place);
    facts.push(known);
    facetLists.add(i, place, known);
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
  const needs = new Map<string, Uint8Array>();
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
    matches(need) {
      const key = JSON.stringify(need);
      let bits = needs.get(key);
      if (!bits) {
        if (needs.size >= REMEMBERED) needs.clear();
        bits = new Uint8Array(n);
        const candidates = facetLists.candidates(need);
        if (!candidates) for (let i = 0; i < n; i++) bits[i] = meetsNeed(places[i]!, need, facts[i]) ? 1 : 0;
        else for (const list of candidates) for (const i of list) bits[i] = meetsNeed(places[i]!, need, facts[i]) ? 1 : 0;
        needs.set(key, bits);
      }
      return bits;
    },
    near(where) {
      const key = JSON.stringify(where);
      let found = wheres.get(key);
      if (!found) {
        if (wheres.size >= REMEMBERED) wheres.clear();
        found = { inWhere: new Uint8Array(n), distance: new Float64Array(n), farthest: 0 };
        for (let i = 0; i < n; i++) {
          const distance = distanceKm(places[i]!, where);
          if (meetsWhere(places[i]!, where, distance)) found.inWhere[i] = 1;
          found.distance[i] = distance;
          if (distance > found.farthest && Number.isFinite(distance)) found.farthest = distance;
        }
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
