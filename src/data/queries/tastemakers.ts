// Tastemakers as the device knows them.
import { useLiveQuery } from 'dexie-react-hooks';
import { tastemakerListed } from '#/domain/policy/access';
import type { Tastemaker } from '#/domain/types';
import { db } from '../db';

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

/** The tastemaker record behind the signed-in account, if they are one. */
export function useOwnTastemaker(userId: string): Tastemaker | null | undefined {
  return useLiveQuery(async () => (userId ? ((await db.tastemakers.where('user').equals(userId).first()) ?? null) : null), [userId]);
}
