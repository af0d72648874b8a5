// Upcoming events of a city, from the catalog: each with its next occurrence
// in the city's time zone, soonest first (src/domain/events.ts). One-offs that
// have happened, and events whose schedule contradicts their title, are left out.
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { upcomingEvents, type UpcomingEvent } from '#/domain/events';
import type { City, CityEvent } from '#/domain/types';
import { loadCatalog } from '../catalog/catalog';
import { db } from '../db';

/** The time now, taken again every minute, so an open screen drops what has started. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function useUpcomingEvents(city: Pick<City, 'id' | 'timezone'> | null | undefined): Array<UpcomingEvent<CityEvent>> | undefined {
  const cityId = city?.id;
  const events = useLiveQuery(async () => (cityId ? ((await loadCatalog(db)).eventsByCity.get(cityId) ?? []) : []), [cityId]);
  const now = useMinuteClock();
  const timeZone = city?.timezone || undefined;
  return useMemo(() => events && upcomingEvents(events, now, timeZone), [events, now, timeZone]);
}
