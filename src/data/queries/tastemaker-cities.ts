// Which cities each tastemaker curates, for the Discover page's city filter.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';

/** Tastemaker id → ids of their cities, from the city_tastemakers links on the device. */
export function useTastemakerCityMap(): Map<string, string[]> | undefined {
  return useLiveQuery(async () => {
    const map = new Map<string, string[]>();
    for (const link of await db.city_tastemakers.toArray()) {
      const cities = map.get(link.tastemaker);
      if (cities) cities.push(link.city);
      else map.set(link.tastemaker, [link.city]);
    }
    return map;
  }, []);
}
