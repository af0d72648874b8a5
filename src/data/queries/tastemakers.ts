// Tastemakers as the device knows them, and a tastemaker's own picks as their dashboard shows them.
import { useLiveQuery } from 'dexie-react-hooks';
import { tastemakerListed } from '#/domain/policy/access';
import { photoUrl, pictureOf, type PhotoCollection } from '#/domain/images';
import type { PlaceView, Tastemaker } from '#/domain/types';
import { loadCatalog } from '../catalog/catalog';
import { db } from '../db';
import { placeViewsByIds } from './places';

/** The city's listed tastemakers (a self-made one waiting for review is in no list, its own account's included), most followed first. */
export function useCityTastemakers(cityId: string | undefined): Tastemaker[] | undefined {
  return useLiveQuery(async () => {
    if (!cityId) return [];
    const links = await db.city_tastemakers.where('city').equals(cityId).toArray();
    const list = (await db.tastemakers.bulkGet(links.map((l) => l.tastemaker))).filter((t): t is Tastemaker => !!t && tastemakerListed(t));
    return list.sort((a, b) => b.followers - a.followers);
  }, [cityId]);
}

export function useAllTastemakers(): Tastemaker[] | undefined {
  return useLiveQuery(async () => (await db.tastemakers.filter(tastemakerListed).toArray()).sort((a, b) => b.followers - a.followers), []);
}

/** The tastemaker record behind the signed-in account, if they are one (pending, approved or rejected). */
export function useOwnTastemaker(userId: string): Tastemaker | null | undefined {
  return useLiveQuery(async () => (userId ? ((await db.tastemakers.where('user').equals(userId).first()) ?? null) : null), [userId]);
}

/** One of the tastemaker's own picks, as their dashboard lists it. */
export interface OwnPick extends PlaceView {
  note: string;
  /** The pick itself (a `tastemaker_places` row) and its own photo ('' without one). */
  pick: { id: string; photo: string };
  /**
   * Whose photo the dashboard's picker changes: the place's, when this
   * tastemaker added the place; else their pick's, since the shared photo of a
   * place others curate is not theirs (src/domain/images.ts, mayChangePhoto).
   */
  photoTarget: { collection: Extract<PhotoCollection, 'places' | 'tastemaker_places'>; id: string; photo: string };
  /** What the dashboard shows: the photo the picker changes when it has one, else the place's picture. */
  picture: { src: string; fallback: string };
}

/** Where a pick's photo goes, by who added the place (exported for its test). */
export function photoTargetOf(tastemakerId: string, place: PlaceView, pick: { id: string; photo: string }): OwnPick['photoTarget'] {
  return place.added_by && place.added_by === tastemakerId
    ? { collection: 'places', id: place.id, photo: place.photo ?? '' }
    : { collection: 'tastemaker_places', id: pick.id, photo: pick.photo };
}

/** The tastemaker's picks this device holds, by place name, with their notes and photos. */
export function useOwnPicks(tastemakerId: string | undefined): OwnPick[] | undefined {
  return useLiveQuery(async () => {
    if (!tastemakerId) return [];
    const links = (await loadCatalog(db)).picksByTastemaker.get(tastemakerId) ?? [];
    const byPlace = new Map(links.map((l) => [l.place, l]));
    return (await placeViewsByIds(links.map((l) => l.place)))
      .map((place): OwnPick => {
        const link = byPlace.get(place.id)!;
        const pick = { id: link.id, photo: link.photo ?? '' };
        const photoTarget = photoTargetOf(tastemakerId, place, pick);
        const shown = pictureOf('places', place);
        const picture = photoTarget.photo ? { src: photoUrl(photoTarget.collection, photoTarget), fallback: shown.fallback } : shown;
        return { ...place, note: link.note, pick, photoTarget, picture };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [tastemakerId]);
}
