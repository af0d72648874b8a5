// Actions only the server may decide (spec: unlocking, roles, onboarding,
// reset). They need a connection; screens check with requireOnline() first.
// Each waits for a sync afterwards so the screens (which read Dexie) show
// the result at once.
import { ClientResponseError } from 'pocketbase';
import { apiClient } from './client';
import { syncNow } from '../sync/engine';
import { db } from '../db';
import { readMeta, writeMeta, type TastemakerStats } from '../db/meta';

async function post<T>(path: string, body?: unknown): Promise<T> {
  const pb = await apiClient();
  const result = await pb.send<T>(path, { method: 'POST', body: body ?? {}, requestKey: null });
  await syncNow();
  return result;
}

/** The server's message for a failed call, or `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ClientResponseError) {
    const message = (error.response?.message as string | undefined) ?? '';
    if (error.status === 0) return "You're offline. This needs a connection.";
    return message.replace(/\.$/, '') || fallback;
  }
  return fallback;
}

export interface UnlockResult {
  success: boolean;
  alreadyPurchased: boolean;
  message: string;
  cityId: string;
  badges?: string[];
}

export const completeOnboarding = (cityId: string) => post<{ success: boolean; cityId: string; badges: string[] }>('/api/app/onboarding/complete', { cityId });
export const unlockCity = (cityId: string) => post<UnlockResult>('/api/app/cities/unlock', { cityId });
export const becomeTastemaker = () => post<{ success: boolean; tastemakerId: string }>('/api/app/roles/become-tastemaker');
export const resetProfile = () => post<{ success: boolean }>('/api/app/profile/reset');

export interface FoundUser {
  id: string;
  name: string;
  username: string;
  roles: Array<'admin' | 'tastemaker'>;
}

export async function searchUsers(term: string): Promise<FoundUser[]> {
  const pb = await apiClient();
  const result = await pb.send<{ users: FoundUser[] }>('/api/app/admin/users', { query: { q: term }, requestKey: 'admin-user-search' });
  return result.users;
}

export type RoleChange = { ok: true; message: string } | { ok: false; duplicate: boolean; message: string };

export async function grantRole(userId: string, role: 'admin' | 'tastemaker'): Promise<RoleChange> {
  try {
    const result = await post<{ message: string }>('/api/app/admin/roles', { userId, role });
    return { ok: true, message: result.message };
  } catch (error) {
    const duplicate = error instanceof ClientResponseError && error.status === 409;
    return { ok: false, duplicate, message: serverMessage(error, `Failed to grant ${role} role`) };
  }
}

export async function removeRole(userId: string, role: 'admin' | 'tastemaker'): Promise<RoleChange> {
  try {
    const result = await post<{ message: string }>('/api/app/admin/roles/remove', { userId, role });
    return { ok: true, message: result.message };
  } catch (error) {
    return { ok: false, duplicate: false, message: serverMessage(error, `Failed to remove ${role} role`) };
  }
}

export const setViewMode = (mode: 'default' | 'tastemaker') => post('/api/app/admin/view-mode', { mode });
export const setBypassPayments = (enabled: boolean) => post('/api/app/admin/bypass-payments', { enabled });

/**
 * Saves a username on the server straight away (it must be unique, which only
 * the server can say). Throws with 'Username already taken' when it is.
 */
export async function saveUsername(userId: string, username: string): Promise<void> {
  const pb = await apiClient();
  try {
    await pb.collection('profiles').update(userId, { username, _clock: { username: Date.now() } }, { requestKey: null });
  } catch (error) {
    const data = error instanceof ClientResponseError ? (error.response?.data as Record<string, { code?: string }> | undefined) : undefined;
    if (data?.username?.code === 'validation_not_unique') throw new Error('Username already taken');
    throw new Error('Failed to update username');
  }
  await syncNow();
}

export type { TastemakerStats };

/** The caller's tastemaker figures, kept on the device so the card shows them offline. */
export async function fetchTastemakerStats(): Promise<TastemakerStats> {
  const pb = await apiClient();
  const stats = await pb.send<TastemakerStats>('/api/app/tastemaker/stats', { requestKey: null });
  await writeMeta(db, 'tastemakerStats', stats);
  return stats;
}

export function storedTastemakerStats(): Promise<TastemakerStats | undefined> {
  return readMeta(db, 'tastemakerStats');
}
