// Distances for "near me": how far a place is from the point the traveller
// measures from (where they stand, else the area they chose last, else the
// city centre), in the words cards and the place page use. One rule for the
// device and, compiled into the hooks, the guide on the server.

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), in metres: the haversine error at city scale is far below a pin's width. */
const EARTH_RADIUS_M = 6_371_008.8;

/**
 * A city pace with crossings and lights: 4.8 km/h, 80 m a minute. Map apps use about the same, so
 * our minutes agree with the directions the traveller opens next.
 */
export const WALKING_KMH = 4.8;
const METERS_PER_MINUTE = (WALKING_KMH * 1000) / 60;

/**
 * About 25 minutes on foot: within this a traveller walks, so a place shows how long the walk is;
 * beyond it they take the metro, a bus or a taxi, and a walking time (or a walking icon by "11 km")
 * would mislead.
 */
export const WALKING_LIMIT_METERS = 2_000;

/** How the traveller reads distances: kilometres and metres, or miles and feet (a setting on the device). */
export type DistanceUnits = 'km' | 'mi';
export const DISTANCE_UNITS: readonly DistanceUnits[] = ['km', 'mi'];
/** Countries whose road signs and maps count in miles: a traveller there may want to read distances the same way. */
const MILES_COUNTRIES = ['United States', 'United Kingdom'];
/** The units a city's own signs use ('mi' in New York City), which Settings offers by the choice. */
export function cityUnits(country: string | undefined): DistanceUnits {
  return country && MILES_COUNTRIES.includes(country) ? 'mi' : 'km';
}
const METERS_PER_MILE = 1609.344;
const FEET_PER_METER = 3.28084;

/** A position this far from the city (its centre) is not in it: a traveller still at home plans by the centre. */
export const NEAR_CITY_METERS = 50_000;

/** Whether a value is a usable position: finite latitude and longitude in range, not 0,0 (what broken sources send). */
export function isPosition(value: unknown): value is LatLng {
  if (!value || typeof value !== 'object') return false;
  const { latitude, longitude } = value as Record<string, unknown>;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    (latitude !== 0 || longitude !== 0)
  );
}

/** Great-circle distance in metres (haversine); NaN when either is not a position. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  return isPosition(a) && isPosition(b) ? greatCircleMeters(a, b) : NaN;
}

/** The haversine itself, for callers that check positions their own way (the query layer). */
export function greatCircleMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes on foot, rounded up (a traveller would rather arrive early), at least one. */
export function walkingMinutes(meters: number): number {
  return Math.max(1, Math.ceil(meters / METERS_PER_MINUTE));
}

/** What a distance means for getting there: on foot (with the walk's minutes), or by other means. */
export interface DistanceFigure {
  /** `walk` within WALKING_LIMIT_METERS, `travel` beyond: the icon beside the figure follows it. */
  mode: 'walk' | 'travel';
  /** "850 m, 11 min walk", "1.4 km, 18 min walk", "4.3 km", "0.5 mi, 11 min walk", "7 mi". */
  text: string;
}

/** "850 m", "1.4 km", "12 km"; "500 ft", "0.9 mi", "12 mi": tens of metres (fifty feet) under the unit, a decimal up to ten, whole beyond. */
function lengthText(meters: number, units: DistanceUnits): string {
  if (units === 'mi') {
    const miles = meters / METERS_PER_MILE;
    if (miles < 0.1) return `${Math.max(50, Math.round((meters * FEET_PER_METER) / 50) * 50)} ft`;
    return miles < 9.95 ? `${miles.toFixed(1)} mi` : `${Math.round(miles)} mi`;
  }
  const tens = Math.max(10, Math.round(meters / 10) * 10);
  if (tens < 1000) return `${tens} m`;
  return meters < 9950 ? `${(meters / 1000).toFixed(1)} km` : `${Math.round(meters / 1000)} km`;
}

/**
 * The one way the app says how far a place is, on cards, the place page, the map and in the guide's
 * words: within WALKING_LIMIT_METERS a walking figure ("850 m, 11 min walk"), beyond it the distance
 * alone, to be shown with a neutral icon ("4.3 km"): never "11 km" beside a walker. null when the
 * distance is unknown.
 */
export function describeDistance(meters: number, units: DistanceUnits = 'km'): DistanceFigure | null {
  if (!Number.isFinite(meters) || meters < 0) return null;
  const length = lengthText(meters, units);
  if (meters <= WALKING_LIMIT_METERS) return { mode: 'walk', text: `${length}, ${walkingMinutes(meters)} min walk` };
  return { mode: 'travel', text: length };
}

/** describeDistance's words alone ('' when unknown), for text that has no icon: the guide's replies. */
export function formatDistance(meters: number, units: DistanceUnits = 'km'): string {
  return describeDistance(meters, units)?.text ?? '';
}

/** Items nearest `from` first; items without a position last, in their order (the sort is stable). */
export function sortByDistance<T extends LatLng>(items: readonly T[], from: LatLng): T[] {
  const distance = new Map<T, number>();
  for (const item of items) {
    const meters = distanceMeters(item, from);
    distance.set(item, Number.isFinite(meters) ? meters : Infinity);
  }
  return [...items].sort((a, b) => distance.get(a)! - distance.get(b)!);
}

/** Where distances are measured from, and what to call it. */
export interface ReferencePoint extends LatLng {
  source: 'position' | 'area' | 'city';
  /** 'you', the area's name, or 'the city centre': "850 m from you". */
  name: string;
}

export interface ReferenceInput {
  /** The city's centre (City has latitude and longitude). */
  city: LatLng | null | undefined;
  /** The traveller's position, when they allowed it. */
  position?: LatLng | null;
  /** The area they chose last in this city. */
  area?: (LatLng & { name: string }) | null;
}

const nearCity = (point: LatLng, city: LatLng | null | undefined) => !isPosition(city) || distanceMeters(point, city) <= NEAR_CITY_METERS;

/**
 * The point "near me" measures from: the traveller's position when they allowed it and it is in the
 * city (within NEAR_CITY_METERS of its centre), else the area they chose last, else the city centre;
 * null only when the city has no position either.
 */
export function referencePoint({ city, position, area }: ReferenceInput): ReferencePoint | null {
  if (isPosition(position) && nearCity(position, city)) {
    return { source: 'position', name: 'you', latitude: position.latitude, longitude: position.longitude };
  }
  if (area && isPosition(area) && area.name && nearCity(area, city)) {
    return { source: 'area', name: area.name, latitude: area.latitude, longitude: area.longitude };
  }
  if (isPosition(city)) return { source: 'city', name: 'the city centre', latitude: city.latitude, longitude: city.longitude };
  return null;
}
