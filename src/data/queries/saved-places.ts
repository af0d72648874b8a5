// The user's saved places (hearts).
import { useLiveQuery } from 'dexie-react-hooks';
import type { Place } from '#/domain/types';
import { db } from '../db';

export function useSavedPlaceIds(userId: string): Set<string> | undefined {
  return useLiveQuery(async () => new Set((await db.saved_places.where('user').equals(userId).toArray()).map((s) => s.place)), [userId]);
}

/** Saved places, most recently saved first. */
export function useSavedPlaces(userId: string): Place[] | undefined {
  return useLiveQuery(async () => {
    const saved = (await db.saved_places.where('user').equals(userId).toArray()).sort((a, b) => b.created.localeCompare(a.created));
    const places = await db.places.bulkGet(saved.map((s) => s.place));
    return places.filter((p): p is Place => !!p);
  }, [userId]);
}
