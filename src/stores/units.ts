// How this device shows distances: kilometres (the default) or miles, the
// traveller's choice remembered in localStorage like the theme. A setting of
// the device, not the account: settings do not sync (the theme neither).
import { create } from 'zustand';
import { DISTANCE_UNITS, type DistanceUnits } from '#/domain/geo';

const STORAGE_KEY = 'tastemap.units';

function readStoredUnits(): DistanceUnits {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    // Anything but a known value (an old or hand-edited entry) falls back to kilometres.
    return DISTANCE_UNITS.find((units) => units === stored) ?? 'km';
  } catch {
    return 'km';
  }
}

interface UnitsState {
  units: DistanceUnits;
  setUnits: (units: DistanceUnits) => void;
}

export const useUnitsStore = create<UnitsState>((set) => ({
  units: readStoredUnits(),
  setUnits: (units) => {
    try {
      localStorage.setItem(STORAGE_KEY, units);
    } catch {
      // private mode: the choice lasts for this visit only
    }
    set({ units });
  },
}));
