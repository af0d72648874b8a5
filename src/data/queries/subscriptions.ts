// The user's entitlements with their tastemakers.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Entitlement, Tastemaker } from '#/domain/types';
import { db } from '../db';

export interface SubscriptionView extends Entitlement {
  tastemakerRecord: Tastemaker | null;
}

export function useSubscriptions(userId: string): SubscriptionView[] | undefined {
  return useLiveQuery(async () => {
    if (!userId) return [];
    const entitlements = await db.entitlements.where('user').equals(userId).toArray();
    const tastemakers = await db.tastemakers.bulkGet(entitlements.map((e) => e.tastemaker));
    return entitlements
      .map((e, i) => ({ ...e, tastemakerRecord: tastemakers[i] ?? null }))
      .sort((a, b) => (a.tastemakerRecord?.name ?? '').localeCompare(b.tastemakerRecord?.name ?? ''));
  }, [userId]);
}

/** The user's entitlement to one tastemaker (undefined while loading, null when none). */
export function useEntitlement(userId: string, tastemakerId: string | undefined): Entitlement | null | undefined {
  return useLiveQuery(async () => {
    if (!userId || !tastemakerId) return null;
    return (
      (await db.entitlements
        .where('user')
        .equals(userId)
        .filter((e) => e.tastemaker === tastemakerId)
        .first()) ?? null
    );
  }, [userId, tastemakerId]);
}
