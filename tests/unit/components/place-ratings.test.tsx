// @vitest-environment jsdom
// A place's two ratings, each saying whose it is: the editors' score with
// where it comes from, and the travellers' average and count from the
// reviews the device holds, or that there are none yet.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PlaceRatings } from '#/components/place-ratings';
import { db } from '#/data/db';
import type { Review } from '#/domain/types';
import { renderScreen, resetDevice } from './support';

const PLACE = 'place0000000001';

const review = (id: string, rating: number): Review => ({
  id,
  place: PLACE,
  user: '',
  rating,
  comment: '',
  author_name: 'Someone',
  city: 'city00000000001',
  created: '2026-11-20 10:00:00.000Z',
  updated: '2026-11-20 10:00:00.000Z',
});

beforeEach(resetDevice);
afterEach(resetDevice);

describe("a place's ratings", () => {
  it("keeps the editors' score apart from travellers who have not reviewed it yet", async () => {
    renderScreen(<PlaceRatings rating={4.4} placeId={PLACE} />);
    expect((await screen.findByTestId('travellers-rating')).textContent).toBe('TravellersNo reviews yet');
    const editors = screen.getByTestId('editors-score');
    expect(editors.textContent).toContain("Editors' score★4.4");
    expect(editors.textContent).toContain("From the editors who wrote this guide, not from travellers' reviews.");
  });

  it("gives the travellers' average and how many reviewed the place", async () => {
    await db.reviews.bulkPut([review('review000000001', 5), review('review000000002', 4), review('review000000003', 3)]);
    renderScreen(<PlaceRatings rating={4.4} placeId={PLACE} />);
    await waitFor(() => expect(screen.getByTestId('travellers-rating').textContent).toBe('Travellers★4.0 · 3 reviews'));
  });

  it('shows no editors’ score for a place they did not score, and no travellers’ rating without its reviews', async () => {
    renderScreen(<PlaceRatings rating={0} placeId={PLACE} />);
    await screen.findByTestId('travellers-rating');
    expect(screen.queryByTestId('editors-score')).toBeNull();
    await resetDevice();
    renderScreen(<PlaceRatings rating={4.4} placeId={null} />);
    expect(screen.getByTestId('editors-score')).toBeTruthy();
    expect(screen.queryByTestId('travellers-rating')).toBeNull();
  });
});
