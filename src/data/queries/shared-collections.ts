// A shared collection on the device: its members, who added each place, and
// the members' votes and notes; and the user's role in it.
import { useLiveQuery } from 'dexie-react-hooks';
import type { CollectionMember, CollectionPlace, CollectionReaction } from '#/domain/types';
import { db } from '../db';

export interface SharedView {
  members: CollectionMember[];
  /** The user's role: 'owner' for their own collection even before it is shared. */
  role: CollectionMember['role'] | '';
  links: CollectionPlace[];
  reactions: CollectionReaction[];
}

export function useSharedView(collectionId: string, ownerId: string, userId: string): SharedView | undefined {
  return useLiveQuery(async () => {
    const [members, links, reactions] = await Promise.all([
      db.collection_members.where('collection').equals(collectionId).toArray(),
      db.collection_places.where('collection').equals(collectionId).toArray(),
      db.collection_reactions.where('collection').equals(collectionId).toArray(),
    ]);
    const own = ownerId === userId ? 'owner' : (members.find((m) => m.user === userId)?.role ?? '');
    return {
      members: members.sort((a, b) => a.created.localeCompare(b.created)),
      role: own,
      links: links.sort((a, b) => a.created.localeCompare(b.created)),
      reactions,
    };
  }, [collectionId, ownerId, userId]);
}

/** The collections shared with the user (not their own), with their role in each, newest first. */
export function useSharedWithMe(userId: string) {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const memberships = (await db.collection_members.where('user').equals(userId).toArray()).filter((m) => m.role !== 'owner');
    const collections = await db.collections.bulkGet(memberships.map((m) => m.collection));
    return memberships
      .flatMap((m, i) => (collections[i] ? [{ ...collections[i], role: m.role }] : []))
      .sort((a, b) => b.created.localeCompare(a.created));
  }, [userId]);
}

/** What a locked card of a shared collection names: the place's city and its first picker (both global rows). */
export function useLockedPlaceInfo(link: Pick<CollectionPlace, 'city' | 'tastemaker'>) {
  return useLiveQuery(
    async () => ({
      city: link.city ? await db.cities.get(link.city) : undefined,
      tastemaker: link.tastemaker ? await db.tastemakers.get(link.tastemaker) : undefined,
    }),
    [link.city, link.tastemaker],
  );
}
