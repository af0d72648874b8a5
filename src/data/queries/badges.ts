// Badges, which of them the user has earned, and news of new ones.
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Badge } from '#/domain/types';
import { db } from '../db';
import { readMeta, writeMeta } from '../db/meta';
import { appLog } from '../log';

export interface BadgeView extends Badge {
  earnedAt: string | null;
}

/** Every badge, earned ones first (most recent first), then the rest by difficulty. */
export function useBadges(userId: string): BadgeView[] | undefined {
  return useLiveQuery(async () => {
    const [badges, earned] = await Promise.all([db.badges.toArray(), userId ? db.user_badges.where('user').equals(userId).toArray() : []]);
    const earnedAt = new Map(earned.map((e) => [e.badge, e.earned_at || e.created]));
    return badges
      .map((b) => ({ ...b, earnedAt: earnedAt.get(b.id) ?? null }))
      .sort(
        (a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? '') || a.criteria_count - b.criteria_count || a.name.localeCompare(b.name),
      );
  }, [userId]);
}

// One check at a time, so two quick updates cannot both announce the same badge.
let checking: Promise<void> = Promise.resolve();

/**
 * Calls `announce` once for each badge the user earns from now on, whichever
 * device or action earned it. Badges already held when this device first
 * synced the user's rows are remembered silently, so a new phone does not
 * celebrate old news.
 */
export function useBadgeAnnouncements(userId: string, announce: (badgeNames: string[]) => void): void {
  const earned = useLiveQuery(async () => {
    if (!userId || !(await db.profiles.get(userId))) return null;
    const held = await db.user_badges.where('user').equals(userId).toArray();
    const badges = await db.badges.bulkGet(held.map((e) => e.badge));
    return held.map((e, i) => ({ id: e.badge, name: badges[i]?.name ?? 'a new' }));
  }, [userId]);
  useEffect(() => {
    if (!earned) return;
    const key = `seenBadges:${userId}` as const;
    checking = checking
      .then(async () => {
        const seen = await readMeta(db, key);
        const fresh = seen ? earned.filter((b) => !seen.includes(b.id)) : [];
        // Together, in one announcement: onboarding earns several at once.
        if (fresh.length) announce(fresh.map((b) => b.name));
        await writeMeta(db, key, [...new Set([...(seen ?? []), ...earned.map((b) => b.id)])]);
      })
      // Not remembered: the badge is announced again next time, which is better than never.
      .catch((error: unknown) => appLog.warn('queries/badges', error));
  }, [earned, userId, announce]);
}
