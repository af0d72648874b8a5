import { Compass, LayoutDashboard, MessageCircle, Search, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export interface Tab {
  to: string;
  label: string;
  icon: React.ComponentType<{ className?: string }>;
  /** Other paths that are this tab's screen in another view (the map of search's places). */
  also?: string[];
  /** News waiting on the tab's screen (new badges on Profile): a count on its icon, and words in its name. */
  news?: { count: number; label: string };
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** Whether the screen at `pathname` belongs to `tab`: Discover only at '/', the others with their sub-paths. */
export function isTabCurrent(tab: Pick<Tab, 'to' | 'also'>, pathname: string): boolean {
  if (tab.to === '/') return pathname === '/';
  return under(pathname, tab.to) || (tab.also ?? []).some((path) => under(pathname, path));
}

export const BASE_TABS: Tab[] = [
  { to: '/', label: 'Discover', icon: Compass },
  { to: '/search', label: 'Search', icon: Search, also: ['/map'] },
  { to: '/chat', label: 'Chat', icon: MessageCircle },
  { to: '/profile', label: 'Profile', icon: User },
];
export const DASHBOARD_TAB: Tab = { to: '/tastemaker-dashboard', label: 'Dashboard', icon: LayoutDashboard };

/**
 * The fixed bottom bar with the BETA badge, showing `tabs`, and `status` (the sync status) as the
 * bar's first item: in the layout, never over a screen's own controls. The bar is opaque, so its labels
 * keep their contrast over whatever scrolls under it, and the badge hangs inside its top edge, above the
 * icons (the tabs keep 14 px above them for it), over no label and no content.
 */
export function NavBar({ tabs, status }: { tabs: Tab[]; status?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-40 border-t border-app bg-card">
      <div className="relative mx-auto flex max-w-xl flex-wrap items-stretch justify-around px-2 pb-[env(safe-area-inset-bottom)]">
        <span className="pointer-events-none absolute left-1/2 top-0 -translate-x-1/2 rounded-full bg-brand-strong px-2 py-px text-[10px] font-bold leading-none tracking-wider text-white">
          BETA
        </span>
        {status}
        {tabs.map((tab) => {
          const current = isTabCurrent(tab, pathname);
          const Icon = tab.icon;
          return (
            <Link
              key={tab.to}
              to={tab.to}
              aria-current={current ? 'page' : undefined}
              aria-label={tab.news?.count ? `${tab.label}, ${tab.news.label}` : undefined}
              className={`flex flex-1 flex-col items-center gap-1 pb-1.5 pt-3.5 text-xs ${current ? 'text-brand' : 'text-muted hover:text-fg'}`}
            >
              <span className="relative">
                <Icon className="h-5 w-5" />
                {!!tab.news?.count && (
                  // In the bar, over the tab's own icon: it covers nothing and moves nothing.
                  <span
                    aria-hidden
                    data-testid={`tab-news-${tab.label.toLowerCase()}`}
                    className="absolute -right-2.5 -top-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-brand-strong px-1 text-[10px] font-bold leading-none text-white"
                  >
                    {tab.news.count > 9 ? '9+' : tab.news.count}
                  </span>
                )}
              </span>
              {tab.label}
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
