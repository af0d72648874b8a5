// How a device combines what the server says with what it has not sent yet.
//
// Rows from a pull overwrite the device's copy, except that writes still in
// the outbox stay visible on top of them until the server has them: a pulled
// row is "rebased" under the pending writes. Deletions win over stale updates.

export interface PendingWrite {
  op: 'create' | 'update' | 'delete';
  data?: Record<string, unknown>;
}

/**
 * The row the device should show for a pulled `server` row, given this
 * device's pending writes to it in causal order; undefined when the latest
 * pending write deletes it.
 */
export function rebase<T extends object>(server: T, pending: readonly PendingWrite[]): T | undefined {
  let row: T | undefined = server;
  for (const write of pending) {
    if (write.op === 'delete') row = undefined;
    else if (write.op === 'create') row = { ...server, ...(write.data ?? {}) };
    else if (row) row = { ...row, ...(write.data ?? {}) };
  }
  return row;
}

/**
 * Whether a tombstone from the server removes the device's row: always,
 * unless this device re-created the row (same id) after the deletion and
 * has not sent that yet.
 */
export function tombstoneRemoves(pending: readonly PendingWrite[]): boolean {
  const last = pending[pending.length - 1];
  return !last || last.op !== 'create';
}

/** PocketBase's date format, which sorts as text: "2026-11-22 10:00:00.000Z". */
export function pocketbaseDate(date: Date | number = Date.now()): string {
  return new Date(date).toISOString().replace('T', ' ');
}
