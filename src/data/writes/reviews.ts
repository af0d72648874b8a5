// Reviews: one per traveller and place. Written offline, shown at once as
// pending, sent by the outbox; the server fills in the public author name.
//
// A review's id comes from its author and place (src/domain/ids.ts), so a
// review written on two devices offline is one row on each, and writing again
// edits it. Edits are last-writer-wins per field (the rating, the comment),
// by when the user made them, whichever device syncs first; the server turns
// a create of a review it already has into such an edit (pb_hooks/lib/own_data.js).
// A delete leaves a tombstone that removes the review from every device; an
// edit sent after it is dropped (deletions win), a review written after it is
// a new one. A rating outside 1-5 is refused here for the message and on the
// server for safety.
import { reviewId } from '#/domain/ids';
import type { Review } from '#/domain/types';
import { commitWrite, enqueue, requireUser, timestamps, type WriteContext } from './outbox';

export interface ReviewInput {
  placeId: string;
  cityId: string;
  rating: number;
  comment?: string;
  authorName?: string;
}

export interface ReviewPatch {
  rating: number;
  comment?: string;
}

function checkRating(rating: number) {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new Error('Please select a rating');
}

/** The user's review of the place as the device holds it (one stored before ids were derived included). */
function ownReviewOf(ctx: WriteContext, user: string, placeId: string): Promise<Review | undefined> {
  return ctx.db.reviews
    .where('place')
    .equals(placeId)
    .filter((r) => r.user === user)
    .first();
}

/** Writes the user's review of a place: creates it, or edits the one they wrote before. */
export async function createReview(ctx: WriteContext, input: ReviewInput): Promise<Review> {
  const user = requireUser(ctx);
  checkRating(input.rating);
  const comment = (input.comment ?? '').trim();
  return commitWrite(ctx, ['reviews'], async () => {
    const existing = await ownReviewOf(ctx, user, input.placeId);
    if (existing) {
      const row: Review = { ...existing, rating: input.rating, comment, updated: timestamps(ctx).updated };
      await ctx.db.reviews.put(row);
      await enqueue(ctx, 'reviews', row.id, 'update', { rating: input.rating, comment });
      return row;
    }
    const row: Review = {
      id: reviewId(user, input.placeId),
      place: input.placeId,
      user,
      rating: input.rating,
      comment,
      author_name: input.authorName ?? '',
      city: input.cityId,
      ...timestamps(ctx),
    };
    await ctx.db.reviews.put(row);
    await enqueue(ctx, 'reviews', row.id, 'create', { place: input.placeId, user, rating: input.rating, comment });
    return row;
  });
}

/** Edits the user's review `id`; the server refuses anyone else's. */
export async function updateReview(ctx: WriteContext, id: string, patch: ReviewPatch): Promise<void> {
  requireUser(ctx);
  checkRating(patch.rating);
  const changes = { rating: patch.rating, comment: (patch.comment ?? '').trim() };
  await commitWrite(ctx, ['reviews'], async () => {
    await ctx.db.reviews.update(id, { ...changes, updated: timestamps(ctx).updated });
    await enqueue(ctx, 'reviews', id, 'update', changes);
  });
}

/** Deletes the user's review `id` here at once, and on the server and their other devices when it syncs. */
export async function deleteReview(ctx: WriteContext, id: string): Promise<void> {
  requireUser(ctx);
  await commitWrite(ctx, ['reviews'], async () => {
    await ctx.db.reviews.delete(id);
    await enqueue(ctx, 'reviews', id, 'delete');
  });
}
