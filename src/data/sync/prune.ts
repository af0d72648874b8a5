// Dropping what the device may no longer read. The server sends only what the
// access policy allows; when access ends (an unsubscribe, an expiry, a lost
// role, a reset) it tells the device its new grants, and this removes the
// places, picks, vibes, recommendations, reviews and feed items that left
// them, blanks notes of tastemakers no longer followed and forgets cities it
// may no longer open. What the user keeps (saved places, places in their
// collections, their own reviews) stays, as the policy says.
import { CITY_COLLECTIONS } from '#/domain/collections';
import { feedItemReadable, noteVisible, placeReadable, type Grants } from '#/domain/policy/access';
import type { TastemapDB } from '../db';
import type { SyncScope } from '../db/meta';

export type { SyncScope };

const CITY_TABLES = CITY_COLLECTIONS;

/** Every table a prune reads or writes: a caller's transaction must hold them all for the prune to join it. */
export const PRUNE_TABLES = [...CITY_TABLES, 'saved_places', 'collection_places'] as const;

/**
 * Removes every row the scope no longer covers; returns how many rows went.
 * Inside a transaction holding PRUNE_TABLES it is part of that transaction.
 */
export async function pruneToScope(database: TastemapDB, scope: SyncScope): Promise<number> {
  return database.transaction(
    'rw',
    PRUNE_TABLES.map((name) => database.table(name)),
    async () => {
      const [places, picks, placeVibes, recommendations, events, feed, reviews, saved, collected] = await Promise.all([
        database.places.toArray(),
        database.tastemaker_places.toArray(),
        database.place_vibes.toArray(),
        database.recommendations.toArray(),
        database.events.toArray(),
        database.activity_feed.toArray(),
        database.reviews.toArray(),
        scope.user ? database.saved_places.where('user').equals(scope.user).toArray() : [],
        scope.user ? database.collection_places.where('user').equals(scope.user).toArray() : [],
      ]);
      const kept = new Set([...saved, ...collected].map((row) => row.place));
      const open = new Set(scope.cities);
      const grantsOf = (city: string): Grants | undefined => (open.has(city) ? scope.grants[city] : undefined);

      const pickers = new Map<string, string[]>();
      for (const pick of picks) pickers.set(pick.place, [...(pickers.get(pick.place) ?? []), pick.tastemaker]);
      const readable = new Set<string>();
      for (const place of places) {
        const grants = grantsOf(place.city);
        if (grants && placeReadable(grants, pickers.get(place.id) ?? [], kept.has(place.id))) readable.add(place.id);
      }
      const isReadable = (placeId: string) => readable.has(placeId);

      const gone = {
        places: places.filter((p) => !readable.has(p.id)).map((p) => p.id),
        tastemaker_places: picks.filter((p) => !readable.has(p.place)).map((p) => p.id),
        place_vibes: placeVibes.filter((v) => !readable.has(v.place)).map((v) => v.id),
        recommendations: recommendations.filter((r) => !readable.has(r.place)).map((r) => r.id),
        events: events.filter((ev) => !open.has(ev.city)).map((ev) => ev.id),
        activity_feed: feed
          .filter((item) => {
            const grants = grantsOf(item.city);
            return !grants || !feedItemReadable(grants, item, isReadable);
          })
          .map((item) => item.id),
        reviews: reviews.filter((r) => r.user !== scope.user && !readable.has(r.place)).map((r) => r.id),
      };
      let removed = 0;
      for (const name of CITY_TABLES) {
        await database.table(name).bulkDelete(gone[name]);
        removed += gone[name].length;
      }
      // Who picked a readable place stays visible; what they wrote about it, only to their followers.
      const hidden = picks.filter((p) => readable.has(p.place) && p.note && !noteVisible(grantsOf(p.city)!, p.tastemaker));
      if (hidden.length) await database.tastemaker_places.bulkPut(hidden.map((p) => ({ ...p, note: '' })));
      return removed + hidden.length;
    },
  );
}
