// The traveller's own pins (issue 33), newest first; only theirs are ever on the device.
import { useLiveQuery } from 'dexie-react-hooks';
import type { Pin } from '#/domain/types';
import { db } from '../db';

export function usePins(userId: string): Pin[] | undefined {
  return useLiveQuery(async () => (await db.pins.where('user').equals(userId).sortBy('created')).reverse(), [userId]);
}
