// The PocketBase client. Its session lives in IndexedDB (the session table),
// not localStorage, so the service worker can flush the outbox with it and a
// signed-in user stays signed in on an offline cold start. The app loads this
// module, and the SDK with it, when it first asks for the client (./client.ts);
// what it needs before that is in ./session.ts.
import PocketBase, { AsyncAuthStore } from 'pocketbase';
import { ACCOUNT_DELETED } from '#/domain/account-data';
import type { TastemapDB } from '../db';
import { SESSION_KEY, accountWasDeleted, readStoredSession, trackSessionWrites } from './session';

/** A client whose session is persisted in `database`; resolves once the stored session is loaded. */
export async function createApiClient(database: TastemapDB, baseUrl: string): Promise<PocketBase> {
  const stored = await readStoredSession(database);
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
  if (stored) store.save(stored.token, stored.record);
  const pb = new PocketBase(baseUrl, store);
  trackSessionWrites(pb, () => writes);
  // Whatever call hears first that the session's account was deleted (a sync, a write, a renewal) says so.
  pb.afterSend = (response, data: unknown) => {
    if (response.status === 401 && isAccountDeletedAnswer(data)) accountWasDeleted();
    return data;
  };
  // Sync requests must never be cancelled because a similar one started.
  pb.autoCancellation(false);
  return pb;
}

/** Whether a server answer says the session's account no longer exists (pb_hooks/lib/session.js). */
function isAccountDeletedAnswer(data: unknown): boolean {
  return !!data && typeof data === 'object' && (data as { code?: unknown }).code === ACCOUNT_DELETED.code;
}
