// Dead code and unused dependencies (`npm run knip`, part of `npm run lint`).
// Entry points: the app (index.html → src/main.tsx) and the service worker,
// found through the Vite plugin; the landing page's prerender, every script,
// and the src/domain modules compiled for the server's hooks (the hooks
// themselves are plain JS that PocketBase loads; they require only those
// compiled modules, never a package). Tests and configs are found through
// the Vitest, Playwright and Vite plugins.
import type { KnipConfig } from 'knip';
import { SHARED } from './scripts/lib/hooks-lib.mjs';

export default {
  entry: [
    // Loaded by the build (scripts/lib/prerender.mjs); the service worker is found through vite-plugin-pwa.
    'src/prerender.tsx',
    // scripts/check-seed.mjs compiles these at run time to check the seed's facets and events' schedules.
    'src/domain/facets.ts',
    'src/domain/events.ts',
    'scripts/*.{mjs,ts}',
    'scripts/bench/*.{ts,js}',
    ...SHARED.map(({ entry }) => entry),
  ],
  project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.{mjs,ts,js}', 'tests/**/*.{ts,tsx,js}'],
  // An export its own module uses is not dead code; an export nothing uses at all is.
  ignoreExportsUsedInFile: true,
  // The PocketBase launcher builds the server with Go where there is a toolchain.
  ignoreBinaries: ['go'],
} satisfies KnipConfig;
