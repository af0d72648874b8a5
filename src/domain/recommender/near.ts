// Where the guide measures "near me" from, out of what the device sends with a
// question: its position (checked: finite, in range, in the city; anything else
// is ignored, never an error) and the name of the area chosen last, which must
// be one of the city's areas or neighbourhoods (their centre is worked out here,
// not taken from the device). The device answers offline with the same rule.
import { distanceMeters, formatDistance, isPosition, referencePoint, type LatLng, type ReferencePoint } from '../geo';
import { cityContext, type MeaningPlace } from '../query/context';
import { phraseOf } from '../query/text';

/** What the device sends with a question: `{ position?: {latitude, longitude}, area?: string }`. */
export interface NearInput {
  position?: LatLng | null;
  area?: string | null;
}

/** Reads an untrusted request field into a NearInput. */
export function readNearInput(value: unknown): NearInput {
  if (!value || typeof value !== 'object') return {};
  const { position, area } = value as Record<string, unknown>;
  return {
    position: isPosition(position) ? { latitude: position.latitude, longitude: position.longitude } : null,
    area: typeof area === 'string' && area.length <= 80 ? area : null,
  };
}

/** The point "near me" measures from in a city, for the guide. */
export function guideReferencePoint(near: NearInput, city: LatLng | null, places: readonly MeaningPlace[]): ReferencePoint | null {
  const anchor = near.area ? cityContext(places).anchors.get(phraseOf(near.area)) : undefined;
  const area = anchor && (anchor.kind === 'area' || anchor.kind === 'neighbourhood') ? anchor : null;
  // The middle of the city's places when the city itself has no position.
  const centre = isPosition(city) ? city : cityContext(places).centre;
  return referencePoint({ city: centre, position: near.position, area });
}

/**
 * How far a place is from where "near me" measures, in the words the app
 * shows: "850 m, 11 min walk from you", "1.2 km, 15 min walk from Hongdae".
 * '' when either has no position. A language model answering the guide gets
 * it with each place, so it can say how near a place is and never guess.
 */
export function distanceFromHere(place: Partial<LatLng>, here: ReferencePoint | null): string {
  if (!here || !isPosition(place)) return '';
  const distance = formatDistance(distanceMeters(place, here));
  return distance && `${distance} from ${here.name}`;
}
