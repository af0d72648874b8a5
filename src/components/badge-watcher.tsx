import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { toast } from 'sonner';
import { db, getMeta, setMeta } from '#/data/db';
import { useSessionStore } from '#/stores/session';

/**
 * 'Badge Earned!' when a new badge arrives through sync, whichever device or
 * action earned it. Badges already held when this device first synced the
 * user's rows are remembered silently, so a new phone does not celebrate old news.
 */
// One check at a time, so two quick updates cannot both celebrate the same badge.
let checking: Promise<void> = Promise.resolve();

export function BadgeWatcher() {
  const userId = useSessionStore((s) => s.userId);
  const state = useLiveQuery(async () => {
    if (!userId || !(await db.profiles.get(userId))) return null;
    const earned = await db.user_badges.where('user').equals(userId).toArray();
    const badges = await db.badges.bulkGet(earned.map((e) => e.badge));
    return earned.map((e, i) => ({ id: e.badge, name: badges[i]?.name ?? 'a new' }));
  }, [userId]);
  useEffect(() => {
    if (!state) return;
    const key = `seenBadges:${userId}`;
    checking = checking.then(async () => {
      const seen = await getMeta<string[]>(db, key);
      if (seen) {
        for (const badge of state.filter((b) => !seen.includes(b.id))) {
          toast.success('Badge Earned!', { description: `You earned the "${badge.name}" badge!` });
        }
      }
      await setMeta(db, key, [...new Set([...(seen ?? []), ...state.map((b) => b.id)])]);
    }).catch(() => undefined);
  }, [state, userId]);
  return null;
}
