// The signed-in user's profile and roles.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Profile, Role } from '#/domain/types';
import { db } from '../db';

/** The profile; null when the device has none for this user (yet). */
export function useProfile(userId: string): Profile | null | undefined {
  return useLiveQuery(async () => (userId ? ((await db.profiles.get(userId)) ?? null) : null), [userId]);
}

export function useRoles(userId: string): Role[] | undefined {
  return useLiveQuery(
    async () => (userId ? (await db.user_roles.where('user').equals(userId).toArray()).map((r) => r.role) : []),
    [userId],
  );
}
