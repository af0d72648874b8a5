// A member's vote and note on a place of a shared collection: one row per
// member and place (its id derived, src/domain/ids.ts), written offline
// through the outbox. Each member's row is theirs alone, so votes merge per
// member; a create of a row another of their devices made is an edit of it on
// the server, which takes only the field that was changed.
import { reactionId } from '#/domain/ids';
import { checkNote, type Vote } from '#/domain/policy/shared';
import type { CollectionReaction } from '#/domain/types';
import { commitWrite, enqueue, requireUser, timestamps, type WriteContext } from './outbox';

async function writeReaction(
  ctx: WriteContext,
  collectionId: string,
  placeId: string,
  change: Partial<Pick<CollectionReaction, 'vote' | 'note'>>,
): Promise<void> {
  const user = requireUser(ctx);
  const id = reactionId(collectionId, placeId, user);
  await commitWrite(ctx, ['collection_reactions'], async () => {
    const existing = await ctx.db.collection_reactions.get(id);
    if (existing) {
      await ctx.db.collection_reactions.update(id, { ...change, updated: timestamps(ctx).updated });
      await enqueue(ctx, 'collection_reactions', id, 'update', change);
      return;
    }
    const row: CollectionReaction = {
      id,
      collection: collectionId,
      place: placeId,
      user,
      vote: '',
      note: '',
      ...change,
      ...timestamps(ctx),
    };
    await ctx.db.collection_reactions.put(row);
    await enqueue(ctx, 'collection_reactions', id, 'create', { collection: collectionId, place: placeId, user, ...change });
  });
}

/** Gives the member's one vote on a place (or takes it back with ''). */
export function setVote(ctx: WriteContext, collectionId: string, placeId: string, vote: Vote | ''): Promise<void> {
  return writeReaction(ctx, collectionId, placeId, { vote });
}

/** Writes the member's short note on a place ('' clears it). */
export async function setNote(ctx: WriteContext, collectionId: string, placeId: string, note: string): Promise<void> {
  const checked = checkNote(note);
  if (!checked.ok) throw new Error(checked.message);
  await writeReaction(ctx, collectionId, placeId, { note: checked.note });
}
