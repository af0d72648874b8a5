// Places with what their cards show: category names, approved vibes and the
// tastemakers who recommend them. Read from the in-memory catalog; a city's
// list is decorated once per catalog revision and shared by every screen.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Place, PlaceCategory, Tastemaker } from '#/domain/types';
import { loadCatalog, type Catalog } from '../catalog/catalog';
import { db, type TastemapDB } from '../db';

export interface PlaceView extends Place {
  categoryKeys: string[];
  categoryNames: string[];
  vibes: string[];
  tastemakers: Tastemaker[];
}

/** The small global tables a card needs besides the catalog, and a key that changes when they do. */
interface Decor {
  key: string;
  categoryById: Map<string, PlaceCategory>;
  vibeNameById: Map<string, string>;
  tastemakerById: Map<string, Tastemaker>;
}

async function loadDecor(database: TastemapDB): Promise<Decor> {
  const [categories, vibes, tastemakers] = await Promise.all([
    database.place_categories.toArray(),
    database.vibes.where('status').equals('approved').toArray(),
    database.tastemakers.toArray(),
  ]);
  const key = [categories, vibes, tastemakers].map((rows) => rows.map((r) => `${r.id}@${r.updated}`).join(',')).join('|');
  return {
    key,
    categoryById: new Map(categories.map((c) => [c.id, c])),
    vibeNameById: new Map(vibes.map((v) => [v.id, v.name])),
    tastemakerById: new Map(tastemakers.map((t) => [t.id, t])),
  };
}

function decorate(catalog: Catalog, decor: Decor, place: Place): PlaceView {
  const cats = place.categories.map((id) => decor.categoryById.get(id)).filter((c) => !!c);
  const vibes: string[] = [];
  for (const link of catalog.vibesByPlace.get(place.id) ?? []) {
    const name = decor.vibeNameById.get(link.vibe);
    if (name) vibes.push(name);
  }
  const tastemakers: Tastemaker[] = [];
  for (const pick of catalog.picksByPlace.get(place.id) ?? []) {
    const tastemaker = decor.tastemakerById.get(pick.tastemaker);
    if (tastemaker) tastemakers.push(tastemaker);
  }
  return {
    ...place,
    categoryKeys: cats.map((c) => c.key),
    categoryNames: cats.map((c) => c.name),
    vibes,
    tastemakers: tastemakers.sort((a, b) => b.followers - a.followers),
  };
}

/** Every place of a city the device holds, decorated; the same array until the catalog or its decor changes. */
export async function cityPlaceViews(cityId: string, database: TastemapDB = db): Promise<PlaceView[]> {
  const [catalog, decor] = await Promise.all([loadCatalog(database), loadDecor(database)]);
  const memoKey = `city:${cityId}|${decor.key}`;
  const memo = catalog.memo.get(memoKey) as PlaceView[] | undefined;
  if (memo) return memo;
  const views = (catalog.placesByCity.get(cityId) ?? []).map((p) => decorate(catalog, decor, p));
  catalog.memo.set(memoKey, views);
  return views;
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

/** One place; null once the device knows it has none. */
export function usePlaceView(id: string | undefined): PlaceView | null | undefined {
  return useLiveQuery(async () => (id ? ((await placeViewsByIds([id]))[0] ?? null) : null), [id]);
}

export function usePlaceViews(ids: readonly string[] | undefined): PlaceView[] | undefined {
  return useLiveQuery(async () => (ids?.length ? placeViewsByIds(ids) : []), [ids?.join(',')]);
}
