// Reviews. Written offline, shown at once as pending, sent by the outbox; the
// server fills in the public author name. A rating outside 1-5 is refused here
// for the message and on the server for safety.
import type { Review } from '#/domain/types';
import { commitWrite, enqueue, requireUser, timestamps, type WriteContext } from './outbox';
import { newId } from './new-id';

export interface ReviewInput {
  placeId: string;
  cityId: string;
  rating: number;
  comment?: string;
  authorName?: string;
}

export async function createReview(ctx: WriteContext, input: ReviewInput): Promise<Review> {
  const user = requireUser(ctx);
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) throw new Error('Please select a rating');
  const comment = (input.comment ?? '').trim();
  const row: Review = {
    id: newId(),
    place: input.placeId,
    user,
    rating: input.rating,
    comment,
    author_name: input.authorName ?? '',
    city: input.cityId,
    ...timestamps(ctx),
  };
  return commitWrite(ctx, ['reviews'], async () => {
    await ctx.db.reviews.put(row);
    await enqueue(ctx, 'reviews', row.id, 'create', { place: input.placeId, user, rating: input.rating, comment });
    return row;
  });
}
