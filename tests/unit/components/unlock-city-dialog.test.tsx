// The city unlock dialog (spec §4): initial → processing (at least 1.5 s) →
// success, which opens the city after 2 s; 'already unlocked' closes with its
// toast; a failure goes back to the start with the server's reason.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { openUnlockDialog, UnlockCityDialogHost } from '#/components/unlock-city-dialog';
import type { City } from '#/domain/types';
import { fakeServer, renderScreen, resetDevice, signInAs } from './support';

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
  renderScreen(<UnlockCityDialogHost />, '/explorer');
  act(() => openUnlockDialog(nyc));
  fireEvent.click(await screen.findByRole('button', { name: 'Unlock for $6.99' }));
}

describe('the unlock dialog', () => {
  it('allows an unlock: processing for at least 1.5 s, then success, then the city after 2 s', async () => {
    fakeServer({ [unlockPath]: { body: { success: true, alreadyPurchased: false, message: 'New York City unlocked', cityId: nyc.id } } });
    await openAndUnlock();
    expect(await screen.findByText('Processing payment...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('New York City unlocked!')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('New York City unlocked!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByTestId('location').textContent).toBe('/city/new-york-city');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with "Already Unlocked" when the city was unlocked already', async () => {
    fakeServer({ [unlockPath]: { body: { success: true, alreadyPurchased: true, message: 'City already unlocked', cityId: nyc.id } } });
    await openAndUnlock();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('New York City is already in your collection.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("denies with the server's reason and returns to the start", async () => {
    fakeServer({ [unlockPath]: { status: 400, body: { message: 'New York City is launching soon. Stay tuned!' } } });
    await openAndUnlock();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(await screen.findByText('Unlock Failed')).toBeTruthy();
    expect(screen.getByText('New York City is launching soon. Stay tuned!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock for $6.99' })).toBeTruthy();
  });
});
