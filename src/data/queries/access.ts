// What the signed-in user may see: their roles and the tastemakers they have access to.
import { useLiveQuery } from 'dexie-react-hooks';
import { accessibleTastemakerIds } from '#/domain/access';
import type { Entitlement, Role } from '#/domain/types';
import { db } from '../db';

export interface Access {
  roles: Role[];
  entitlements: Entitlement[];
  /** Tastemakers whose curation the user can see. */
  tastemakers: Set<string>;
}

export function useAccess(userId: string): Access | undefined {
  return useLiveQuery(async () => {
    if (!userId) return { roles: [], entitlements: [], tastemakers: new Set<string>() };
    const [roles, entitlements] = await Promise.all([
      db.user_roles.where('user').equals(userId).toArray(),
      db.entitlements.where('user').equals(userId).toArray(),
    ]);
    return { roles: roles.map((r) => r.role), entitlements, tastemakers: accessibleTastemakerIds(entitlements) };
  }, [userId]);
}
