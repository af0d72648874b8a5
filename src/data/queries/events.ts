// Upcoming events of a city (spec §7: date at or after now, ascending), read
// from the [city+date] index; PocketBase dates sort as text.
import { useLiveQuery } from 'dexie-react-hooks';
import { pocketbaseDate } from '#/domain/merge';
import type { CityEvent } from '#/domain/types';
import { db } from '../db';

/** 'Now' is taken when the query runs (on mount and whenever the events table changes). */
export function useUpcomingEvents(cityId: string | undefined): CityEvent[] | undefined {
  return useLiveQuery(async () => {
    if (!cityId) return [];
    return db.events
      .where('[city+date]')
      .between([cityId, pocketbaseDate(new Date())], [cityId, '\uffff'], true, true)
      .toArray();
  }, [cityId]);
}
