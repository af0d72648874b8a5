// Hot places of a city this month (domain/hot-places.ts), filtered by a home
// category chip, among the places the user may read: the same set search and
// the guide show (domain/shown-places.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import { rankHotPlaces, monthStart } from '#/domain/hot-places';
import { readablePlaces } from '#/domain/shown-places';
import type { PlaceView } from '#/domain/types';
import { loadCatalog } from '../catalog/catalog';
import { db } from '../db';
import { cityReadScope } from './access';
import { pickersOf, usePlaceViews } from './places';

export function useHotPlaces(cityId: string | undefined, userId: string, categoryKey: string | null): PlaceView[] | undefined {
  const ids = useLiveQuery(async () => {
    if (!cityId) return [];
    const now = new Date();
    const [catalog, scope, category] = await Promise.all([
      loadCatalog(db),
      cityReadScope(userId, cityId),
      categoryKey ? db.place_categories.where('key').equals(categoryKey).first() : undefined,
    ]);
    let places = readablePlaces(catalog.placesByCity.get(cityId) ?? [], scope.grants, pickersOf(catalog), scope.kept);
    if (categoryKey) places = category ? places.filter((p) => p.categories.includes(category.id)) : [];
    const since = monthStart(now);
    const recommendations = (catalog.recommendationsByCity.get(cityId) ?? []).filter((r) => r.recommended_at >= since);
    return rankHotPlaces(places, recommendations, now).map((p) => p.id);
  }, [cityId, userId, categoryKey]);
  const views = usePlaceViews(ids);
  if (!ids || !views) return undefined;
  const byId = new Map(views.map((v) => [v.id, v]));
  return ids.map((id) => byId.get(id)).filter((v): v is PlaceView => !!v);
}
