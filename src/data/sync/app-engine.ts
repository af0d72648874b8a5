// The app's sync engine, for the modules that ask it to sync: 'Sync now', a
// server action that changed what the device may read, a sign-in or sign-out.
// app.tsx makes the engine (./engine.ts) and provides it here; until then, and
// in tests that make engines of their own, these calls do nothing.
import type { SyncEngine } from './engine';

let provided: SyncEngine | undefined;

/** Makes `engine` the app's; returns a function that withdraws it (and leaves disposing it to its owner). */
export function provideSyncEngine(engine: SyncEngine): () => void {
  provided = engine;
  return () => {
    if (provided === engine) provided = undefined;
  };
}

/** Syncs now (or right after the sync already running) and resolves when done. */
export function syncNow(): Promise<void> {
  return provided?.syncNow() ?? Promise.resolve();
}

/** A new session (signed in or out): the engine follows the new user's nudges and syncs. */
export function sessionChanged(): void {
  provided?.sessionChanged();
}
