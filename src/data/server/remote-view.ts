// Read models that come from a server route rather than sync (a shared
// collection, a traveller's public city profile). The last answer is kept in
// IndexedDB, so a view opened once still opens offline.
import { useEffect, useState } from 'react';
import { apiClient } from './client';
import { describeServerError } from './call';
import { db } from '../db';
import { readMeta, writeMeta } from '../db/meta';

export type RemoteView<T> =
  { state: 'loading' } | { state: 'ready'; data: T; offline: boolean } | { state: 'error'; status: number; message: string };

/** Shows the stored copy at once, then the server's answer when online. */
export function useRemoteView<T extends object>(viewKey: string | null, path: string): RemoteView<T> {
  const cacheKey = viewKey ? (`view:${viewKey}` as const) : null;
  // Each answer is kept with the view it answers: a view opened next shows 'loading', not the last one's data.
  const [shown, setShown] = useState<{ key: string; view: RemoteView<T> } | null>(null);
  useEffect(() => {
    if (!cacheKey) return;
    let cancelled = false;
    const setView = (view: RemoteView<T>) => !cancelled && setShown({ key: cacheKey, view });
    void (async () => {
      // The stored copy is an object as the server sent it; its screen reads it as T.
      const cached = (await readMeta(db, cacheKey)) as T | undefined;
      if (cached) setView({ state: 'ready', data: cached, offline: !navigator.onLine });
      if (!navigator.onLine) {
        if (!cached) setView({ state: 'error', status: 0, message: "You're offline, and this hasn't been opened on this device before." });
        return;
      }
      try {
        const pb = await apiClient();
        const data = await pb.send<T>(path, { requestKey: null });
        await writeMeta(db, cacheKey, data as Record<string, unknown>);
        setView({ state: 'ready', data, offline: false });
      } catch (caught) {
        const error = describeServerError(caught, '');
        const status = Math.max(error.status, 0);
        // A refusal replaces the stored copy (the collection went private); a network failure keeps it.
        if (status >= 400 || !cached) setView({ state: 'error', status, message: status >= 400 ? error.message : '' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [cacheKey, path]);
  return shown && shown.key === cacheKey ? shown.view : { state: 'loading' };
}
