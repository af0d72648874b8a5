// What each purchase would give this user, read from the device
// (src/domain/offers.ts): who they are to the access policy, the cities and
// their tastemakers with the counts the server keeps on them, and the places
// they read in each city they may open. Every screen that shows a price, a
// promise or a count of places takes it from here. Works offline: it reads
// only what the device holds.
import { useLiveQuery } from 'dexie-react-hooks';
import { countFromFigures, openCount, type HeldCity, type OfferContext, type OpenCount } from '#/domain/offers';
import { mayOpenCity, tastemakerListed } from '#/domain/policy/access';
import type { City } from '#/domain/types';
import { loadCatalog } from '../catalog/catalog';
import { db, type TastemapDB } from '../db';
import { cityReadScope, readAccess } from './access';
import { pickersOf, readableCityPlaceViews } from './places';

/** The offers' context for this user (a visitor with ''), over what the device holds now. */
export async function readOfferContext(userId: string, database: TastemapDB = db): Promise<OfferContext> {
  const [access, cities, links, tastemakers, catalog] = await Promise.all([
    readAccess(userId, database),
    database.cities.toArray(),
    database.city_tastemakers.toArray(),
    database.tastemakers.toArray(),
    loadCatalog(database),
  ]);
  const pickers = pickersOf(catalog);
  const held = new Map<string, HeldCity>();
  for (const city of cities) {
    if (!mayOpenCity(access.caller, city)) continue;
    const scope = await cityReadScope(userId, city.id, database);
    const readable = await readableCityPlaceViews(city.id, userId, database, scope);
    held.set(city.id, { grants: scope.grants, readable: readable.map((place) => place.id), pickersOf: pickers });
  }
  return {
    caller: access.caller,
    cities,
    links,
    listed: new Set(tastemakers.filter(tastemakerListed).map((t) => t.id)),
    count: countFromFigures(cities, links, held),
  };
}

export function useOfferContext(userId: string): OfferContext | undefined {
  return useLiveQuery(() => readOfferContext(userId), [userId]);
}

/** How many of a city's places are open to the user: the places the device reads there, of those a traveller can reach. */
export function useOpenCount(city: City | null | undefined, userId: string): OpenCount | undefined {
  return useLiveQuery(async () => {
    if (!city) return undefined;
    return openCount((await readableCityPlaceViews(city.id, userId)).length, city);
  }, [city?.id, city?.places_count, userId]);
}
