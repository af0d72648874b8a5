// Who the user can chat with in a city (spec §6): its tour guides plus the
// tastemakers they have an active subscription to; only listed (approved) ones.
import { useLiveQuery } from 'dexie-react-hooks';
import { tastemakerListed, tastemakersWithAccess } from '#/domain/policy/access';
import { orderGuides } from '#/domain/chat';
import type { Tastemaker } from '#/domain/types';
import { db } from '../db';

export function useChatGuides(userId: string, cityId: string | undefined): Tastemaker[] | undefined {
  return useLiveQuery(async () => {
    if (!cityId) return [];
    const links = await db.city_tastemakers.where('city').equals(cityId).toArray();
    const tastemakers = (await db.tastemakers.bulkGet(links.map((l) => l.tastemaker))).filter((t): t is Tastemaker => !!t);
    const access = tastemakersWithAccess(userId ? await db.entitlements.where('user').equals(userId).toArray() : []);
    return orderGuides(tastemakers.filter((t) => tastemakerListed(t) && (t.is_tour_guide || access.has(t.id))));
  }, [userId, cityId]);
}
