// Who may see what (spec §4 and §6). The server enforces the same rules;
// these decide what screens show.
import type { City, Entitlement, Profile, Role } from './types';

/** A user has access to a tastemaker when unlocked, or subscribed with an active status that has not run out. */
export function hasTastemakerAccess(entitlement: Entitlement | undefined, now: Date = new Date()): boolean {
  if (!entitlement) return false;
  if (entitlement.unlocked) return true;
  if (!entitlement.subscribed || entitlement.status !== 'active') return false;
  return !entitlement.subscription_end || new Date(entitlement.subscription_end.replace(' ', 'T')) > now;
}

/** Ids of the tastemakers the user may follow the curation of. */
export function accessibleTastemakerIds(entitlements: Entitlement[], now: Date = new Date()): Set<string> {
  return new Set(entitlements.filter((e) => hasTastemakerAccess(e, now)).map((e) => e.tastemaker));
}

/** Free cities are open to everyone; others once unlocked. */
export function canOpenCity(city: City, profile: Pick<Profile, 'unlocked_cities'> | null | undefined): boolean {
  return city.is_free || !!profile?.unlocked_cities?.includes(city.id);
}

/** Tastemakers and admins see every place; everyone else only their tastemakers' places (spec §6). */
export function seesAllPlaces(roles: readonly Role[]): boolean {
  return roles.includes('tastemaker') || roles.includes('admin');
}

/**
 * The places a user may see in search: all of them for tastemakers and admins,
 * otherwise those recommended by a tastemaker they have access to.
 */
export function visiblePlaceIds(
  placeTastemakers: ReadonlyMap<string, readonly string[]>,
  accessible: ReadonlySet<string>,
  roles: readonly Role[],
): Set<string> {
  if (seesAllPlaces(roles)) return new Set(placeTastemakers.keys());
  const visible = new Set<string>();
  for (const [placeId, tastemakers] of placeTastemakers) {
    if (tastemakers.some((t) => accessible.has(t))) visible.add(placeId);
  }
  return visible;
}
