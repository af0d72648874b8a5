// The app's toasts: at the top, three at most, swiped away up or sideways
// from 20 px (the build sets sonner's threshold: scripts/lib/toast-swipe.mjs).
// An error looks like one (richColors: a red toast with its icon), not like news.
import { Toaster } from 'sonner';
import { useThemeStore } from '#/stores/theme';

export function AppToaster() {
  const theme = useThemeStore((s) => s.theme);
  return (
    <Toaster theme={theme} richColors position="top-center" visibleToasts={3} duration={4000} swipeDirections={['top', 'left', 'right']} />
  );
}
