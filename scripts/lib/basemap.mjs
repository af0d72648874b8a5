// The fallback basemap of one city, drawn from public geography alone
// (src/domain/geography.ts through ./geography.mjs): the city's administrative
// box, the names of its districts, and its stations and landmarks. Never from
// the guide's places: an archive is a public file that anyone may download,
// and a locked city's places must leave no trace in it, no shape drawn around
// them, no count and no name that only they bring. The builder takes the city
// record and nothing else, so a place added, moved or removed cannot change a
// byte of it.
//
// It is written the way a real extract is (vector tiles in a PMTiles v3
// archive, layers of the Protomaps basemap schema, so @protomaps/basemaps
// styles it), so the app runs one pipeline whether the operator installed a
// real city extract or not. Until then it is a calm backdrop: land over the
// whole box (no coastline or river is drawn, since there is no data to draw it
// from honestly) and names where they really are.
//
// Layers:
//   earth   the city box as land (kind=earth), so the style's land colour shows;
//   places  kind=locality for the city, kind=macrohood for its districts (Seoul's
//           gu, New York's boroughs), kind=neighbourhood for the neighbourhoods
//           people name (landmarks.ts), each with the same ranks for its kind;
//   pois    kind=station for stations, kind=attraction for landmarks.
import GeoJSONVT from 'geojson-vt';
import vtpbf from 'vt-pbf';
import { gzipSync } from 'node:zlib';
import { publicGeography } from './geography.mjs';
import { writePmtiles } from './pmtiles-writer.mjs';

export const MIN_ZOOM = 0;
export const MAX_ZOOM = 15;
const CENTER_ZOOM = 12;
const EXTENT = 4096;

/**
 * What a label of each kind carries besides its name: one set per kind, so no
 * attribute of a feature tells anything about it but where it is and what it is called.
 */
const RANKS = {
  locality: { min_zoom: 4, population_rank: 15, sort_key: 0 },
  macrohood: { min_zoom: 10, population_rank: 10, sort_key: 10 },
  neighbourhood: { min_zoom: 13, population_rank: 5, sort_key: 20 },
  station: { min_zoom: 13 },
  attraction: { min_zoom: 13 },
};

/**
 * @typedef {{ slug: string, name: string, latitude: number, longitude: number }} SeedCity
 * @typedef {{ type: 'Feature', properties: Record<string, string | number>, geometry: { type: string, coordinates: any } }} Feature
 */

/** @param {number} longitude @param {number} latitude @param {Record<string, string | number>} properties @returns {Feature} */
const point = (longitude, latitude, properties) => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: [longitude, latitude] },
});

/** A label's names: English, plus the local script where the city writes its names in another. @param {{ name: string, local?: string }} o */
const names = ({ name, local }) => (local ? { name: local, 'name:en': name, script: 'Hangul' } : { name, 'name:en': name });

/**
 * The GeoJSON of each layer, before tiling, and the city box.
 * @param {{ city: SeedCity }} o
 */
export function cityLayers({ city }) {
  const geography = publicGeography({ slug: city.slug, latitude: city.latitude, longitude: city.longitude });
  const [w, s, e, n] = geography.bounds;
  const earth = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { kind: 'earth', min_zoom: 0 },
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [w, s],
              [e, s],
              [e, n],
              [w, n],
              [w, s],
            ],
          ],
        },
      },
    ],
  };
  const places = {
    type: 'FeatureCollection',
    features: [
      point(city.longitude, city.latitude, { kind: 'locality', name: city.name, 'name:en': city.name, ...RANKS.locality }),
      ...geography.districts.map((d) => point(d.longitude, d.latitude, { kind: 'macrohood', ...names(d), ...RANKS.macrohood })),
      ...geography.neighbourhoods.map((p) =>
        point(p.longitude, p.latitude, { kind: 'neighbourhood', ...names(p), ...RANKS.neighbourhood }),
      ),
    ],
  };
  const pois = {
    type: 'FeatureCollection',
    features: [
      ...geography.stations.map((p) => point(p.longitude, p.latitude, { kind: 'station', ...names(p), ...RANKS.station })),
      ...geography.landmarks.map((p) => point(p.longitude, p.latitude, { kind: 'attraction', ...names(p), ...RANKS.attraction })),
    ],
  };
  return { bounds: geography.bounds, layers: { earth, places, pois } };
}

/** @param {number} lng @param {number} z */
const tileX = (lng, z) => Math.min(2 ** z - 1, Math.max(0, Math.floor(((lng + 180) / 360) * 2 ** z)));
/** @param {number} lat @param {number} z */
const tileY = (lat, z) => {
  const r = (lat * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z;
  return Math.min(2 ** z - 1, Math.max(0, Math.floor(y)));
};

/**
 * Vector tiles of `layers` over `bounds` from z`minzoom` to z`maxzoom`, gzipped: only those that hold
 * something, and at each zoom only the features whose min_zoom has come.
 * @param {{ layers: Record<string, unknown>, bounds: number[], minzoom?: number, maxzoom?: number }} o
 * @returns {{ z: number, x: number, y: number, data: Uint8Array }[]}
 */
export function vectorTiles({ layers, bounds, minzoom = MIN_ZOOM, maxzoom = MAX_ZOOM }) {
  const options = { maxZoom: maxzoom, indexMaxZoom: 5, extent: EXTENT, buffer: 64, tolerance: 3 };
  const indexes = Object.entries(layers).map(([name, geojson]) => ({ name, index: new GeoJSONVT(/** @type {any} */ (geojson), options) }));

  /** @type {{ z: number, x: number, y: number, data: Uint8Array }[]} */
  const tiles = [];
  for (let z = minzoom; z <= maxzoom; z++) {
    const [x0, x1] = [tileX(bounds[0], z), tileX(bounds[2], z)];
    const [y0, y1] = [tileY(bounds[3], z), tileY(bounds[1], z)];
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        /** @type {Record<string, { features: any[] }>} */
        const present = {};
        for (const { name, index } of indexes) {
          const features = (index.getTile(z, x, y)?.features ?? []).filter((f) => (f.tags?.min_zoom ?? 0) <= z);
          if (features.length > 0) present[name] = { features };
        }
        if (Object.keys(present).length === 0) continue;
        const pbf = vtpbf.fromGeojsonVt(present, { version: 2, extent: EXTENT });
        tiles.push({ z, x, y, data: new Uint8Array(gzipSync(pbf, { level: 9 })) });
      }
    }
  }
  return tiles;
}

/**
 * The city's basemap as a PMTiles archive: tiles z0–z15 over the city box,
 * only those that hold something.
 * @param {{ city: SeedCity }} o
 * @returns {{ bytes: Uint8Array, bounds: [number, number, number, number], center: [number, number], minzoom: number, maxzoom: number, tiles: number }}
 */
export function buildCityBasemap({ city }) {
  const { bounds, layers } = cityLayers({ city });
  const tiles = vectorTiles({ layers, bounds });

  /** @type {[number, number]} */
  const center = [city.longitude, city.latitude];
  const field = (/** @type {string} */ id, /** @type {Record<string, string>} */ fields, /** @type {number} */ minzoom) => ({
    id,
    fields,
    minzoom,
    maxzoom: MAX_ZOOM,
  });
  const label = { kind: 'String', name: 'String', 'name:en': 'String', min_zoom: 'Number' };
  const metadata = {
    name: `Tastemap ${city.name}`,
    description: `${city.name}: its extent, districts, stations and landmarks (public geography, no streets)`,
    attribution: 'Tastemap',
    type: 'baselayer',
    version: '2',
    vector_layers: [
      field('earth', { kind: 'String', min_zoom: 'Number' }, MIN_ZOOM),
      field('places', { ...label, script: 'String', population_rank: 'Number', sort_key: 'Number' }, RANKS.locality.min_zoom),
      field('pois', label, RANKS.station.min_zoom),
    ],
  };
  const bytes = writePmtiles({ tiles, metadata, bounds, center, centerZoom: CENTER_ZOOM });
  return { bytes, bounds: [...bounds], center, minzoom: MIN_ZOOM, maxzoom: MAX_ZOOM, tiles: tiles.length };
}
