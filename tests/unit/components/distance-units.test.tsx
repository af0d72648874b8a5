// @vitest-environment jsdom
// Settings' Distances: kilometres by default, miles as the traveller's choice,
// kept on the device; in a city whose signs count in miles (New York City)
// the setting says so, without choosing for the traveller.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DistanceUnitsSetting } from '#/components/profile/distance-units';
import { db } from '#/data/db';
import type { City, Profile } from '#/domain/types';
import { useUnitsStore } from '#/stores/units';
import { renderScreen, resetDevice, signInAs } from './support';

const userId = 'user00000000001';
const newYork = { id: 'city00000000nyc', slug: 'new-york-city', name: 'New York City', country: 'United States' } as unknown as City;

beforeEach(async () => {
  await resetDevice();
  localStorage.clear();
  useUnitsStore.setState({ units: 'km' });
});
afterEach(resetDevice);

describe('the Distances setting', () => {
  it('is kilometres until the traveller picks miles, which the device keeps', () => {
    renderScreen(<DistanceUnitsSetting />);
    const group = screen.getByRole('radiogroup', { name: 'Distances' });
    expect(group).toHaveAccessibleDescription(/How far places are shown/);
    expect(screen.getByRole('radio', { name: 'Kilometres' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Miles' }));
    expect(screen.getByRole('radio', { name: 'Miles' })).toBeChecked();
    expect(useUnitsStore.getState().units).toBe('mi');
    expect(localStorage.getItem('tastemap.units')).toBe('mi');
  });

  it('says New York City’s signs use miles when it is the active city, leaving the choice as it was', async () => {
    signInAs(userId);
    await db.cities.put(newYork);
    await db.profiles.put({ id: userId, user: userId, active_city: newYork.id, unlocked_cities: [newYork.id] } as unknown as Profile);
    renderScreen(<DistanceUnitsSetting />);
    expect(await screen.findByText(/New York City's signs use miles/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kilometres' })).toBeChecked();
  });
});
