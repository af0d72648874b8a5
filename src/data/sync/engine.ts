// The sync engine of the page: decides when to sync and reports how it went.
//
// It syncs (flush the outbox, then pull) on start, when the device comes back
// online, when the page becomes visible again, when the user writes something,
// on realtime events from the server while online, when the user taps 'Sync
// now', and after a back-off delay when the server could not be reached. One
// sync at a time across tabs and the service worker (Web Locks).
//
// A round never outlives the page: when the page is hidden for good or for the
// back/forward cache (`pagehide`, ../lifecycle.ts) the round in flight is
// aborted (its requests cancelled, its lock let go, its transaction aborted:
// each page of a pull and each batch's answers is stored whole or not at all)
// and no other starts until the page is shown again, when it syncs.
//
// Writes still waiting when the page goes away are left to Background Sync
// in the service worker (./background.ts). Where there is none (Safari,
// Firefox) they wait for the app to be opened, and the status says so.
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { backoffDelay } from '#/domain/backoff';
import { useSyncStatus } from '#/stores/sync-status';
import { sessionUserId } from '../server/api';
import { apiClient } from '../server/client';
import { db } from '../db';
import { onPageHide, onPageShow, pageHidden } from '../lifecycle';
import { onOutboxChange } from '../writes/outbox';
import { registerOutboxSync, registerPeriodicSync } from './background';
import { SYNC_LOCK, withLock } from './lock';
import { pull } from './pull';
import { flushOutbox } from './push';

export { BACKGROUND_SYNC_TAG } from './background';

/** The server nudges subscribed devices on this topic when rows they may read change. */
const REALTIME_TOPIC = 'tastemap/sync';

let timer: ReturnType<typeof setTimeout> | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
/** Aborts the round in flight. */
let round: AbortController | undefined;
let again = false;
let pullFailures = 0;
let realtimeUser: string | null = null;
/** What the last count found waiting, and whether something sends it while no page is open. */
let outbox = { pending: 0, sentWithoutPage: false };

/** Asks for a sync soon; bursts of requests become one sync. */
export function requestSync(delayMs = 150): void {
  clearTimeout(timer);
  if (pageHidden()) return;
  timer = setTimeout(() => void syncNow(), delayMs);
}

/** Syncs now (or right after the sync already running) and resolves when done. */
export async function syncNow(): Promise<void> {
  // A hidden page starts nothing: its transactions would be frozen with it. It syncs when shown.
  if (pageHidden()) return;
  if (running) {
    again = true;
    return running;
  }
  running = runOnce().finally(() => {
    running = undefined;
    if (again) {
      again = false;
      requestSync(0);
    }
  });
  return running;
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ClientResponseError ? error.status === 0 : error instanceof TypeError;
}

async function runOnce(): Promise<void> {
  const status = useSyncStatus;
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    status.setState({ online: false, syncing: false, problem: 'offline' });
    return;
  }
  const controller = new AbortController();
  const { signal } = controller;
  round = controller;
  status.setState({ syncing: true });
  const pb = await apiClient();
  try {
    await withLock(
      SYNC_LOCK,
      async () => {
        const userId = sessionUserId(pb);
        const staleUser = !userId && pb.authStore.record?.collectionName === 'users' ? pb.authStore.record.id : '';
        const outcome = await flushOutbox(db, pb, userId || staleUser, { signal });
        if (outcome.kind === 'signed-out' && (userId || staleUser)) status.setState({ problem: 'session-expired' });
        if (outcome.kind === 'offline' || outcome.kind === 'retry-later') scheduleRetry(outcome.retryAt);
        // With an expired session the device keeps what it has until the user signs in again.
        if (staleUser) {
          status.setState({ problem: 'session-expired', online: true });
          return;
        }
        await pull(
          db,
          pb,
          (progress) => {
            status.setState({ progress: progress.total > 500 && progress.done < progress.total ? progress : null });
          },
          { signal },
        );
        pullFailures = 0;
        const problem =
          outcome.kind === 'signed-out' && (userId || staleUser) ? 'session-expired' : outcome.kind === 'retry-later' ? 'server' : '';
        status.setState({ problem, online: true });
      },
      signal,
    );
    signal.throwIfAborted();
    await followRealtime(pb);
  } catch (error) {
    if (signal.aborted) {
      // The page is being hidden: no problem to report, no retry to plan. It syncs again when shown.
    } else if (error instanceof ClientResponseError && error.status === 401) {
      status.setState({ problem: 'session-expired' });
    } else {
      pullFailures += 1;
      status.setState({ problem: isNetworkError(error) ? 'offline' : 'server' });
      scheduleRetry(Date.now() + backoffDelay(pullFailures));
    }
  } finally {
    if (round === controller) round = undefined;
    status.setState({ syncing: false, progress: null });
    // A hidden page touches the database no more.
    if (!signal.aborted) await registerBackgroundSync();
  }
}

function scheduleRetry(at: number) {
  clearTimeout(retryTimer);
  useSyncStatus.setState({ nextRetryAt: at });
  retryTimer = setTimeout(
    () => {
      useSyncStatus.setState({ nextRetryAt: null });
      void syncNow();
    },
    Math.max(at - Date.now(), 0),
  );
}

/** Subscribes to the server's change nudges for the signed-in user (or a visitor). */
async function followRealtime(pb: PocketBase) {
  const userId = sessionUserId(pb);
  if (realtimeUser === userId) return;
  realtimeUser = userId;
  // Re-subscribing sends the current session, so the server knows whose private rows to nudge about.
  await pb.realtime.unsubscribe(REALTIME_TOPIC).catch(() => undefined);
  try {
    await pb.realtime.subscribe(REALTIME_TOPIC, () => requestSync(300));
    // Changes made between the last pull and the subscription were not nudged: look once more.
    requestSync(0);
  } catch {
    realtimeUser = null;
  }
}

/**
 * Lets the service worker flush the outbox after the page is gone, and notes
 * what waits, and whether anything sends it with no page open, for `pageHiding`.
 */
export async function registerBackgroundSync(): Promise<void> {
  const pending = await db.outbox.where('status').equals('pending').count();
  const sentWithoutPage = pending > 0 && (await registerOutboxSync());
  outbox = { pending, sentWithoutPage };
  if (!pending && useSyncStatus.getState().heldUntilOpen) useSyncStatus.setState({ heldUntilOpen: false });
}

/**
 * The page is being hidden (another app, another tab, or left): writes that
 * nothing will send before the app is opened again are said so in the status.
 */
function pageHiding(): void {
  if (outbox.pending > 0 && !outbox.sentWithoutPage) useSyncStatus.setState({ heldUntilOpen: true });
}

/** The page is left (maybe into the back/forward cache): the round in flight stops, and nothing starts until it is shown. */
function pageLeft(): void {
  pageHiding();
  clearTimeout(timer);
  clearTimeout(retryTimer);
  round?.abort(new DOMException('The page was hidden.', 'AbortError'));
  round = undefined;
  again = false;
  useSyncStatus.setState({ syncing: false, progress: null, nextRetryAt: null });
}

/** Back from the back/forward cache: the realtime connection is made again and the device syncs. */
function pageShown(): void {
  realtimeUser = null;
  requestSync(0);
}

/** Starts the engine; returns a function that stops it. */
export function startSyncEngine(): () => void {
  const online = () => {
    useSyncStatus.setState({ online: true, problem: '' });
    requestSync(0);
  };
  const offline = () => {
    useSyncStatus.setState({ online: false, problem: 'offline' });
    void apiClient()
      .then((pb) => {
        realtimeUser = null;
        return pb.realtime.unsubscribe();
      })
      .catch(() => undefined);
  };
  const visible = () => {
    if (document.visibilityState === 'visible') requestSync(0);
    else pageHiding();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  document.addEventListener('visibilitychange', visible);
  const stopOutbox = onOutboxChange(() => {
    void registerBackgroundSync();
    requestSync(250);
  });
  const stopHide = onPageHide(pageLeft);
  const stopShow = onPageShow(pageShown);
  requestSync(0);
  void registerBackgroundSync().catch(() => undefined);
  void registerPeriodicSync();
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    document.removeEventListener('visibilitychange', visible);
    stopOutbox();
    stopHide();
    stopShow();
    clearTimeout(timer);
    clearTimeout(retryTimer);
  };
}

/** Resubscribes realtime events for a new session (after sign-in or sign-out). */
export function sessionChanged(): void {
  realtimeUser = null;
  requestSync(0);
}
