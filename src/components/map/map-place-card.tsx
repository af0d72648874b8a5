// The card a tapped pin opens over the map: what to decide by (name, kind,
// neighbourhood, the editors' score, named as such: travellers' reviews are
// on the place's page; how far it is when near me is on) and where to go next
// (the place's page, directions).
import { forwardRef } from 'react';
import { MapPin, Star, X } from 'lucide-react';
import type { LatLng } from '#/domain/geo';
import type { PlaceView } from '#/domain/types';
import { pinColour } from '#/domain/map';
import { EDITORS_SCORE_LABEL } from '#/domain/reviews';
import { PlaceLinks } from '../place-links';
import { PlaceDistance } from '../place-card';

interface MapPlaceCardProps {
  place: PlaceView;
  via?: string;
  /** Where distances are measured from, when near me is on. */
  from?: LatLng;
  onClose: () => void;
}

export const MapPlaceCard = forwardRef<HTMLElement, MapPlaceCardProps>(function MapPlaceCard({ place, via, from, onClose }, ref) {
  return (
    <article
      ref={ref}
      aria-label={place.name}
      data-testid="map-place-card"
      data-place-id={place.id}
      className="absolute inset-x-2 bottom-2 z-10 rounded-2xl border border-app bg-card p-3 shadow-xl"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="truncate text-base font-bold">{place.name}</h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-muted">
            {place.categoryNames[0] && (
              <span className="inline-flex items-center gap-1">
                <span className="h-2.5 w-2.5 rounded-full" style={{ background: pinColour(place.categoryKeys) }} aria-hidden />
                {place.categoryNames[0]}
              </span>
            )}
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-3.5 w-3.5" aria-hidden /> {place.neighborhood}
            </span>
            {place.rating > 0 && (
              <span className="inline-flex items-center gap-1" data-testid="editors-score">
                <Star className="h-3.5 w-3.5 fill-brand-2 text-brand-2" aria-hidden />
                {place.rating.toFixed(1)} <span className="text-xs">{EDITORS_SCORE_LABEL.toLowerCase()}</span>
              </span>
            )}
          </p>
          {from && <PlaceDistance place={place} from={from} />}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${place.name}`}
          className="-m-1 shrink-0 rounded-full p-2 text-muted hover:bg-card-2 hover:text-fg"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <PlaceLinks place={place} via={via} size="large" />
    </article>
  );
});
