// @vitest-environment jsdom
// How far a place is, as cards and the place page say it: a walk within about
// 2 km, a travel figure with a neutral icon beyond, in the units the traveller
// chose in Settings (kept on the device).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PlaceDistance } from '#/components/place-card';
import { useUnitsStore } from '#/stores/units';

const SEOUL_STATION = { latitude: 37.5547, longitude: 126.9707 };
const MYEONGDONG_STATION = { latitude: 37.5609, longitude: 126.9863 };
const GANGNAM_STATION = { latitude: 37.4979, longitude: 127.0276 };

function distance(place: typeof SEOUL_STATION) {
  render(<PlaceDistance place={place} from={SEOUL_STATION} suffix=" from you" />);
  return screen.getByTestId('place-distance');
}

beforeEach(() => useUnitsStore.getState().setUnits('km'));
afterEach(cleanup);

describe('a place’s distance', () => {
  it('is a walk, with a walker, within about 2 km', () => {
    const line = distance(MYEONGDONG_STATION);
    expect(line).toHaveTextContent(/^1\.[45] km, (19|20) min walk from you$/);
    expect(screen.getByRole('img', { name: 'On foot' })).toBeInTheDocument();
  });

  it('is the distance alone, never with a walker, beyond it', () => {
    const line = distance(GANGNAM_STATION);
    expect(line).toHaveTextContent(/^[78]\.\d km from you$/);
    expect(line).not.toHaveTextContent(/walk/);
    expect(screen.queryByRole('img', { name: 'On foot' })).toBeNull();
    expect(screen.getByRole('img', { name: 'By transit or taxi' })).toBeInTheDocument();
  });

  it('reads in miles once the traveller chose them, and remembers the choice on the device', () => {
    act(() => useUnitsStore.getState().setUnits('mi'));
    expect(distance(MYEONGDONG_STATION)).toHaveTextContent(/^(0\.9|1\.0) mi, (19|20) min walk from you$/);
    cleanup();
    expect(distance(GANGNAM_STATION)).toHaveTextContent(/^[45]\.\d mi from you$/);
    expect(localStorage.getItem('tastemap.units')).toBe('mi');
  });
});
