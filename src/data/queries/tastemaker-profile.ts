// One tastemaker as their profile shows them: cities, signature vibes,
// curated places (those on this device), and the user's active vibe profile.
import { useLiveQuery } from 'dexie-react-hooks';
import type { City, PlaceView, Tastemaker, Vibe } from '#/domain/types';
import { db } from '../db';
import { loadCatalog } from '../catalog/catalog';
import { placeViewsByIds } from './places';

/** By slug, by id, or by the id of the account behind it (spec: /tastemaker/{userId}). */
export function useTastemakerByParam(param: string | undefined): Tastemaker | null | undefined {
  return useLiveQuery(async () => {
    if (!param) return null;
    if ((await db.tastemakers.count()) === 0) return undefined;
    return (
      (await db.tastemakers.where('slug').equals(param).first()) ??
      (await db.tastemakers.get(param)) ??
      (await db.tastemakers.where('user').equals(param).first()) ??
      null
    );
  }, [param]);
}

export function useTastemakerCities(tastemakerId: string | undefined): City[] | undefined {
  return useLiveQuery(async () => {
    if (!tastemakerId) return [];
    const links = await db.city_tastemakers.where('tastemaker').equals(tastemakerId).toArray();
    return (await db.cities.bulkGet(links.map((l) => l.city))).filter((c): c is City => !!c);
  }, [tastemakerId]);
}

export interface SignatureVibe extends Vibe {
  frequency: number;
}

/** Approved vibes of the tastemaker, most frequent first. */
export function useSignatureVibes(tastemakerId: string | undefined): SignatureVibe[] | undefined {
  return useLiveQuery(async () => {
    if (!tastemakerId) return [];
    const links = await db.tastemaker_vibes.where('tastemaker').equals(tastemakerId).toArray();
    const vibes = await db.vibes.bulkGet(links.map((l) => l.vibe));
    return links
      .map((l, i) => (vibes[i]?.status === 'approved' ? { ...vibes[i], frequency: l.frequency } : null))
      .filter((v): v is SignatureVibe => !!v)
      .sort((a, b) => b.frequency - a.frequency || a.name.localeCompare(b.name));
  }, [tastemakerId]);
}

export interface CuratedPlace extends PlaceView {
  note: string;
}

/** The tastemaker's places that this device holds (cities the user may open), with their notes. */
export function useCuratedPlaces(tastemakerId: string | undefined): CuratedPlace[] | undefined {
  return useLiveQuery(async () => {
    if (!tastemakerId) return [];
    const links = (await loadCatalog(db)).picksByTastemaker.get(tastemakerId) ?? [];
    const notes = new Map(links.map((l) => [l.place, l.note]));
    return (await placeViewsByIds(links.map((l) => l.place)))
      .map((p) => ({ ...p, note: notes.get(p.id) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [tastemakerId]);
}

/** Vibe ids on the user's active vibe profile, and its id ('' when none). */
export function useActiveVibeProfileVibes(userId: string): { profileId: string; vibes: Set<string> } | undefined {
  return useLiveQuery(async () => {
    const profile = userId ? await db.profiles.get(userId) : undefined;
    const profileId = profile?.active_vibe_profile ?? '';
    if (!profileId || !(await db.vibe_profiles.get(profileId))) return { profileId: '', vibes: new Set<string>() };
    const links = await db.vibe_profile_vibes.where('vibe_profile').equals(profileId).toArray();
    return { profileId, vibes: new Set(links.map((l) => l.vibe)) };
  }, [userId]);
}
