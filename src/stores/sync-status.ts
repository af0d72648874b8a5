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
}

export const useSyncStatus = create<SyncStatus>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  syncing: false,
  progress: null,
  problem: '',
  nextRetryAt: null,
}));
