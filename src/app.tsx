// The app proper, started by main.tsx: at once, or on the pre-rendered landing
// page at the visitor's first interaction or when the browser is idle.
import './zod-config';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { toast } from './toast';
import { clearStoredScreens, startScreenCapture } from './data/cache/screen-capture';
import { releaseStoredScreen } from './data/cache/screen-release';
import { db, onDatabaseReplaced } from './data/db';
import { startPageLifecycle } from './data/lifecycle';
import { appLog } from './data/log';
import { apiClient } from './data/server/client';
import { onAccountDeleted } from './data/server/session';
import { provideSyncEngine } from './data/sync/app-engine';
import type { SyncEngine } from './data/sync/engine';
import { Root } from './root';
import { router } from './router';
import { needsSync } from './domain/sync-start';
import { loadSession, useSessionStore } from './stores/session';
import { useSyncStatus } from './stores/sync-status';
import { applyStoredTheme } from './stores/theme';

// The first sync (thousands of rows on a first visit) waits until the page has painted.
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 300);

/** Starts the sync engine's triggers as soon as the device needs them (needsSync), and the page is idle. */
function startSyncWhenNeeded(engine: SyncEngine) {
  const wanted = () => needsSync(!!useSessionStore.getState().userId, router.state.location.pathname);
  if (wanted()) return void whenIdle(() => engine.start());
  const check = () => {
    if (!wanted()) return;
    stopWatching.forEach((stop) => stop());
    whenIdle(() => engine.start());
  };
  const stopWatching = [router.subscribe(check), useSessionStore.subscribe(check)];
}

/** Keeps the screens a signed-in user settles on (screens.ts), and forgets them when the user changes or signs out. */
function keepScreens(container: HTMLElement) {
  const signedIn = () => !!useSessionStore.getState().userId;
  startScreenCapture(container, signedIn);
  useSessionStore.subscribe((state, previous) => {
    if (state.ready && state.userId !== previous.userId && (previous.userId || !state.userId)) void clearStoredScreens();
  });
}

/**
 * An account deleted elsewhere (another device, an operator): the server answers this device's next call 401
 * `account_deleted`, and the device clears what it held of the account and shows the landing page.
 */
function followAccountDeletions() {
  onAccountDeleted(() => {
    // Clearing the device (sign-out's code) loads when it is needed.
    import('./data/session/account')
      .then(({ forgetDeletedAccount }) => forgetDeletedAccount())
      .then(
        (forgot) => {
          if (!forgot) return;
          void router.navigate('/', { replace: true });
          toast('Your account was deleted', { description: 'Its data is gone from this device too.' });
        },
        (error: unknown) => appLog.error('session/account-deleted', error),
      );
  });
}

/**
 * Starts the app. `landing` is the pre-rendered landing page when the visitor
 * is looking at it: the app hydrates it in place (same elements, focus and
 * scroll position kept). Otherwise the app renders into #root.
 */
export function start(landing: HTMLElement | null = null): void {
  applyStoredTheme();
  // Leaving the page (into the back/forward cache or not) ends its database work; coming back resumes it.
  startPageLifecycle(db, appLog);
  // The page's one engine: 'Sync now', server actions and sign-ins reach it through app-engine.ts.
  // Its code (the pull, the outbox's flush) loads beside the first screen, which reads the device only.
  // Offline with its chunk not stored (no service worker yet), the page has no engine, as in tests.
  const syncEngine = import('./data/sync/engine').then(
    ({ createSyncEngine, systemClock }) =>
      createSyncEngine({ db, client: apiClient, clock: systemClock, log: appLog, status: useSyncStatus }),
    (error: unknown) => void appLog.error('sync/engine', error),
  );
  provideSyncEngine(syncEngine);
  followAccountDeletions();
  const session = loadSession();
  void session.then(() => {
    void syncEngine.then((engine) => engine && startSyncWhenNeeded(engine));
    // Renews the session ahead of expiry, so a user who opens the app weekly stays signed in. It asks the
    // client, whose SDK loads on demand, and loads with it.
    import('./data/session/refresh').then(
      ({ startSessionRefresh }) => startSessionRefresh(),
      (error: unknown) => appLog.error('session/refresh', error),
    );
  });
  // workbox-window loads beside the first screen, not before it; it registers at the page's load event anyway.
  import('./data/cache/service-worker').then(
    ({ registerServiceWorker }) =>
      registerServiceWorker((apply) => {
        toast('A new version of Tastemap is available', {
          description: 'Reload to update. Your data stays on this device.',
          duration: Infinity,
          action: { label: 'Reload', onClick: apply },
        });
      }),
    (error: unknown) => appLog.error('service-worker', error),
  );
  onDatabaseReplaced(() => {
    toast('Tastemap was updated in another tab', {
      description: 'Reload this tab to keep going. Your data stays on this device.',
      duration: Infinity,
      action: { label: 'Reload', onClick: () => window.location.reload() },
    });
  });

  // A transition renders (and hydrates) in slices, so it never blocks input for long.
  if (landing) {
    startTransition(() => {
      hydrateRoot(landing, <Root />);
    });
    keepScreens(landing);
    return;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The screen the service worker drew from the last visit stays until this one is drawn under it; what was tapped on it is done then.
  const navigate = (path: string) => router.navigate(path);
  releaseStoredScreen(container, (taps) => {
    // Rare (a tap in the moment before the app took over), and after the screen is drawn: its code loads then.
    import('./data/cache/screen-replay')
      .then(({ replayScreenTaps }) => replayScreenTaps(taps, { session, navigate }))
      .catch((error: unknown) => appLog.error('screens/replay', error));
  });
  keepScreens(container);
  const root = createRoot(container);
  startTransition(() => {
    root.render(<Root />);
  });
}
