// The reviews section of a place: the list (newest first, the user's unsynced
// reviews marked) and, for signed-in users, the form. Posting works offline.
import { useId } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { toast } from 'sonner';
import { createReview } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import { useProfile } from '#/data/queries/profile';
import { useReviews } from '#/data/queries/reviews';
import { usePendingRecordIds } from '#/data/queries/sync';
import type { Review } from '#/domain/types';
import { REVIEW_COMMENT_MAX, reviewSchema } from '#/domain/validation';
import { useSessionStore } from '#/stores/session';
import { StarPicker, StarRating } from './star-rating';
import { Button, inputClass } from './ui';

/** PocketBase dates look like '2026-11-22 10:00:00.000Z'. */
function reviewDate(created: string): string {
  const date = new Date(created.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, yyyy');
}

function ReviewItem({ review, pending }: { review: Review; pending: boolean }) {
  const date = reviewDate(review.created);
  return (
    <li className="rounded-2xl border border-app bg-card p-4" data-testid="review">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold">{review.author_name || 'Anonymous'}</p>
          <StarRating rating={review.rating} />
        </div>
        <div className="shrink-0 text-right text-xs text-muted">
          {date && <time dateTime={review.created.replace(' ', 'T')}>{date}</time>}
          {pending && <p className="mt-0.5 font-medium text-brand-2">Pending sync</p>}
        </div>
      </div>
      {review.comment && <p className="mt-2 whitespace-pre-line text-sm">{review.comment}</p>}
    </li>
  );
}

function ReviewForm({ placeId, cityId, userId }: { placeId: string; cityId: string; userId: string }) {
  const profile = useProfile(userId);
  const commentId = useId();
  const form = useForm({ resolver: zodResolver(reviewSchema), defaultValues: { comment: '' } });
  const rating = form.watch('rating');
  const length = (form.watch('comment') ?? '').trim().length;
  const ratingError = form.formState.errors.rating?.message;
  const commentError = form.formState.errors.comment?.message;

  const post = useServerAction(
    (rating: number, comment: string) => createReview({ placeId, cityId, rating, comment, authorName: profile?.name ?? '' }),
    {
      failure: 'Failed to submit review',
      onSuccess: () => {
        toast.success('Review posted', {
          description: navigator.onLine ? 'Thanks for sharing!' : 'Saved on this device; it will sync when you are back online.',
        });
        form.reset({ comment: '' });
      },
    },
  );
  const onSubmit = form.handleSubmit(
    (values) => post.run(values.rating, values.comment ?? ''),
    (errors) => {
      if (errors.rating) toast.error('Please select a rating');
      else if (errors.comment?.message) toast.error(errors.comment.message);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-2xl border border-app bg-card p-4" aria-label="Write a review">
      <div>
        <p className="mb-1 text-sm font-medium">Your rating</p>
        <StarPicker value={rating} invalid={!!ratingError} onChange={(n) => form.setValue('rating', n, { shouldValidate: true })} />
        {ratingError && (
          <p role="alert" className="mt-1 text-xs text-brand">
            {ratingError}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={commentId} className="mb-1 block text-sm font-medium">
          Your review
        </label>
        <textarea
          id={commentId}
          rows={3}
          className={inputClass}
          placeholder="What did you love? (optional)"
          aria-invalid={!!commentError || length > REVIEW_COMMENT_MAX}
          aria-describedby={`${commentId}-count`}
          {...form.register('comment')}
        />
        <div className="mt-1 flex justify-between gap-2 text-xs">
          <span role="alert" className="text-brand">
            {commentError}
          </span>
          <span id={`${commentId}-count`} className={`shrink-0 ${length > REVIEW_COMMENT_MAX ? 'font-semibold text-brand' : 'text-muted'}`}>
            {length.toLocaleString('en-US')} / {REVIEW_COMMENT_MAX.toLocaleString('en-US')}
          </span>
        </div>
      </div>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        Submit Review
      </Button>
    </form>
  );
}

export function Reviews({ placeId, cityId }: { placeId: string; cityId: string }) {
  const { ready, userId } = useSessionStore();
  const reviews = useReviews(placeId);
  const pending = usePendingRecordIds('reviews');
  return (
    <section aria-labelledby="reviews-heading" className="space-y-3">
      <div className="flex items-baseline gap-2">
        <h2 id="reviews-heading" className="text-lg font-bold">
          Reviews
        </h2>
        {reviews && (
          <span className="text-sm text-muted" data-testid="review-count">
            ({reviews.length})
          </span>
        )}
      </div>
      {ready &&
        (userId ? (
          <ReviewForm placeId={placeId} cityId={cityId} userId={userId} />
        ) : (
          <div className="rounded-2xl border border-dashed border-app p-4 text-center text-sm">
            <p className="text-muted">Please sign in to leave a review</p>
            <Link to="/auth" className="mt-2 inline-block rounded-full bg-brand-strong px-4 py-2 font-semibold text-white">
              Sign In
            </Link>
          </div>
        ))}
      {reviews &&
        (reviews.length === 0 ? (
          <p className="text-sm text-muted">No reviews yet.</p>
        ) : (
          <ul className="space-y-3" data-testid="reviews">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} pending={!!pending?.has(review.id)} />
            ))}
          </ul>
        ))}
    </section>
  );
}
