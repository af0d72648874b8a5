// The traveller's position for "near me", and the area they chose last in each
// city. The browser is asked only when they ask ("Near me"); a permission
// already given is used quietly. The outcome, the last position with its time
// and the areas are remembered in localStorage, so distances work offline and
// after a reload. Denied or unavailable only sets the status: screens then
// measure from the area chosen last or the city centre (domain/geo.ts).
import { create } from 'zustand';
import { z } from 'zod';
import { distanceMeters, type LatLng } from '#/domain/geo';
import { appLog, logUnlessExpected } from '../log';

export type PositionStatus = 'unknown' | 'prompt' | 'granted' | 'denied' | 'unavailable';

export interface DevicePosition {
  latitude: number;
  longitude: number;
  /** Metres, as the browser reports it. */
  accuracy: number;
  /** When it was taken (ms since the epoch). */
  at: number;
}

export interface ChosenArea {
  name: string;
  latitude: number;
  longitude: number;
}

export interface LocationState {
  status: PositionStatus;
  position?: DevicePosition;
  /** The area chosen last, by city id. */
  areas: Record<string, ChosenArea>;
  /** A position is being asked for. */
  pending: boolean;
  /** Asks the browser for the position (its prompt the first time). */
  request: () => Promise<void>;
  /** Remembers the area the traveller chose last in a city (a search naming it, the map). */
  chooseArea: (cityId: string, area: ChosenArea) => void;
}

const STORAGE_KEY = 'tastemap.location';

const stored = z.object({
  status: z.enum(['unknown', 'prompt', 'granted', 'denied', 'unavailable']).catch('unknown'),
  position: z.object({ latitude: z.number(), longitude: z.number(), accuracy: z.number(), at: z.number() }).optional().catch(undefined),
  areas: z.record(z.string(), z.object({ name: z.string(), latitude: z.number(), longitude: z.number() })).catch({}),
});
type Stored = z.infer<typeof stored>;

function readStored(): Stored {
  try {
    const parsed = stored.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
    // An old or hand-edited entry falls back to knowing nothing, never a crash.
    return parsed.success ? parsed.data : { status: 'unknown', areas: {} };
  } catch {
    return { status: 'unknown', areas: {} };
  }
}

function remember(state: Pick<LocationState, 'status' | 'position' | 'areas'>) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ status: state.status, position: state.position, areas: state.areas }));
  } catch {
    // private mode: remembered for this visit only
  }
}

const geolocation = () => (typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined);

/** A cached fix this recent is good enough: a traveller on foot moves a few dozen metres a minute. */
const MAX_AGE_MS = 60_000;
const TIMEOUT_MS = 15_000;
/** Moves smaller than this (GPS drift) are not followed. */
const MIN_MOVE_METERS = 15;

function toPosition(fix: GeolocationPosition): DevicePosition {
  return { latitude: fix.coords.latitude, longitude: fix.coords.longitude, accuracy: fix.coords.accuracy, at: fix.timestamp || Date.now() };
}

const initial = readStored();

export const useLocationStore = create<LocationState>((set, get) => {
  const update = (patch: Partial<Pick<LocationState, 'status' | 'position' | 'areas' | 'pending'>>) => {
    set(patch);
    remember(get());
  };
  return {
    status: initial.status,
    position: initial.position,
    areas: initial.areas,
    pending: false,
    request: () =>
      new Promise<void>((resolve) => {
        const api = geolocation();
        if (!api) {
          update({ status: 'unavailable' });
          return resolve();
        }
        set({ pending: true });
        api.getCurrentPosition(
          (fix) => {
            update({ status: 'granted', position: toPosition(fix), pending: false });
            resolve();
          },
          (error) => {
            // No fix now (indoors, timeout) keeps a permission and the last position: it is still where they were.
            const denied = error.code === error.PERMISSION_DENIED;
            update({
              status: denied ? 'denied' : get().position && get().status === 'granted' ? 'granted' : 'unavailable',
              pending: false,
            });
            resolve();
          },
          { enableHighAccuracy: false, maximumAge: MAX_AGE_MS, timeout: TIMEOUT_MS },
        );
      }),
    chooseArea: (cityId, area) => {
      const known = get().areas[cityId];
      if (known && known.name === area.name) return;
      update({ areas: { ...get().areas, [cityId]: { name: area.name, latitude: area.latitude, longitude: area.longitude } } });
    },
  };
});

let watching = 0;
let watchId: number | undefined;

/**
 * Follows the position while a screen needs it (Near me on), once the traveller allowed it; the
 * returned function stops following. Several screens share one watch.
 */
export function followPosition(): () => void {
  const api = geolocation();
  watching++;
  if (api && watchId === undefined && useLocationStore.getState().status === 'granted') {
    watchId = api.watchPosition(
      (fix) => {
        const before = useLocationStore.getState().position;
        const next = toPosition(fix);
        // A few metres of drift would re-sort every list for nothing.
        if (before && distanceMeters(before, next) < MIN_MOVE_METERS && next.at - before.at < MAX_AGE_MS) return;
        useLocationStore.setState({ position: next, status: 'granted' });
        remember(useLocationStore.getState());
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          useLocationStore.setState({ status: 'denied' });
          remember(useLocationStore.getState());
        }
      },
      { enableHighAccuracy: false, maximumAge: MAX_AGE_MS, timeout: TIMEOUT_MS * 4 },
    );
  }
  return () => {
    watching--;
    if (watching === 0 && watchId !== undefined) {
      geolocation()?.clearWatch(watchId);
      watchId = undefined;
    }
  };
}

let checked = false;

/**
 * Reads the permission where the browser says it (navigator.permissions), once: granted refreshes
 * the position without a prompt; a permission taken back in the browser's settings is followed.
 */
export function checkPermission(): void {
  if (checked) return;
  checked = true;
  const permissions = typeof navigator !== 'undefined' ? navigator.permissions : undefined;
  if (!geolocation()) {
    useLocationStore.setState({ status: 'unavailable' });
    return;
  }
  if (!permissions?.query) {
    // Without the Permissions API (older Safari), a remembered grant is tried again: it asks nothing once allowed.
    if (useLocationStore.getState().status === 'granted') void useLocationStore.getState().request();
    return;
  }
  permissions
    .query({ name: 'geolocation' })
    .then((permission) => {
      const apply = () => {
        const status = permission.state;
        const state = useLocationStore.getState();
        if (status === 'granted') {
          if (state.status !== 'granted' || !state.position || Date.now() - state.position.at > MAX_AGE_MS) void state.request();
        } else if (status === 'denied') {
          useLocationStore.setState({ status: 'denied' });
        } else if (state.status !== 'denied') {
          // 'prompt': not asked yet, or the answer was taken back; a refusal this visit stays one.
          useLocationStore.setState({ status: 'prompt' });
        }
        remember(useLocationStore.getState());
      };
      apply();
      permission.onchange = apply;
    })
    .catch((error: unknown) => {
      // Some browsers refuse the query for geolocation (TypeError): the remembered outcome stands.
      logUnlessExpected(appLog, 'location/permission', error, ['TypeError']);
    });
}

/** What the guide is told with a question (domain/recommender/near.ts): the position when allowed, the area chosen last. */
export function nearForGuide(cityId: string): { position?: LatLng; area?: string } {
  const { status, position, areas } = useLocationStore.getState();
  return {
    ...(status === 'granted' && position ? { position: { latitude: position.latitude, longitude: position.longitude } } : {}),
    ...(areas[cityId] ? { area: areas[cityId].name } : {}),
  };
}
