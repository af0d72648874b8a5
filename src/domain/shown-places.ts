// Which of a city's places the screens show, and what they say about the rest.
// Home's Hot Places, search and the guide answering on the device show one
// set: the places the access policy lets the user read (./policy/access.ts,
// placeReadable), as the server's guide does. A device never stores a place it
// may not read, so nothing is shown locked; instead, a search that finds
// little names the tastemakers whose picks the user does not follow yet.
import { placeReadable, type Grants } from './policy/access';
import type { Tastemaker } from './types';

/** A search finding fewer places than this says what more tastemakers would bring. */
export const FEW_RESULTS = 3;
/** How many of those tastemakers it names. */
export const SUGGESTED_TASTEMAKERS = 3;

/**
 * The places of one city the user may read, in their order: picked by a
 * tastemaker they follow, kept by them (saved, or in a collection), added by
 * them (a tastemaker's own), or all of them when their grants cover the city. The list itself when every place is
 * readable, so screens keyed on it see no change.
 */
export function readablePlaces<P extends { id: string; added_by?: string }>(
  places: P[],
  grants: Grants,
  pickersOf: (placeId: string) => readonly string[],
  kept: ReadonlySet<string>,
): P[] {
  if (grants.all) return places;
  const readable = (place: P) => placeReadable(grants, pickersOf(place.id), kept.has(place.id), place.added_by);
  return places.every(readable) ? places : places.filter(readable);
}

/**
 * The city's tastemakers whose picks the user does not read yet, in the
 * order given: none when their grants cover the whole city (admins, the
 * city's own tastemakers), since following adds nothing then.
 */
export function tastemakersNotFollowed<T extends Pick<Tastemaker, 'id'>>(cityTastemakers: readonly T[], grants: Grants): T[] {
  if (grants.all) return [];
  return cityTastemakers.filter((t) => !grants.tastemakers.includes(t.id));
}

/** Lower case, no accents, words of three letters or more, plurals as their singular ('Galleries' → 'gallery'). */
function stems(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3)
    .map((word) => (word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word));
}

/**
 * Up to `limit` of the tastemakers not followed to name after a search: those
 * whose specialties or title speak of what was searched (its words, the
 * category chosen; a word being typed counts) first, then the most followed.
 * Their picks are not on the device, so what they say of themselves is what there is to go on.
 */
export function suggestTastemakers<T extends Pick<Tastemaker, 'id' | 'name' | 'title' | 'specialties' | 'followers'>>(
  notFollowed: readonly T[],
  searched: { query: string; category?: string },
  limit = SUGGESTED_TASTEMAKERS,
): T[] {
  const terms = [...new Set(stems(`${searched.query} ${searched.category && searched.category !== 'all' ? searched.category : ''}`))];
  const score = (t: T) => {
    const words = stems([t.title, ...(t.specialties ?? [])].join(' '));
    return terms.filter((term) => words.some((word) => word === term || word.startsWith(term))).length;
  };
  return notFollowed
    .map((t) => ({ t, score: score(t) }))
    .sort((a, b) => b.score - a.score || b.t.followers - a.t.followers || a.t.name.localeCompare(b.t.name))
    .slice(0, limit)
    .map(({ t }) => t);
}

/** Whether a search that found `found` places says that more come with the tastemakers not followed. */
export function explainsHiddenPlaces(found: number, notFollowed: number): boolean {
  return found < FEW_RESULTS && notFollowed > 0;
}
