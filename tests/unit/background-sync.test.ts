// Sending writes with no page open (src/data/sync/background.ts): Background
// Sync where the registration has it. The feature is probed on the objects
// themselves; the browser's pieces are faked here.
import { afterEach, describe, expect, it } from 'vitest';
import { BACKGROUND_SYNC_TAG, registerOutboxSync } from '#/data/sync/background';

interface Device {
  sync?: boolean;
  refuse?: boolean;
}

const calls: Array<[string, string]> = [];

function device({ sync = false, refuse = false }: Device) {
  const answer = () => (refuse ? Promise.reject(new DOMException('Denied', 'NotAllowedError')) : Promise.resolve());
  const registration = sync ? { sync: { register: (tag: string) => (calls.push(['sync', tag]), answer()) } } : {};
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
}

afterEach(() => {
  calls.length = 0;
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Background Sync', () => {
  it('registers the outbox flush where the registration has it', async () => {
    device({ sync: true });
    expect(await registerOutboxSync()).toBe(true);
    expect(calls).toEqual([['sync', BACKGROUND_SYNC_TAG]]);
  });

  it('reports none where it is missing (Safari, Firefox), refused, or there is no service worker', async () => {
    device({});
    expect(await registerOutboxSync()).toBe(false);
    device({ sync: true, refuse: true });
    expect(await registerOutboxSync()).toBe(false);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(await registerOutboxSync()).toBe(false);
  });
});
