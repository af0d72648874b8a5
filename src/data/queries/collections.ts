// The user's collections and the places in them.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Collection, Place } from '#/domain/types';
import { db } from '../db';

export interface CollectionSummary extends Collection {
  placeCount: number;
  coverImage: string;
}

export function useCollections(userId: string): CollectionSummary[] | undefined {
  return useLiveQuery(async () => {
    const collections = (await db.collections.where('user').equals(userId).toArray()).sort((a, b) => b.created.localeCompare(a.created));
    return Promise.all(
      collections.map(async (c) => {
        const links = await db.collection_places.where('collection').equals(c.id).toArray();
        const first = links[0] ? await db.places.get(links[0].place) : undefined;
        return { ...c, placeCount: links.length, coverImage: first?.image ?? '' };
      }),
    );
  }, [userId]);
}

export function useCollection(id: string | undefined): Collection | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.collections.get(id)) ?? null) : null), [id]);
}

export function useCollectionPlaces(id: string | undefined): Place[] | undefined {
  return useLiveQuery(async () => {
    if (!id) return [];
    const links = (await db.collection_places.where('collection').equals(id).toArray()).sort((a, b) => a.created.localeCompare(b.created));
    return (await db.places.bulkGet(links.map((l) => l.place))).filter((p): p is Place => !!p);
  }, [id]);
}
