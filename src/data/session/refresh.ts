// Keeps an active user's session alive: renews the token ahead of expiry
// (src/domain/session.ts decides when) on start, every hour while the page is
// open, when the page becomes visible again and when the device comes back
// online. The new token goes through the client's auth store, so IndexedDB,
// the service worker and a later cold start all have it.
//
// Nothing here signs anyone out: a network failure changes nothing (the next
// check tries again), and a token the server refuses (401) is left in place for
// the sync engine's 'session expired' path, which keeps the outbox until the
// user signs in again.
import type PocketBase from 'pocketbase';
import { ClientResponseError, getTokenPayload, type RecordAuthResponse, type RecordModel } from 'pocketbase';
import { SESSION_CHECK_INTERVAL_MS, shouldRefreshSession } from '#/domain/session';
import { appLog } from '../log';
import { sessionStored } from '../server/session';
import { apiClient } from '../server/client';

export type RefreshOutcome =
  /** A new token is in the auth store and stored in IndexedDB. */
  | 'refreshed'
  /** Nothing to do: no user session, the token is young enough, or it already expired. */
  | 'not-due'
  /** The server could not be reached; the session is unchanged. */
  | 'offline'
  /** The server answered with an error (401: it no longer accepts the token); the session is unchanged. */
  | 'refused';

/** When `token` expires, in ms since the epoch; 0 when it has no expiry. */
export function tokenExpiresAt(token: string): number {
  const exp: unknown = getTokenPayload(token).exp;
  return typeof exp === 'number' ? exp * 1000 : 0;
}

// Per client: when the last renewal reached the server, and the one under way.
const lastAttempts = new WeakMap<PocketBase, number>();
const inFlight = new WeakMap<PocketBase, Promise<RefreshOutcome>>();

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Renews the signed-in user's token if the rule says it is time. */
export function refreshSessionIfDue(pb: PocketBase, options: { now?: () => number } = {}): Promise<RefreshOutcome> {
  const running = inFlight.get(pb);
  if (running) return running;
  const attempt = renew(pb, options.now ?? Date.now).finally(() => inFlight.delete(pb));
  inFlight.set(pb, attempt);
  return attempt;
}

async function renew(pb: PocketBase, now: () => number): Promise<RefreshOutcome> {
  const { token, record } = pb.authStore;
  if (!token || record?.collectionName !== 'users') return 'not-due';
  if (!shouldRefreshSession({ expiresAt: tokenExpiresAt(token), now: now(), lastAttemptAt: lastAttempts.get(pb) })) return 'not-due';
  if (isOffline()) return 'offline';
  let auth: RecordAuthResponse<RecordModel>;
  try {
    // Sent by hand rather than authRefresh(), which would store the answer even
    // after the user signed out (or in as someone else) while it was on its way.
    auth = await pb.send<RecordAuthResponse<RecordModel>>(`/api/collections/${encodeURIComponent(record.collectionName)}/auth-refresh`, {
      method: 'POST',
      requestKey: null,
    });
  } catch (error) {
    // Aborted or never answered: try again at the next check or when back online.
    if (!(error instanceof ClientResponseError) || error.status === 0 || error.isAbort) return 'offline';
    lastAttempts.set(pb, now());
    return 'refused';
  }
  lastAttempts.set(pb, now());
  if (pb.authStore.token !== token || !auth.token) return 'not-due';
  pb.authStore.save(auth.token, auth.record);
  await sessionStored(pb);
  return 'refreshed';
}

/** Checks now and whenever the session may have aged; returns a function that stops checking. */
export function startSessionRefresh(): () => void {
  const check = () => {
    // A check that failed is tried again at the next trigger.
    void apiClient()
      .then((pb) => refreshSessionIfDue(pb))
      .catch((error: unknown) => appLog.warn('session/refresh', error));
  };
  // A phone resumes a backgrounded app rather than starting it, and timers sleep meanwhile.
  const visible = () => {
    if (document.visibilityState === 'visible') check();
  };
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', visible);
  const interval = setInterval(check, SESSION_CHECK_INTERVAL_MS);
  check();
  return () => {
    window.removeEventListener('online', check);
    document.removeEventListener('visibilitychange', visible);
    clearInterval(interval);
  };
}
