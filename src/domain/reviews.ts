// Two ratings a place shows, kept apart so they never read as one:
// - the editors' score: `places.rating`, given by the editors who wrote the
//   guide (the seed, pb_migrations/seed/<city>.json); places a tastemaker adds
//   have none;
// - the travellers' rating: the mean of the reviews the device holds, and how
//   many there are. A traveller has one review of a place (src/domain/ids.ts,
//   reviewId), so the count is of people.
// The words both are shown with live here, for the place page and the map card.

export interface ReviewSummary {
  count: number;
  /** The mean rating, to one decimal; null without reviews. */
  average: number | null;
}

const isRating = (rating: number) => Number.isInteger(rating) && rating >= 1 && rating <= 5;

export function summarizeReviews(reviews: readonly { rating: number }[]): ReviewSummary {
  const ratings = reviews.map((r) => r.rating).filter(isRating);
  if (!ratings.length) return { count: 0, average: null };
  const sum = ratings.reduce((a, b) => a + b, 0);
  return { count: ratings.length, average: Math.round((sum * 10) / ratings.length) / 10 };
}

/** A rating to one decimal, with its star: "★4.0". */
export function stars(rating: number): string {
  return `★${rating.toFixed(1)}`;
}

export function reviewCount(count: number): string {
  return `${count.toLocaleString('en-US')} review${count === 1 ? '' : 's'}`;
}

/** "★4.0 · 3 reviews", or "No reviews yet". */
export function travellersRating(summary: ReviewSummary): string {
  return summary.average === null ? 'No reviews yet' : `${stars(summary.average)} · ${reviewCount(summary.count)}`;
}

export const TRAVELLERS_LABEL = 'Travellers';
export const EDITORS_SCORE_LABEL = "Editors' score";
export const EDITORS_SCORE_SOURCE = "From the editors who wrote this guide, not from travellers' reviews.";

/** The editors' score as shown ("★4.6"), or null for a place they have not scored. */
export function editorsScore(rating: number): string | null {
  return rating > 0 ? stars(rating) : null;
}

/** The user's own review among a place's reviews (others' rows reach the device without their author's account). */
export function ownReview<R extends { user: string }>(reviews: readonly R[], userId: string): R | undefined {
  return userId ? reviews.find((r) => r.user === userId) : undefined;
}
