// The app's toasts: one at a time, at the foot of the screen just above the
// bottom bar, clear of the screen's header (Back, Save, Add to a collection)
// and of the bar's tabs (issue 30). Swiped away down or sideways from 20 px
// (sonner's own threshold is 45 px: use-toast-swipe.ts closes the shorter
// swipes through each toast's close button, which stays out of sight).
// Onboarding has no bottom bar and its one action sits at the foot of the
// screen, where a toast would take the tap meant for it: there toasts show at
// the top, where its first step has no control (Back comes from step 2).
// An error looks like one (richColors: a red toast with its icon), not like news.
import { useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { useThemeStore } from '#/stores/theme';
import { useToastSwipe, type SwipeDirection } from './use-toast-swipe';

const SWIPE_DIRECTIONS: SwipeDirection[] = ['bottom', 'left', 'right'];
/** Above the bottom bar (index.css sets its height as --bottom-bar-height), with a gap. */
const ABOVE_BAR = { bottom: 'calc(var(--bottom-bar-height) + 0.5rem)' };
const TOP = { top: 'calc(env(safe-area-inset-top) + 0.5rem)' };

export function AppToaster() {
  const theme = useThemeStore((s) => s.theme);
  const onboarding = useLocation().pathname.startsWith('/onboarding');
  useToastSwipe(SWIPE_DIRECTIONS);
  return (
    <Toaster
      theme={theme}
      richColors
      position={onboarding ? 'top-center' : 'bottom-center'}
      offset={onboarding ? TOP : ABOVE_BAR}
      mobileOffset={onboarding ? TOP : ABOVE_BAR}
      visibleToasts={1}
      duration={4000}
      swipeDirections={SWIPE_DIRECTIONS}
      closeButton
      // sonner's stylesheet is unlayered: only an !important utility hides the button.
      toastOptions={{ classNames: { closeButton: 'hidden!' } }}
    />
  );
}
