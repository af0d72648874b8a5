// News of badges, gathered (issue 29, section 5). A badge followed almost
// every action as a toast over the top of the screen, where a phone has its
// Back button and a place's heart. Now the Profile tab counts the badges not
// yet seen (src/components/nav-bar.tsx), Profile says them once, in its flow
// (profile/new-badges-notice.tsx), and this says them to screen readers: one
// polite announcement per burst, whichever device or action earned them.
import { useEffect, useRef, useState } from 'react';
import { useNewBadges, useOldBadgesRemembered } from '#/data/queries/badges';
import { badgeNews } from '#/domain/badge-news';
import { useSessionStore } from '#/stores/session';

/** How long after the last new badge the announcement waits for more: the badges of one burst of actions go together. */
export const GATHER_MS = 3000;

export function BadgeWatcher({ gatherMs = GATHER_MS }: { gatherMs?: number }) {
  const userId = useSessionStore((s) => s.userId);
  useOldBadgesRemembered(userId);
  const fresh = useNewBadges(userId);
  const announced = useRef(new Set<string>());
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    // Badge ids are the catalog's: the user's id makes them theirs, should another sign in on this page.
    const unsaid = (fresh ?? []).filter((b) => !announced.current.has(`${userId}:${b.id}`));
    if (!unsaid.length) return;
    // Each new arrival restarts the wait (this effect's cleanup), so a burst is said once, whole.
    const timer = setTimeout(() => {
      for (const badge of unsaid) announced.current.add(`${userId}:${badge.id}`);
      const news = badgeNews(unsaid.map((b) => b.name));
      if (news) setAnnouncement(`${news.title} ${news.description} See them on your Profile.`);
    }, gatherMs);
    return () => clearTimeout(timer);
  }, [fresh, gatherMs, userId]);
  return (
    <p role="status" className="sr-only" data-testid="badge-announcement">
      {announcement}
    </p>
  );
}
