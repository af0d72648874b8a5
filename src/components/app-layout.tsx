import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { BottomNav } from './bottom-nav';
import { SyncIndicator } from './sync-status';
import { useThemeStore } from '#/stores/theme';

/** The frame of every screen: content, the bottom navigation and the toasts. */
export function AppLayout() {
  const theme = useThemeStore((s) => s.theme);
  return (
    <div className="min-h-dvh bg-app text-fg pb-20">
      <SyncIndicator />
      <Outlet />
      <BottomNav />
      <Toaster theme={theme} position="top-center" visibleToasts={3} duration={4000} swipeDirections={['top', 'left', 'right']} />
    </div>
  );
}
