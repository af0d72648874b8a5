// A city's activity feed (spec §7: newest first, at most 50), joined with the
// tastemaker and place each item is about. Either may be missing on the device.
import { useLiveQuery } from 'dexie-react-hooks';
import type { ActivityItem, Place, Tastemaker } from '#/domain/types';
import { loadCatalog } from '../catalog/catalog';
import { db } from '../db';

export const ACTIVITY_LIMIT = 50;

export interface ActivityView extends Omit<ActivityItem, 'tastemaker' | 'place'> {
  tastemaker: Tastemaker | null;
  place: Place | null;
}

export function useActivityFeed(cityId: string | undefined): ActivityView[] | undefined {
  return useLiveQuery(async () => {
    if (!cityId) return [];
    const catalog = await loadCatalog(db);
    const items = (catalog.activityByCity.get(cityId) ?? []).slice(0, ACTIVITY_LIMIT);
    const tastemakers = await db.tastemakers.bulkGet([...new Set(items.map((i) => i.tastemaker).filter(Boolean))]);
    const tastemakerById = new Map(tastemakers.filter((t): t is Tastemaker => !!t).map((t) => [t.id, t]));
    const placeById: { get(id: string): Place | undefined } = catalog.places;
    return items.map((item) => ({
      ...item,
      tastemaker: tastemakerById.get(item.tastemaker) ?? null,
      place: placeById.get(item.place) ?? null,
    }));
  }, [cityId]);
}
