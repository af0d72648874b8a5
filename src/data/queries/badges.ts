// Badges, which of them the user has earned, and which of those are news to
// them: earned, and not yet shown on Profile (src/domain/badge-news.ts says how).
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

/**
 * The badges the user earned that have not been shown to them yet (on Profile), newest first.
 * Empty until this device knows which badges are old news (useOldBadgesRemembered).
 * A badge whose details have not synced yet waits for them.
 */
export function useNewBadges(userId: string): BadgeView[] | undefined {
  return useLiveQuery(async () => {
    const seen = userId ? await readMeta(db, `seenBadges:${userId}`) : undefined;
    if (!seen) return [];
    const fresh = (await db.user_badges.where('user').equals(userId).toArray()).filter((e) => !seen.includes(e.badge));
    const badges = await db.badges.bulkGet(fresh.map((e) => e.badge));
    return fresh
      .flatMap((e, i) => {
        const badge = badges[i];
        return badge ? [{ ...badge, earnedAt: e.earned_at || e.created }] : [];
      })
      .sort((a, b) => b.earnedAt.localeCompare(a.earnedAt));
  }, [userId]);
}

/**
 * Remembers badges as shown to the user: Profile calls it for those it shows.
 * Device only (each device tells its traveller once); one transaction, so two
 * calls at once keep both.
 */
export async function markBadgesSeen(userId: string, badgeIds: readonly string[]): Promise<void> {
  const key = `seenBadges:${userId}` as const;
  await db.transaction('rw', db.meta, async () => {
    const seen = (await readMeta(db, key)) ?? [];
    if (seen.length && badgeIds.every((id) => seen.includes(id))) return;
    await writeMeta(db, key, [...new Set([...seen, ...badgeIds])]);
  });
}

/**
 * The first time this device holds the user's profile, the badges they hold
 * already are old news: remembered as shown, so a new phone does not
 * celebrate them. Badges earned from then on are new (useNewBadges).
 */
export function useOldBadgesRemembered(userId: string): void {
  const old = useLiveQuery(async () => {
    if (!userId || !(await db.profiles.get(userId)) || (await readMeta(db, `seenBadges:${userId}`))) return null;
    return (await db.user_badges.where('user').equals(userId).toArray()).map((e) => e.badge);
  }, [userId]);
  useEffect(() => {
    // Not remembered: tried again when the query next runs; at worst old badges show as new once.
    if (old) markBadgesSeen(userId, old).catch((error: unknown) => appLog.warn('queries/badges', error));
  }, [old, userId]);
}
