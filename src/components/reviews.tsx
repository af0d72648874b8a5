// The travellers' reviews of a place: the list (newest first, unsynced
// changes marked) and, for signed-in users, their own review, one per place:
// the form writes it, then it shows with Edit and Delete. All of it works
// offline through the outbox.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns';
import { Pencil, Trash2 } from 'lucide-react';
import { toast } from '#/toast';
import { createReview, deleteReview, updateReview } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import { useProfile } from '#/data/queries/profile';
import { useReviews } from '#/data/queries/reviews';
import { usePendingRecordIds } from '#/data/queries/sync';
import { ownReview } from '#/domain/reviews';
import type { Review } from '#/domain/types';
import { REVIEW_COMMENT_MAX, reviewSchema } from '#/domain/validation';
import { useSessionStore } from '#/stores/session';
import { Dialog } from './dialog';
import { StarPicker, StarRating } from './star-rating';
import { Button, inputClass } from './ui';

const SYNC_LATER = 'Saved on this device; it will sync when you are back online.';

/** PocketBase dates look like '2026-11-22 10:00:00.000Z'. */
function reviewDate(created: string): string {
  const date = new Date(created.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, yyyy');
}

function ReviewItem({
  review,
  pending,
  own,
}: {
  review: Review;
  pending: boolean;
  own?: { onEdit: () => void; onDelete: () => void } | undefined;
}) {
  const date = reviewDate(review.created);
  return (
    <li className="rounded-2xl border border-app bg-card p-4" data-testid={own ? 'own-review' : 'review'}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold">
            {review.author_name || 'Anonymous'}
            {own && <span className="ml-2 text-xs font-medium text-muted">Your review</span>}
          </p>
          <StarRating rating={review.rating} />
        </div>
        <div className="shrink-0 text-right text-xs text-muted">
          {date && <time dateTime={review.created.replace(' ', 'T')}>{date}</time>}
          {pending && <p className="mt-0.5 font-medium text-brand-2">Pending sync</p>}
        </div>
      </div>
      {review.comment && <p className="mt-2 whitespace-pre-line text-sm">{review.comment}</p>}
      {own && (
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" className="min-h-11 min-w-11" onClick={own.onEdit} aria-label="Edit your review">
            <Pencil className="h-4 w-4" aria-hidden /> Edit
          </Button>
          <Button variant="secondary" className="min-h-11 min-w-11" onClick={own.onDelete} aria-label="Delete your review">
            <Trash2 className="h-4 w-4" aria-hidden /> Delete
          </Button>
        </div>
      )}
    </li>
  );
}

/** Writes the user's review, or, given `editing`, edits it (prefilled with it). */
function ReviewForm({
  placeId,
  cityId,
  userId,
  editing,
  onDone,
}: {
  placeId: string;
  cityId: string;
  userId: string;
  editing?: Review | undefined;
  onDone?: () => void;
}) {
  const profile = useProfile(userId);
  const commentId = useId();
  const form = useForm({
    resolver: zodResolver(reviewSchema),
    defaultValues: editing ? { rating: editing.rating, comment: editing.comment } : { comment: '' },
  });
  const rating = form.watch('rating');
  const length = (form.watch('comment') ?? '').trim().length;
  const ratingError = form.formState.errors.rating?.message;
  const commentError = form.formState.errors.comment?.message;

  const post = useServerAction(
    async (rating: number, comment: string) => {
      if (editing) await updateReview(editing.id, { rating, comment });
      else await createReview({ placeId, cityId, rating, comment, authorName: profile?.name ?? '' });
    },
    {
      failure: 'Failed to submit review',
      onSuccess: () => {
        const later = navigator.onLine ? undefined : SYNC_LATER;
        if (editing) toast.success('Review updated', later ? { description: later } : {});
        else toast.success('Review posted', { description: later ?? 'Thanks for sharing!' });
        form.reset({ comment: '' });
        onDone?.();
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
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-3 rounded-2xl border border-app bg-card p-4"
      aria-label={editing ? 'Edit your review' : 'Write a review'}
    >
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
      {editing ? (
        <div className="flex gap-2">
          <Button variant="secondary" className="min-h-11 flex-1" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" className="min-h-11 flex-1" disabled={form.formState.isSubmitting}>
            Save changes
          </Button>
        </div>
      ) : (
        <Button type="submit" className="min-h-11 w-full" disabled={form.formState.isSubmitting}>
          Submit Review
        </Button>
      )}
    </form>
  );
}

function DeleteReviewDialog({ review, open, onOpenChange }: { review: Review; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { run: confirm, busy } = useServerAction(() => deleteReview(review.id), {
    failure: 'Failed to delete review',
    onSuccess: () => {
      toast.success('Review deleted', navigator.onLine ? {} : { description: SYNC_LATER });
      onOpenChange(false);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your review?"
      description="Your rating and comment will be removed from this place, on all your devices."
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" className="min-h-11" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button variant="danger" className="min-h-11" onClick={() => void confirm()} disabled={busy}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}

export function Reviews({ placeId, cityId }: { placeId: string; cityId: string }) {
  const { ready, userId } = useSessionStore();
  const reviews = useReviews(placeId);
  const pending = usePendingRecordIds('reviews');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const mine = reviews && ownReview(reviews, userId);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="space-y-3">
      <h2 id="reviews-heading" className="text-lg font-bold">
        Travellers&apos; reviews
      </h2>
      {ready &&
        (userId ? (
          // Wait for the device's reviews: the form must not offer a second review of a place the user reviewed.
          reviews &&
          (!mine || editing) && (
            <ReviewForm
              // A new form for each review edited, so it opens prefilled with it.
              key={mine && editing ? `edit-${mine.id}` : 'new'}
              placeId={placeId}
              cityId={cityId}
              userId={userId}
              editing={editing ? mine : undefined}
              onDone={() => setEditing(false)}
            />
          )
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
              <ReviewItem
                key={review.id}
                review={review}
                pending={!!pending?.has(review.id)}
                own={review === mine && !editing ? { onEdit: () => setEditing(true), onDelete: () => setDeleting(true) } : undefined}
              />
            ))}
          </ul>
        ))}
      {mine && <DeleteReviewDialog review={mine} open={deleting} onOpenChange={setDeleting} />}
    </section>
  );
}
