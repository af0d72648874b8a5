// What the device has not yet told the server, and when it last heard from it.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxEntry } from '../db';
import { readMeta } from '../db/meta';

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
