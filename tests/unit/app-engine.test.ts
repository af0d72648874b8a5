// The app's engine as the rest of the app reaches it (src/data/sync/app-engine.ts):
// app.tsx provides it while its code loads, and a call made meanwhile waits for it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideSyncEngine, sessionChanged, syncNow } from '#/data/sync/app-engine';
import type { SyncEngine } from '#/data/sync/engine';

function fakeEngine() {
  const calls = { syncNow: vi.fn(() => Promise.resolve()), sessionChanged: vi.fn() };
  return { calls, engine: calls as unknown as SyncEngine };
}

let withdraw: (() => void) | undefined;
afterEach(() => withdraw?.());

describe("the app's engine", () => {
  it('does nothing when none is provided', async () => {
    await expect(syncNow()).resolves.toBeUndefined();
    expect(() => sessionChanged()).not.toThrow();
  });

  it('takes calls made while it loads, once it has', async () => {
    const { calls, engine } = fakeEngine();
    let loaded!: (engine: SyncEngine) => void;
    withdraw = provideSyncEngine(new Promise((resolve) => (loaded = resolve)));
    const synced = syncNow();
    sessionChanged();
    await Promise.resolve();
    expect(calls.syncNow).not.toHaveBeenCalled();
    loaded(engine);
    await synced;
    expect(calls.syncNow).toHaveBeenCalledTimes(1);
    expect(calls.sessionChanged).toHaveBeenCalledTimes(1);
  });

  it('does nothing when its code could not load', async () => {
    withdraw = provideSyncEngine(Promise.resolve(undefined));
    await expect(syncNow()).resolves.toBeUndefined();
    expect(() => sessionChanged()).not.toThrow();
  });
});
