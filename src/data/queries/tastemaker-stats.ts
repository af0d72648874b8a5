// A tastemaker's own figures (subscribers, places curated, followers): only
// the server can count other users' entitlements, so they come from its route
// and are kept on the device for offline use.
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { readMeta, writeMeta, type TastemakerStats } from '../db/meta';
import { appLog } from '../log';
import { callServer } from '../server/call';

export type { TastemakerStats };

/**
 * The signed-in tastemaker's figures: the copy kept on the device (so they
 * show offline), refreshed from the server when online. Sign-out clears the
 * copy; a copy for another tastemaker record is still never shown.
 */
export function useTastemakerStats(userId: string, tastemakerId?: string): TastemakerStats | undefined {
  const stored = useLiveQuery(() => readMeta(db, 'tastemakerStats'), []);
  useEffect(() => {
    if (!userId || typeof navigator === 'undefined' || !navigator.onLine) return;
    callServer<TastemakerStats>('/api/app/tastemaker/stats', { method: 'GET' })
      .then((stats) => writeMeta(db, 'tastemakerStats', stats))
      // The stored copy stays on screen; the next visit asks again.
      .catch((error: unknown) => appLog.warn('queries/tastemaker-stats', error));
  }, [userId, tastemakerId]);
  return stored && (!tastemakerId || stored.tastemakerId === tastemakerId) ? stored : undefined;
}
