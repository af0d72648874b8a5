// Public read models served by pb_hooks/lib/public_views.js.
import type { BadgeCriteria, BadgeIcon, Collection, PlaceView } from '#/domain/types';
import { useRemoteView } from './remote-view';

export interface SharedCollection {
  collection: Pick<Collection, 'id' | 'name' | 'description' | 'is_public' | 'user' | 'created' | 'updated'>;
  owner: { id: string; name: string };
  /** The places the viewer may see (those in cities they may open). */
  places: PlaceView[];
  /** How many others the collection holds. */
  hiddenPlaces: number;
}

export interface PublicTastemaker {
  id: string;
  slug: string;
  name: string;
  title: string;
  image: string;
  photo?: string;
  followers: number;
}

export interface CityProfile {
  user: { id: string; name: string; username: string };
  city: { id: string; slug: string; name: string; country: string; image: string; photo?: string };
  counts: { bookmarked: number; following: number; badges: number };
  badges: Array<{
    id: string;
    name: string;
    description: string;
    icon: BadgeIcon;
    criteria_type: BadgeCriteria;
    criteria_count: number;
    earnedAt: string | null;
  }>;
  followedTastemakers: PublicTastemaker[];
  /** The bookmarks the viewer may read themselves. */
  bookmarkedPlaces: PlaceView[];
  /** Bookmarks from tastemakers the viewer does not follow. */
  hiddenBookmarks: number;
}

/** Someone's public collection (or one of the user's own), read-only. */
export function useSharedCollection(id: string | undefined) {
  return useRemoteView<SharedCollection>(id ? `shared-collection:${id}` : null, `/api/app/collections/${id}`);
}

/** A traveller's public profile for one city. */
export function useCityProfile(userId: string | undefined, citySlug: string | undefined) {
  return useRemoteView<CityProfile>(
    userId && citySlug ? `city-profile:${userId}:${citySlug}` : null,
    `/api/app/users/${userId}/city/${citySlug}`,
  );
}

/**
 * A place this device does not hold: one the user may read but has not synced
 * yet, or one a public collection they opened (`collectionId`) shares with them.
 */
export function useServerPlace(id: string | undefined, collectionId: string, enabled: boolean) {
  const query = collectionId ? `?collection=${encodeURIComponent(collectionId)}` : '';
  return useRemoteView<PlaceView>(id && enabled ? `place:${id}:${collectionId}` : null, `/api/app/places/${id}${query}`);
}
