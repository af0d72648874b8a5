// The cities saved on this device for use with no connection, as Profile lists them.
import { useLiveQuery } from 'dexie-react-hooks';
import { offlineCities, type OfflineCity } from '../cache/offline-cities';

export type { OfflineCity };

/** Every city saved for offline use, by name; follows downloads and removals as they happen. */
export function useOfflineCities(): OfflineCity[] | undefined {
  return useLiveQuery(() => offlineCities(), []);
}
