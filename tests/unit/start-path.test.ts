// The app's start (src/app.tsx and the home route, with what they import
// statically) leaves out the packages the first screen does not need: each
// loads on demand, beside or after that screen (scripts/bench.ts measures the
// start; issue 31 sets it at 150 KB brotli at most).
import { describe, expect, it } from 'vitest';
import { startGraph, startImportersOf } from '../support/start-graph';

describe("the app's start", () => {
  const graph = startGraph();

  it('reads the modules it starts with', () => {
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.has('src/routes/home.tsx')).toBe(true);
  });

  it.each([
    // The client's SDK: the session is read from IndexedDB (src/stores/session.ts).
    ['pocketbase'],
    // The toasts: src/toast.ts loads sonner at the first one.
    ['sonner'],
    // The service worker's registration, at the page's load event.
    ['workbox-window'],
    // Zod: the meta table's values are checked by src/data/db/shape.ts.
    ['zod'],
    // Import and export's readers and writers load on their screens (src/data/io, issue 33).
    ['@tmcw/togeojson'],
    ['papaparse'],
  ])('leaves out %s', (pkg) => {
    expect(startImportersOf(pkg, graph)).toEqual([]);
  });

  it('leaves out the sync engine, the writes, sign-out and the replay of taps on a stored screen', () => {
    for (const module of [
      'src/data/sync/engine.ts',
      'src/data/sync/push.ts',
      'src/data/writes/actions.ts',
      'src/data/session/auth.ts',
      'src/data/cache/screen-replay.ts',
      'src/data/io/actions.ts',
    ]) {
      expect(graph.has(module), module).toBe(false);
    }
  });
});
