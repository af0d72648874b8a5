// @vitest-environment jsdom
// Sending writes with no page open (src/data/sync/background.ts): Background
// Sync where the registration has it, Periodic Background Sync only where the
// API exists, the app runs installed and the browser grants it. Each feature
// is probed on the objects themselves; the browser's pieces are faked here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLog, type ProblemLog } from '#/data/log';
import {
  BACKGROUND_SYNC_TAG,
  PERIODIC_SYNC_INTERVAL_MS,
  PERIODIC_SYNC_TAG,
  registerOutboxSync,
  registerPeriodicSync,
} from '#/data/sync/background';

interface Device {
  sync?: boolean;
  periodicSync?: boolean;
  standalone?: boolean;
  permission?: PermissionState | 'throws';
  refuse?: boolean;
}

const calls: Array<[string, string, unknown?]> = [];
let log: ProblemLog;

beforeEach(() => {
  log = createLog({ echo: () => {} });
});

function device({ sync = false, periodicSync = false, standalone = false, permission = 'granted', refuse = false }: Device) {
  const answer = () => (refuse ? Promise.reject(new DOMException('Denied', 'NotAllowedError')) : Promise.resolve());
  const registration = {
    ...(sync ? { sync: { register: (tag: string) => (calls.push(['sync', tag]), answer()) } } : {}),
    ...(periodicSync
      ? { periodicSync: { register: (tag: string, options: unknown) => (calls.push(['periodicSync', tag, options]), answer()) } }
      : {}),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: ({ name }: { name: string }) =>
        permission === 'throws' ? Promise.reject(new TypeError(`${name} is no permission here`)) : Promise.resolve({ state: permission }),
    },
  });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: standalone && query === '(display-mode: standalone)', media: query }));
}

afterEach(() => {
  calls.length = 0;
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'permissions');
  vi.unstubAllGlobals();
});

describe('Background Sync', () => {
  it('registers the outbox flush where the registration has it', async () => {
    device({ sync: true });
    expect(await registerOutboxSync(log)).toBe(true);
    expect(calls).toEqual([['sync', BACKGROUND_SYNC_TAG]]);
  });

  it('reports none where it is missing (Safari, Firefox), refused, or there is no service worker', async () => {
    device({});
    expect(await registerOutboxSync(log)).toBe(false);
    device({ sync: true, refuse: true });
    expect(await registerOutboxSync(log)).toBe(false);
    // A refusal is no silent false: the sync panel's log says why.
    expect(log.entries()).toMatchObject([{ level: 'warn', where: 'sync/background', message: 'NotAllowedError: Denied' }]);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(await registerOutboxSync(log)).toBe(false);
  });
});

describe('Periodic Background Sync', () => {
  it('registers where the API exists, the app is installed and the browser grants it', async () => {
    device({ periodicSync: true, standalone: true, permission: 'granted' });
    expect(await registerPeriodicSync(log)).toBe(true);
    expect(calls).toEqual([['periodicSync', PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_INTERVAL_MS }]]);
  });

  it('registers nothing in a browser tab, without the permission, or without the API', async () => {
    device({ periodicSync: true, standalone: false });
    expect(await registerPeriodicSync(log)).toBe(false);
    device({ periodicSync: true, standalone: true, permission: 'prompt' });
    expect(await registerPeriodicSync(log)).toBe(false);
    device({ periodicSync: true, standalone: true, permission: 'denied' });
    expect(await registerPeriodicSync(log)).toBe(false);
    device({ periodicSync: true, standalone: true, permission: 'throws' });
    expect(await registerPeriodicSync(log)).toBe(false);
    device({ sync: true, standalone: true });
    expect(await registerPeriodicSync(log)).toBe(false);
    expect(calls).toEqual([]);
    // A browser that does not know the permission is no problem to show.
    expect(log.entries()).toEqual([]);
  });
});
