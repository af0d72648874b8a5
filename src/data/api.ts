// The PocketBase client. Its session lives in IndexedDB (the meta table), not
// localStorage, so the service worker can flush the outbox with it and a
// signed-in user stays signed in on an offline cold start.
import PocketBase, { AsyncAuthStore } from 'pocketbase';
import { getMeta, setMeta, type TastemapDB } from './db';

const SESSION_KEY = 'session';

/** A client whose session is persisted in `database`; resolves once the stored session is loaded. */
export async function createApiClient(database: TastemapDB, baseUrl: string): Promise<PocketBase> {
  const stored = await getMeta<string>(database, SESSION_KEY);
  const store = new AsyncAuthStore({
    save: (serialized) => setMeta(database, SESSION_KEY, serialized),
    clear: () => database.meta.delete(SESSION_KEY),
    initial: stored ?? '',
  });
  const pb = new PocketBase(baseUrl, store);
  // Sync requests must never be cancelled because a similar one started.
  pb.autoCancellation(false);
  return pb;
}

/** The signed-in user's id, or '' for a visitor. */
export function sessionUserId(pb: PocketBase): string {
  const record = pb.authStore.record;
  return pb.authStore.isValid && record?.collectionName === 'users' ? record.id : '';
}
