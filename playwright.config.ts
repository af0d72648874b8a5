// End-to-end tests drive the built app, served by a real PocketBase that
// scripts/e2e.mjs starts, in the system's headless Chromium.
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './scripts/lib/chromium.mjs';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test makes its own traveller on the shared server, so tests of one file run on any worker.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    // Off unless asked for (E2E_TRACE=retain-on-failure to debug a failure): recording a trace of every test,
    // kept or not, cost the suite about 40% more CPU, minutes of CI on two cores.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: headlessShellPath,
      args: chromiumArgs,
    },
  },
  // Phones first: every spec runs at a 390×844 touch screen (an iPhone 12-14 size) in Chromium. What
  // only a desktop shows (a mouse on the map, the landing page's columns) has specs of its own,
  // `*.desktop.spec.ts`, run at 1280×720 with a mouse: running every spec twice cost CI six minutes.
  projects: [
    {
      name: 'phone',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    { name: 'desktop', testMatch: /\.desktop\.spec\.ts$/, use: { viewport: { width: 1280, height: 720 } } },
  ],
});
