// The traveller's own pins (issue 33). Work offline through the outbox like
// saved places: the row and its outbox entry are stored at once. A pin's id
// comes from (user, source) (src/domain/ids.ts), so keeping the same imported
// item twice, or on two devices, makes one pin; the server derives the same
// id and refuses any other. Edits of name and note are last-writer-wins per
// field across devices; a deleted pin wins over stale edits.
import { membershipId } from '#/domain/ids';
import type { Pin } from '#/domain/types';
import { commitWrite, enqueue, requireUser, timestamps, type WriteContext } from './outbox';

export type PinInput = Pick<Pin, 'source' | 'name' | 'note' | 'address' | 'list' | 'latitude' | 'longitude' | 'city'>;

export function pinId(userId: string, source: string): string {
  return membershipId('pins', { user: userId, source });
}

/**
 * Keeps the pins that are not kept yet, in the caller's transaction when there is one (an import
 * writes its saved places, collections and pins in one): the pins it added.
 */
export async function keepPins(ctx: WriteContext, inputs: readonly PinInput[]): Promise<Pin[]> {
  const user = requireUser(ctx);
  const added: Pin[] = [];
  for (const input of inputs) {
    const id = pinId(user, input.source);
    if (!id || (await ctx.db.pins.get(id)) || added.some((p) => p.id === id)) continue;
    const data = { user, ...input };
    const row: Pin = { id, ...data, ...timestamps(ctx) };
    await ctx.db.pins.put(row);
    await enqueue(ctx, 'pins', id, 'create', data);
    added.push(row);
  }
  return added;
}

/** Removes the pin from this device at once and from the server at the next sync. */
export async function deletePin(ctx: WriteContext, id: string): Promise<void> {
  requireUser(ctx);
  await commitWrite(ctx, ['pins'], async () => {
    if (!(await ctx.db.pins.get(id))) return;
    await ctx.db.pins.delete(id);
    await enqueue(ctx, 'pins', id, 'delete');
  });
}
