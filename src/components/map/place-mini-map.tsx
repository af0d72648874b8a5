// A small map of one place on its page: the streets around its pin, still
// (no pan, no zoom: a thumb scrolling the page never drags it). A tap opens
// the full map (/map) centred on the place with its card. MapLibre comes in
// the maps' own chunk (mini-map-view.tsx), fetched once the page shows it;
// without a position the place has no small map.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Map as MapIcon } from 'lucide-react';
import { hasPosition } from '#/domain/map';
import type { PlaceView } from '#/domain/types';
import { MapErrorBoundary } from './place-map';

const MiniMapView = lazy(() => import('./mini-map-view'));

export function PlaceMiniMap({ place, citySlug }: { place: PlaceView; citySlug: string | undefined }) {
  if (!citySlug || !hasPosition(place)) return null;
  return (
    <Link
      to={`/map?place=${place.id}`}
      aria-label={`Open ${place.name} on the map`}
      data-testid="place-mini-map"
      className="relative block h-36 overflow-hidden rounded-2xl border border-app bg-card-2"
    >
      {/* Nothing the map draws takes a tap: the whole of it is this link. */}
      <span className="pointer-events-none absolute inset-0" aria-hidden>
        <MapErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <MiniMapView place={place} citySlug={citySlug} />
          </Suspense>
        </MapErrorBoundary>
      </span>
      <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-black/65 px-2.5 py-1 text-xs font-semibold text-white">
        <MapIcon className="h-3.5 w-3.5" aria-hidden /> Open map
      </span>
    </Link>
  );
}
