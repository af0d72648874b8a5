import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2, MapPin, Sparkles, Users } from 'lucide-react';
import { toast } from 'sonner';
import { create } from 'zustand';
import { unlockCity } from '#/data/server/accounts';
import { describeServerError } from '#/data/server/call';
import { cityPrice, formatDollars } from '#/domain/format';
import type { City } from '#/domain/types';
import {
  UNLOCK_FAILED_FALLBACK,
  UNLOCK_SUCCESS_CLOSE_MS,
  canDismissUnlockDialog,
  classifyUnlockReply,
  unlockDialogReducer,
  withMinimumDelay,
} from '#/domain/unlock-dialog';
import { Button } from './ui';
import { Dialog } from './dialog';

// Which city the dialog is unlocking. It lives outside the button because the
// unlock's own sync turns the locked card or page into the unlocked one,
// which would unmount a dialog owned by the button mid-payment.
const useUnlockDialogStore = create<{ city: City | null }>(() => ({ city: null }));

export const openUnlockDialog = (city: City) => useUnlockDialogStore.setState({ city });
const onHostOpenChange = (open: boolean) => {
  if (!open) useUnlockDialogStore.setState({ city: null });
};

/** Render once per page that shows UnlockCityButton, outside anything that depends on the city being locked. */
export function UnlockCityDialogHost() {
  const city = useUnlockDialogStore((s) => s.city);
  // Closing a page closes its dialog, so another page never finds it open.
  useEffect(() => () => onHostOpenChange(false), []);
  return city ? <UnlockCityDialog key={city.id} city={city} open onOpenChange={onHostOpenChange} /> : null;
}

/**
 * The city unlock dialog (spec §4): initial, processing (at least 1.5 s),
 * success (closes after 2 s and opens the city). Callers decide whether it may
 * open at all (signed in, online): see UnlockCityButton.
 */
export function UnlockCityDialog({ city, open, onOpenChange }: { city: City; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [state, dispatch] = useReducer(unlockDialogReducer, 'initial');
  const navigate = useNavigate();
  const price = formatDollars(cityPrice(city.price));
  // A reply that arrives after the dialog went away must not reopen or navigate.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => {
      onOpenChange(false);
      dispatch({ type: 'reset' });
      navigate(`/city/${city.slug}`);
    }, UNLOCK_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state, city.slug, navigate, onOpenChange]);

  const submit = async () => {
    dispatch({ type: 'submit' });
    // Not useServerAction: the dialog's own states (processing after a minimum delay, success, already unlocked) answer here.
    try {
      const outcome = classifyUnlockReply(await withMinimumDelay(unlockCity(city.id)));
      if (!mounted.current) return;
      if (outcome.kind === 'unlocked') return dispatch({ type: 'unlocked' });
      if (outcome.kind === 'already-unlocked') {
        dispatch({ type: 'already-unlocked' });
        onOpenChange(false);
        toast('Already Unlocked', { description: `${city.name} is already in your collection.` });
        return;
      }
      dispatch({ type: 'failed' });
      toast.error('Unlock Failed', { description: outcome.message });
    } catch (error) {
      if (!mounted.current) return;
      dispatch({ type: 'failed' });
      toast.error('Unlock Failed', { description: describeServerError(error, UNLOCK_FAILED_FALLBACK).message });
    }
  };

  const change = (next: boolean) => {
    if (next || !canDismissUnlockDialog(state)) return;
    onOpenChange(false);
    if (state === 'success') navigate(`/city/${city.slug}`);
    dispatch({ type: 'reset' });
  };

  return (
    <Dialog open={open} onOpenChange={change} title={`Unlock ${city.name}`} description="One-time payment · permanent access">
      {state === 'initial' && (
        <div className="space-y-4">
          <p className="text-3xl font-bold">{price}</p>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <MapPin className="h-4 w-4 text-brand" /> All {city.places_count} places in {city.name}
            </li>
            <li className="flex items-center gap-2">
              <Users className="h-4 w-4 text-brand" /> All {city.tastemakers_count} tastemakers of the city
            </li>
            <li className="flex items-center gap-2">
              <Sparkles className="h-4 w-4 text-brand" /> The free local guide, subscribed for you
            </li>
          </ul>
          <p className="rounded-xl bg-card-2 px-3 py-2 text-xs text-muted">Mock payment mode (no real charges)</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button onClick={() => void submit()}>Unlock for {price}</Button>
          </div>
        </div>
      )}
      {state === 'processing' && (
        <div role="status" className="flex flex-col items-center gap-3 py-8 text-muted">
          <span className="h-8 w-8 animate-spin rounded-full border-2 border-brand border-t-transparent" />
          Processing payment...
        </div>
      )}
      {state === 'success' && (
        <div role="status" className="flex flex-col items-center gap-3 py-8">
          <CheckCircle2 className="h-12 w-12 text-green-500" />
          <p className="text-lg font-semibold">{city.name} unlocked!</p>
        </div>
      )}
    </Dialog>
  );
}
