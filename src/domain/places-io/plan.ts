// What an import will write once the traveller has reviewed it: places to
// save, places to put in a collection named after their list, and the rest as
// the traveller's own pins. Pure; src/data/io/apply.ts writes it in one
// transaction, which skips what is there already, so the same file imported
// twice changes nothing.
import { distanceMeters, NEAR_CITY_METERS, type LatLng } from '../geo';
import { pairId } from '../ids';
import { comparableName } from './names';
import type { ImportedItem } from './items';
import type { ReviewedItem } from './match';
import type { Pin } from '../types';

export type PinDraft = Omit<Pin, 'id' | 'created' | 'updated' | 'user'>;

export interface ImportPlan {
  /** Places to save (items of no list). */
  saved: string[];
  /** Places to put in a collection named after their list, by list name. */
  lists: { name: string; placeIds: string[] }[];
  pins: PinDraft[];
  /** Items that are already the traveller's pins: nothing to write. */
  alreadyPinned: number;
}

export interface CityPoint extends LatLng {
  id: string;
}

/** The city a position lies in (the nearest city centre within NEAR_CITY_METERS), '' when none. */
export function cityAt(cities: readonly CityPoint[], position: LatLng | null): string {
  if (!position) return '';
  let best = '';
  let bestMeters = NEAR_CITY_METERS;
  for (const city of cities) {
    if (city.latitude === 0 && city.longitude === 0) continue;
    const meters = distanceMeters(position, city);
    if (meters <= bestMeters) [best, bestMeters] = [city.id, meters];
  }
  return best;
}

/**
 * The id of the collection an imported list goes to, the same on every device and at every import
 * of it, so importing the list again fills the same collection.
 */
export function importedListId(userId: string, list: string): string {
  return pairId('import-list', userId, comparableName(list) || list);
}

function pinOf(item: ImportedItem, cities: readonly CityPoint[]): PinDraft {
  return {
    source: item.source,
    name: item.name,
    note: item.note,
    address: item.address,
    list: item.list,
    latitude: item.position?.latitude ?? 0,
    longitude: item.position?.longitude ?? 0,
    city: cityAt(cities, item.position),
  };
}

/**
 * The plan for reviewed items; `picks` says, for each 'likely' item (by its index), the place the
 * traveller chose, or null for none of them (it becomes a pin). An item with no pick takes its
 * first candidate.
 */
export function planImport(
  reviewed: readonly ReviewedItem[],
  picks: ReadonlyMap<number, string | null>,
  cities: readonly CityPoint[],
): ImportPlan {
  const saved = new Set<string>();
  const lists = new Map<string, { name: string; placeIds: Set<string> }>();
  const pins = new Map<string, PinDraft>();
  let alreadyPinned = 0;
  reviewed.forEach(({ item, outcome }, i) => {
    let placeId: string | null = null;
    if (outcome.kind === 'matched') placeId = outcome.placeId;
    else if (outcome.kind === 'likely') placeId = picks.has(i) ? picks.get(i)! : outcome.placeIds[0]!;
    else if (outcome.kind === 'pin') {
      alreadyPinned += 1;
      return;
    }
    if (!placeId) {
      if (!pins.has(item.source)) pins.set(item.source, pinOf(item, cities));
      return;
    }
    if (!item.list) {
      saved.add(placeId);
      return;
    }
    const key = comparableName(item.list) || item.list;
    const list = lists.get(key) ?? { name: item.list, placeIds: new Set<string>() };
    list.placeIds.add(placeId);
    lists.set(key, list);
  });
  return {
    saved: [...saved],
    lists: [...lists.values()].map((l) => ({ name: l.name, placeIds: [...l.placeIds] })),
    pins: [...pins.values()],
    alreadyPinned,
  };
}
