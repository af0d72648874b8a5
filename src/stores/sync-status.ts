// What the sync engine is doing, for the status indicator. Counts of pending
// and failed writes and the last sync time come from Dexie (queries/sync.ts).
import { create } from 'zustand';

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  /** Progress of a large pull, null when none is running. */
  progress: { done: number; total: number } | null;
  /** The last sync problem worth telling the user about. */
  problem: '' | 'offline' | 'server' | 'session-expired';
  nextRetryAt: number | null;
  /**
   * The page was hidden with writes waiting and nothing sends them while no
   * page is open (no Background Sync: Safari, Firefox): they wait for the app
   * to be opened online. Cleared once the outbox is empty.
   */
  heldUntilOpen: boolean;
}

export const useSyncStatus = create<SyncStatus>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  progress: null,
  problem: '',
  nextRetryAt: null,
  heldUntilOpen: false,
}));
