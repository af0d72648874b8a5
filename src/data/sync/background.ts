// Sending writes while no page of the app is open. Background Sync (Chromium)
// wakes the service worker once the device is online and it flushes the
// outbox; Periodic Background Sync (Chromium, an installed app the browser
// allows) wakes it every so often for the same. Safari and Firefox have
// neither: there, writes reach the server only while a page is open, and the
// sync status says so when the page is hidden with writes waiting.
// Every feature is probed where it is used, never read from the user agent.
// The service worker imports the tags from here (the one place they are
// named), so this module touches no page state.

/** The tag the page registers and the service worker answers with an outbox flush. */
export const BACKGROUND_SYNC_TAG = 'tastemap-outbox';
export const PERIODIC_SYNC_TAG = 'tastemap-periodic';
/** The least time between periodic syncs; browsers stretch it by how much the app is used. */
export const PERIODIC_SYNC_INTERVAL_MS = 12 * 60 * 60 * 1000;

// Both APIs are Chromium's alone, so TypeScript's DOM types leave them out.
interface SyncManager {
  register(tag: string): Promise<void>;
}
interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}
type Registration = ServiceWorkerRegistration & { sync?: SyncManager; periodicSync?: PeriodicSyncManager };

async function registration(): Promise<Registration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  const found: Registration | undefined = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return found;
}

/** Asks the service worker to flush the outbox once online; false where Background Sync is missing or refused. */
export async function registerOutboxSync(): Promise<boolean> {
  const found = await registration();
  if (!found?.sync) return false;
  return found.sync.register(BACKGROUND_SYNC_TAG).then(
    () => true,
    () => false,
  );
}

/** Whether the app runs installed, in its own window rather than a browser tab. */
export function runsInstalled(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

/**
 * Registers Periodic Background Sync where the API exists, the app is
 * installed and the browser grants it ('periodic-background-sync'); true when registered.
 */
export async function registerPeriodicSync(): Promise<boolean> {
  const found = await registration();
  if (!found?.periodicSync || !runsInstalled()) return false;
  const permission = await navigator.permissions
    ?.query({ name: 'periodic-background-sync' as PermissionName })
    .then((status) => status.state)
    .catch(() => 'denied' as const);
  if (permission !== 'granted') return false;
  return found.periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_INTERVAL_MS }).then(
    () => true,
    () => false,
  );
}
