// Reviews of one place as this device knows them (synced ones plus the user's
// own, possibly still waiting for the server), newest first.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Review } from '#/domain/types';
import { db } from '../db';

export function useReviews(placeId: string | undefined): Review[] | undefined {
  return useLiveQuery(async () => {
    if (!placeId) return [];
    const reviews = await db.reviews.where('place').equals(placeId).toArray();
    // Server and local rows share PocketBase's date format, so text order is time order.
    return reviews.sort((a, b) => b.created.localeCompare(a.created));
  }, [placeId]);
}
