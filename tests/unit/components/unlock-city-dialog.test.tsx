// @vitest-environment jsdom
// The city unlock dialog (spec §4): initial → processing (at least 1.5 s) →
// success, which opens the city after 2 s; 'already unlocked' closes with its
// toast; a failure goes back to the start with the server's reason.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { openUnlockDialog, UnlockCityDialogHost } from '#/components/unlock-city-dialog';
import type { City } from '#/domain/types';
import { exactly, fakeServer, renderScreen, resetDevice, signInAs } from './support';

const nyc: City = {
  id: 'nyc000000000001',
  slug: 'new-york-city',
  name: 'New York City',
  country: 'United States',
  image: '',
  description: '',
  status: 'live',
  is_free: false,
  price: 6.99,
  places_count: 261,
  tastemakers_count: 6,
  latitude: 0,
  longitude: 0,
  timezone: '',
  featured_tastemaker: '',
  created: '',
  updated: '',
};
const unlockPath = 'POST /api/app/cities/unlock';

beforeEach(async () => {
  await resetDevice();
  signInAs('user00000000001');
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(async () => {
  vi.useRealTimers();
  await resetDevice();
});

async function openAndUnlock() {
  // The clock is faked: the user's own pauses move it on.
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderScreen(<UnlockCityDialogHost />, '/explorer');
  act(() => openUnlockDialog(nyc));
  await user.click(await screen.findByRole('button', { name: 'Unlock for $6.99' }));
}

describe('the unlock dialog', () => {
  it('allows an unlock: processing for at least 1.5 s, then success, then the city after 2 s', async () => {
    fakeServer({ [unlockPath]: { body: { success: true, alreadyPurchased: false, message: 'New York City unlocked', cityId: nyc.id } } });
    await openAndUnlock();
    expect(await screen.findByText('Processing payment...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('New York City unlocked!')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('New York City unlocked!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByTestId('location')).toHaveTextContent(exactly('/city/new-york-city'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with "Already Unlocked" when the city was unlocked already', async () => {
    fakeServer({ [unlockPath]: { body: { success: true, alreadyPurchased: true, message: 'City already unlocked', cityId: nyc.id } } });
    await openAndUnlock();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('New York City is already in your collection.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("denies with the server's reason and returns to the start", async () => {
    fakeServer({ [unlockPath]: { status: 400, body: { message: 'New York City is launching soon. Stay tuned!' } } });
    await openAndUnlock();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('Unlock Failed')).toBeInTheDocument();
    expect(screen.getByText('New York City is launching soon. Stay tuned!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock for $6.99' })).toBeInTheDocument();
  });
});
