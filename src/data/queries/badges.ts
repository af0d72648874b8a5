// Badges and which of them the user has earned.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Badge } from '#/domain/types';
import { db } from '../db';

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
      .sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? '') || a.criteria_count - b.criteria_count || a.name.localeCompare(b.name));
  }, [userId]);
}
