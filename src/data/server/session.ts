// What the app knows of the PocketBase client and its session without the
// SDK itself: the SDK (../server/api.ts) loads when the client is first
// asked for, and stays off the app's start. The signed-in user is read
// from the stored session at start, and the SDK's errors are told by name.
import type PocketBase from 'pocketbase';
import type { ClientResponseError, RecordModel } from 'pocketbase';
import type { TastemapDB } from '../db';
import { appLog } from '../log';

/** The session table's one row: the client's auth store, as it serializes itself. */
export const SESSION_KEY = 'session';

/** The session stored on the device, as the client restores it at start; undefined when there is none or it cannot be read. */
export async function readStoredSession(database: TastemapDB): Promise<{ token: string; record: RecordModel | null } | undefined> {
  const stored = (await database.session.get(SESSION_KEY))?.value as string | undefined;
  if (!stored) return undefined;
  try {
    const { token, record } = JSON.parse(stored) as { token?: string; record?: RecordModel | null };
    return token ? { token, record: record ?? null } : undefined;
  } catch (error) {
    // An unreadable session is no session: the user signs in again.
    appLog.warn('session/restore', error);
    return undefined;
  }
}

/**
 * Whether `error` is the SDK's ClientResponseError (a failed call: status 0
 * when the server could not be reached), without loading the SDK to ask
 * instanceof. The SDK names each one `ClientResponseError <status>`.
 */
export function isResponseError(error: unknown): error is ClientResponseError {
  return error instanceof Error && error.name.startsWith('ClientResponseError') && 'status' in error && 'response' in error;
}

const pendingWrites = new WeakMap<PocketBase, () => Promise<unknown>>();

/** Called by the client's maker: `writes` resolves once the session writes queued so far are stored. */
export function trackSessionWrites(pb: PocketBase, writes: () => Promise<unknown>): void {
  pendingWrites.set(pb, writes);
}

/** Resolves once the session (after a sign-in, refresh or sign-out) is stored in IndexedDB. */
export async function sessionStored(pb: PocketBase): Promise<void> {
  // AsyncAuthStore persists on its own schedule; let it start, then wait for our queue.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // A session that could not be stored is still the client's for this visit; the next start asks for a sign-in.
  await pendingWrites
    .get(pb)?.()
    .catch((error: unknown) => appLog.warn('session/store', error));
}

/** The signed-in user's id, or '' for a visitor. */
export function sessionUserId(pb: PocketBase): string {
  const record = pb.authStore.record;
  return pb.authStore.isValid && record?.collectionName === 'users' ? record.id : '';
}

const accountDeleted = new Set<() => void>();

/** Called by the client whenever the server answers that the session's account was deleted. */
export function accountWasDeleted(): void {
  for (const listener of [...accountDeleted]) listener();
}

/**
 * Calls `listener` whenever the server answers that the session's account was
 * deleted (on this device, another one, or by an operator); returns a function that stops it.
 */
export function onAccountDeleted(listener: () => void): () => void {
  accountDeleted.add(listener);
  return () => accountDeleted.delete(listener);
}
