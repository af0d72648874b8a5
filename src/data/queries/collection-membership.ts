// Which of the user's collections hold a given place (for the "add to
// collection" picker); includes links made offline that have not synced yet.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';

export function useCollectionsContaining(placeId: string): Set<string> | undefined {
  return useLiveQuery(
    async () => new Set((await db.collection_places.where('place').equals(placeId).toArray()).map((link) => link.collection)),
    [placeId],
  );
}
