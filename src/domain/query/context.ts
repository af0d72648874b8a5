// Where a query can point in a city: its neighbourhoods and the areas people
// name (their centres worked out from the places in them), stations and
// landmarks, and its places by name ("near Gwangjang Market").
import { AREAS, inArea } from '../areas';
import { LANDMARKS } from '../landmarks';
import { distanceKm, factsOf, type MeaningPlace } from './place';
import { firstFrom, phraseOf } from './text';

export interface Point {
  name: string;
  latitude: number;
  longitude: number;
}

/** A place in the city a query can name as where it wants to be. */
export interface Anchor extends Point {
  /** 'here': where "near me" measures from (the traveller, the area they chose, or the city centre). */
  kind: 'area' | 'neighbourhood' | 'landmark' | 'place' | 'here';
  /** For areas and neighbourhoods: a place in it counts as there, wherever its centre. */
  area?: string;
  /** For a place: its id. */
  placeId?: string;
}

export interface CityContext {
  /** Names (as phrases: lower case, single spaces) of areas, neighbourhoods and landmarks. */
  anchors: Map<string, Anchor>;
  /** Places by their names as phrases, for "near <place>". */
  places: Map<string, Anchor>;
  /** The city's centre: the middle of its places. */
  centre: Point | null;
  /** The longest anchor name, in words. */
  longest: number;
  /** Whether some place has a word starting so in its name, items, description or address. */
  hasWord: (start: string) => boolean;
}

const middle = (points: ReadonlyArray<{ latitude: number; longitude: number }>) =>
  points.length
    ? {
        latitude: points.reduce((s, p) => s + p.latitude, 0) / points.length,
        longitude: points.reduce((s, p) => s + p.longitude, 0) / points.length,
      }
    : null;

const located = (p: MeaningPlace) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && (p.latitude !== 0 || p.longitude !== 0);

const contexts = new WeakMap<readonly MeaningPlace[], CityContext>();

/** Places worked through between two pauses of contextSteps: a few milliseconds of work. */
export const PLACES_PER_STEP = 400;

/** The city's anchors, worked out once per list of places. */
export function cityContext(places: readonly MeaningPlace[]): CityContext {
  const known = contexts.get(places);
  if (known) return known;
  const steps = contextSteps(places);
  while (!steps.next().done);
  return contexts.get(places)!;
}

/** Whether the list's context is worked out. */
export const hasCityContext = (places: readonly MeaningPlace[]) => contexts.has(places);

/**
 * Works out the city's context, pausing every PLACES_PER_STEP places: a large city's list takes
 * hundreds of milliseconds, which a caller can spread over idle moments instead of one keystroke.
 */
export function* contextSteps(places: readonly MeaningPlace[]): Generator<void, void> {
  if (contexts.has(places)) return;
  const anchors = new Map<string, Anchor>();
  const add = (map: Map<string, Anchor>, name: string, anchor: Anchor) => {
    const key = phraseOf(name);
    if (key && !map.has(key)) map.set(key, anchor);
  };
  const withCoordinates = places.filter(located);
  const byNeighbourhood = new Map<string, MeaningPlace[]>();
  for (const place of withCoordinates) {
    const list = byNeighbourhood.get(place.neighborhood);
    if (list) list.push(place);
    else byNeighbourhood.set(place.neighborhood, [place]);
  }
  for (const [name, members] of byNeighbourhood) {
    const centre = middle(members)!;
    const anchor: Anchor = { kind: 'neighbourhood', name, area: name, ...centre };
    add(anchors, name, anchor);
    // 'Arthur Avenue (Belmont)': 'arthur avenue' and 'belmont' too.
    for (const part of name.split(/[()]/)) add(anchors, part, anchor);
  }
  // Districts and boroughs from the addresses: 'Mapo-gu', 'Brooklyn, NY'; Manhattan's say 'New York, NY'.
  const districts = new Set<string>(['Manhattan']);
  for (const place of withCoordinates) {
    const district =
      /\b([A-Z][a-z]+)-gu\b/.exec(place.address)?.[1] ?? /,\s*(Brooklyn|Bronx|Queens|Staten Island),?\s*NY\b/.exec(place.address)?.[1];
    if (district) districts.add(district);
  }
  for (const area of [...Object.keys(AREAS), ...districts]) {
    yield;
    const members = withCoordinates.filter((p) => inArea(p, area));
    const centre = middle(members);
    if (!centre) continue;
    const anchor: Anchor = { kind: 'area', name: area, area, ...centre };
    add(anchors, area, anchor);
    if (area === 'Bronx') add(anchors, 'the bronx', anchor);
  }
  const centre = middle(withCoordinates);
  for (const landmark of LANDMARKS) {
    // A landmark of another city would pull every answer across the world.
    if (!centre || distanceKm(centre, landmark) > 60) continue;
    // A landmark that is one of the city's neighbourhoods or areas lends it its other names ('홍대' for Hongdae).
    const same = [landmark.name, ...landmark.aliases].map((name) => anchors.get(phraseOf(name))).find((a) => a?.area);
    const anchor: Anchor = same ?? { kind: 'landmark', name: landmark.name, latitude: landmark.latitude, longitude: landmark.longitude };
    add(anchors, landmark.name, anchor);
    for (const alias of landmark.aliases) add(anchors, alias, anchor);
  }
  const byName = new Map<string, Anchor>();
  for (const place of withCoordinates) {
    const anchor: Anchor = { kind: 'place', name: place.name, placeId: place.id, latitude: place.latitude, longitude: place.longitude };
    add(byName, place.name, anchor);
    if (place.name_local) add(byName, place.name_local, anchor);
    // "near the Met", "near Katz's": names without what follows a comma or bracket.
    add(byName, place.name.replace(/\s*[(,].*$/, ''), anchor);
  }
  // "near Gyeongbokgung", "near Gwangjang": a name without its last word, when no other place starts so.
  const shortNames = new Map<string, Anchor | null>();
  for (const place of withCoordinates) {
    const words = phraseOf(place.name.replace(/\s*[(,].*$/, '')).split(' ');
    const short = words.slice(0, -1).join(' ');
    if (words.length < 2 || short.length < 5 || byName.has(short) || anchors.has(short)) continue;
    shortNames.set(short, shortNames.has(short) ? null : byName.get(phraseOf(place.name))!);
  }
  for (const [short, anchor] of shortNames) if (anchor) byName.set(short, anchor);
  const longest = Math.max(1, ...[...anchors.keys(), ...byName.keys()].map((k) => k.split(' ').length));
  // From the texts the checks read anyway (fit.ts), worked out once per place.
  const vocabulary = new Set<string>();
  for (let i = 0; i < places.length; i++) {
    const place = places[i]!;
    for (const word of factsOf(place).text.split(' ')) vocabulary.add(word);
    for (const word of phraseOf(`${place.neighborhood} ${place.address}`).split(' ')) vocabulary.add(word);
    if (i % PLACES_PER_STEP === PLACES_PER_STEP - 1) yield;
  }
  const words = [...vocabulary].sort();
  // The first word not before `start` in the sorted list: does it start so?
  const hasWord = (start: string) => words[firstFrom(words, start)]?.startsWith(start) ?? false;
  contexts.set(places, { anchors, places: byName, centre: centre ? { name: 'the city centre', ...centre } : null, longest, hasWord });
}

export { distanceKm, type MeaningPlace };
