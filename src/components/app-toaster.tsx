// The app's toasts: at the top, three at most, swiped away up or sideways
// from 20 px (sonner's own threshold is 45 px: use-toast-swipe.ts closes the
// shorter swipes through each toast's close button, which stays out of sight).
// An error looks like one (richColors: a red toast with its icon), not like news.
import { Toaster } from 'sonner';
import { useThemeStore } from '#/stores/theme';
import { useToastSwipe, type SwipeDirection } from './use-toast-swipe';

const SWIPE_DIRECTIONS: SwipeDirection[] = ['top', 'left', 'right'];

export function AppToaster() {
  const theme = useThemeStore((s) => s.theme);
  useToastSwipe(SWIPE_DIRECTIONS);
  return (
    <Toaster
      theme={theme}
      richColors
      position="top-center"
      visibleToasts={3}
      duration={4000}
      swipeDirections={SWIPE_DIRECTIONS}
      closeButton
      // sonner's stylesheet is unlayered: only an !important utility hides the button.
      toastOptions={{ classNames: { closeButton: 'hidden!' } }}
    />
  );
}
