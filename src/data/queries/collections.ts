// The user's collections and the places in them.
import { useLiveQuery } from 'dexie-react-hooks';
import { pictureOf } from '#/domain/images';
import type { Collection, Place } from '#/domain/types';
import { loadCatalog } from '../catalog/catalog';
import { db } from '../db';

export interface CollectionSummary extends Collection {
  placeCount: number;
  /** The first place's picture, absent for an empty collection. */
  cover?: { src: string; fallback: string };
}

export function useCollections(userId: string): CollectionSummary[] | undefined {
  return useLiveQuery(async () => {
    const [collections, links, catalog] = await Promise.all([
      db.collections.where('user').equals(userId).toArray(),
      db.collection_places.where('user').equals(userId).toArray(),
      loadCatalog(db),
    ]);
    return collections
      .sort((a, b) => b.created.localeCompare(a.created))
      .map((c) => {
        const own = links.filter((l) => l.collection === c.id);
        const first = own[0] ? catalog.places.get(own[0].place) : undefined;
        return { ...c, placeCount: own.length, cover: first ? pictureOf('places', first) : undefined };
      });
  }, [userId]);
}

export function useCollection(id: string | undefined): Collection | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.collections.get(id)) ?? null) : null), [id]);
}

export function useCollectionPlaces(id: string | undefined): Place[] | undefined {
  return useLiveQuery(async () => {
    if (!id) return [];
    const [links, catalog] = await Promise.all([db.collection_places.where('collection').equals(id).toArray(), loadCatalog(db)]);
    return links
      .sort((a, b) => a.created.localeCompare(b.created))
      .map((l) => catalog.places.get(l.place))
      .filter((p): p is Place => !!p);
  }, [id]);
}
