// A review longer than the server keeps is stopped in the form, which says
// why and counts the characters; nothing is stored or queued for the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Reviews } from '#/components/reviews';
import { db } from '#/data/db';
import { renderScreen, resetDevice, signInAs } from './support';

beforeEach(resetDevice);
afterEach(resetDevice);

describe('the review form', () => {
  it('refuses a review over 2,000 characters, says so and counts, and stores nothing', async () => {
    signInAs('user00000000001');
    renderScreen(<Reviews placeId="place0000000001" cityId="city00000000001" />);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    fireEvent.click(screen.getByRole('button', { name: '4 stars' }));
    const comment = screen.getByLabelText('Your review');
    fireEvent.change(comment, { target: { value: 'x'.repeat(10_000) } });
    expect(screen.getByText('10,000 / 2,000')).toBeTruthy();
    fireEvent.submit(form);
    expect(await screen.findAllByText('Reviews can be at most 2,000 characters')).not.toHaveLength(0);
    expect(await db.reviews.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(comment, { target: { value: 'Crispy bindaetteok, worth the queue.' } });
    fireEvent.submit(form);
    await waitFor(async () => expect(await db.reviews.count()).toBe(1));
  });
});
