// What the query layer reads of a place, and what it works out once per place:
// the phrases its checks compare (fit.ts), the names a query may give
// (search.ts), the words the city has (context.ts), and distances.
import { KINDS, readFacets, type PlaceFacets } from '../facets';
import { greatCircleMeters } from '../geo';
import { phraseOf } from './text';

/** What the query layer reads of a place: the app's PlaceView and the server's place view both have it. */
export interface MeaningPlace {
  id: string;
  name: string;
  name_local: string;
  neighborhood: string;
  address: string;
  categoryKeys: readonly string[];
  vibes: readonly string[];
  budget: string;
  rating: number;
  description: string;
  latitude: number;
  longitude: number;
  facets?: unknown;
}

/** What the checks read of a place, worked out once per place object. */
export interface Facts {
  facets: PlaceFacets;
  /** Its name, local name, items, kinds and description as one phrase, padded with spaces. */
  text: string;
  /** Its name and items only, padded. */
  names: string;
  /** Its name and its local name as phrases: what a query naming the place is compared with. */
  name: string;
  localName: string;
}

const facts = new WeakMap<MeaningPlace, Facts>();

export function factsOf(place: MeaningPlace): Facts {
  let known = facts.get(place);
  if (!known) {
    const facets = readFacets(place.facets);
    const names = ` ${phraseOf([place.name, place.name_local, ...facets.items].join(' '))} `;
    const text = `${names}${phraseOf([...facets.kinds.map((k) => KINDS[k]), place.description].join(' '))} `;
    known = { facets, text, names, name: phraseOf(place.name), localName: phraseOf(place.name_local) };
    facts.set(place, known);
  }
  return known;
}

/** Great-circle distance in kilometres (the one haversine, ../geo.ts). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  return greatCircleMeters(a, b) / 1000;
}
