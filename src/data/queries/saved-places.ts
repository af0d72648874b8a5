// The user's saved places (hearts).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';

export function useSavedPlaceIds(userId: string): Set<string> | undefined {
  return useLiveQuery(async () => new Set((await db.saved_places.where('user').equals(userId).toArray()).map((s) => s.place)), [userId]);
}

/** The ids of the saved places, most recently saved first. */
export function useSavedPlaces(userId: string): string[] | undefined {
  return useLiveQuery(
    async () => (await db.saved_places.where('user').equals(userId).sortBy('created')).reverse().map((s) => s.place),
    [userId],
  );
}
