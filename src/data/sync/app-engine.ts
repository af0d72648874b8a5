// The app's sync engine, for the modules that ask it to sync: 'Sync now', a
// server action that changed what the device may read, a sign-in or sign-out.
// app.tsx makes the engine (./engine.ts, loaded beside the first screen) and
// provides it here; a call made while it loads waits for it. Until one is
// provided, and in tests that make engines of their own, these calls do nothing.
import type { SyncEngine } from './engine';

let provided: Promise<SyncEngine | undefined> | undefined;

/** Makes `engine` (once loaded; undefined if it could not be) the app's; returns a function that withdraws it (and leaves disposing it to its owner). */
export function provideSyncEngine(engine: Promise<SyncEngine | undefined>): () => void {
  provided = engine;
  return () => {
    if (provided === engine) provided = undefined;
  };
}

/** Syncs now (or right after the sync already running) and resolves when done. */
export async function syncNow(): Promise<void> {
  await (await provided)?.syncNow();
}

/** A new session (signed in or out): the engine follows the new user's nudges and syncs. */
export function sessionChanged(): void {
  void provided?.then((engine) => engine?.sessionChanged());
}
