import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ActiveCitySaver } from './active-city-saver';
import { BadgeWatcher } from './badge-watcher';
import { AfterFirstDraw } from './after-first-draw';
import { AppFrame } from './app-frame';
import { BottomNav } from './bottom-nav';
import { SubscribeDialogHost } from './subscribe-dialog-host';
import { useScrollMemory } from './use-scroll-memory';

// The indicator and its panel (popover, dates) load after the first paint.
const SyncIndicator = lazy(() => import('./sync-status').then((m) => ({ default: m.SyncIndicator })));
// So do the toasts (sonner): one asked for sooner waits for them (src/toast.ts).
const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/** The frame of every screen: content, the bottom navigation and the toasts. */
export function AppLayout() {
  useScrollMemory();
  return (
    <AppFrame>
      <AfterFirstDraw>
        <ActiveCitySaver />
        <BadgeWatcher />
      </AfterFirstDraw>
      <Outlet />
      <BottomNav
        status={
          // A visitor has nothing to sync: the status shows for a signed-in user only.
          <Suspense fallback={null}>
            <SyncIndicator />
          </Suspense>
        }
      />
      <SubscribeDialogHost />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </AppFrame>
  );
}
