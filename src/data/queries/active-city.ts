// The active city (spec §4): a signed-in user's profile.active_city, else their
// first unlocked city; the default city (seoul) for visitors.
import { useLiveQuery } from 'dexie-react-hooks';
import type { City } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { db } from '../db';

export const DEFAULT_CITY_SLUG = 'seoul';

export interface ActiveCity {
  city: City | null;
  /** True when the active city came from the fallback and should be saved to the profile. */
  needsSaving: boolean;
}

export function useActiveCity(): ActiveCity | undefined {
  const { ready, userId } = useSessionStore();
  return useLiveQuery(async () => {
    if (!ready) return undefined;
    const fallback = (await db.cities.where('slug').equals(DEFAULT_CITY_SLUG).first()) ?? null;
    if (!userId) return { city: fallback, needsSaving: false };
    const profile = await db.profiles.get(userId);
    if (!profile) return { city: fallback, needsSaving: false };
    const active = profile.active_city ? await db.cities.get(profile.active_city) : undefined;
    if (active) return { city: active, needsSaving: false };
    const first = profile.unlocked_cities?.[0] ? await db.cities.get(profile.unlocked_cities[0]) : undefined;
    return first ? { city: first, needsSaving: true } : { city: fallback, needsSaving: false };
  }, [ready, userId]);
}
