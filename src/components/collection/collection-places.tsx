// The places of a collection as cards, or on a map; the owner also gets a Remove button on each card.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import type { PlaceView } from '#/domain/types';
import { PlaceCard } from '#/components/place-card';
import { EmptyState } from '#/components/ui';
import { PlacesListOrMap } from '#/components/map/places-list-or-map';

export function CollectionPlaces({
  places,
  collectionName,
  saved,
  signedIn,
  accessible,
  onRemove,
  via,
  extra,
}: {
  places: PlaceView[];
  /** Someone else's public collection: place details are read through it. */
  via?: string;
  collectionName: string;
  saved: ReadonlySet<string>;
  signedIn: boolean;
  accessible: ReadonlySet<string>;
  /** Only for the owner (and a shared collection's editors). */
  onRemove?: (place: PlaceView) => void;
  /** What a shared collection shows under each place: who added it, votes, notes. */
  extra?: (place: PlaceView) => ReactNode;
}) {
  if (places.length === 0) {
    return (
      <EmptyState title="No places in this collection yet">
        {onRemove && (
          <Link to="/search" className="inline-flex min-h-11 items-center rounded-full bg-brand-strong px-4 py-2 font-semibold text-white">
            Find places
          </Link>
        )}
      </EmptyState>
    );
  }
  return (
    <PlacesListOrMap places={places} via={via}>
      <ul className="space-y-3" data-testid="collection-places">
        {places.map((place) => (
          <li key={place.id} className="space-y-2">
            <PlaceCard place={place} saved={saved.has(place.id)} signedIn={signedIn} accessible={accessible} via={via} />
            {extra?.(place)}
            {onRemove && (
              <div className="flex justify-end">
                <button
                  type="button"
                  onClick={() => onRemove(place)}
                  aria-label={`Remove ${place.name} from ${collectionName}`}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-app px-4 text-xs font-semibold text-muted hover:bg-card-2"
                >
                  <X className="h-3.5 w-3.5" aria-hidden /> Remove
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </PlacesListOrMap>
  );
}
