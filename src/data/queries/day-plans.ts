// The user's day plans, from the device (they work offline once synced or made here).
import { useLiveQuery } from 'dexie-react-hooks';
import type { DayPlan } from '#/domain/types';
import { db } from '../db';

/** The user's plans, newest first. */
export function useDayPlans(userId: string): DayPlan[] | undefined {
  return useLiveQuery(
    async () =>
      userId ? (await db.day_plans.where('user').equals(userId).toArray()).sort((a, b) => b.created.localeCompare(a.created)) : [],
    [userId],
  );
}

/** One plan; null once the device knows it has none. */
export function useDayPlan(id: string | undefined): DayPlan | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.day_plans.get(id)) ?? null) : null), [id]);
}
