// A place's two ratings side by side, each saying whose it is: the editors'
// score the place came with, and what travellers who reviewed it make of it
// (their average and how many), so "★4.6" beside "no reviews" never reads as
// a contradiction. The words come from src/domain/reviews.ts.
import { useReviews } from '#/data/queries/reviews';
import {
  EDITORS_SCORE_LABEL,
  EDITORS_SCORE_SOURCE,
  TRAVELLERS_LABEL,
  editorsScore,
  summarizeReviews,
  travellersRating,
} from '#/domain/reviews';

function TravellersRating({ placeId }: { placeId: string }) {
  const reviews = useReviews(placeId);
  // Nothing rather than "No reviews yet" while the device is still reading them.
  if (!reviews) return null;
  return (
    <div className="flex flex-wrap items-baseline gap-x-2" data-testid="travellers-rating">
      <dt className="font-semibold">{TRAVELLERS_LABEL}</dt>
      <dd>{travellersRating(summarizeReviews(reviews))}</dd>
    </div>
  );
}

/** `placeId` null: the place is shown from a shared collection, without its reviews. */
export function PlaceRatings({ rating, placeId }: { rating: number; placeId: string | null }) {
  const score = editorsScore(rating);
  if (!score && !placeId) return null;
  return (
    <dl className="space-y-1.5 rounded-xl bg-card-2 px-3 py-2.5 text-sm" data-testid="place-ratings">
      {score && (
        <div className="flex flex-wrap items-baseline gap-x-2" data-testid="editors-score">
          <dt className="font-semibold">{EDITORS_SCORE_LABEL}</dt>
          <dd>{score}</dd>
          <dd className="basis-full text-xs text-muted">{EDITORS_SCORE_SOURCE}</dd>
        </div>
      )}
      {placeId && <TravellersRating placeId={placeId} />}
    </dl>
  );
}
