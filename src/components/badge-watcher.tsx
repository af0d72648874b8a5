// 'Badge Earned!' when a new badge arrives through sync (spec §8), whichever
// device or action earned it (src/data/queries/badges.ts decides what is new).
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useBadgeAnnouncements } from '#/data/queries/badges';
import { useSessionStore } from '#/stores/session';

export function BadgeWatcher() {
  const userId = useSessionStore((s) => s.userId);
  const announce = useCallback((name: string) => {
    toast.success('Badge Earned!', { description: `You earned the "${name}" badge!` });
  }, []);
  useBadgeAnnouncements(userId, announce);
  return null;
}
