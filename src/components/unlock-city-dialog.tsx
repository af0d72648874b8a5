import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { CheckCircle2, MapPin, Sparkles, Users } from 'lucide-react';
import { toast } from '#/toast';
import { create } from 'zustand';
import { unlockCity } from '#/data/server/accounts';
import { describeServerError } from '#/data/server/call';
import { useOfferContext } from '#/data/queries/offers';
import { cityOffer, cityUnlockPrice, countLabel, placesSource, restLabel, unlockLabel, unlockTerms, type CityOffer } from '#/domain/offers';
import type { City, Tastemaker } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { useTastemakerByParam } from '#/data/queries/tastemaker-profile';
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
  const userId = useSessionStore((s) => s.userId);
  // What the unlock gives, from the access policy over what the device holds (src/domain/offers.ts).
  const context = useOfferContext(userId);
  const offer = context && cityOffer('city_unlock', city, context);
  const guide = useTastemakerByParam(city.featured_tastemaker || undefined);
  const price = cityUnlockPrice(city);
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
    <Dialog open={open} onOpenChange={change} title={`Unlock ${city.name}`} description={unlockTerms(price)}>
      {state === 'initial' && (
        <div className="space-y-4">
          <p className="text-3xl font-bold">{price.price}</p>
          {offer && <OfferList offer={offer} guide={guide} />}
          {!!price.priceCents && <p className="rounded-xl bg-card-2 px-3 py-2 text-xs text-muted">Mock payment mode (no real charges)</p>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => change(false)}>
              Cancel
            </Button>
            <Button onClick={() => void submit()}>{unlockLabel(price)}</Button>
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

/**
 * What the unlock gives and what stays paid (src/domain/offers.ts): the places
 * the buyer will open, the local guide that brings them, and the tastemakers
 * still to follow at their price.
 */
function OfferList({ offer, guide }: { offer: CityOffer; guide: Tastemaker | null | undefined }) {
  const rest = restLabel(offer.gives);
  return (
    <ul className="space-y-2 text-sm" data-testid="unlock-offer">
      <li className="flex items-center gap-2">
        <MapPin className="h-4 w-4 shrink-0 text-brand" aria-hidden />
        <span data-testid="offer-places">
          {countLabel(offer.gives)} {placesSource(offer)}
        </span>
      </li>
      {offer.guide && (
        <li className="flex items-center gap-2">
          <Sparkles className="h-4 w-4 shrink-0 text-brand" aria-hidden /> {guide ? `${guide.name}, the local guide,` : 'The local guide'}{' '}
          included
        </li>
      )}
      {rest && (
        <li className="flex items-center gap-2">
          <Users className="h-4 w-4 shrink-0 text-brand" aria-hidden />
          <span data-testid="offer-rest">{rest}</span>
        </li>
      )}
    </ul>
  );
}
