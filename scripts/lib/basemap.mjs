// A small basemap for one city, made from what the project has: its places and
// their neighbourhoods. It is written the way a real extract is (vector tiles in
// a PMTiles v3 archive, layers of the Protomaps basemap schema, so
// @protomaps/basemaps styles it), so the app runs one pipeline whether the
// operator installed a real city extract or not.
//
// Layers:
//   earth          the city box as land (kind=earth), so the style's land colour shows;
//   places         kind=locality for the city, kind=neighbourhood labels (name,
//                  min_zoom, population_rank, sort_key) at the middle of their places;
//   neighbourhoods our own: each neighbourhood's area (name, places), styled by the app.
//
// Neighbourhood areas are buffered convex hulls of their places, not Voronoi
// cells: a cell would claim land far from any place (a one-place neighbourhood
// next to an empty river bank gets half the river) and a neighbourhood made of
// several cells is a union of polygons, while a hull stays where the places are
// and is one polygon. The buffer (each place widened to a small circle before
// the hull) gives one- and two-place neighbourhoods a real area, keeps every
// place inside its polygon rather than on its edge, and rounds the corners.
// Hulls of neighbouring areas may overlap a little; the app draws them translucent.
import GeoJSONVT from 'geojson-vt';
import vtpbf from 'vt-pbf';
import { gzipSync } from 'node:zlib';
import { writePmtiles } from './pmtiles-writer.mjs';

export const MIN_ZOOM = 0;
export const MAX_ZOOM = 15;
const CENTER_ZOOM = 12;
const EXTENT = 4096;
/** Land drawn around the places, in metres. */
const CITY_MARGIN_M = 2500;
/** How far a neighbourhood's area reaches past its outermost places, in metres. */
const AREA_BUFFER_M = 300;
const CIRCLE_SIDES = 16;
const NEIGHBOURHOODS_FROM_ZOOM = 10;

/**
 * @typedef {{ slug: string, name: string, latitude: number, longitude: number }} SeedCity
 * @typedef {{ latitude: number, longitude: number, neighborhood?: string, neighbourhood?: string }} SeedPlace
 * @typedef {[number, number]} Point
 */

/** Metres on a plane tangent at the city: exact enough across a city, and circles stay round. @param {number} lat0 */
function localPlane(lat0) {
  const mx = 111_320 * Math.cos((lat0 * Math.PI) / 180);
  const my = 110_574;
  return {
    /** @param {number} lng @param {number} lat @returns {Point} */
    toMetres: (lng, lat) => [lng * mx, lat * my],
    /** @param {Point} p @returns {Point} */
    toLngLat: ([x, y]) => [x / mx, y / my],
    mx,
    my,
  };
}

/** @param {Point} o @param {Point} a @param {Point} b */
const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/**
 * Andrew's monotone chain: the convex hull, counter-clockwise (GeoJSON's exterior
 * ring order), without the closing point.
 * @param {Point[]} points
 * @returns {Point[]}
 */
export function convexHull(points) {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  /** @type {Point[]} */
  const lower = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  /** @type {Point[]} */
  const upper = [];
  for (const p of [...sorted].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * The hull of the points, each widened to a circle of `radius` metres: the
 * points' hull grown by `radius` in every direction.
 * @param {Point[]} lngLats @param {ReturnType<typeof localPlane>} plane @param {number} radius
 * @returns {Point[]} a closed ring in longitude/latitude
 */
function bufferedHull(lngLats, plane, radius) {
  /** @type {Point[]} */
  const around = [];
  for (const [lng, lat] of lngLats) {
    const [x, y] = plane.toMetres(lng, lat);
    for (let i = 0; i < CIRCLE_SIDES; i++) {
      const angle = (2 * Math.PI * i) / CIRCLE_SIDES;
      around.push([x + radius * Math.cos(angle), y + radius * Math.sin(angle)]);
    }
  }
  const ring = convexHull(around).map((p) => plane.toLngLat(p));
  return [...ring, ring[0]];
}

/** Label zoom and rank by how many places a neighbourhood holds: the busiest are named first. @param {number} count */
function labelRank(count) {
  return {
    min_zoom: count >= 8 ? 11 : count >= 3 ? 12 : 13,
    population_rank: Math.min(count, 15),
    sort_key: 100 - Math.min(count, 99),
  };
}

/** @param {SeedPlace} place */
const neighbourhoodOf = (place) => String(place.neighborhood ?? place.neighbourhood ?? '').trim();

/**
 * The GeoJSON of each layer, before tiling.
 * @param {{ city: SeedCity, places: SeedPlace[] }} o
 */
export function cityLayers({ city, places }) {
  const located = places.filter((p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
  if (located.length === 0) throw new Error(`${city.slug} has no places with coordinates to draw a map from`);
  const lats = [city.latitude, ...located.map((p) => p.latitude)];
  const lngs = [city.longitude, ...located.map((p) => p.longitude)];
  const lat0 = (Math.min(...lats) + Math.max(...lats)) / 2;
  const plane = localPlane(lat0);
  const dLng = CITY_MARGIN_M / plane.mx;
  const dLat = CITY_MARGIN_M / plane.my;
  /** @type {[number, number, number, number]} */
  const bounds = [Math.min(...lngs) - dLng, Math.min(...lats) - dLat, Math.max(...lngs) + dLng, Math.max(...lats) + dLat];
  const [w, s, e, n] = bounds;

  /** @type {Map<string, Point[]>} */
  const groups = new Map();
  for (const place of located) {
    const name = neighbourhoodOf(place);
    if (!name) continue;
    const list = groups.get(name) ?? [];
    list.push([place.longitude, place.latitude]);
    groups.set(name, list);
  }
  const names = [...groups.keys()].sort();

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
  const labels = names.map((name) => {
    const points = /** @type {Point[]} */ (groups.get(name));
    // The mean of the places lies inside their hull, so the label sits in its area.
    const lng = points.reduce((sum, p) => sum + p[0], 0) / points.length;
    const lat = points.reduce((sum, p) => sum + p[1], 0) / points.length;
    return {
      type: 'Feature',
      properties: { kind: 'neighbourhood', name, 'name:en': name, ...labelRank(points.length) },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    };
  });
  const placesLayer = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { kind: 'locality', name: city.name, 'name:en': city.name, min_zoom: 4, population_rank: 15, sort_key: 0 },
        geometry: { type: 'Point', coordinates: [city.longitude, city.latitude] },
      },
      ...labels,
    ],
  };
  const neighbourhoods = {
    type: 'FeatureCollection',
    features: names.map((name) => {
      const points = /** @type {Point[]} */ (groups.get(name));
      return {
        type: 'Feature',
        properties: { name, places: points.length, min_zoom: NEIGHBOURHOODS_FROM_ZOOM },
        geometry: { type: 'Polygon', coordinates: [bufferedHull(points, plane, AREA_BUFFER_M)] },
      };
    }),
  };
  return { bounds, layers: { earth, places: placesLayer, neighbourhoods } };
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
 * The city's basemap as a PMTiles archive: tiles z0–z15 over the city box,
 * only those that hold something.
 * @param {{ city: SeedCity, places: SeedPlace[] }} o
 * @returns {{ bytes: Uint8Array, bounds: [number, number, number, number], center: [number, number], minzoom: number, maxzoom: number, tiles: number }}
 */
export function buildCityBasemap({ city, places }) {
  const { bounds, layers } = cityLayers({ city, places });
  const options = { maxZoom: MAX_ZOOM, indexMaxZoom: 5, extent: EXTENT, buffer: 64, tolerance: 3 };
  const indexes = Object.entries(layers).map(([name, geojson]) => ({ name, index: new GeoJSONVT(/** @type {any} */ (geojson), options) }));

  /** @type {{ z: number, x: number, y: number, data: Uint8Array }[]} */
  const tiles = [];
  for (let z = MIN_ZOOM; z <= MAX_ZOOM; z++) {
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

  /** @type {[number, number]} */
  const center = [city.longitude, city.latitude];
  const field = (/** @type {string} */ id, /** @type {Record<string, string>} */ fields, /** @type {number} */ minzoom) => ({
    id,
    fields,
    minzoom,
    maxzoom: MAX_ZOOM,
  });
  const metadata = {
    name: `Tastemap ${city.name}`,
    description: `Neighbourhoods of ${city.name}, drawn from Tastemap's places`,
    attribution: 'Tastemap',
    type: 'baselayer',
    version: '1',
    vector_layers: [
      field('earth', { kind: 'String' }, MIN_ZOOM),
      field('places', { kind: 'String', name: 'String', min_zoom: 'Number', population_rank: 'Number', sort_key: 'Number' }, 4),
      field('neighbourhoods', { name: 'String', places: 'Number' }, NEIGHBOURHOODS_FROM_ZOOM),
    ],
  };
  const bytes = writePmtiles({ tiles, metadata, bounds, center, centerZoom: CENTER_ZOOM });
  return { bytes, bounds, center, minzoom: MIN_ZOOM, maxzoom: MAX_ZOOM, tiles: tiles.length };
}
