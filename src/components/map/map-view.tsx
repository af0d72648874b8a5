// The map itself (MapLibre GL JS), in a chunk of its own: place-map.tsx loads
// it the first time a map is shown.
//
// What the map container tells tests through data- attributes (nothing the
// user sees, and nothing they could not read off the screen), set as the
// state they describe changes:
//   data-map-source   pmtiles | tiles | none (the basemap D's openCityMap gave)
//   data-tiles-error  "true" once the basemap failed (the notice then shows)
//   data-selected     the place whose card is open (at first the address's ?place=)
//   data-you-are-here "true" while the traveller's position is drawn (the
//                     "You are here" dot, a marker of its own over the map)
//   data-map-error    "true" when WebGL refused to start the map
// What it takes work on every frame or idle event to tell (the drawn tiles and
// pins, whether the map is moving) is map-probe.ts's, in e2e builds only.
import 'maplibre-gl/dist/maplibre-gl.css';
import './you-are-here.css';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AttributionControl, Map as MapLibreMap, Marker, NavigationControl, type GeoJSONSource, type LngLatBoundsLike } from 'maplibre-gl';
import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import { openCityMap, type CityMapSource } from '#/data/maps/source';
import type { LatLng } from '#/domain/geo';
import type { Pin, PlaceView } from '#/domain/types';
import { boundsOf, hasPosition, nearMeFrame, OWN_PIN_COLOUR, pinColour, type Located, type MapBounds } from '#/domain/map';
import { useThemeStore } from '#/stores/theme';
import { usePosition } from '#/data/location/use-position';
import { MapPlaceCard } from './map-place-card';
import { OwnPinCard } from './own-pin-card';
import { probeMap } from './map-probe';
import { protocol } from './tiles-protocol';
import {
  BASEMAP_SOURCE,
  basemapSource,
  CLUSTER_LAYER,
  mapStyle,
  PIN_LAYER,
  PINS_SOURCE,
  hasStreets,
  ROUTE_SOURCE,
  selectedPinFilter,
  SELECTED_LAYER,
  type PinProperties,
} from './map-style';
import { youAreHereElement } from './you-are-here';

/** Korean (and other CJK) labels are drawn from the device's fonts, the same the app's text uses. */
const IDEOGRAPH_FONTS = "'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif";
const TILES_UNAVAILABLE = "Map tiles aren't available; showing places only.";
/** Over the fallback basemap: the plain map is all there is until the server has the real one. */
const STREETS_PENDING = "Street detail arrives when the server has fetched this city's map.";
const NO_CITY: CityMapSource = { kind: 'none', reason: TILES_UNAVAILABLE };
const FIT = { padding: 48, maxZoom: 15, duration: 0 } as const;
/** How close a map opened on one place starts: its streets and neighbours in view. */
const FOCUS_ZOOM = 15;
/** What `framed` holds while the user's chosen area, not a set of places, decides the view. */
const CHOSEN_AREA = '(area)';

export interface MapCity {
  slug: string;
  name: string;
  /** [longitude, latitude] */
  center: [number, number];
}

export interface MapViewProps {
  places: readonly PlaceView[];
  city: MapCity | undefined;
  area: MapBounds | null;
  onSearchArea?: (area: MapBounds) => void;
  via?: string;
  /**
   * Near me, on while the traveller is in the city: where they stand. The map moves to them and
   * the places nearest them when it turns on, and frames those nearest them when the places change.
   */
  nearMe?: Located | null;
  /** Where the card's distance is measured from (near me on); no distance without. */
  distanceFrom?: LatLng;
  /** The traveller's own pins to show beside the places (issue 33); those without a position are left out. */
  ownPins?: readonly Pin[];
  /**
   * A day plan: `places` are its stops in order, drawn as numbered pins with the walk's line
   * from `start` (when the viewer may know it) through them, instead of clustered pins.
   */
  plan?: { start: LatLng | null };
}

/** The walk's line: from the start through every stop with a position, in order. */
function routeOf(places: readonly PlaceView[], start: LatLng | null): Feature<LineString> {
  const points = (start ? [start] : []).concat(places.filter(hasPosition));
  return { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: points.map((p) => [p.longitude, p.latitude]) } };
}

/** A stop's number on the map: a picture of the list's numbering (the list is where stops are chosen and moved). */
function stopMarkerElement(n: number, name: string): HTMLElement {
  const element = document.createElement('div');
  element.className =
    'pointer-events-none flex h-7 w-7 items-center justify-center rounded-full border-2 border-white bg-brand-strong text-xs font-bold text-white shadow';
  element.textContent = String(n);
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', `Stop ${n}: ${name}`);
  element.dataset.testid = 'plan-stop-pin';
  return element;
}

/** A pin's feature id: apart from every place id. */
const OWN_PIN_PREFIX = 'pin:';

function pinsOf(places: readonly PlaceView[], ownPins: readonly Pin[]): FeatureCollection<Point, PinProperties> {
  return {
    type: 'FeatureCollection',
    features: [
      ...places.filter(hasPosition).map((place) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [place.longitude, place.latitude] },
        properties: { id: place.id, colour: pinColour(place.categoryKeys) },
      })),
      ...ownPins.filter(hasPosition).map((pin) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [pin.longitude, pin.latitude] },
        properties: { id: `${OWN_PIN_PREFIX}${pin.id}`, colour: OWN_PIN_COLOUR },
      })),
    ],
  };
}

const NO_PINS: readonly Pin[] = [];

const asBounds = (b: MapBounds): LngLatBoundsLike => [b[0], b[1], b[2], b[3]];

export default function MapView({
  places,
  city,
  area,
  onSearchArea,
  via,
  nearMe = null,
  distanceFrom,
  ownPins = NO_PINS,
  plan,
}: MapViewProps) {
  const theme = useThemeStore((s) => s.theme);
  const container = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  /** The set of places (placesKey) the map last framed; null for a new map, which framed those it was made with. */
  const framed = useRef<string | null>(null);
  /** The theme the map's style was built for. */
  const styled = useRef<string | null>(null);
  const [source, setSource] = useState<CityMapSource>();
  const [notice, setNotice] = useState<string | null>(null);
  // Checked once, before any map is made: without WebGL the list still shows every place.
  const [unsupported] = useState(() => !canDrawMaps());
  // A place named in the address (?place=, the place page's small map): its card opens, the map on it.
  const [params] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(params.get('place'));
  const [moved, setMoved] = useState(false);

  // A plan's stops are numbered markers of their own, not clustered pins.
  const isPlan = !!plan;
  const pins = useMemo(() => pinsOf(isPlan ? [] : places, ownPins), [places, isPlan, ownPins]);
  // The plan's object is new at every render: the line is made again only when what it draws changes.
  const startLat = plan?.start?.latitude;
  const startLng = plan?.start?.longitude;
  const route = useMemo(
    () =>
      isPlan
        ? routeOf(places, startLat !== undefined && startLng !== undefined ? { latitude: startLat, longitude: startLng } : null)
        : null,
    [isPlan, places, startLat, startLng],
  );
  const stopMarkers = useRef<Marker[]>([]);
  // Once the traveller shared where they are, the map shows it and follows them while it is open.
  const { status: positionStatus, position } = usePosition({ follow: true });
  const here = positionStatus === 'granted' ? position : undefined;
  const youMarker = useRef<Marker | null>(null);
  // The set of places, in no order: a new sort (near me) moves no pin and must not move the map.
  const placesKey = useMemo(
    () => [...places.map((p) => p.id), ...ownPins.map((p) => `${OWN_PIN_PREFIX}${p.id}`)].sort().join(','),
    [places, ownPins],
  );
  const selected = selectedId ? places.find((p) => p.id === selectedId) : undefined;
  const selectedPin = selectedId?.startsWith(OWN_PIN_PREFIX) ? ownPins.find((p) => `${OWN_PIN_PREFIX}${p.id}` === selectedId) : undefined;
  // What the map's event handlers and a new style read, without making them effects' dependencies.
  const latest = useRef({ pins, selectedId, theme, city, nearMe, route });
  useLayoutEffect(() => {
    latest.current = { pins, selectedId, theme, city, nearMe, route };
  });

  // One map per city. The city arrives as a new object whenever the places do (every sync that
  // touches them): keyed on it, the map was made again, blank until it drew, at each sync.
  const citySlug = city?.slug;
  useEffect(() => {
    let live = true;
    const opened = citySlug ? openCityMap(citySlug) : Promise.resolve(NO_CITY);
    void opened
      .catch((): CityMapSource => NO_CITY)
      .then((s) => {
        if (!live) return;
        if (s.kind === 'pmtiles') protocol.add(s.archive);
        setNotice(s.kind === 'none' ? s.reason : null);
        setSource(s);
      });
    return () => {
      live = false;
    };
  }, [citySlug]);

  // The map, once the source is known.
  useEffect(() => {
    const element = container.current;
    if (!source || !element) return;
    const { pins: startPins, selectedId: startSelected, theme: startTheme, city: startCity, route: startRoute } = latest.current;
    const basemap = basemapSource(source);
    element.dataset.mapSource = source.kind;
    // What the map before this one reported is not this one's to claim.
    delete element.dataset.tilesError;
    delete element.dataset.mapError;
    const pinBounds = boundsOf(startRoute ? pointsOfRoute(startRoute) : placesOfPins(startPins));
    const center = source.center ?? startCity?.center;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: element,
        style: mapStyle({
          theme: startTheme,
          basemap,
          streets: hasStreets(source),
          pins: startPins,
          selected: startSelected,
          route: startRoute,
        }),
        ...(pinBounds
          ? { bounds: asBounds(pinBounds), fitBoundsOptions: FIT }
          : center
            ? { center, zoom: 12 }
            : { center: [0, 20], zoom: 1 }),
        attributionControl: false,
        localIdeographFontFamily: IDEOGRAPH_FONTS,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
      });
    } catch {
      // WebGL refused after all (a lost GPU process): the pins' list remains, the map stays blank.
      element.dataset.mapError = 'true';
      return;
    }
    mapRef.current = map;
    styled.current = startTheme;
    framed.current = null;
    map.touchZoomRotate.disableRotation();
    // Opened on a place: centred on it, close in, rather than framing every pin.
    const focused = startSelected ? startPins.features.find((pin) => pin.properties.id === startSelected) : undefined;
    if (focused) map.jumpTo({ center: focused.geometry.coordinates as [number, number], zoom: FOCUS_ZOOM });
    // Top right: the card takes the bottom edge, "Search this area" the top middle.
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.addControl(new AttributionControl({ compact: true }), 'top-right');

    const tilesFailed = () => {
      element.dataset.tilesError = 'true';
      setNotice(TILES_UNAVAILABLE);
    };
    map.on('error', (event) => {
      // A missing archive or a broken tile: the pins stay, over whatever drew.
      if ('sourceId' in event && event.sourceId === BASEMAP_SOURCE) tilesFailed();
    });
    // The basemap's icons (POIs, shields) need a sprite we don't ship: draw nothing rather than warn.
    map.on('styleimagemissing', ({ id }) => {
      if (!map.hasImage(id)) map.addImage(id, { width: 1, height: 1, data: new Uint8Array(4) });
    });
    map.on('click', CLUSTER_LAYER, (event) => {
      const feature = event.features?.[0];
      const clusterId = feature?.properties?.cluster_id as number | undefined;
      if (!feature || clusterId === undefined || feature.geometry.type !== 'Point') return;
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      void map
        .getSource<GeoJSONSource>(PINS_SOURCE)
        ?.getClusterExpansionZoom(clusterId)
        .then((zoom) => map.easeTo({ center: [lng, lat], zoom }));
    });
    map.on('click', (event) => {
      const [hit] = map.queryRenderedFeatures(event.point, { layers: [PIN_LAYER] });
      const id = hit?.properties?.id as string | undefined;
      if (id) setSelectedId(id);
      else if (!map.queryRenderedFeatures(event.point, { layers: [CLUSTER_LAYER] }).length) setSelectedId(null);
    });
    for (const layer of [PIN_LAYER, CLUSTER_LAYER]) {
      map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
    }
    map.on('moveend', (event) => {
      if ('originalEvent' in event && event.originalEvent) setMoved(true);
    });
    // The tests' instrumentation. Vite writes VITE_E2E into the code as a constant: outside e2e builds
    // this is `if (false)`, and map-probe.ts is left out of the bundle.
    if (import.meta.env.VITE_E2E === '1') probeMap(map, element);
    return () => {
      mapRef.current = null;
      // The dot belonged to this map: the next one draws its own.
      youMarker.current = null;
      map.remove();
    };
  }, [source]);

  // A plan's stops in a new order: the line and the numbers follow, and the map frames the day.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !route) return;
    void map.getSource<GeoJSONSource>(ROUTE_SOURCE)?.setData(route);
    for (const marker of stopMarkers.current) marker.remove();
    stopMarkers.current = places
      .filter(hasPosition)
      .map((place, i) =>
        new Marker({ element: stopMarkerElement(i + 1, place.name), anchor: 'center' })
          .setLngLat([place.longitude, place.latitude])
          .addTo(map),
      );
    const bounds = boundsOf(pointsOfRoute(route));
    if (bounds) map.fitBounds(asBounds(bounds), { ...FIT, duration: 0 });
    return () => {
      for (const marker of stopMarkers.current) marker.remove();
      stopMarkers.current = [];
    };
  }, [route, places, source]);

  // New places: new pins; a new set of them is framed, unless the user chose the area. Once they
  // chose one, whatever set they go back to (the whole city) is framed anew.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    void map.getSource<GeoJSONSource>(PINS_SOURCE)?.setData(pins);
    if (area) {
      framed.current = CHOSEN_AREA;
      return;
    }
    // A new map framed the pins it was made with.
    framed.current ??= placesKey;
    if (framed.current === placesKey) return;
    framed.current = placesKey;
    // Near me on: the traveller and the new places nearest them.
    const near = latest.current.nearMe;
    const bounds = near ? nearMeFrame(near, placesOfPins(pins)) : boundsOf(placesOfPins(pins));
    if (bounds) map.fitBounds(asBounds(bounds), { ...FIT, duration: 300 });
  }, [pins, placesKey, area, source]);

  // Once an area is searched the screen shows a button above the map ("Show places in all of…"),
  // and the map gets shorter: still showing the same centre and zoom, it would cut off places
  // the list says are in the area. While an area holds, a map resized shows the whole area.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !area) return;
    const showArea = () => map.fitBounds(asBounds(area), { padding: 0, duration: 0 });
    map.on('resize', showArea);
    return () => {
      map.off('resize', showArea);
    };
  }, [area, source]);

  // Near me turned on (or the traveller's position arrived while it was): the map moves to them.
  // Once per turning on: a traveller walking on, or looking elsewhere, keeps the view they have.
  const nearMeOn = !!nearMe;
  useEffect(() => {
    const map = mapRef.current;
    const near = latest.current.nearMe;
    if (!map || !near) return;
    map.fitBounds(asBounds(nearMeFrame(near, placesOfPins(latest.current.pins))), { ...FIT, duration: 600 });
  }, [nearMeOn, source]);

  // "You are here": a blue dot with a halo, drawn over the map as an element of its own, so it
  // looks like no pin and a screen reader can name it. It takes no taps: a pin under it stays tappable.
  const hereLng = here?.longitude;
  const hereLat = here?.latitude;
  useEffect(() => {
    const map = mapRef.current;
    const element = container.current;
    if (!map || !element) return;
    if (hereLng === undefined || hereLat === undefined) {
      youMarker.current?.remove();
      youMarker.current = null;
      delete element.dataset.youAreHere;
      return;
    }
    youMarker.current ??= new Marker({ element: youAreHereElement(), anchor: 'center' }).setLngLat([hereLng, hereLat]).addTo(map);
    youMarker.current.setLngLat([hereLng, hereLat]);
    element.dataset.youAreHere = 'true';
  }, [hereLng, hereLat, source]);

  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(SELECTED_LAYER)) map.setFilter(SELECTED_LAYER, selectedPinFilter(selectedId));
    const element = container.current;
    if (!element) return;
    if (selectedId) element.dataset.selected = selectedId;
    else delete element.dataset.selected;
  }, [selectedId, source]);

  // A card over the selected pin would hide it: move the map up until the pin shows above the card.
  useEffect(() => {
    const map = mapRef.current;
    const shown = selected ?? selectedPin;
    if (!map || !shown || !card.current || !container.current) return;
    const y = map.project([shown.longitude, shown.latitude]).y;
    const clear = container.current.clientHeight - card.current.offsetHeight - 24;
    if (y > clear) map.panBy([0, y - clear + 24], { duration: 200 });
  }, [selected, selectedPin]);

  // A place that left the list (a new filter) takes its card with it.
  if (selectedId && !selected && !selectedPin) setSelectedId(null);

  // The theme switched while the map is open: the same map in the other basemap flavour.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !source || styled.current === theme) return;
    styled.current = theme;
    const { pins: currentPins, selectedId: currentSelected, route: currentRoute } = latest.current;
    map.setStyle(
      mapStyle({
        theme,
        basemap: basemapSource(source),
        streets: hasStreets(source),
        pins: currentPins,
        selected: currentSelected,
        route: currentRoute,
      }),
    );
  }, [theme, source]);

  const searchArea = () => {
    const map = mapRef.current;
    if (!map || !onSearchArea) return;
    const b = map.getBounds();
    setMoved(false);
    onSearchArea([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()]);
  };

  if (unsupported) {
    return (
      <div className="absolute inset-0 flex items-center justify-center rounded-2xl bg-card-2 p-6 text-center text-sm text-muted">
        <p role="status">This device can't draw maps; the list shows every place.</p>
      </div>
    );
  }
  return (
    <div className="absolute inset-0 flex flex-col gap-2">
      {notice ? (
        <p role="status" className="rounded-xl bg-card-2 px-3 py-2 text-sm text-muted" data-testid="map-notice">
          {notice}
        </p>
      ) : (
        source &&
        !hasStreets(source) && (
          <p className="px-1 text-xs text-muted" data-testid="map-streets-note">
            {STREETS_PENDING}
          </p>
        )
      )}
      <div
        className="relative min-h-0 flex-1 overflow-hidden rounded-2xl bg-card-2"
        onKeyDown={(event) => event.key === 'Escape' && setSelectedId(null)}
      >
        <div ref={container} data-testid="place-map" className="h-full w-full" />
        {moved && onSearchArea && (
          <button
            type="button"
            onClick={searchArea}
            className="absolute left-1/2 top-2 z-10 inline-flex min-h-11 -translate-x-1/2 items-center whitespace-nowrap rounded-full bg-brand-strong px-4 text-sm font-semibold text-white shadow-lg hover:opacity-90"
          >
            Search this area
          </button>
        )}
        {selected && <MapPlaceCard ref={card} place={selected} via={via} from={distanceFrom} onClose={() => setSelectedId(null)} />}
        {selectedPin && <OwnPinCard ref={card} pin={selectedPin} onClose={() => setSelectedId(null)} />}
      </div>
    </div>
  );
}

/** Whether the basemap has streets: not so for the fallback the server draws until it has the real map. */
function canDrawMaps(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    // A page may hold only a few contexts: this one was only a question.
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return !!gl;
  } catch {
    return false;
  }
}

function pointsOfRoute(route: Feature<LineString>) {
  return route.geometry.coordinates.map(([longitude, latitude]) => ({ longitude: longitude!, latitude: latitude! }));
}

function placesOfPins(pins: FeatureCollection<Point, PinProperties>) {
  return pins.features.map(({ geometry }) => ({ longitude: geometry.coordinates[0]!, latitude: geometry.coordinates[1]! }));
}
