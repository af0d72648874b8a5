// Places with what their cards show: category names, approved vibes, the
// tastemakers who recommend them and the pick photo a place without its own
// photo shows. Read from the in-memory catalog; a city's list is decorated
// once per catalog revision and shared by every screen.
import { useLiveQuery } from 'dexie-react-hooks';
import { cyrb53 } from '#/domain/ids';
import { tastemakerListed, tastemakersWithAccess } from '#/domain/policy/access';
import { readablePlaces } from '#/domain/shown-places';
import type { Place, PlaceCategory, PlaceView, Tastemaker, TastemakerPlace } from '#/domain/types';
import { loadCatalog, type Catalog } from '../catalog/catalog';
import { db, type TastemapDB } from '../db';
import { cityReadScope, readAccess, type Access, type CityReadScope } from './access';

/** The small global tables a card needs besides the catalog, and a key that changes when they do. */
interface Decor {
  key: string;
  categoryById: Map<string, PlaceCategory>;
  vibeNameById: Map<string, string>;
  tastemakerById: Map<string, Tastemaker>;
  /** The user's own tastemaker records, and the tastemakers they follow: whose pick photos come first. */
  own: Set<string>;
  followed: Set<string>;
  /** Category keys and names by a place's category ids (categoryLists). */
  categoryLists: Map<string, { keys: string[]; names: string[] }>;
}

async function loadDecor(database: TastemapDB): Promise<Decor> {
  const [categories, vibes, tastemakers, entitlements] = await Promise.all([
    database.place_categories.toArray(),
    database.vibes.where('status').equals('approved').toArray(),
    database.tastemakers.toArray(),
    // The device holds only the signed-in user's entitlements.
    database.entitlements.toArray(),
  ]);
  const followed = tastemakersWithAccess(entitlements);
  // Whom the user follows orders pick photos; a renewal that changes no follow changes no list.
  const key = [
    ...[categories, vibes, tastemakers].map((rows) => rows.map((r) => `${r.id}@${r.updated}`).join(',')),
    [...followed].sort().join(','),
  ].join('|');
  return {
    key,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    vibeNameById: new Map(vibes.map((v) => [v.id, v.name])),
    // Who picked a place: the tastemakers the server sends this device (listed ones, and the user's own while
    // it waits for review), and the seed's personas kept from before there was a status (tastemakerListed).
    tastemakerById: new Map(tastemakers.filter((t) => t.status !== undefined || tastemakerListed(t)).map((t) => [t.id, t])),
    // The server sends the account behind a tastemaker only to that account (policy/fields.ts).
    own: new Set(tastemakers.filter((t) => !!t.user).map((t) => t.id)),
    followed,
    categoryLists: new Map(),
  };
}

/** A place's category keys and names, shared by every place in the same categories: one pair of arrays per combination. */
function categoryLists(decor: Decor, ids: readonly string[]): { keys: string[]; names: string[] } {
  const key = ids.length === 1 ? ids[0]! : ids.join(',');
  let lists = decor.categoryLists.get(key);
  if (!lists) {
    lists = { keys: [], names: [] };
    for (const id of ids) {
      const category = decor.categoryById.get(id);
      if (!category) continue;
      lists.keys.push(category.key);
      lists.names.push(category.name);
    }
    decor.categoryLists.set(key, lists);
  }
  return lists;
}

const byFollowers = (a: Tastemaker, b: Tastemaker) => b.followers - a.followers;

/**
 * The pick photo a place shows when it has none of its own. The device holds a
 * pick's photo only where the user may read its note (their own picks, those of
 * tastemakers they follow; every pick for admins): of those, the user's own
 * first, then a followed tastemaker's, then the most followed tastemaker's.
 */
export function choosePickPhoto(
  picks: readonly TastemakerPlace[],
  tastemakerById: ReadonlyMap<string, Tastemaker>,
  own: ReadonlySet<string>,
  followed: ReadonlySet<string>,
): { id: string; photo: string } | null {
  let best: { pick: TastemakerPlace; rank: number; followers: number } | null = null;
  for (const pick of picks) {
    const tastemaker = pick.photo ? tastemakerById.get(pick.tastemaker) : undefined;
    if (!tastemaker) continue;
    const rank = own.has(tastemaker.id) ? 0 : followed.has(tastemaker.id) ? 1 : 2;
    const better =
      !best ||
      rank < best.rank ||
      (rank === best.rank &&
        (tastemaker.followers > best.followers || (tastemaker.followers === best.followers && pick.id < best.pick.id)));
    if (better) best = { pick, rank, followers: tastemaker.followers };
  }
  return best ? { id: best.pick.id, photo: best.pick.photo! } : null;
}

/** What a card shows besides the place itself. Screens never change these arrays, so places may share them. */
function decorations(catalog: Catalog, decor: Decor, place: Place): Omit<PlaceView, keyof Place> {
  const { keys, names } = categoryLists(decor, place.categories);
  const vibes: string[] = [];
  for (const link of catalog.vibesByPlace.get(place.id) ?? []) {
    const name = decor.vibeNameById.get(link.vibe);
    if (name) vibes.push(name);
  }
  const tastemakers: Tastemaker[] = [];
  const picks = catalog.picksByPlace.get(place.id) ?? [];
  for (const pick of picks) {
    const tastemaker = decor.tastemakerById.get(pick.tastemaker);
    if (tastemaker) tastemakers.push(tastemaker);
  }
  if (tastemakers.length > 1) tastemakers.sort(byFollowers);
  const pickPhoto = place.photo ? null : choosePickPhoto(picks, decor.tastemakerById, decor.own, decor.followed);
  return { categoryKeys: keys, categoryNames: names, vibes, tastemakers, pickPhoto };
}

function decorate(catalog: Catalog, decor: Decor, place: Place): PlaceView {
  return { ...place, ...decorations(catalog, decor, place) };
}

/**
 * Every place of a city the device holds, decorated; the same array until the catalog or its decor changes.
 * The first time a catalog revision is decorated, its place objects (parsed for this revision, seen by no
 * screen yet) become the views themselves: copying thousands of places costs a city's first search as much as
 * reading them. A later decor (a vibe approved) copies, so that screens holding the earlier views see new objects.
 */
export async function cityPlaceViews(cityId: string, database: TastemapDB = db): Promise<PlaceView[]> {
  const [catalog, decor] = await Promise.all([loadCatalog(database), loadDecor(database)]);
  const memoKey = `city:${cityId}|${decor.key}`;
  const memo = catalog.memo.get(memoKey) as PlaceView[] | undefined;
  if (memo) return memo;
  const ownersKey = `decorated in place:${cityId}`;
  const inPlace = !catalog.memo.has(ownersKey);
  catalog.memo.set(ownersKey, true);
  const places = catalog.placesByCity.get(cityId) ?? [];
  const views = inPlace
    ? places.map((p) => Object.assign(p, decorations(catalog, decor, p)))
    : places.map((p) => decorate(catalog, decor, p));
  catalog.memo.set(memoKey, views);
  // The decor's key names every category, vibe and tastemaker: hashed, a list's key stays short.
  listKeys.set(views, `${catalog.rev}:${cyrb53(decor.key).toString(36)}`);
  return views;
}

/** Names each city list cityPlaceViews returns by what it was made of: equal keys, equal lists. */
const listKeys = new WeakMap<readonly unknown[], string>();

/** The key of a list cityPlaceViews returned (its catalog revision and decor); undefined for any other array. */
export function placeListKey(list: readonly unknown[]): string | undefined {
  return listKeys.get(list);
}

/** The places with these ids the device holds, decorated, in the order asked. */
export async function placeViewsByIds(ids: readonly string[], database: TastemapDB = db): Promise<PlaceView[]> {
  const [catalog, decor] = await Promise.all([loadCatalog(database), loadDecor(database)]);
  const views: PlaceView[] = [];
  for (const id of ids) {
    const place = catalog.places.get(id);
    if (place) views.push(decorate(catalog, decor, place));
  }
  return views;
}

export function useCityPlaces(cityId: string | undefined): PlaceView[] | undefined {
  return useLiveQuery(async () => (cityId ? cityPlaceViews(cityId) : []), [cityId]);
}

/** The tastemakers who picked each place of a catalog revision. */
export function pickersOf(catalog: Catalog): (placeId: string) => readonly string[] {
  let pickers = catalog.memo.get('pickers') as Map<string, string[]> | undefined;
  if (!pickers) {
    pickers = new Map();
    for (const [place, picks] of catalog.picksByPlace)
      pickers.set(
        place,
        picks.map((pick) => pick.tastemaker),
      );
    catalog.memo.set('pickers', pickers);
  }
  const found = pickers;
  return (placeId) => found.get(placeId) ?? [];
}

/** The readable list last made from each city list: while nothing changes, a list with places hidden stays the same array too. */
const readableLists = new WeakMap<readonly PlaceView[], PlaceView[]>();

/**
 * The places of a city this user may read (domain/shown-places.ts): what
 * Home's Hot Places, search and the guide on the device all show. The city's
 * list itself while every place on the device is readable, as it is between syncs.
 */
export async function readableCityPlaceViews(
  cityId: string,
  userId: string,
  database: TastemapDB = db,
  known?: CityReadScope,
): Promise<PlaceView[]> {
  const [views, catalog, scope] = await Promise.all([
    cityPlaceViews(cityId, database),
    loadCatalog(database),
    known ?? cityReadScope(userId, cityId, database),
  ]);
  const list = readablePlaces(views, scope.grants, pickersOf(catalog), scope.kept);
  if (list === views) return views;
  // Made from the same city list, the same places are the same objects.
  const last = readableLists.get(views);
  if (last && last.length === list.length && last.every((place, i) => place === list[i])) return last;
  readableLists.set(views, list);
  return list;
}

/** A city as search shows it: the places the user may read, and the scope, access and saved places they were judged by. */
export interface ReadableCity {
  places: PlaceView[];
  /** Undefined without a city. */
  scope: CityReadScope | undefined;
  access: Access;
  saved: ReadonlySet<string>;
}

/**
 * The readable places of a city and what a screen of cards needs beside them, in one query: read
 * apart, each of them read the user's access again, and a start on a phone paid for every read.
 */
export async function readableCity(cityId: string | undefined, userId: string, database: TastemapDB = db): Promise<ReadableCity> {
  if (!cityId) {
    const [access, saved] = await Promise.all([
      readAccess(userId, database),
      userId ? database.saved_places.where('user').equals(userId).toArray() : [],
    ]);
    return { places: [], scope: undefined, access, saved: new Set(saved.map((row) => row.place)) };
  }
  const scope = await cityReadScope(userId, cityId, database);
  const places = await readableCityPlaceViews(cityId, userId, database, scope);
  return { places, scope, access: scope.access, saved: scope.saved };
}

/**
 * readableCity, live. `cityId` null: the user has no city; undefined: not known yet, and nothing is
 * read. Undefined until the city asked for is read: useLiveQuery keeps its last result while it
 * reads for new inputs, and a screen drawn from no city's (empty) list would say the user has no places.
 */
export function useReadableCity(cityId: string | null | undefined, userId: string): ReadableCity | undefined {
  const inputs = `${cityId}|${userId}`;
  const read = useLiveQuery(
    async () => (cityId === undefined ? undefined : { inputs, city: await readableCity(cityId ?? undefined, userId) }),
    [cityId, userId],
  );
  return read?.inputs === inputs ? read.city : undefined;
}

/** One place; null once the device knows it has none. */
export function usePlaceView(id: string | undefined): PlaceView | null | undefined {
  return useLiveQuery(async () => (id ? ((await placeViewsByIds([id]))[0] ?? null) : null), [id]);
}

export function usePlaceViews(ids: readonly string[] | undefined): PlaceView[] | undefined {
  return useLiveQuery(async () => (ids?.length ? placeViewsByIds(ids) : []), [ids?.join(',')]);
}
