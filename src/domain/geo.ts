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
 * Beyond this nobody walks: the traveller takes the metro or a taxi, so a walking time (over two
 * hours) would be noise, and so would a decimal of a kilometre.
 */
export const WALKING_LIMIT_METERS = 10_000;

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

function walkText(meters: number): string {
  const minutes = walkingMinutes(meters);
  if (minutes < 60) return `${minutes} min walk`;
  const rest = minutes % 60;
  return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ''} walk`;
}

/**
 * "850 m, 11 min walk", "1.4 km, 18 min walk", "12 km": metres to the nearest ten below a
 * kilometre, one decimal up to WALKING_LIMIT_METERS, whole kilometres and no walk beyond.
 * '' when the distance is unknown.
 */
export function formatDistance(meters: number): string {
  if (!Number.isFinite(meters) || meters < 0) return '';
  const tens = Math.max(10, Math.round(meters / 10) * 10);
  if (tens < 1000) return `${tens} m, ${walkText(meters)}`;
  if (meters <= WALKING_LIMIT_METERS) return `${(meters / 1000).toFixed(1)} km, ${walkText(meters)}`;
  return `${Math.round(meters / 1000)} km`;
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
