// Cities as the device knows them.
import { useLiveQuery } from 'dexie-react-hooks';
import type { City } from '#/domain/types';
import { db } from '../db';

export function useCities(): City[] | undefined {
  return useLiveQuery(() => db.cities.toArray(), []);
}

/** The city with this slug; null once the device knows it has none. */
export function useCityBySlug(slug: string | undefined): City | null | undefined {
  return useLiveQuery(async () => (slug ? ((await db.cities.where('slug').equals(slug).first()) ?? null) : null), [slug]);
}
