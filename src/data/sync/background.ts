// Sending writes while no page of the app is open. Background Sync (Chromium)
// wakes the service worker once the device is online and it flushes the
// outbox. Safari and Firefox have none: there, writes reach the server only
// while a page is open, and the sync status says so when the page is hidden
// with writes waiting.
// Every feature is probed where it is used, never read from the user agent.
// The service worker imports the tags from here, so this module touches no page state.

export const BACKGROUND_SYNC_TAG = 'tastemap-outbox';

// Background Sync is Chromium's alone, so TypeScript's DOM types leave it out.
interface SyncManager {
  register(tag: string): Promise<void>;
}
type Registration = ServiceWorkerRegistration & { sync?: SyncManager };

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
