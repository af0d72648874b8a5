// The app proper, started by main.tsx once the first frame has painted.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { toast } from 'sonner';
import { registerServiceWorker } from './data/cache/service-worker';
import { onDatabaseReplaced } from './data/db';
import { startSessionRefresh } from './data/session/refresh';
import { startSyncEngine } from './data/sync/engine';
import { router } from './router';
import { needsSync } from './domain/sync-start';
import { loadSession, useSessionStore } from './stores/session';
import { applyStoredTheme } from './stores/theme';

// The first sync (thousands of rows on a first visit) waits until the page has painted.
const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 300);

/** Starts the sync engine as soon as the device needs it (needsSync), and the page is idle. */
function startSyncWhenNeeded() {
  const wanted = () => needsSync(!!useSessionStore.getState().userId, router.state.location.pathname);
  if (wanted()) return void whenIdle(() => startSyncEngine());
  const check = () => {
    if (!wanted()) return;
    stopWatching.forEach((stop) => stop());
    whenIdle(() => startSyncEngine());
  };
  const stopWatching = [router.subscribe(check), useSessionStore.subscribe(check)];
}

export function start(): void {
  applyStoredTheme();
  void loadSession().then(() => {
    startSyncWhenNeeded();
    // Renews the session ahead of expiry, so a user who opens the app weekly stays signed in.
    startSessionRefresh();
  });
  registerServiceWorker((apply) => {
    toast('A new version of Tastemap is available', {
      description: 'Reload to update. Your data stays on this device.',
      duration: Infinity,
      action: { label: 'Reload', onClick: apply },
    });
  });
  onDatabaseReplaced(() => {
    toast('Tastemap was updated in another tab', {
      description: 'Reload this tab to keep going. Your data stays on this device.',
      duration: Infinity,
      action: { label: 'Reload', onClick: () => window.location.reload() },
    });
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition renders in slices, so replacing the pre-rendered page never blocks input for long.
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}
