// The signed-in user as the access policy sees them (src/domain/policy): their
// roles, unlocked cities, entitlements and own tastemaker record, read from
// the device. Screens ask the policy with it (may this city open? whom do I follow?).
import { useLiveQuery } from 'dexie-react-hooks';
import { tastemakersWithAccess, VISITOR, type Caller } from '#/domain/policy/access';
import type { Entitlement, Role } from '#/domain/types';
import { db } from '../db';

export interface Access {
  caller: Caller;
  roles: Role[];
  entitlements: Entitlement[];
  /** Tastemakers the user follows (has access to). */
  tastemakers: Set<string>;
}

const visitorAccess: Access = { caller: VISITOR, roles: [], entitlements: [], tastemakers: new Set<string>() };

export function useAccess(userId: string): Access | undefined {
  return useLiveQuery(async () => {
    if (!userId) return visitorAccess;
    const [roles, entitlements, profile, own] = await Promise.all([
      db.user_roles.where('user').equals(userId).toArray(),
      db.entitlements.where('user').equals(userId).toArray(),
      db.profiles.get(userId),
      db.tastemakers.where('user').equals(userId).primaryKeys(),
    ]);
    const caller: Caller = {
      userId,
      roles: roles.map((r) => r.role),
      unlockedCities: profile?.unlocked_cities ?? [],
      entitlements,
      ownTastemakers: own,
    };
    return { caller, roles: caller.roles as Role[], entitlements, tastemakers: tastemakersWithAccess(entitlements) };
  }, [userId]);
}
