// The signed-in user as the access policy sees them (src/domain/policy): their
// roles, unlocked cities, entitlements and own tastemaker record, read from
// the device. Screens ask the policy with it (may this city open? whom do I follow?).
import { useLiveQuery } from 'dexie-react-hooks';
import { cityGrants, tastemakersWithAccess, VISITOR, type Caller, type Grants } from '#/domain/policy/access';
import { keptInCollection } from '#/domain/policy/shared';
import type { Entitlement, Role } from '#/domain/types';
import { db, type TastemapDB } from '../db';

export interface Access {
  caller: Caller;
  roles: Role[];
  entitlements: Entitlement[];
  /** Tastemakers the user follows (has access to). */
  tastemakers: Set<string>;
}

const visitorAccess: Access = { caller: VISITOR, roles: [], entitlements: [], tastemakers: new Set<string>() };

/** The signed-in user (a visitor with '') as the access policy sees them, from the device. */
export async function readAccess(userId: string, database: TastemapDB = db): Promise<Access> {
  if (!userId) return visitorAccess;
  const [roles, entitlements, profile, own] = await Promise.all([
    database.user_roles.where('user').equals(userId).toArray(),
    database.entitlements.where('user').equals(userId).toArray(),
    database.profiles.get(userId),
    database.tastemakers.where('user').equals(userId).primaryKeys(),
  ]);
  const caller: Caller = {
    userId,
    roles: roles.map((r) => r.role),
    unlockedCities: profile?.unlocked_cities ?? [],
    entitlements,
    ownTastemakers: own,
  };
  return { caller, roles: caller.roles as Role[], entitlements, tastemakers: tastemakersWithAccess(entitlements) };
}

export function useAccess(userId: string): Access | undefined {
  return useLiveQuery(() => readAccess(userId, db), [userId]);
}

/** What the user reads in one city: their grants there and the places they keep (saved, or in a collection). */
export interface CityReadScope {
  grants: Grants;
  kept: Set<string>;
  /** The places the user saved (hearts), of every city. */
  saved: Set<string>;
  /** The user as the policy sees them, read with the rest. */
  access: Access;
}

/**
 * The user's read scope in a city by the access policy, over what the device
 * holds now: an access that ended (an expiry while offline, an unsubscribe)
 * counts at once, before a sync prunes what it opened.
 */
export async function cityReadScope(userId: string, cityId: string, database: TastemapDB = db): Promise<CityReadScope> {
  const [access, links, saved, collected] = await Promise.all([
    readAccess(userId, database),
    database.city_tastemakers.where('city').equals(cityId).toArray(),
    userId ? database.saved_places.where('user').equals(userId).toArray() : [],
    userId ? database.collection_places.toArray() : [],
  ]);
  return {
    grants: cityGrants(access.caller, cityId, links),
    kept: new Set([...saved, ...collected.filter((row) => keptInCollection(row, userId))].map((row) => row.place)),
    saved: new Set(saved.map((row) => row.place)),
    access,
  };
}
