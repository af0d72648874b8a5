// The map of a list of places, as screens use it. MapLibre, the tile reader
// and the basemap style are a chunk of their own (map-view.tsx), fetched the
// first time a map is shown: the list screens and the first visit never load them.
import { Component as ReactComponent, lazy, Suspense, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useCities } from '#/data/queries/cities';
import type { LatLng } from '#/domain/geo';
import type { Located, MapBounds } from '#/domain/map';
import type { City, Pin, PlaceView } from '#/domain/types';
import { Spinner } from '#/components/ui';
import type { MapCity } from './map-view';

const MapView = lazy(() => import('./map-view'));

export interface PlaceMapProps {
  places: readonly PlaceView[];
  /** The city whose basemap is drawn; by default the one most of the places are in. */
  citySlug?: string;
  /** The area "Search this area" limited the places to, if any: the map then keeps its view. */
  area?: MapBounds | null;
  /** Offers "Search this area" once the user has moved the map. */
  onSearchArea?: (area: MapBounds) => void;
  /** The public collection the places are shown through (their page links read it). */
  via?: string;
  /** Near me is on and the traveller is in the city: where they stand (the map moves to them). */
  nearMe?: Located | null;
  /** Where the pin card's distance is measured from, as the list's cards (near me on). */
  distanceFrom?: Located;
  /** The traveller's own pins shown beside the places (issue 33). */
  ownPins?: readonly Pin[];
  /** Fill the screen from the map's top down to the bottom navigation (a map screen); else `className` sizes it. */
  fill?: boolean;
  className?: string;
  /** A day plan: the places are its stops in order, numbered, with the walk's line from `start` (map-view.tsx). */
  plan?: { start: LatLng | null };
}

export function PlaceMap({
  places,
  citySlug,
  area,
  onSearchArea,
  via,
  nearMe,
  distanceFrom,
  ownPins,
  fill,
  className = '',
  plan,
}: PlaceMapProps) {
  const cities = useCities();
  const city = useMemo(() => mapCity(cities, places, citySlug), [cities, places, citySlug]);
  const box = useRef<HTMLDivElement>(null);
  const height = useFillHeight(box, !!fill);
  return (
    <div ref={box} className={`relative ${className}`} style={fill ? { height } : undefined}>
      {cities !== undefined && (
        <MapErrorBoundary fallback={<MapNotice>The map couldn't load; the list shows every place.</MapNotice>}>
          <Suspense fallback={<MapPlaceholder />}>
            <MapView
              places={places}
              city={city}
              area={area ?? null}
              onSearchArea={onSearchArea}
              via={via}
              nearMe={nearMe}
              distanceFrom={distanceFrom}
              ownPins={ownPins}
              plan={plan}
            />
          </Suspense>
        </MapErrorBoundary>
      )}
    </div>
  );
}

/** The city named, else the one most of the places are in. */
function mapCity(cities: City[] | undefined, places: readonly PlaceView[], slug: string | undefined): MapCity | undefined {
  if (!cities) return undefined;
  let city = slug ? cities.find((c) => c.slug === slug) : undefined;
  if (!city) {
    const counts = new Map<string, number>();
    for (const place of places) counts.set(place.city, (counts.get(place.city) ?? 0) + 1);
    const [top] = [...counts].sort((a, b) => b[1] - a[1]);
    city = top && cities.find((c) => c.id === top[0]);
  }
  return city && { slug: city.slug, name: city.name, center: [city.longitude, city.latitude] };
}

/**
 * The height from the map's top to the bottom navigation. The frame keeps
 * room for the navigation below the content (app-frame.tsx), so this leaves
 * that room free and the page does not scroll under the map.
 */
function useFillHeight(box: React.RefObject<HTMLDivElement | null>, enabled: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const top = (box.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      const nav = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().height ?? 0;
      setHeight(Math.max(240, Math.floor(window.innerHeight - top - Math.max(nav, 80) - 12)));
    };
    measure();
    window.addEventListener('resize', measure);
    // What sits above the map can grow (a note under the search field): the screen around it resizes.
    const screen = box.current?.parentElement;
    const observer = typeof ResizeObserver === 'undefined' || !screen ? undefined : new ResizeObserver(measure);
    if (screen) observer?.observe(screen);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [box, enabled]);
  return height;
}

function MapPlaceholder() {
  return (
    <div className="absolute inset-0 rounded-2xl bg-card-2">
      <Spinner label="Loading map…" />
    </div>
  );
}

function MapNotice({ children }: { children: ReactNode }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-card-2 p-6 text-center text-sm text-muted">
      <p role="status">{children}</p>
    </div>
  );
}

/** A map chunk that cannot load (offline before it was ever fetched) leaves a note, never an error screen. */
export class MapErrorBoundary extends ReactComponent<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
