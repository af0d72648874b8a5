// The rules of reviews (src/domain/reviews.ts, src/domain/ids.ts): one per
// traveller and place, and what a place page says of them, kept apart from
// the editors' score.
import { describe, expect, it } from 'vitest';
import { reviewId } from '#/domain/ids';
import { editorsScore, ownReview, reviewCount, summarizeReviews, travellersRating } from '#/domain/reviews';

describe('a review id', () => {
  it('is the same for one traveller and place on every device, and differs for any other pair', () => {
    const id = reviewId('user0000000001', 'place000000001');
    expect(id).toMatch(/^[a-z0-9]{15}$/);
    expect(reviewId('user0000000001', 'place000000001')).toBe(id);
    expect(reviewId('user0000000002', 'place000000001')).not.toBe(id);
    expect(reviewId('user0000000001', 'place000000002')).not.toBe(id);
    // Author first, then place: the pair in order.
    expect(reviewId('place000000001', 'user0000000001')).not.toBe(id);
  });

  it('is empty without an author or a place', () => {
    expect(reviewId('', 'place000000001')).toBe('');
    expect(reviewId('user0000000001', '')).toBe('');
  });
});

describe("the travellers' rating", () => {
  it('averages the ratings to one decimal and counts the reviews', () => {
    expect(summarizeReviews([{ rating: 5 }, { rating: 4 }, { rating: 3 }])).toEqual({ count: 3, average: 4 });
    expect(summarizeReviews([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ count: 3, average: 4.3 });
    expect(summarizeReviews([{ rating: 2 }])).toEqual({ count: 1, average: 2 });
  });

  it('rounds to the nearest tenth, a half tenth up', () => {
    // 87 / 20 = 4.35.
    const ratings = [
      ...Array<{ rating: number }>(14).fill({ rating: 5 }),
      ...Array<{ rating: number }>(3).fill({ rating: 4 }),
      { rating: 2 },
      { rating: 2 },
      { rating: 1 },
    ];
    expect(ratings.reduce((sum, r) => sum + r.rating, 0)).toBe(87);
    expect(summarizeReviews(ratings)).toEqual({ count: 20, average: 4.4 });
    expect(summarizeReviews([{ rating: 4 }, { rating: 4 }, { rating: 5 }])).toEqual({ count: 3, average: 4.3 });
  });

  it('says there are no reviews rather than a rating of nothing', () => {
    expect(summarizeReviews([])).toEqual({ count: 0, average: null });
    expect(travellersRating(summarizeReviews([]))).toBe('No reviews yet');
  });

  it('leaves out ratings no review can have', () => {
    expect(summarizeReviews([{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 4 }])).toEqual({ count: 1, average: 4 });
  });

  it('reads "★4.0 · 3 reviews", one review in the singular', () => {
    expect(travellersRating({ count: 3, average: 4 })).toBe('★4.0 · 3 reviews');
    expect(travellersRating({ count: 1, average: 5 })).toBe('★5.0 · 1 review');
    expect(reviewCount(1200)).toBe('1,200 reviews');
  });
});

describe("the editors' score", () => {
  it('shows to one decimal, and not at all for a place the editors did not score', () => {
    expect(editorsScore(4.6)).toBe('★4.6');
    expect(editorsScore(4)).toBe('★4.0');
    expect(editorsScore(0)).toBeNull();
  });
});

describe("the user's own review", () => {
  it('is theirs among others, whose rows reach the device without an author', () => {
    const reviews = [
      { id: 'a', user: '' },
      { id: 'b', user: 'user0000000001' },
    ];
    expect(ownReview(reviews, 'user0000000001')?.id).toBe('b');
    expect(ownReview(reviews, 'user0000000002')).toBeUndefined();
    expect(ownReview(reviews, '')).toBeUndefined();
  });
});
