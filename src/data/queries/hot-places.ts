// Hot places of a city this month (domain/hot-places.ts), filtered by a home category chip.
import { useLiveQuery } from 'dexie-react-hooks';
import { rankHotPlaces, monthStart } from '#/domain/hot-places';
import { db } from '../db';
import { usePlaceViews, type PlaceView } from './places';

export function useHotPlaces(cityId: string | undefined, categoryKey: string | null): PlaceView[] | undefined {
  const ids = useLiveQuery(async () => {
    if (!cityId) return [];
    const now = new Date();
    let places = await db.places.where('city').equals(cityId).toArray();
    if (categoryKey) {
      const category = await db.place_categories.where('key').equals(categoryKey).first();
      places = category ? places.filter((p) => p.categories.includes(category.id)) : [];
    }
    const recommendations = await db.recommendations
      .where('[city+recommended_at]')
      .between([cityId, monthStart(now)], [cityId, '\uffff'])
      .toArray();
    return rankHotPlaces(places, recommendations, now).map((p) => p.id);
  }, [cityId, categoryKey]);
  const views = usePlaceViews(ids);
  if (!ids || !views) return undefined;
  const byId = new Map(views.map((v) => [v.id, v]));
  return ids.map((id) => byId.get(id)).filter((v): v is PlaceView => !!v);
}
