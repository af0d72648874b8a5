// The rules of reviews (src/domain/ids.ts): one per traveller and place.
import { describe, expect, it } from 'vitest';
import { reviewId } from '#/domain/ids';

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
