// The traveller's hotel in each city: a start for day plans ("the hotel they
// set", issue 34 §2). Set on this device from where the traveller stands (a
// hotel is no place of the guide), remembered in localStorage like the
// distance units: a setting of the device that does not sync. A plan keeps
// its own copy of its start, so a plan made from the hotel syncs whole.
import { create } from 'zustand';
import { z } from 'zod';

const STORAGE_KEY = 'tastemap.hotels';

const hotel = z.object({ name: z.string().max(100), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
export type Hotel = z.infer<typeof hotel>;

function readStored(): Record<string, Hotel> {
  try {
    const parsed = z.record(z.string(), hotel).safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
    // An old or hand-edited entry falls back to no hotel, never a crash.
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

interface HotelState {
  /** By city id. */
  hotels: Record<string, Hotel>;
  setHotel: (cityId: string, hotel: Hotel) => void;
}

export const useHotelStore = create<HotelState>((set, get) => ({
  hotels: readStored(),
  setHotel: (cityId, value) => {
    const hotels = { ...get().hotels, [cityId]: value };
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(hotels));
    } catch {
      // private mode: remembered for this visit only
    }
    set({ hotels });
  },
}));
