// The small map itself (MapLibre, in the maps' chunk): the city's basemap
// around one pin, drawn once and left still (`interactive: false`). Its
// data's attribution shows in a corner as text, read from the archive.
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { Map as MapLibreMap, type Source } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import { openCityMap, type CityMapSource } from '#/data/maps/source';
import { pinColour } from '#/domain/map';
import type { PlaceView } from '#/domain/types';
import { useThemeStore } from '#/stores/theme';
import { BASEMAP_SOURCE, basemapSource, hasStreets, mapStyle, type PinProperties } from './map-style';
import { protocol } from './tiles-protocol';

/** Close enough to read the streets around the place, far enough to see the neighbourhood it is in. */
const ZOOM = 14;
const NO_MAP: CityMapSource = { kind: 'none', reason: '' };

/** An attribution as plain text: archives carry it as HTML links, which a tap here must not follow. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export default function MiniMapView({ place, citySlug }: { place: PlaceView; citySlug: string }) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useThemeStore((s) => s.theme);
  const [attribution, setAttribution] = useState('');
  const { id, latitude, longitude } = place;
  const colour = pinColour(place.categoryKeys);

  useEffect(() => {
    let live = true;
    let map: MapLibreMap | undefined;
    void openCityMap(citySlug)
      .catch(() => NO_MAP)
      .then((source) => {
        const element = container.current;
        if (!live || !element) return;
        if (source.kind === 'pmtiles') protocol.add(source.archive);
        const pins: FeatureCollection<Point, PinProperties> = {
          type: 'FeatureCollection',
          features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [longitude, latitude] }, properties: { id, colour } }],
        };
        try {
          map = new MapLibreMap({
            container: element,
            style: mapStyle({ theme, basemap: basemapSource(source), streets: hasStreets(source), pins, selected: id }),
            center: [longitude, latitude],
            zoom: ZOOM,
            interactive: false,
            attributionControl: false,
          });
        } catch {
          // No WebGL after all: the link and its label stay.
          element.dataset.mapError = 'true';
          return;
        }
        const drawn = map;
        drawn.once('idle', () => {
          element.dataset.mapReady = 'true';
          const basemap = drawn.getSource<Source>(BASEMAP_SOURCE);
          if (basemap?.attribution) setAttribution(plainText(basemap.attribution));
        });
      });
    return () => {
      live = false;
      map?.remove();
    };
  }, [citySlug, id, latitude, longitude, colour, theme]);

  return (
    <>
      <div ref={container} className="h-full w-full" data-testid="place-mini-map-canvas" />
      {attribution && <span className="absolute bottom-1 left-2 max-w-[60%] truncate text-[10px] text-muted">{attribution}</span>}
    </>
  );
}
