// The PocketBase client. Its session lives in IndexedDB (the meta table), not
// localStorage, so the service worker can flush the outbox with it and a
// signed-in user stays signed in on an offline cold start.
import PocketBase, { AsyncAuthStore, type RecordModel } from 'pocketbase';
import { ACCOUNT_DELETED } from '#/domain/account-data';
import type { TastemapDB } from '../db';
import { appLog } from '../log';

const SESSION_KEY = 'session';

/** A client whose session is persisted in `database`; resolves once the stored session is loaded. */
export async function createApiClient(database: TastemapDB, baseUrl: string): Promise<PocketBase> {
  const stored = (await database.session.get(SESSION_KEY))?.value as string | undefined;
  let writes: Promise<unknown> = Promise.resolve();
  // Writes of the session happen in order; sessionStored() waits for the last one.
  const queue = (write: () => Promise<unknown>) => {
    writes = writes.then(write, write);
    return writes.then(() => undefined);
  };
  // Explicit transactions resolve only once committed: a page closed right
  // after signing in must not lose the session to an aborted write.
  const store = new AsyncAuthStore({
    save: (serialized) =>
      queue(() => database.transaction('rw', database.session, () => database.session.put({ key: SESSION_KEY, value: serialized }))),
    clear: () => queue(() => database.transaction('rw', database.session, () => database.session.delete(SESSION_KEY))),
  });
  // AsyncAuthStore would load `initial` a tick later, and the app would briefly
  // look signed out; restoring it here makes the session known at once.
  if (stored) {
    try {
      const { token, record } = JSON.parse(stored) as { token?: string; record?: RecordModel | null };
      if (token) store.save(token, record ?? null);
    } catch (error) {
      // An unreadable session is no session: the user signs in again.
      appLog.warn('session/restore', error);
    }
  }
  const pb = new PocketBase(baseUrl, store);
  pendingWrites.set(pb, () => writes);
  // Whatever call hears first that the session's account was deleted (a sync, a write, a renewal) says so.
  pb.afterSend = (response, data: unknown) => {
    if (response.status === 401 && isAccountDeletedAnswer(data)) for (const listener of [...accountDeleted]) listener();
    return data;
  };
  // Sync requests must never be cancelled because a similar one started.
  pb.autoCancellation(false);
  return pb;
}

const pendingWrites = new WeakMap<PocketBase, () => Promise<unknown>>();

const accountDeleted = new Set<() => void>();

/** Whether a server answer says the session's account no longer exists (pb_hooks/lib/session.js). */
function isAccountDeletedAnswer(data: unknown): boolean {
  return !!data && typeof data === 'object' && (data as { code?: unknown }).code === ACCOUNT_DELETED.code;
}

/**
 * Calls `listener` whenever the server answers that the session's account was
 * deleted (on this device, another one, or by an operator); returns a function that stops it.
 */
export function onAccountDeleted(listener: () => void): () => void {
  accountDeleted.add(listener);
  return () => accountDeleted.delete(listener);
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
