// @vitest-environment jsdom
// The traveller's position on the device: asked for only on request, the
// outcome and the last position remembered across reloads (and so offline),
// a refusal or a missing GPS only a status. The browser's Geolocation API is
// the edge played here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Success = (fix: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

const fix = (latitude: number, longitude: number): GeolocationPosition =>
  ({ coords: { latitude, longitude, accuracy: 25 }, timestamp: 1_700_000_000_000 }) as unknown as GeolocationPosition;
const failure = (code: number) => ({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

function browserGeolocation(answer: (ok: Success, fail: Failure) => void) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(() => 1), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}

async function freshStore() {
  vi.resetModules();
  return (await import('#/data/location/store')).useLocationStore;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('the location store', () => {
  it('asks nothing until request(), then remembers the position and the grant across a reload', async () => {
    const ask = browserGeolocation((ok) => ok(fix(37.5446, 127.0557)));
    const store = await freshStore();
    expect(store.getState().status).toBe('unknown');
    expect(ask).not.toHaveBeenCalled();
    await store.getState().request();
    expect(store.getState()).toMatchObject({ status: 'granted', pending: false, position: { latitude: 37.5446, longitude: 127.0557 } });

    const reloaded = await freshStore();
    expect(reloaded.getState()).toMatchObject({ status: 'granted', position: { latitude: 37.5446, accuracy: 25, at: 1_700_000_000_000 } });
  });

  it('sets denied on a refusal and unavailable without a fix, breaking nothing', async () => {
    browserGeolocation((_, fail) => fail(failure(1)));
    const store = await freshStore();
    await store.getState().request();
    expect(store.getState()).toMatchObject({ status: 'denied', pending: false });
    expect(store.getState().position).toBeUndefined();

    browserGeolocation((_, fail) => fail(failure(3)));
    await store.getState().request();
    expect(store.getState().status).toBe('unavailable');
  });

  it('keeps the last position when a later fix times out', async () => {
    browserGeolocation((ok) => ok(fix(37.5, 127)));
    const store = await freshStore();
    await store.getState().request();
    browserGeolocation((_, fail) => fail(failure(3)));
    await store.getState().request();
    expect(store.getState()).toMatchObject({ status: 'granted', position: { latitude: 37.5 } });
  });

  it('is unavailable without the Geolocation API', async () => {
    const store = await freshStore();
    await store.getState().request();
    expect(store.getState().status).toBe('unavailable');
  });

  it('remembers the area chosen last per city, and ignores a broken stored entry', async () => {
    localStorage.setItem('tastemap.location', '{"status": 12, "position": "here", "areas": []');
    const store = await freshStore();
    expect(store.getState()).toMatchObject({ status: 'unknown', areas: {} });
    store.getState().chooseArea('seoul', { name: 'Seongsu', latitude: 37.5446, longitude: 127.0557 });
    const reloaded = await freshStore();
    expect(reloaded.getState().areas).toEqual({ seoul: { name: 'Seongsu', latitude: 37.5446, longitude: 127.0557 } });
    const { nearForGuide } = await import('#/data/location/store');
    expect(nearForGuide('seoul')).toEqual({ area: 'Seongsu' });
  });
});
