// Writes the server refused for good: kept until the user decides. Retry
// puts one back in line; discard drops it and repairs the device's copy (a
// discarded create's row goes; other rows are re-read from the server).
import type { Review } from '#/domain/types';
import type { TastemapDB } from '../db';
import { untilCommitted } from '../lifecycle';
import { notifyOutboxChange } from '../writes/outbox';
import { requestStreamReset } from './pull';

export async function retryFailedWrite(database: TastemapDB, seq: number): Promise<void> {
  await untilCommitted(() => database.outbox.update(seq, { status: 'pending', error: undefined }));
  notifyOutboxChange(database);
}

export async function discardFailedWrite(database: TastemapDB, seq: number): Promise<void> {
  const entry = await database.outbox.get(seq);
  if (!entry) return;
  const table = database.table(entry.collection);
  const streams = ['own'];
  await untilCommitted(() =>
    database.transaction('rw', [database.outbox, table, database.meta], async () => {
      if (entry.collection === 'reviews') {
        const review = (await table.get(entry.recordId)) as Review | undefined;
        if (review?.city) streams.push(`city:${review.city}`);
      }
      await database.outbox.delete(seq);
      if (entry.op === 'create') await table.delete(entry.recordId);
      await requestStreamReset(database, streams);
    }),
  );
  notifyOutboxChange(database);
}
