// Signing in and out. Signing out clears this user's rows from the device:
// their own data, their outbox (only after the user accepted losing unsynced
// writes), their conversations and the places they had access to; the public
// catalog stays for offline use.
import { OWN_TABLES, db, type TastemapDB } from '../db';
import { appLog } from '../log';
import { ServerError } from '../server/call';
import { apiClient } from '../server/client';
import { isResponseError, sessionStored } from '../server/session';
import { clearUserMeta } from '../db/meta';
import { requestStreamReset } from '../sync/pull';
import { pruneToScope, type SyncScope } from '../sync/prune';
import { sessionChanged } from '../sync/app-engine';

/** Runs an auth call; a failure becomes a ServerError with the spec's words (authErrorMessage). */
async function authCall<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ServerError(authErrorMessage(error, fallback), isResponseError(error) ? error.status : -1);
  }
}

export async function signIn(email: string, password: string): Promise<void> {
  const pb = await apiClient();
  await authCall(() => pb.collection('users').authWithPassword(email.trim(), password), 'Failed to sign in');
  await sessionStored(pb);
  await requestStreamReset(db, ['own']);
  sessionChanged();
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export async function signUp({ name, email, password }: SignUpInput): Promise<void> {
  const pb = await apiClient();
  await authCall(
    () => pb.collection('users').create({ name, email: email.trim(), password, passwordConfirm: password, emailVisibility: false }),
    'Failed to create account',
  );
  await signIn(email, password);
}

/** Sends PocketBase's reset e-mail; its link comes back to /auth. */
export async function requestPasswordReset(email: string): Promise<void> {
  const pb = await apiClient();
  await authCall(() => pb.collection('users').requestPasswordReset(email.trim()), 'Failed to send reset email');
}

/**
 * Sets a new password with the token from the reset e-mail (its link opens
 * /auth?reset=<token>). Every session of that account ends, on every device:
 * PocketBase signs tokens with a key that a new password replaces.
 */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  const pb = await apiClient();
  await authCall(() => pb.collection('users').confirmPasswordReset(token, password, password), 'Failed to reset password');
}

/** Writes of this user that have not reached the server (pending or refused). */
export function unsyncedWriteCount(userId: string): Promise<number> {
  return db.outbox.where('user').equals(userId).count();
}

/**
 * Signs out and clears the user's private rows from the device. With unsynced
 * writes it refuses unless `discardUnsynced` is set: the caller asks the user first.
 */
export async function signOut(userId: string, { discardUnsynced = false } = {}): Promise<{ cleared: boolean; unsynced: number }> {
  const unsynced = userId ? await unsyncedWriteCount(userId) : 0;
  if (unsynced > 0 && !discardUnsynced) return { cleared: false, unsynced };
  await clearUserData(db, userId);
  const pb = await apiClient();
  pb.authStore.clear();
  await sessionStored(pb);
  // The old session's nudges stop; the engine subscribes again for the visitor.
  await pb.realtime.unsubscribe().catch((error: unknown) => appLog.warn('session/sign-out', error));
  sessionChanged();
  return { cleared: true, unsynced };
}

/** Removes a user's private rows, outbox, conversations with the guide and the places they could read from the device. */
export async function clearUserData(database: TastemapDB, userId: string): Promise<void> {
  await database.transaction(
    'rw',
    [...OWN_TABLES.map((t) => database.table(t)), database.outbox, database.meta, database.chats, database.search_indexes],
    async () => {
      for (const table of OWN_TABLES) await database.table(table).clear();
      // Indexes hold the names of places this user could read.
      await database.search_indexes.clear();
      await database.outbox.where('user').equals(userId).delete();
      await database.chats.where('user').equals(userId).delete();
      // The user's keys go (the sync cursor among them: the next pull re-reads everything for whoever signs in next).
      await clearUserMeta(database);
    },
  );
  // What the user's access let them read goes too, offline as well: the next one to open the app may not share it.
  await pruneToScope(database, { user: '', cities: [], grants: {} } satisfies SyncScope);
}

const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Request a new one from Forgot password.';

/** The message a failed sign-in, sign-up or password reset should show (spec §8). */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (isResponseError(error)) {
    const data = (error.response?.data ?? {}) as Record<string, { code?: string; message?: string }>;
    if (data.email?.code === 'validation_not_unique') return 'Account exists';
    // PocketBase says 'Invalid or expired token.'; a traveller only knows they followed a link.
    if (data.token?.code === 'validation_invalid_token') return RESET_LINK_INVALID;
    if (error.status === 400 && error.url.includes('auth-with-password')) return 'Invalid email or password';
    if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
    if (error.status === 0) return "You're offline. Connect to the internet to sign in.";
    const first = Object.values(data).find((d) => d?.message)?.message;
    return first || error.response?.message || fallback;
  }
  return fallback;
}
