// Asking the browser to keep the app's data (requestPersistentStorage): where
// the Storage API has persist() it is asked; where it is missing (WebKitGTK has
// no navigator.storage) or the asking fails, the answer is no, never a throw.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from '#/data/cache/images';

describe('asking to keep the data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks where persist() exists, and passes the answer on', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { storage: { persist } });
    await expect(requestPersistentStorage()).resolves.toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('answers no without a Storage API, or without persist()', async () => {
    vi.stubGlobal('navigator', {});
    await expect(requestPersistentStorage()).resolves.toBe(false);
    vi.stubGlobal('navigator', { storage: { estimate: () => Promise.resolve({}) } });
    await expect(requestPersistentStorage()).resolves.toBe(false);
  });

  it('answers no when the browser refuses to be asked', async () => {
    vi.stubGlobal('navigator', { storage: { persist: () => Promise.reject(new DOMException('Not allowed', 'SecurityError')) } });
    await expect(requestPersistentStorage()).resolves.toBe(false);
  });
});
