// 'Badge Earned!' when a new badge arrives through sync (spec §8), whichever
// device or action earned it (src/data/queries/badges.ts decides what is new).
import { useCallback } from 'react';
import { toast } from 'sonner';
import { useBadgeAnnouncements } from '#/data/queries/badges';
import { useSessionStore } from '#/stores/session';

/**
 * One badge: the spec's words. Several at once (onboarding earns three): one toast naming them all,
 * not a stack of three over the top of the screen.
 */
export function badgeToast(names: readonly string[]): [string, { description: string }] {
  if (names.length === 1) return ['Badge Earned!', { description: `You earned the "${names[0]}" badge!` }];
  const quoted = names.map((name) => `"${name}"`);
  return ['Badges Earned!', { description: `You earned the ${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)} badges!` }];
}

export function BadgeWatcher() {
  const userId = useSessionStore((s) => s.userId);
  const announce = useCallback((names: string[]) => {
    toast.success(...badgeToast(names));
  }, []);
  useBadgeAnnouncements(userId, announce);
  return null;
}
