// What the map tells the browser tests and the bench, in data- attributes on
// its container: when the basemap has drawn, when the map is still, and which
// pins it drew where. Working that out costs every `idle` event a
// queryRenderedFeatures and a JSON of up to 200 pins, for nobody who uses the
// app: map-view.tsx attaches it only when the build sets VITE_E2E=1
// (scripts/lib/test-server.mjs, scripts/bench.ts), and every other build
// leaves this module out (tests/unit/map-probe.test.ts checks it).
//
//   data-tiles-loaded "true" once basemap tiles with features have been drawn from
//   data-pins         how many places the drawn pins and clusters stand for
//   data-pin-points   the drawn single pins: JSON [[placeId, x, y], …] in CSS
//                     pixels from the container's top left (at most 200)
//   data-moving       "true" from the start of a move (a zoom, a pan) until the
//                     map is idle again, "false" then
//   data-center       where the map is centred once idle: "longitude,latitude"
//   data-zoom         its zoom then, to two decimals
import type { Map as MapLibreMap } from 'maplibre-gl';
import { BASEMAP_SOURCE, CLUSTER_LAYER, PIN_LAYER } from './map-style';

const MAX_PIN_POINTS = 200;

/** Keeps the attributes above up to date for as long as `map` lives. */
export function probeMap(map: MapLibreMap, element: HTMLElement): void {
  // What the map before this one reported is not this one's to claim.
  delete element.dataset.tilesLoaded;
  map.on('sourcedata', (event) => {
    if (event.sourceId !== BASEMAP_SOURCE || !event.isSourceLoaded || element.dataset.tilesLoaded) return;
    if (map.querySourceFeatures(BASEMAP_SOURCE, { sourceLayer: 'earth' }).length > 0) element.dataset.tilesLoaded = 'true';
  });
  map.on('movestart', () => (element.dataset.moving = 'true'));
  map.on('idle', () => {
    describePins(map, element);
    const { lng, lat } = map.getCenter();
    element.dataset.center = `${lng.toFixed(5)},${lat.toFixed(5)}`;
    element.dataset.zoom = map.getZoom().toFixed(2);
    element.dataset.moving = 'false';
  });
}

/** Writes what the map drew into data-pins and data-pin-points. */
function describePins(map: MapLibreMap, element: HTMLElement) {
  const drawn = map.queryRenderedFeatures({ layers: [PIN_LAYER, CLUSTER_LAYER] });
  const seen = new Set<string>();
  const points: Array<[string, number, number]> = [];
  let count = 0;
  const { clientWidth: width, clientHeight: height } = element;
  for (const feature of drawn) {
    const props = feature.properties as { cluster_id?: number; point_count?: number; id?: string };
    const key = props.cluster_id !== undefined ? `cluster:${props.cluster_id}` : `place:${props.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    count += props.point_count ?? 1;
    if (props.id && feature.geometry.type === 'Point' && points.length < MAX_PIN_POINTS) {
      const { x, y } = map.project(feature.geometry.coordinates as [number, number]);
      if (x >= 0 && y >= 0 && x <= width && y <= height) points.push([props.id, Math.round(x), Math.round(y)]);
    }
  }
  element.dataset.pins = String(count);
  element.dataset.pinPoints = JSON.stringify(points);
}
