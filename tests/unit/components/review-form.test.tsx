// @vitest-environment jsdom
// A review longer than the server keeps is stopped in the form, which says
// why and counts the characters; nothing is stored or queued for the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Reviews } from '#/components/reviews';
import { db } from '#/data/db';
import { renderScreen, resetDevice, signInAs } from './support';

beforeEach(resetDevice);
afterEach(resetDevice);

describe('the review form', () => {
  it('refuses a review over 2,000 characters, says so and counts, and stores nothing', async () => {
    const user = userEvent.setup();
    signInAs('user00000000001');
    renderScreen(<Reviews placeId="place0000000001" cityId="city00000000001" />);
    await screen.findByRole('form', { name: 'Write a review' });
    await user.click(screen.getByRole('button', { name: '4 stars' }));
    const comment = screen.getByLabelText('Your review');
    // Pasted, as a review this long would be.
    await user.click(comment);
    await user.paste('x'.repeat(10_000));
    expect(screen.getByText('10,000 / 2,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findAllByText('Reviews can be at most 2,000 characters')).not.toHaveLength(0);
    expect(await db.reviews.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    await user.clear(comment);
    await user.type(comment, 'Crispy bindaetteok, worth the queue.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(async () => expect(await db.reviews.count()).toBe(1));
  });
});
