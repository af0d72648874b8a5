import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { ActiveCitySaver } from './active-city-saver';
import { BadgeWatcher } from './badge-watcher';
import { AppFrame } from './app-frame';
import { BottomNav } from './bottom-nav';
import { useThemeStore } from '#/stores/theme';

// The indicator and its panel (popover, dates) load after the first paint.
const SyncIndicator = lazy(() => import('./sync-status').then((m) => ({ default: m.SyncIndicator })));

/** The frame of every screen: content, the bottom navigation and the toasts. */
export function AppLayout() {
  const theme = useThemeStore((s) => s.theme);
  return (
    <AppFrame>
      <Suspense fallback={null}>
        <SyncIndicator />
      </Suspense>
      <ActiveCitySaver />
      <BadgeWatcher />
      <Outlet />
      <BottomNav />
      <Toaster theme={theme} position="top-center" visibleToasts={3} duration={4000} swipeDirections={['top', 'left', 'right']} />
    </AppFrame>
  );
}
