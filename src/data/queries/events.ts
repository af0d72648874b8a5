// Upcoming events of a city (spec §7: date at or after now, ascending), from
// the catalog, which keeps them by date; PocketBase dates sort as text.
import { useLiveQuery } from 'dexie-react-hooks';
import { pocketbaseDate } from '#/domain/merge';
import type { CityEvent } from '#/domain/types';
import { loadCatalog } from '../catalog/catalog';
import { db } from '../db';

/** 'Now' is taken when the query runs (on mount and whenever the catalog changes). */
export function useUpcomingEvents(cityId: string | undefined): CityEvent[] | undefined {
  return useLiveQuery(async () => {
    if (!cityId) return [];
    const now = pocketbaseDate(new Date());
    return ((await loadCatalog(db)).eventsByCity.get(cityId) ?? []).filter((event) => event.date >= now);
  }, [cityId]);
}
