// @vitest-environment jsdom
// A traveller's own review of a place, one per place: shown with Edit and
// Delete (nobody else's is), edited in the form prefilled with it, deleted
// only after a confirming step; offline, each change waits in the outbox,
// marked as pending.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Reviews } from '#/components/reviews';
import { db } from '#/data/db';
import { reviewId } from '#/domain/ids';
import type { Review } from '#/domain/types';
import { renderScreen, resetDevice, setOnline, signInAs } from './support';

const USER = 'user00000000001';
const PLACE = 'place0000000001';
const CITY = 'city00000000001';

const review = (fields: Partial<Review>): Review => ({
  id: '',
  place: PLACE,
  user: '',
  rating: 4,
  comment: '',
  author_name: 'Someone',
  city: CITY,
  created: '2026-11-20 10:00:00.000Z',
  updated: '2026-11-20 10:00:00.000Z',
  ...fields,
});

beforeEach(resetDevice);
afterEach(resetDevice);

describe("the traveller's own review", () => {
  it('shows Edit and Delete on their review only, and no form for a second one', async () => {
    signInAs(USER);
    await db.reviews.bulkPut([
      review({ id: reviewId(USER, PLACE), user: USER, rating: 3, comment: 'Mine', author_name: 'Mina' }),
      // Others' reviews reach the device without their author's account.
      review({ id: 'otherreview0001', comment: 'Theirs' }),
    ]);
    renderScreen(<Reviews placeId={PLACE} cityId={CITY} />);
    const mine = await screen.findByTestId('own-review');
    expect(within(mine).getByText('Mine')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Edit your review' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete your review' })).toHaveLength(1);
    expect(within(screen.getByTestId('review')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });

  it('edits it in the form prefilled with it, offline, marked pending', async () => {
    signInAs(USER);
    setOnline(false);
    const id = reviewId(USER, PLACE);
    await db.reviews.put(review({ id, user: USER, rating: 3, comment: 'Before', author_name: 'Mina' }));
    renderScreen(<Reviews placeId={PLACE} cityId={CITY} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit your review' }));

    const form = await screen.findByRole('form', { name: 'Edit your review' });
    const comment = within(form).getByLabelText<HTMLTextAreaElement>('Your review');
    expect(comment.value).toBe('Before');
    expect(within(form).getByRole('button', { name: '3 stars' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(form).getByRole('button', { name: '5 stars' }));
    fireEvent.change(comment, { target: { value: 'After' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(async () => expect(await db.reviews.get(id)).toMatchObject({ rating: 5, comment: 'After' }));
    expect(await db.reviews.count()).toBe(1);
    expect((await db.outbox.toArray()).map((e) => `${e.op} ${e.recordId}`)).toEqual([`update ${id}`]);
    expect(await screen.findByText('Review updated')).toBeTruthy();
    const mine = await screen.findByTestId('own-review');
    await waitFor(() => expect(within(mine).getByText('After')).toBeTruthy());
    expect(within(mine).getByText('Pending sync')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('deletes it only once confirmed, then offers the form again', async () => {
    signInAs(USER);
    const id = reviewId(USER, PLACE);
    await db.reviews.put(review({ id, user: USER, rating: 2, comment: 'Not for me', author_name: 'Mina' }));
    renderScreen(<Reviews placeId={PLACE} cityId={CITY} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete your review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.reviews.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete your review' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete your review?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await db.reviews.count()).toBe(0));
    expect((await db.outbox.toArray()).map((e) => `${e.op} ${e.recordId}`)).toEqual([`delete ${id}`]);
    expect(await screen.findByRole('form', { name: 'Write a review' })).toBeTruthy();
    expect(screen.getByText('No reviews yet.')).toBeTruthy();
  });
});
