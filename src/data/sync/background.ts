// Sending writes while no page of the app is open. Background Sync (Chromium)
// wakes the service worker once the device is online and it flushes the
// outbox; Periodic Background Sync (Chromium, an installed app the browser
// allows) wakes it every so often for the same. Safari and Firefox have
// neither: there, writes reach the server only while a page is open, and the
// sync status says so when the page is hidden with writes waiting.
// Every feature is probed where it is used, never read from the user agent.
// The service worker imports the tags from here (the one place they are
// named), so this module touches no page state.
import type { Logger } from '../log';

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

/** The service worker's registration, or undefined where there is none (or asking failed, which is logged). */
async function registration(log: Logger): Promise<Registration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  try {
    const found: Registration | undefined = await navigator.serviceWorker.getRegistration();
    return found;
  } catch (error) {
    log.warn('sync/background', error);
    return undefined;
  }
}

/** Asks the service worker to flush the outbox once online; false where Background Sync is missing or refused. */
export async function registerOutboxSync(log: Logger): Promise<boolean> {
  const found = await registration(log);
  if (!found?.sync) return false;
  try {
    await found.sync.register(BACKGROUND_SYNC_TAG);
    return true;
  } catch (error) {
    // Refused (the user blocked background sync for the site): writes wait for the app, and the status says so.
    log.warn('sync/background', error);
    return false;
  }
}

/** Whether the app runs installed, in its own window rather than a browser tab. */
export function runsInstalled(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

/**
 * Registers Periodic Background Sync where the API exists, the app is
 * installed and the browser grants it ('periodic-background-sync'); true when registered.
 */
export async function registerPeriodicSync(log: Logger): Promise<boolean> {
  const found = await registration(log);
  if (!found?.periodicSync || !runsInstalled()) return false;
  const permission = await navigator.permissions
    ?.query({ name: 'periodic-background-sync' as PermissionName })
    .then((status) => status.state)
    .catch((error: unknown) => {
      // A browser that does not know this permission's name refuses the query (TypeError): no periodic sync there.
      if (error instanceof TypeError) log.debug('sync/periodic', error);
      else log.warn('sync/periodic', error);
      return 'denied' as const;
    });
  if (permission !== 'granted') return false;
  try {
    await found.periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_INTERVAL_MS });
    return true;
  } catch (error) {
    log.warn('sync/periodic', error);
    return false;
  }
}
