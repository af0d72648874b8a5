// Toasts go at a 20 px swipe (spec §8), however slowly it is made. sonner has
// no option for its own threshold (45 px, or a flick faster than 0.11 px/ms),
// so this hook finishes the swipes sonner lets go: a drag of SWIPE_PX or more
// in an allowed direction that sonner did not take closes the toast through
// its own close button (the Toaster's `closeButton`, kept out of sight), as
// if the user had pressed it. sonner's code stays as published.
import { useEffect } from 'react';

/** How far a toast is dragged before it goes. */
export const SWIPE_PX = 20;

export type SwipeDirection = 'top' | 'right' | 'bottom' | 'left';

interface Press {
  toast: HTMLElement;
  pointerId: number;
  x: number;
  y: number;
}

/** The direction of a drag by (dx, dy), along its longer axis, as sonner reads it. */
function directionOf(dx: number, dy: number): SwipeDirection {
  if (Math.abs(dx) > Math.abs(dy)) return dx < 0 ? 'left' : 'right';
  return dy < 0 ? 'top' : 'bottom';
}

/** Closes a toast dragged SWIPE_PX or more in one of `directions`, when sonner itself did not. */
export function useToastSwipe(directions: readonly SwipeDirection[]): void {
  useEffect(() => {
    let press: Press | null = null;
    const onDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const toast = target?.closest<HTMLElement>('[data-sonner-toast]');
      // A press on a button (the toast's action) is a tap, for sonner too.
      press =
        toast && event.button !== 2 && !target?.closest('button')
          ? { toast, pointerId: event.pointerId, x: event.clientX, y: event.clientY }
          : null;
    };
    const onUp = (event: PointerEvent) => {
      if (!press || event.pointerId !== press.pointerId) return;
      const { toast, x, y } = press;
      press = null;
      const [dx, dy] = [event.clientX - x, event.clientY - y];
      if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_PX || !directions.includes(directionOf(dx, dy))) return;
      // Once sonner has handled this pointerup (and React has drawn it): a swipe it took is on its way out.
      setTimeout(() => {
        if (!toast.isConnected || toast.dataset.removed === 'true') return;
        toast.querySelector<HTMLButtonElement>('[data-close-button]')?.click();
      });
    };
    const onCancel = () => (press = null);
    // Capture: sonner holds the pointer on the toast; the document still sees every event first.
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    document.addEventListener('pointercancel', onCancel, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
      document.removeEventListener('pointercancel', onCancel, true);
    };
  }, [directions]);
}
