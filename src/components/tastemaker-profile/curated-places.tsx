import { useAccess } from '#/data/queries/access';
import { useSavedPlaceIds } from '#/data/queries/saved-places';
import { useCuratedPlaces } from '#/data/queries/tastemaker-profile';
import { PlaceCard } from '../place-card';
import { EmptyState } from '../ui';
import { ListMapToggle, usePlacesView } from '../map/list-map-toggle';
import { PlaceMap } from '../map/place-map';

const NONE: ReadonlySet<string> = new Set();

/** The tastemaker's places held on this device, with their notes. */
export function CuratedPlaces({ tastemakerId, name, userId }: { tastemakerId: string; name: string; userId: string }) {
  const places = useCuratedPlaces(tastemakerId);
  const saved = useSavedPlaceIds(userId);
  const access = useAccess(userId);
  const [view, setView] = usePlacesView();
  // Nothing (not a spinner flash) while the local read runs.
  if (!places) return null;
  return (
    <section aria-labelledby="curated-places" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h2 id="curated-places" className="text-lg font-bold">
            Curated Places
          </h2>
          <span className="text-sm text-muted" data-testid="curated-count">
            {places.length} {places.length === 1 ? 'place' : 'places'}
          </span>
        </div>
        {places.length > 0 && <ListMapToggle view={view} onChange={setView} />}
      </div>
      {places.length === 0 ? (
        <EmptyState title={`No places from ${name} on this device yet`}>They appear once their cities are synced.</EmptyState>
      ) : view === 'map' ? (
        <PlaceMap places={places} className="h-[60dvh] min-h-72" />
      ) : (
        <ul className="space-y-3">
          {places.map((place) => (
            <li key={place.id}>
              {/* The tastemaker's note is the card's why: the reason in their words, in the card's own line. */}
              <PlaceCard
                place={place}
                saved={!!saved?.has(place.id)}
                signedIn={!!userId}
                accessible={access?.tastemakers ?? NONE}
                note={place.note || undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
