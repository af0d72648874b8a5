// Home's package card: its numbers are the city's, and 'Unlock for $5.99' does
// something: it says the package opens soon and points to the tastemakers.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PremiumCard } from '#/components/home/premium-card';
import { renderScreen } from './support';

describe('the package card', () => {
  it("shows the city's own numbers and opens the package's details from 'Unlock for $5.99'", async () => {
    const user = userEvent.setup();
    renderScreen(<PremiumCard city={{ name: 'Seoul', places_count: 161, tastemakers_count: 6 }} />);
    expect(screen.getByText('All 6 Seoul tastemakers and their 161 places, with lifetime access.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock for $5.99' }));
    expect(screen.getByRole('dialog', { name: 'Seoul Tastemaker Package' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tastemakers' })).toHaveAttribute('href', '/tastemakers');
  });
});
