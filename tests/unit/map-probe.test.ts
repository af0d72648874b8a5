// The map's test probe (components/map/map-probe.ts) ships in e2e builds only:
// Vite builds the map's module here for the browser, minified (alone: its
// packages left out), with and without VITE_E2E=1, and the code the probe runs
// on every idle event is in the e2e build only.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The map's module built for the browser, minified, with its packages left out. */
async function buildMap(e2e: boolean): Promise<string> {
  const saved = process.env.VITE_E2E;
  if (e2e) process.env.VITE_E2E = '1';
  else delete process.env.VITE_E2E;
  try {
    const result = await build({
      root,
      configFile: false,
      logLevel: 'silent',
      resolve: { alias: { '#': `${root}src` } },
      build: {
        write: false,
        minify: true,
        lib: { entry: 'src/components/map/map-view.tsx', formats: ['es'], fileName: 'map' },
        rolldownOptions: { external: (id) => !/^[./#]|^[A-Za-z]:|^\0/.test(id) },
      },
    });
    return (Array.isArray(result) ? result : [result])
      .flatMap((bundle) => ('output' in bundle ? bundle.output : []))
      .map((file) => (file.type === 'chunk' ? file.code : ''))
      .join('\n');
  } finally {
    if (saved === undefined) delete process.env.VITE_E2E;
    else process.env.VITE_E2E = saved;
  }
}

describe("the map's test probe", () => {
  it('is left out of a production build, and compiled into an e2e build', { timeout: 60_000 }, async () => {
    const [production, e2e] = [await buildMap(false), await buildMap(true)];
    for (const probe of ['pinPoints', 'tilesLoaded', 'querySourceFeatures', 'movestart']) {
      expect(production).not.toContain(probe);
      expect(e2e).toContain(probe);
    }
    // A tap on the map still asks what it hit: the probe's one more query is the e2e build's alone.
    const queries = (code: string) => code.split('queryRenderedFeatures(').length - 1;
    expect(queries(e2e)).toBe(queries(production) + 1);
  });
});
