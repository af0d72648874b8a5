// What the device has not yet told the server, when it last heard from it,
// and what went wrong lately.
import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxEntry } from '../db';
import { readMeta } from '../db/meta';
import { appLog, type LogEntry } from '../log';

export function useOutbox(userId: string): { pending: number; failed: OutboxEntry[] } | undefined {
  return useLiveQuery(async () => {
    const entries = userId ? await db.outbox.where('user').equals(userId).toArray() : [];
    return { pending: entries.filter((e) => e.status === 'pending').length, failed: entries.filter((e) => e.status === 'failed') };
  }, [userId]);
}

export function useLastSyncedAt(): number | undefined | null {
  return useLiveQuery(async () => (await readMeta(db, 'lastSyncedAt')) ?? null, []);
}

/** Ids of rows with writes still waiting for the server (to mark them 'pending'). */
export function usePendingRecordIds(collection: OutboxEntry['collection']): Set<string> | undefined {
  return useLiveQuery(async () => {
    const keys = await db.outbox.where('[collection+recordId]').between([collection, ''], [collection, '\uffff']).toArray();
    return new Set(keys.map((e) => e.recordId));
  }, [collection]);
}

/** The recent problems of the device's data layer (../log.ts), oldest first; empty when all went well. */
export function useRecentProblems(): readonly LogEntry[] {
  return useSyncExternalStore(appLog.subscribe, appLog.entries, appLog.entries);
}
