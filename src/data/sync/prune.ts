// Dropping what the device may no longer read. The server sends only what the
// access policy allows; when access ends (an unsubscribe, an expiry, a lost
// role, a reset) it tells the device its new grants, and this removes the
// places, picks, vibes, recommendations, reviews and feed items that left
// them, blanks notes of tastemakers no longer followed and forgets cities it
// may no longer open. What the user keeps (saved places, places in their
// collections, their own reviews) stays, as the policy says.
import { feedItemReadable, noteVisible, placeReadable, type Grants } from '#/domain/policy/access';
import { keptInCollection } from '#/domain/policy/shared';
import { catalogRows, editCatalog, removeCatalogRows } from '../catalog/chunks';
import type { TastemapDB } from '../db';
import type { SyncScope } from '../db/meta';

export type { SyncScope };

/**
 * Every table a prune writes: a caller's transaction must hold them all for the prune to join it. The
 * user's saved places and collections are not among them (keptPlaces): a save, which writes those and
 * the outbox, never waits behind a prune, which reads and rewrites the whole catalog.
 */
export const PRUNE_TABLES = ['catalog', 'meta', 'reviews'] as const;

/** The places the user keeps, saved or in a collection: they stay whatever the grants. Its own read transaction. */
export async function keptPlaces(database: TastemapDB, user: string): Promise<Set<string>> {
  if (!user) return new Set();
  const [saved, collected] = await database.transaction('r', database.saved_places, database.collection_places, () =>
    Promise.all([database.saved_places.where('user').equals(user).toArray(), database.collection_places.toArray()]),
  );
  // Places the user added, to their collections or shared ones they are a member of (the device holds no other).
  return new Set([...saved, ...collected.filter((row) => keptInCollection(row, user))].map((row) => row.place));
}

/**
 * Removes every row the scope no longer covers, but the places in `kept` (keptPlaces, read before: a
 * caller's transaction holds PRUNE_TABLES only); returns how many rows went and which places.
 * Inside a transaction holding PRUNE_TABLES it is part of that transaction.
 */
export async function pruneToScope(
  database: TastemapDB,
  scope: SyncScope,
  kept?: ReadonlySet<string>,
): Promise<{ removed: number; places: string[] }> {
  const keeps = kept ?? (await keptPlaces(database, scope.user));
  return database.transaction(
    'rw',
    PRUNE_TABLES.map((name) => database.table(name)),
    async () => {
      const [places, picks, placeVibes, recommendations, events, feed, reviews] = await Promise.all([
        catalogRows(database, 'places'),
        catalogRows(database, 'tastemaker_places'),
        catalogRows(database, 'place_vibes'),
        catalogRows(database, 'recommendations'),
        catalogRows(database, 'events'),
        catalogRows(database, 'activity_feed'),
        database.reviews.toArray(),
      ]);
      const open = new Set(scope.cities);
      const grantsOf = (city: string): Grants | undefined => (open.has(city) ? scope.grants[city] : undefined);

      const pickers = new Map<string, string[]>();
      for (const pick of picks) pickers.set(pick.place, [...(pickers.get(pick.place) ?? []), pick.tastemaker]);
      const readable = new Set<string>();
      for (const place of places) {
        const grants = grantsOf(place.city);
        if (grants && placeReadable(grants, pickers.get(place.id) ?? [], keeps.has(place.id), place.added_by)) readable.add(place.id);
      }
      const isReadable = (placeId: string) => readable.has(placeId);

      const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
      let removed = 0;
      const gonePlaces = ids(places.filter((p) => !readable.has(p.id)));
      removed += await removeCatalogRows(database, 'places', gonePlaces);
      removed += await removeCatalogRows(database, 'tastemaker_places', ids(picks.filter((p) => !readable.has(p.place))));
      removed += await removeCatalogRows(database, 'place_vibes', ids(placeVibes.filter((v) => !readable.has(v.place))));
      removed += await removeCatalogRows(database, 'recommendations', ids(recommendations.filter((r) => !readable.has(r.place))));
      removed += await removeCatalogRows(database, 'events', ids(events.filter((ev) => !open.has(ev.city))));
      const unreadableFeed = feed.filter((item) => {
        const grants = grantsOf(item.city);
        return !grants || !feedItemReadable(grants, item, isReadable);
      });
      removed += await removeCatalogRows(database, 'activity_feed', ids(unreadableFeed));
      const goneReviews = ids(reviews.filter((r) => r.user !== scope.user && !readable.has(r.place)));
      await database.reviews.bulkDelete(goneReviews);
      removed += goneReviews.length;
      // Who picked a readable place stays visible; what they wrote about it, only to their followers.
      const hidden = picks.filter((p) => readable.has(p.place) && p.note && !noteVisible(grantsOf(p.city)!, p.tastemaker));
      if (hidden.length)
        await editCatalog(database, 'tastemaker_places', { upserts: hidden.map((p) => ({ ...p, note: '' })), deletions: [] });
      return { removed: removed + hidden.length, places: gonePlaces };
    },
  );
}
