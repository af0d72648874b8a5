// Places with what their cards show: category names, approved vibes and the
// tastemakers who recommend them.
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Place, Tastemaker } from '#/domain/types';
import { db, type TastemapDB } from '../db';

export interface PlaceView extends Place {
  categoryKeys: string[];
  categoryNames: string[];
  vibes: string[];
  tastemakers: Tastemaker[];
}

/** Places with what their cards show; `database` defaults to the app's. */
export async function placeViews(places: Place[], database: TastemapDB = db): Promise<PlaceView[]> {
  if (!places.length) return [];
  const ids = places.map((p) => p.id);
  // A few places: look their links up by index. A whole city: one read of each
  // link table beats thousands of index lookups (anyOf is slow on large lists).
  const wanted = new Set(ids);
  const linksOf = <T extends { place: string }>(table: Table<T, string>) =>
    ids.length > 300
      ? table.toArray().then((rows) => rows.filter((row) => wanted.has(row.place)))
      : table.where('place').anyOf(ids).toArray();
  const [categories, vibes, placeVibes, links] = await Promise.all([
    database.place_categories.toArray(),
    database.vibes.where('status').equals('approved').toArray(),
    linksOf(database.place_vibes),
    linksOf(database.tastemaker_places),
  ]);
  const tastemakers = new Map(
    (await database.tastemakers.bulkGet([...new Set(links.map((l) => l.tastemaker))]))
      .filter((t): t is Tastemaker => !!t)
      .map((t) => [t.id, t]),
  );
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const vibeById = new Map(vibes.map((v) => [v.id, v.name]));
  const vibesByPlace = new Map<string, string[]>();
  for (const pv of placeVibes) {
    const name = vibeById.get(pv.vibe);
    if (name) vibesByPlace.set(pv.place, [...(vibesByPlace.get(pv.place) ?? []), name]);
  }
  const tastemakersByPlace = new Map<string, Tastemaker[]>();
  for (const link of links) {
    const t = tastemakers.get(link.tastemaker);
    if (t) tastemakersByPlace.set(link.place, [...(tastemakersByPlace.get(link.place) ?? []), t]);
  }
  return places.map((p) => {
    const cats = p.categories.map((id) => categoryById.get(id)).filter((c) => !!c);
    return {
      ...p,
      categoryKeys: cats.map((c) => c.key),
      categoryNames: cats.map((c) => c.name),
      vibes: vibesByPlace.get(p.id) ?? [],
      tastemakers: (tastemakersByPlace.get(p.id) ?? []).sort((a, b) => b.followers - a.followers),
    };
  });
}

export function useCityPlaces(cityId: string | undefined): PlaceView[] | undefined {
  return useLiveQuery(async () => (cityId ? placeViews(await db.places.where('city').equals(cityId).toArray()) : []), [cityId]);
}

/** One place; null once the device knows it has none. */
export function usePlaceView(id: string | undefined): PlaceView | null | undefined {
  return useLiveQuery(async () => {
    const place = id ? await db.places.get(id) : undefined;
    return place ? (await placeViews([place]))[0]! : null;
  }, [id]);
}

export function usePlaceViews(ids: readonly string[] | undefined): PlaceView[] | undefined {
  return useLiveQuery(async () => {
    if (!ids?.length) return [];
    const places = (await db.places.bulkGet([...ids])).filter((p): p is Place => !!p);
    return placeViews(places);
  }, [ids?.join(',')]);
}
