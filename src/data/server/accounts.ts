// Actions only the server may decide (spec: unlocking, roles, onboarding,
// reset). They need a connection (screens run them through useServerAction,
// which checks); each syncs afterwards so the screens show the result at once.
import { syncNow } from '../sync/app-engine';
import { apiClient } from './client';
import { callServer, describeServerError } from './call';

const post = <T>(path: string, body?: unknown) => callServer<T>(path, { body: body ?? {} });

export interface UnlockResult {
  success: boolean;
  alreadyPurchased: boolean;
  message: string;
  cityId: string;
  badges?: string[];
}

export const completeOnboarding = (cityId: string) =>
  post<{ success: boolean; cityId: string; badges: string[] }>('/api/app/onboarding/complete', { cityId });
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
  return (
    await callServer<{ users: FoundUser[] }>('/api/app/admin/users', { method: 'GET', query: { q: term }, requestKey: 'admin-user-search' })
  ).users;
}

export type RoleChange = { ok: true; message: string } | { ok: false; duplicate: boolean; message: string };

export async function grantRole(userId: string, role: 'admin' | 'tastemaker'): Promise<RoleChange> {
  try {
    const result = await post<{ message: string }>('/api/app/admin/roles', { userId, role });
    return { ok: true, message: result.message };
  } catch (error) {
    const failure = describeServerError(error, `Failed to grant ${role} role`);
    return { ok: false, duplicate: failure.status === 409, message: failure.message };
  }
}

export async function removeRole(userId: string, role: 'admin' | 'tastemaker'): Promise<RoleChange> {
  try {
    const result = await post<{ message: string }>('/api/app/admin/roles/remove', { userId, role });
    return { ok: true, message: result.message };
  } catch (error) {
    return { ok: false, duplicate: false, message: describeServerError(error, `Failed to remove ${role} role`).message };
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
    if (describeServerError(error, '').fields.username?.code === 'validation_not_unique')
      throw new Error('Username already taken', { cause: error });
    throw new Error('Failed to update username', { cause: error });
  }
  await syncNow();
}
