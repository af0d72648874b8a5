// The collections a device mirrors, by the sync stream that carries them
// (pb_hooks/lib/sync.js): the global catalog, each open city's content, and
// the user's own rows. One list for the server's streams, the device's tables
// and the tombstones; tests/integration/collections.test.ts ties it to the
// migrations' schema.
import { cyrb53 } from './ids';
import { CITY_CONTENT } from './policy/sql';
import type { SyncedCollection } from './types';

export const GLOBAL_COLLECTIONS = [
  'cities',
  'place_categories',
  'tastemakers',
  'city_tastemakers',
  'vibes',
  'tastemaker_vibes',
  'badges',
] as const;

export const CITY_COLLECTIONS = CITY_CONTENT;

/** The user's own rows; `profiles` is tied to its user by its id, the others by their `user` field. */
export const OWN_COLLECTIONS = [
  'profiles',
  'saved_places',
  'collections',
  'collection_places',
  'vibe_profiles',
  'vibe_profile_vibes',
  'user_vibes',
  'entitlements',
  'city_purchases',
  'user_roles',
  'user_badges',
  'pins',
  // Day plans (issue 34 §2): the traveller's own, synced like collections.
  'day_plans',
] as const;

/**
 * Rows of shared collections (issue 34): every member's devices hold them,
 * through the sync route's `shared` stream (pb_hooks/lib/sync/query.js).
 */
export const SHARED_COLLECTIONS = ['collection_members', 'collection_reactions'] as const;

export const SYNCED_COLLECTIONS = [...GLOBAL_COLLECTIONS, ...CITY_COLLECTIONS, ...OWN_COLLECTIONS, ...SHARED_COLLECTIONS] as const;

/** The column that ties a row of an own collection to its user. */
export function ownerColumn(collection: (typeof OWN_COLLECTIONS)[number]): 'id' | 'user' {
  return collection === 'profiles' ? 'id' : 'user';
}

/** Collections the device writes through its outbox; the server remembers each write it applied (pb_hooks/lib/applied_writes.js). */
export const OUTBOX_COLLECTIONS = [
  'profiles',
  'saved_places',
  'collections',
  'collection_places',
  'reviews',
  'vibe_profiles',
  'vibe_profile_vibes',
  'pins',
  'day_plans',
  'collection_reactions',
] as const satisfies readonly SyncedCollection[];

export type OutboxCollection = (typeof OUTBOX_COLLECTIONS)[number];

/**
 * Collections whose rows are set memberships: a pair, not a value; they merge as sets. Pins are
 * keyed like them (user, source): the same pin kept on two devices is one row, and the second
 * device's create finds it there.
 */
export const SET_COLLECTIONS = [
  'saved_places',
  'collection_places',
  'vibe_profile_vibes',
  'pins',
] as const satisfies readonly OutboxCollection[];

/**
 * Members that belong to another of the user's rows, by the field naming it.
 * The server deletes the members with their row, so a member added on one
 * device to a row deleted on another is dropped: deletions win.
 */
export const MEMBER_PARENTS = {
  collection_places: { field: 'collection', collection: 'collections' },
  vibe_profile_vibes: { field: 'vibe_profile', collection: 'vibe_profiles' },
} as const satisfies Partial<Record<(typeof SET_COLLECTIONS)[number], { field: string; collection: OutboxCollection }>>;

export function memberParent(collection: string): { field: string; collection: string } | undefined {
  return Object.prototype.hasOwnProperty.call(MEMBER_PARENTS, collection)
    ? MEMBER_PARENTS[collection as keyof typeof MEMBER_PARENTS]
    : undefined;
}

/**
 * City content the device only reads: it never writes these through its
 * outbox, so it keeps them in a few large chunk records rather than one
 * IndexedDB row each (src/data/catalog). Reviews, which the user writes, stay rows.
 */
export const CATALOG_COLLECTIONS = [
  'places',
  'tastemaker_places',
  'place_vibes',
  'recommendations',
  'events',
  'activity_feed',
] as const satisfies readonly (typeof CITY_COLLECTIONS)[number][];
export type CatalogCollection = (typeof CATALOG_COLLECTIONS)[number];

export function isCatalogCollection(name: string): name is CatalogCollection {
  return (CATALOG_COLLECTIONS as readonly string[]).includes(name);
}

/**
 * Chunks per catalog collection. A first sync writes each chunk once; a delta
 * rewrites only the chunks its rows fall in, about 1/16 of a collection each.
 */
export const CATALOG_CHUNKS = 16;

/**
 * The chunk a catalog row lives in: a stable hash of its id. Devices store the
 * rows where this puts them, so a change to it is a new version of the device
 * database that moves them (src/data/db/index.ts, version 8).
 */
export function catalogChunkOf(id: string): number {
  return cyrb53(id) % CATALOG_CHUNKS;
}
