import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Footprints, Heart, Lock, MapPin, TramFront } from 'lucide-react';
import { toast } from '#/toast';
import { toggleSavedPlace } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import { budgetSymbol } from '#/domain/format';
import { describeDistance, distanceMeters, type LatLng } from '#/domain/geo';
import type { PlaceView, Tastemaker } from '#/domain/types';
import { AddToCollection } from './add-to-collection';
import { Button, SafeImage } from './ui';
import { LazyPopover } from './popover/lazy-popover';
import { PlaceLinks } from './place-links';
import { openSubscribeDialog } from './subscribe-dialog-host';
import { pictureOf } from '#/domain/images';
import { useUnitsStore } from '#/stores/units';

// Loaded when a locked tastemaker is tapped: a list of cards needs no dialog before that.
const Dialog = lazy(() => import('./dialog').then((module) => ({ default: module.Dialog })));

export interface PlaceCardProps {
  place: PlaceView;
  saved: boolean;
  signedIn: boolean;
  /** Tastemakers the user has access to (their avatars are not dimmed). */
  accessible: ReadonlySet<string>;
  /** The public collection the card is shown through: its details come from there when the device lacks the place. */
  via?: string;
  /** Where "near me" measures from: the card then says how far the place is ("850 m, 11 min walk"). */
  from?: LatLng | null;
  /** Why the tastemaker whose list this is picked it: shown as the card's why, in place of the description. */
  note?: string;
}

/** Save and add-to-collection, over a place's image (card and detail page). Saving works offline. */
export function PlaceActions({ place, saved, signedIn }: { place: PlaceView; saved: boolean; signedIn: boolean }) {
  const save = useServerAction(() => toggleSavedPlace(place.id), {
    failure: 'Failed to update saved places',
    onSuccess: (nowSaved) => {
      // The heart keeps a place among the saved places, not in a collection (the spec's 'Saved! Saved <place> to
      // your collection' promised one): the act in the title, the place under it, the same for both ways.
      if (nowSaved) toast.success('Saved', { description: place.name });
      else toast('Removed', { description: place.name });
    },
  });
  const toggleSave = () => {
    if (!signedIn) toast.error('Please sign in to save places');
    else void save.run();
  };
  return (
    <div className="absolute right-2 top-2 flex gap-2">
      <button
        type="button"
        onClick={toggleSave}
        aria-label={saved ? `Remove ${place.name} from saved places` : `Save ${place.name}`}
        aria-pressed={saved}
        // A stored screen records a tap on it by this, and the app replays it (src/data/cache/screen-taps.ts).
        data-save-place={place.id}
        className="rounded-full bg-black/50 p-3 text-white backdrop-blur hover:bg-black/70"
      >
        <Heart className={`h-5 w-5 ${saved ? 'fill-brand text-brand' : ''}`} />
      </button>
      <AddToCollection placeId={place.id} placeName={place.name} signedIn={signedIn} />
    </div>
  );
}

export function PlaceCard({ place, saved, signedIn, accessible, via, from, note }: PlaceCardProps) {
  const [locked, setLocked] = useState<Tastemaker | null>(null);
  const navigate = useNavigate();
  const openTastemaker = (t: Tastemaker) => {
    if (accessible.has(t.id)) navigate(`/tastemaker/${t.slug}`);
    else setLocked(t);
  };
  // Spec §2: 'Unlock Now' leads into subscribing to that tastemaker, the price confirmed in the dialog.
  const unlockNow = () => {
    if (!locked) return;
    setLocked(null);
    if (!signedIn) {
      toast.error('Please sign in to subscribe');
      navigate('/auth');
      return;
    }
    openSubscribeDialog({ id: locked.id, name: locked.name, slug: locked.slug }, { unlocking: true });
  };
  const why = note ?? place.description;
  return (
    // Compact, so a phone shows two and a half cards: artwork at most 40% of the card's height, and
    // the name, neighbourhood, why and actions all in view (tests/e2e/place-cards.spec.ts).
    <article className="overflow-hidden rounded-2xl border border-app bg-card" data-testid="place-card" data-place-id={place.id}>
      <div className="relative h-24">
        <SafeImage {...pictureOf('places', place)} alt={place.name} className="h-full w-full object-cover" />
        {place.categoryNames[0] && (
          <span className="absolute left-2 top-2 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur">
            {place.categoryNames[0]}
          </span>
        )}
        <PlaceActions place={place} saved={saved} signedIn={signedIn} />
        {place.vibes.length > 0 && (
          // Whole tags on one line over the picture's foot: one that does not fit is left out, never cut.
          <ul className="absolute inset-x-2 bottom-2 flex h-6 flex-wrap gap-1.5 overflow-hidden" aria-label="Vibes">
            {place.vibes.slice(0, 3).map((vibe) => (
              <li key={vibe} className="whitespace-nowrap rounded-full bg-black/60 px-2 py-0.5 text-xs text-white backdrop-blur">
                {vibe}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-1 px-3 pb-3 pt-2">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="truncate text-base font-bold">{place.name}</h3>
          <span className="shrink-0 text-sm font-semibold text-brand-2" aria-label={`Budget ${place.budget || 'low'}`}>
            {budgetSymbol(place.budget)}
          </span>
        </div>
        <div className="flex items-center justify-between gap-3 text-sm text-muted">
          <p className="flex min-w-0 items-center gap-1" data-testid="place-neighbourhood">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="truncate">
              {place.neighborhood}
              {place.name_local && <span> · {place.name_local}</span>}
            </span>
          </p>
          {from && <PlaceDistance place={place} from={from} />}
        </div>
        <p className={`line-clamp-2 text-sm ${note ? 'italic' : 'text-muted'}`} data-testid="place-why">
          {note ? `“${why}”` : why}
        </p>
        <div className="flex items-center justify-between gap-2 pt-1">
          <TastemakerStack tastemakers={place.tastemakers} accessible={accessible} onChoose={openTastemaker} />
          <PlaceLinks place={place} via={via} size="small" />
        </div>
      </div>
      {/* Mounted while open only: a list of cards would otherwise mount a closed dialog per card. */}
      {locked && (
        <Suspense fallback={null}>
          <Dialog
            open
            onOpenChange={(open) => !open && setLocked(null)}
            title={`Unlock ${locked.name}`}
            description={`Subscribe to ${locked.name} to see their profile and every place they recommend.`}
          >
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setLocked(null)}>
                Cancel
              </Button>
              <Button onClick={unlockNow}>Unlock Now</Button>
            </div>
          </Dialog>
        </Suspense>
      )}
    </article>
  );
}

/**
 * How far the place is from `from`, in the traveller's units: a walker within about 2 km ("850 m,
 * 11 min walk"), a tram beyond ("4.3 km"), never a walk to a place nobody walks to. Nothing when
 * either has no position.
 */
export function PlaceDistance({ place, from, suffix = '' }: { place: LatLng; from: LatLng; suffix?: string }) {
  const units = useUnitsStore((s) => s.units);
  const figure = describeDistance(distanceMeters(place, from), units);
  if (!figure) return null;
  const Icon = figure.mode === 'walk' ? Footprints : TramFront;
  return (
    <span
      className="flex min-w-0 shrink-0 items-center gap-1 text-sm font-medium text-fg"
      data-testid="place-distance"
      data-mode={figure.mode}
    >
      <Icon className="h-3.5 w-3.5 shrink-0" role="img" aria-label={figure.mode === 'walk' ? 'On foot' : 'By transit or taxi'} />
      <span className="truncate">
        {figure.text}
        {suffix}
      </span>
    </span>
  );
}

/** Up to three avatars; the popover lists every tastemaker, dimming and locking those not followed. */
function TastemakerStack({
  tastemakers,
  accessible,
  onChoose,
}: {
  tastemakers: Tastemaker[];
  accessible: ReadonlySet<string>;
  onChoose: (t: Tastemaker) => void;
}) {
  if (!tastemakers.length) return <span />;
  return (
    <LazyPopover
      trigger={
        <button
          type="button"
          className="flex min-h-11 min-w-11 shrink-0 items-center justify-center -space-x-2.5"
          aria-label={`Recommended by ${tastemakers.length} tastemaker${tastemakers.length === 1 ? '' : 's'}`}
        >
          {tastemakers.slice(0, 3).map((t) => (
            <SafeImage
              key={t.id}
              {...pictureOf('tastemakers', t)}
              alt={t.name}
              className="h-6 w-6 rounded-full border-2 border-[var(--card)] object-cover"
            />
          ))}
        </button>
      }
      content={{ sideOffset: 6, className: 'z-50 w-64 rounded-2xl border border-app bg-card p-3 text-fg shadow-xl' }}
    >
      <p className="mb-2 text-sm font-semibold">Recommended by</p>
      <ul className="space-y-1">
        {tastemakers.map((t) => {
          const open = accessible.has(t.id);
          return (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => onChoose(t)}
                className={`flex w-full items-center gap-2 rounded-xl p-1.5 text-left hover:bg-card-2 ${open ? '' : 'opacity-50'}`}
              >
                <SafeImage {...pictureOf('tastemakers', t)} alt="" className="h-8 w-8 rounded-full object-cover" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{t.name}</span>
                  <span className="block truncate text-xs text-muted">{t.title}</span>
                </span>
                {!open && <Lock className="h-4 w-4" aria-label="Locked" />}
              </button>
            </li>
          );
        })}
      </ul>
    </LazyPopover>
  );
}
