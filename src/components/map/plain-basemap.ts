// The calm plain map drawn over the fallback basemap (scripts/lib/basemap.mjs),
// until the server has fetched the city's real map: the city's land in the
// basemap's colour and the names people find their way by (the city, its
// districts, neighbourhoods, stations and landmarks) at their real places. The Protomaps style shows
// these names only at zooms the map rarely opens at, so this draws them from
// the zoom each first appears at in the archive. Stations and landmarks are
// small grey marks with their names, never round and coloured like a pin.
// Only layers the fallback archive has: a style layer naming a source layer
// the archive lacks is an error MapLibre logs on every map without its own
// error handler (the place page's small map).
import type { Flavor } from '@protomaps/basemaps';
import type { ExpressionSpecification, LayerSpecification } from 'maplibre-gl';
import type { Theme } from '#/stores/theme';

/** Label colours: calm, yet readable over the land (the basemap's own are near its land colour in the dark). */
const INK = {
  dark: { city: '#d6d6e0', district: '#a9a9b8', small: '#8a8a99', mark: '#8a8a99' },
  light: { city: '#2f2f3a', district: '#4d4d5c', small: '#66667a', mark: '#66667a' },
} satisfies Record<Theme, Record<string, string>>;

const REGULAR = ['Noto Sans Regular'];
const MEDIUM = ['Noto Sans Medium'];

/** "Gangnam-gu" over "강남구" where the place writes its name in another script; else the English name. */
const NAME: ExpressionSpecification = [
  'case',
  ['all', ['has', 'name:en'], ['!=', ['get', 'name'], ['get', 'name:en']]],
  ['format', ['get', 'name:en'], {}, '\n', {}, ['get', 'name'], { 'font-scale': 0.8 }],
  ['coalesce', ['get', 'name:en'], ['get', 'name']],
];

const kindIs = (kind: string): ExpressionSpecification => ['==', ['get', 'kind'], kind];

export function plainLayers(source: string, flavor: Flavor, theme: Theme): LayerSpecification[] {
  const ink = INK[theme];
  const label = (size: number, colour: string) => ({
    paint: { 'text-color': colour, 'text-halo-color': flavor.earth, 'text-halo-width': 1.5 },
    size,
  });
  const district = label(13, ink.district);
  const small = label(11, ink.small);
  return [
    { id: 'background', type: 'background', paint: { 'background-color': flavor.background } },
    { id: 'earth', type: 'fill', source, 'source-layer': 'earth', paint: { 'fill-color': flavor.earth } },
    {
      id: 'pois-marks',
      type: 'circle',
      source,
      'source-layer': 'pois',
      paint: {
        'circle-color': ink.mark,
        'circle-radius': ['case', kindIs('station'), 3.5, 2.5],
        'circle-stroke-color': flavor.earth,
        'circle-stroke-width': 1,
      },
    },
    {
      id: 'pois-names',
      type: 'symbol',
      source,
      'source-layer': 'pois',
      layout: {
        'text-field': NAME,
        'text-font': REGULAR,
        'text-size': small.size,
        'text-anchor': 'left',
        'text-offset': [0.7, 0],
        'text-max-width': 8,
        'text-optional': true,
      },
      paint: small.paint,
    },
    {
      id: 'places-neighbourhoods',
      type: 'symbol',
      source,
      'source-layer': 'places',
      filter: kindIs('neighbourhood'),
      layout: { 'text-field': NAME, 'text-font': REGULAR, 'text-size': small.size, 'text-max-width': 8 },
      paint: small.paint,
    },
    {
      id: 'places-districts',
      type: 'symbol',
      source,
      'source-layer': 'places',
      filter: kindIs('macrohood'),
      layout: { 'text-field': NAME, 'text-font': MEDIUM, 'text-size': district.size, 'text-max-width': 8 },
      paint: district.paint,
    },
    {
      // The city's own name, until its districts take over.
      id: 'places-city',
      type: 'symbol',
      source,
      'source-layer': 'places',
      filter: kindIs('locality'),
      maxzoom: 11,
      layout: {
        'text-field': ['coalesce', ['get', 'name:en'], ['get', 'name']],
        'text-font': MEDIUM,
        'text-size': 18,
        // The city's centre is where the guide's pins gather most: beside their cluster, not under it.
        'text-variable-anchor': ['bottom', 'top', 'left', 'right'],
        'text-radial-offset': 1.6,
      },
      paint: label(18, ink.city).paint,
    },
  ];
}
