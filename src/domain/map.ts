// What the map shows of places: a pin's colour by category, the box that
// frames a list of places, "search this area" (the places inside a box), and
// the view near me moves the map to.
import { distanceMeters } from './geo';

/** A box on the map, in degrees: [west, south, east, north] like GeoJSON's bbox. */
export type MapBounds = readonly [west: number, south: number, east: number, north: number];

export interface Located {
  latitude: number;
  longitude: number;
}

/**
 * A pin's colour by the place's first category, readable on the light and
 * the dark basemap and told apart from each other at a glance.
 */
export const CATEGORY_COLOURS: Readonly<Record<string, string>> = {
  restaurant: '#e8553f',
  cafe: '#b7773a',
  bar: '#8e5bd6',
  nightlife: '#c2409b',
  shopping: '#2f86d6',
  culture: '#17a398',
  outdoor: '#4c9a2a',
};
/** A place without a known category. */
export const OTHER_COLOUR = '#7a7a8c';

/** The traveller's own pins (issue 33), apart from every category's colour. */
export const OWN_PIN_COLOUR = '#f97316';

export function pinColour(categoryKeys: readonly string[]): string {
  const first = categoryKeys[0];
  return (first && CATEGORY_COLOURS[first]) || OTHER_COLOUR;
}

/** Rows without a real position (0,0 or out of range) are left off the map rather than drawn off Africa. */
export function hasPosition(place: Located): boolean {
  const { latitude: lat, longitude: lng } = place;
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0);
}

/** The smallest box holding every place with a position, or null when none has one. */
export function boundsOf(places: readonly Located[]): MapBounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const place of places) {
    if (!hasPosition(place)) continue;
    west = Math.min(west, place.longitude);
    east = Math.max(east, place.longitude);
    south = Math.min(south, place.latitude);
    north = Math.max(north, place.latitude);
  }
  return west === Infinity ? null : [west, south, east, north];
}

/** Whether a place lies in the box; a box whose west is east of its east crosses the antimeridian. */
export function withinBounds(place: Located, [west, south, east, north]: MapBounds): boolean {
  if (!hasPosition(place) || place.latitude < south || place.latitude > north) return false;
  return west <= east ? place.longitude >= west && place.longitude <= east : place.longitude >= west || place.longitude <= east;
}

/** The places "search this area" keeps: those inside the box the map showed. */
export function placesInArea<T extends Located>(places: readonly T[], area: MapBounds | null): readonly T[] {
  return area ? places.filter((place) => withinBounds(place, area)) : places;
}

/** Near me frames the places this close to the traveller, the nearest few: a short walk's worth. */
export const NEAR_ME_METERS = 1500;
const NEAR_ME_PLACES = 5;
/** With none that close, the nearest place within this much is framed with the traveller, so the map shows where to head. */
const NEAR_ME_FARTHEST_METERS = 5000;

/**
 * The box near me moves the map to: the traveller and the few places nearest
 * them within a short walk; with none, the nearest within a ride; the
 * traveller alone (a point, which the map shows at its closest framing zoom) with neither.
 */
export function nearMeFrame(here: Located, places: readonly Located[]): MapBounds {
  const nearest = places
    .filter(hasPosition)
    .map((place) => ({ place, meters: distanceMeters(here, place) }))
    .sort((a, b) => a.meters - b.meters);
  const close = nearest.filter((n) => n.meters <= NEAR_ME_METERS).slice(0, NEAR_ME_PLACES);
  const shown = close.length ? close : nearest.slice(0, 1).filter((n) => n.meters <= NEAR_ME_FARTHEST_METERS);
  return boundsOf([here, ...shown.map((n) => n.place)]) ?? [here.longitude, here.latitude, here.longitude, here.latitude];
}
