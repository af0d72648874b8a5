// The map's style: the Protomaps basemap in the app's theme over a real
// extract, or a calm plain map over the fallback drawn from public geography
// (scripts/lib/basemap.mjs: the city's land, district, neighbourhood, station
// and landmark names), and the place pins on top. The basemap draws only the
// Protomaps schema's layers: nothing of it comes from the guide's places.
//
// No `glyphs` URL: MapLibre 6 then draws every label on the device from its
// own fonts (TinySDF), Latin and Hangul alike, so labels need no font host
// and work offline. Hangul goes through `localIdeographFontFamily` (map-view.tsx).
import { layers, namedFlavor } from '@protomaps/basemaps';
import type {
  ExpressionSpecification,
  FilterSpecification,
  LayerSpecification,
  SourceSpecification,
  StyleSpecification,
} from 'maplibre-gl';
import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { CityMapSource } from '#/data/maps/source';
import type { Theme } from '#/stores/theme';
import { plainLayers } from './plain-basemap';

export const BASEMAP_SOURCE = 'protomaps';
export const PINS_SOURCE = 'places';
export const CLUSTER_LAYER = 'place-clusters';
export const PIN_LAYER = 'place-pins';
export const SELECTED_LAYER = 'place-pin-selected';
/** A day plan's walk (src/domain/planner.ts): a line from the start through each stop in order. */
export const ROUTE_SOURCE = 'plan-route';
const ROUTE_LAYER = 'plan-route-line';

/** The colours that are ours rather than the basemap's, per theme. */
const INK = {
  dark: { clusterText: '#ffffff', pinStroke: '#0b0b12' },
  light: { clusterText: '#ffffff', pinStroke: '#ffffff' },
} as const;
const CLUSTER_FILL = '#d6373d';

/** The basemap's tile source, or null when there is none to draw (pins over a plain background). */
/** Whether the city's basemap has streets (no basemap: nothing is missing); the fallback has not. */
export const hasStreets = (source: CityMapSource) => source.kind === 'none' || source.streets;

export function basemapSource(source: CityMapSource): SourceSpecification | null {
  const extent = { ...(source.bounds && { bounds: [...source.bounds] as [number, number, number, number] }) };
  if (source.kind === 'pmtiles') return { type: 'vector', url: `pmtiles://${source.archive.source.getKey()}`, ...extent };
  if (source.kind === 'tiles') {
    return {
      type: 'vector',
      tiles: [source.url],
      ...extent,
      ...(source.minzoom !== undefined && { minzoom: source.minzoom }),
      ...(source.maxzoom !== undefined && { maxzoom: source.maxzoom }),
    };
  }
  return null;
}

const selectedFilter = (id: string | null): ExpressionSpecification => ['==', ['get', 'id'], id ?? ''];

function pinLayers(theme: Theme, selected: string | null): LayerSpecification[] {
  const ink = INK[theme];
  const clustered: ExpressionSpecification = ['has', 'point_count'];
  const count: ExpressionSpecification = ['get', 'point_count'];
  return [
    {
      id: CLUSTER_LAYER,
      type: 'circle',
      source: PINS_SOURCE,
      filter: clustered,
      paint: {
        'circle-color': CLUSTER_FILL,
        'circle-radius': ['step', count, 14, 10, 18, 50, 22],
        'circle-stroke-width': 2,
        'circle-stroke-color': ink.pinStroke,
      },
    },
    {
      id: 'place-cluster-count',
      type: 'symbol',
      source: PINS_SOURCE,
      filter: clustered,
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-font': ['Noto Sans Medium'],
        'text-size': 12,
        'text-allow-overlap': true,
      },
      paint: { 'text-color': ink.clusterText },
    },
    {
      id: PIN_LAYER,
      type: 'circle',
      source: PINS_SOURCE,
      filter: ['!', clustered],
      paint: {
        'circle-color': ['get', 'colour'],
        'circle-radius': 7,
        'circle-stroke-width': 2,
        'circle-stroke-color': ink.pinStroke,
      },
    },
    {
      id: SELECTED_LAYER,
      type: 'circle',
      source: PINS_SOURCE,
      filter: ['all', ['!', clustered], selectedFilter(selected)],
      paint: {
        'circle-color': ['get', 'colour'],
        'circle-radius': 12,
        'circle-stroke-width': 3,
        'circle-stroke-color': ink.pinStroke,
      },
    },
  ];
}

export function selectedPinFilter(id: string | null): FilterSpecification {
  return ['all', ['!', ['has', 'point_count']], selectedFilter(id)];
}

/** What a pin carries: the place's id and its colour. */
export interface PinProperties {
  id: string;
  colour: string;
}

export interface StyleInput {
  theme: Theme;
  /** The basemap's source, null for none. */
  basemap: SourceSpecification | null;
  /** False for the fallback basemap (no streets in it): the plain map of names is drawn from it. */
  streets: boolean;
  pins: FeatureCollection<Point, PinProperties>;
  selected: string | null;
  /** A day plan's route, drawn under the pins; absent on other maps. */
  route?: Feature<LineString> | null;
}

/** The route's line: the brand colour, wide enough to see on a phone in the sun. */
function routeLayers(theme: Theme): LayerSpecification[] {
  return [
    {
      id: ROUTE_LAYER,
      type: 'line',
      source: ROUTE_SOURCE,
      layout: { 'line-join': 'round', 'line-cap': 'round' },
      paint: { 'line-color': theme === 'dark' ? '#ff5a5f' : '#d6373d', 'line-width': 4, 'line-opacity': 0.85, 'line-dasharray': [2, 1.5] },
    },
  ];
}

export function mapStyle({ theme, basemap, streets, pins, selected, route }: StyleInput): StyleSpecification {
  const flavor = namedFlavor(theme);
  const base: LayerSpecification[] = !basemap
    ? // No tiles: the basemap's plain background alone (not its land colour: no land was drawn).
      [{ id: 'background', type: 'background', paint: { 'background-color': flavor.background } }]
    : streets
      ? layers(BASEMAP_SOURCE, flavor, { lang: 'en' })
      : // The Protomaps style hides these few names until zooms the map rarely shows, over a
        // dark box: what is there is drawn plainly instead.
        plainLayers(BASEMAP_SOURCE, flavor, theme);
  return {
    version: 8,
    sources: {
      ...(basemap && { [BASEMAP_SOURCE]: basemap }),
      [PINS_SOURCE]: { type: 'geojson', data: pins, cluster: true, clusterRadius: 44, clusterMaxZoom: 14 },
      ...(route && { [ROUTE_SOURCE]: { type: 'geojson', data: route } satisfies SourceSpecification }),
    },
    layers: [...base, ...(route ? routeLayers(theme) : []), ...pinLayers(theme, selected)],
  };
}
