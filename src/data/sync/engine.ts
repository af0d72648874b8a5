// The sync engine of the page: decides when to sync and reports how it went.
//
// It syncs (flush the outbox, then pull) on start, when the device comes back
// online, when the page becomes visible again, when the user writes something,
// on realtime events from the server while online, when the user taps 'Sync
// now', and after a back-off delay when the server could not be reached. One
// sync at a time across tabs and the service worker (Web Locks).
//
// An engine is an instance with what it works on given to it: the database,
// the PocketBase client, the clock, the logger and the status it reports to.
// The app makes one (app.tsx, ./app-engine.ts); a test makes its own. `start`
// adds its listeners, `dispose` removes every listener, timer and realtime
// subscription it added and stops the round in flight.
//
// A round never outlives the page: when the page is hidden for good or for the
// back/forward cache (`pagehide`, ../lifecycle.ts) the round in flight is
// aborted (its requests cancelled, its lock let go, its transaction aborted:
// each batch's answers is stored whole or not at all, and a page of a pull
// whose last part, with its cursor, did not commit is stored again by the
// next pull) and no other starts until the page is shown again, when it syncs.
//
// Writes still waiting when the page goes away are left to Background Sync
// in the service worker (./background.ts). Where there is none (Safari,
// Firefox) they wait for the app to be opened, and the status says so.
import type PocketBase from 'pocketbase';
import type { StoreApi } from 'zustand';
import { backoffDelay } from '#/domain/backoff';
import type { SyncStatus } from '#/stores/sync-status';
import { isResponseError, sessionUserId } from '../server/session';
import type { TastemapDB } from '../db';
import { onPageHide, onPageShow, pageHidden } from '../lifecycle';
import type { Logger } from '../log';
import { onOutboxChange } from '../writes/outbox';
import { registerOutboxSync, registerPeriodicSync } from './background';
import { SYNC_LOCK, withLock } from './lock';
import { pull } from './pull';
import { flushOutbox } from './push';

/** The server nudges subscribed devices on this topic when rows they may read change. */
const REALTIME_TOPIC = 'tastemap/sync';

type Timer = ReturnType<typeof setTimeout>;

/** Time and timers, read at each call: the system's, or a test's fake ones. */
export interface Clock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => Timer;
  clearTimeout: (timer: Timer | undefined) => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer),
};

export interface SyncEngineDeps {
  db: TastemapDB;
  /** The PocketBase client, once its stored session is read. */
  client: () => Promise<PocketBase>;
  clock: Clock;
  log: Logger;
  /** Where the engine says what it is doing (the app's is useSyncStatus). */
  status: StoreApi<SyncStatus>;
}

export interface SyncEngine {
  /** Starts listening for the triggers above and syncs once. */
  start(): void;
  /** Asks for a sync soon; bursts of requests become one sync. */
  requestSync(delayMs?: number): void;
  /** Syncs now (or right after the sync already running) and resolves when done. */
  syncNow(): Promise<void>;
  /** Resubscribes realtime events for a new session (after sign-in or sign-out) and syncs. */
  sessionChanged(): void;
  /** Stops for good: every listener, timer and subscription it added goes, the round in flight stops. */
  dispose(): void;
}

function isNetworkError(error: unknown): boolean {
  return isResponseError(error) ? error.status === 0 : error instanceof TypeError;
}

const stopped = (why: string) => new DOMException(why, 'AbortError');

export function createSyncEngine({ db, client, clock, log, status }: SyncEngineDeps): SyncEngine {
  let timer: Timer | undefined;
  let retryTimer: Timer | undefined;
  let running: Promise<void> | undefined;
  /** Aborts the round in flight. */
  let round: AbortController | undefined;
  let again = false;
  let pullFailures = 0;
  /** Whose nudges the realtime subscription follows; null when there is none. */
  let realtimeUser: string | null = null;
  /** What the last count found waiting, and whether something sends it while no page is open. */
  let outbox = { pending: 0, sentWithoutPage: false };
  let stops: Array<() => void> = [];
  let started = false;
  let disposed = false;

  // A hidden page starts nothing: its transactions would be frozen with it. It syncs when shown.
  const idle = () => disposed || pageHidden();

  function requestSync(delayMs = 150): void {
    clock.clearTimeout(timer);
    if (idle()) return;
    timer = clock.setTimeout(() => void syncNow(), delayMs);
  }

  function syncNow(): Promise<void> {
    if (idle()) return Promise.resolve();
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

  async function runOnce(): Promise<void> {
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      status.setState({ online: false, syncing: false, problem: 'offline' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    round = controller;
    status.setState({ syncing: true });
    try {
      const pb = await client();
      await withLock(
        SYNC_LOCK,
        async () => {
          const userId = sessionUserId(pb);
          const staleUser = !userId && pb.authStore.record?.collectionName === 'users' ? pb.authStore.record.id : '';
          const outcome = await flushOutbox(db, pb, userId || staleUser, { signal, now: clock.now, log });
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
            { signal, log },
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
        // The page is being hidden (or the engine disposed): no problem to report, no retry to plan.
        log.debug('sync/round', error);
      } else if (isResponseError(error) && error.status === 401) {
        log.warn('sync/round', error);
        status.setState({ problem: 'session-expired' });
      } else {
        const offline = isNetworkError(error);
        if (offline) log.warn('sync/round', error);
        else log.error('sync/round', error);
        pullFailures += 1;
        status.setState({ problem: offline ? 'offline' : 'server' });
        scheduleRetry(clock.now() + backoffDelay(pullFailures));
      }
    } finally {
      if (round === controller) round = undefined;
      status.setState({ syncing: false, progress: null });
      // A hidden page touches the database no more.
      if (!signal.aborted) await registerBackgroundSync();
    }
  }

  function scheduleRetry(at: number) {
    clock.clearTimeout(retryTimer);
    if (disposed) return;
    status.setState({ nextRetryAt: at });
    retryTimer = clock.setTimeout(
      () => {
        status.setState({ nextRetryAt: null });
        void syncNow();
      },
      Math.max(at - clock.now(), 0),
    );
  }

  /** Subscribes to the server's change nudges for the signed-in user (or a visitor). */
  async function followRealtime(pb: PocketBase) {
    const userId = sessionUserId(pb);
    if (realtimeUser === userId || disposed) return;
    realtimeUser = userId;
    // Re-subscribing sends the current session, so the server knows whose private rows to nudge about.
    await unsubscribeRealtime(pb);
    try {
      await pb.realtime.subscribe(REALTIME_TOPIC, () => requestSync(300));
      // Disposed while subscribing: the subscription made meanwhile goes too.
      if (disposed) return await unsubscribeRealtime(pb);
      // Changes made between the last pull and the subscription were not nudged: look once more.
      requestSync(0);
    } catch (error) {
      // The next round tries again.
      realtimeUser = null;
      log.warn('sync/realtime', error);
    }
  }

  /** Drops the engine's realtime subscription (and with it the connection, its only one). */
  async function unsubscribeRealtime(pb: PocketBase) {
    await pb.realtime.unsubscribe(REALTIME_TOPIC).catch((error: unknown) => log.warn('sync/realtime', error));
  }

  /**
   * Lets the service worker flush the outbox after the page is gone, and notes
   * what waits, and whether anything sends it with no page open, for `pageHiding`.
   */
  async function registerBackgroundSync(): Promise<void> {
    try {
      const pending = await db.outbox.where('status').equals('pending').count();
      const sentWithoutPage = pending > 0 && (await registerOutboxSync(log));
      outbox = { pending, sentWithoutPage };
      if (!pending && status.getState().heldUntilOpen) status.setState({ heldUntilOpen: false });
    } catch (error) {
      log.warn('sync/background', error);
    }
  }

  /**
   * The page is being hidden (another app, another tab, or left): writes that
   * nothing will send before the app is opened again are said so in the status.
   */
  function pageHiding(): void {
    if (outbox.pending > 0 && !outbox.sentWithoutPage) status.setState({ heldUntilOpen: true });
  }

  /** Ends the round in flight and every planned sync. */
  function stopWork(why: string): void {
    clock.clearTimeout(timer);
    clock.clearTimeout(retryTimer);
    timer = retryTimer = undefined;
    round?.abort(stopped(why));
    round = undefined;
    again = false;
    status.setState({ syncing: false, progress: null, nextRetryAt: null });
  }

  /** The page is left (maybe into the back/forward cache): the round in flight stops, and nothing starts until it is shown. */
  function pageLeft(): void {
    pageHiding();
    stopWork('The page was hidden.');
  }

  /** Back from the back/forward cache: the realtime connection is made again and the device syncs. */
  function pageShown(): void {
    realtimeUser = null;
    requestSync(0);
  }

  function start(): void {
    if (started || disposed) return;
    started = true;
    const online = () => {
      status.setState({ online: true, problem: '' });
      requestSync(0);
    };
    const offline = () => {
      status.setState({ online: false, problem: 'offline' });
      realtimeUser = null;
      void client().then(unsubscribeRealtime, (error: unknown) => log.error('sync/client', error));
    };
    const visible = () => {
      if (document.visibilityState === 'visible') requestSync(0);
      else pageHiding();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    stops = [
      () => window.removeEventListener('online', online),
      () => window.removeEventListener('offline', offline),
      () => document.removeEventListener('visibilitychange', visible),
      onOutboxChange(db, () => {
        void registerBackgroundSync();
        requestSync(250);
      }),
      onPageHide(pageLeft),
      onPageShow(pageShown),
    ];
    requestSync(0);
    void registerBackgroundSync();
    void registerPeriodicSync(log);
  }

  function dispose(): void {
    if (disposed) return;
    disposed = true;
    for (const stop of stops) stop();
    stops = [];
    stopWork('The sync engine was disposed.');
    if (realtimeUser !== null) {
      realtimeUser = null;
      void client().then(unsubscribeRealtime, (error: unknown) => log.error('sync/client', error));
    }
  }

  return {
    start,
    requestSync,
    syncNow,
    sessionChanged() {
      realtimeUser = null;
      requestSync(0);
    },
    dispose,
  };
}
