// The subscribe dialog opened from places other than the tastemaker's own
// profile (a place card's 'Unlock Now'). It lives in the app's frame, not in
// the card: the subscription's own sync re-renders the lists the card is in,
// which would unmount a dialog the card owned mid-payment.
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import type { SubscribeDialogProps } from './subscribe-dialog';

type Subscribing = SubscribeDialogProps['tastemaker'];

const useSubscribeStore = create<{ tastemaker: Subscribing | null; unlocking: boolean }>(() => ({ tastemaker: null, unlocking: false }));

export const openSubscribeDialog = (tastemaker: Subscribing, { unlocking = false } = {}) =>
  useSubscribeStore.setState({ tastemaker, unlocking });
const onOpenChange = (open: boolean) => {
  if (!open) useSubscribeStore.setState({ tastemaker: null });
};

// Loaded when first opened: most sessions never subscribe from a card.
const SubscribeDialog = lazy(() => import('./subscribe-dialog').then((m) => ({ default: m.SubscribeDialog })));

/** Render once, in the app's frame. */
export function SubscribeDialogHost() {
  const tastemaker = useSubscribeStore((s) => s.tastemaker);
  const unlocking = useSubscribeStore((s) => s.unlocking);
  const { pathname } = useLocation();
  // Another screen (the success page after paying, or any other) closes it.
  useEffect(() => onOpenChange(false), [pathname]);
  if (!tastemaker) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeDialog key={tastemaker.id} tastemaker={tastemaker} open onOpenChange={onOpenChange} unlocking={unlocking} />
    </Suspense>
  );
}
