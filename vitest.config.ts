import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const alias = { '#': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: {
          alias,
          // As Node resolves a package for require(esm): react-router and react-router/dom then load as one
          // graph of ES modules. Without it the app's imports got the CommonJS build and RouterProvider
          // (react-router/dom) the ES one, two routers whose contexts do not meet (react-router#12785).
          conditions: ['module-sync', ...defaultClientConditions],
        },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          // Most unit tests are pure rules and data: a DOM costs each file about a second of set-up, so a
          // file that renders or needs window says so on its first line (`// @vitest-environment jsdom`).
          environment: 'node',
          // Worker threads, not processes: the same 705 tests in about 5% less CPU time on two cores.
          pool: 'threads',
          setupFiles: ['tests/support/unit-setup.ts'],
          // A bound, not a budget: typing a long review into jsdom takes seconds when the machine is busy.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/integration-global-setup.ts'],
          setupFiles: ['tests/support/integration-setup.ts'],
          // `npm start` run by a test never reaches for the Protomaps build (tests/integration/street-maps.test.ts
          // serves its own).
          env: { TASTEMAP_MAP_EXTRACT: '0' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own PocketBase; two at a time fit two cores.
          maxWorkers: 2,
          fileParallelism: true,
        },
      },
    ],
  },
});
