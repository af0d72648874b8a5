// @vitest-environment jsdom
// Home's premium card sells what there is (src/domain/offers.ts): no package,
// but the tastemakers still to follow at their price, beside how much of the
// city is open already; 'Learn More' says what each costs.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PremiumCard } from '#/components/home/premium-card';
import type { CityGift } from '#/domain/offers';
import { renderScreen } from './support';

const standing = (over: Partial<CityGift>): CityGift => ({
  city: 's',
  cityName: 'Seoul',
  tastemakers: [],
  places: 81,
  added: 0,
  exact: true,
  total: 161,
  rest: ['chef', 'artist', 'dj', 'barista', 'curator'],
  ...over,
});

afterEach(cleanup);

describe('the premium card', () => {
  it('says how much is open and what stays paid, and explains from Learn More', async () => {
    const user = userEvent.setup();
    renderScreen(<PremiumCard city={{ name: 'Seoul' }} standing={standing({})} />);
    expect(screen.getByTestId('premium-standing')).toHaveTextContent('81 of 161 places open to you · 5 more tastemakers at $0.99/mo');
    expect(screen.getByRole('link', { name: 'Follow for $0.99/mo' })).toHaveAttribute('href', '/tastemakers');
    expect(screen.queryByText(/5\.99|Package/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(screen.getByRole('dialog', { name: 'Premium in Seoul' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse tastemakers' })).toHaveAttribute('href', '/tastemakers');
  });

  it('sells nothing more once every tastemaker is followed', () => {
    renderScreen(<PremiumCard city={{ name: 'Seoul' }} standing={standing({ places: 161, rest: [] })} />);
    expect(screen.getByTestId('premium-standing')).toHaveTextContent('All 161 places open to you');
    expect(screen.queryByRole('link', { name: /Follow for/ })).not.toBeInTheDocument();
  });
});
