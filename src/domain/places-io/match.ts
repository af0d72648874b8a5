// Matching imported items to the catalog, on the device and offline (issue 33):
// by name (Latin and Hangul, forgiving case, accents and a leading "The", on
// the place's name and its local name), by city (an address naming a city the
// app knows keeps the candidates to it), and by distance when the item has a
// position. Nothing here calls any service: the catalog is what the device holds.
import { distanceMeters } from '../geo';
import type { ImportedItem } from './items';
import { MATCH_FAR_METERS, MATCH_NEAR_METERS, MAX_LIKELY_CANDIDATES } from './limits';
import { comparableName, nameLikeness } from './names';

export interface MatchablePlace {
  id: string;
  name: string;
  name_local: string;
  city: string;
  latitude: number;
  longitude: number;
}

export interface MatchableCity {
  id: string;
  name: string;
}

export type MatchOutcome =
  /** One place it surely is. */
  | { kind: 'matched'; placeId: string }
  /** Places it may be, best first: the traveller picks one, or none. */
  | { kind: 'likely'; placeIds: readonly string[] }
  /** Already one of the traveller's own pins (a Tastemap export imported again). */
  | { kind: 'pin'; pinId: string }
  | { kind: 'unmatched' };

/** Names cut down to their comparable form once, for a whole import. */
export interface MatchIndex {
  byId: ReadonlyMap<string, MatchablePlace>;
  names: ReadonlyArray<{ place: MatchablePlace; names: string[] }>;
  cities: ReadonlyArray<{ id: string; name: string }>;
  pins: ReadonlySet<string>;
}

export function matchIndex(places: readonly MatchablePlace[], cities: readonly MatchableCity[], pinIds: Iterable<string> = []): MatchIndex {
  return {
    byId: new Map(places.map((p) => [p.id, p])),
    names: places.map((place) => ({
      place,
      names: [comparableName(place.name), comparableName(place.name_local)].filter(Boolean),
    })),
    cities: cities.map((c) => ({ id: c.id, name: comparableName(c.name) })).filter((c) => c.name),
    pins: new Set(pinIds),
  };
}

const hasPosition = (p: MatchablePlace) => !(p.latitude === 0 && p.longitude === 0);

/** The city an address names, by the app's city names ("Seoul", "New York"); '' when none. */
function cityNamed(index: MatchIndex, address: string): string {
  const words = ` ${comparableName(address)} `;
  for (const city of index.cities) {
    if (words.includes(` ${city.name} `)) return city.id;
    // "New York City" is written "New York, NY" in addresses.
    const short = city.name.replace(/ city$/, '');
    if (short !== city.name && words.includes(` ${short} `)) return city.id;
  }
  return '';
}

interface Candidate {
  place: MatchablePlace;
  likeness: number;
  meters: number | null;
}

/** Where one imported item belongs. */
export function matchItem(index: MatchIndex, item: ImportedItem): MatchOutcome {
  if (item.tastemapId) {
    if (index.byId.has(item.tastemapId)) return { kind: 'matched', placeId: item.tastemapId };
    if (index.pins.has(item.tastemapId)) return { kind: 'pin', pinId: item.tastemapId };
  }
  const wanted = comparableName(item.name);
  if (!wanted) return { kind: 'unmatched' };
  const city = cityNamed(index, item.address);
  const candidates: Candidate[] = [];
  for (const { place, names } of index.names) {
    if (city && place.city !== city) continue;
    const likeness = Math.max(0, ...names.map((n) => nameLikeness(wanted, n)));
    if (likeness < 0.5) continue;
    const meters = item.position && hasPosition(place) ? distanceMeters(item.position, place) : null;
    // Same name, far away: another branch, or another city's place of that name.
    if (meters !== null && meters > MATCH_FAR_METERS) continue;
    candidates.push({ place, likeness, meters });
  }
  if (!candidates.length) return { kind: 'unmatched' };
  const score = (c: Candidate) => c.likeness + (c.meters === null ? 0 : 0.3 * (1 - c.meters / MATCH_FAR_METERS));
  candidates.sort((a, b) => score(b) - score(a) || a.place.name.localeCompare(b.place.name));
  const best = candidates[0]!;
  const exact = candidates.filter((c) => c.likeness === 1);
  const sure =
    best.likeness === 1 &&
    // Near where the file says it is; or, with no position to tell them apart, the only place of that name.
    ((best.meters !== null && best.meters <= MATCH_NEAR_METERS) || (best.meters === null && !item.position && exact.length === 1));
  const nearAndAlike = best.likeness >= 0.8 && best.meters !== null && best.meters <= MATCH_NEAR_METERS / 2;
  if (sure || nearAndAlike) return { kind: 'matched', placeId: best.place.id };
  return { kind: 'likely', placeIds: candidates.slice(0, MAX_LIKELY_CANDIDATES).map((c) => c.place.id) };
}

export interface ReviewedItem {
  item: ImportedItem;
  outcome: MatchOutcome;
}

export function matchItems(index: MatchIndex, items: readonly ImportedItem[]): ReviewedItem[] {
  return items.map((item) => ({ item, outcome: matchItem(index, item) }));
}
