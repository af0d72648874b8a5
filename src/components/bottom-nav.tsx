import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useNewBadges } from '#/data/queries/badges';
import { useProfile, useRoles } from '#/data/queries/profile';
import { newBadgesLabel } from '#/domain/badge-news';
import { isTastemakerView } from '#/domain/roles';
import { useSessionStore } from '#/stores/session';
import { useFirstScreenDrawn } from './after-first-draw';
import { BASE_TABS, DASHBOARD_TAB, NavBar } from './nav-bar';

/**
 * The main navigation. The Dashboard tab shows for tastemakers and for admins
 * previewing the tastemaker view (spec §2); it follows roles and view mode as they sync.
 * The Profile tab counts the badges the user has not seen yet.
 */
export function BottomNav({ status }: { status?: ReactNode }) {
  const userId = useSessionStore((s) => s.userId);
  // Onboarding is a path of its own, its buttons at the foot of the screen: no tabs over them.
  const onboarding = useLocation().pathname.startsWith('/onboarding');
  const roles = useRoles(userId);
  const profile = useProfile(userId);
  // Counted once the screen is drawn: news can wait the moment the first cards take on a phone.
  const newBadges = useNewBadges(useFirstScreenDrawn() ? userId : '')?.length ?? 0;
  const tabs = (roles && isTastemakerView(roles, profile?.view_mode) ? [...BASE_TABS, DASHBOARD_TAB] : BASE_TABS).map((tab) =>
    // Badges not seen yet wait on Profile: one count there, however many actions earned them.
    tab.to === '/profile' && newBadges ? { ...tab, news: { count: newBadges, label: newBadgesLabel(newBadges) } } : tab,
  );
  if (onboarding) return null;
  return <NavBar tabs={tabs} status={userId ? status : undefined} />;
}
