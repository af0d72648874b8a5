// `npm run test:e2e`: builds the app, serves it with a fresh, seeded
// PocketBase on a free port and runs Playwright against it in headless
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium). SKIP_BUILD=1 reuses dist/.
// Extra arguments go to Playwright (e.g. a spec file or --grep); `--build-only`
// only builds (npm test builds while the static checks run).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/pocketbase.mjs';
import { buildApp, startTestServer } from './lib/test-server.mjs';

if (!buildApp()) process.exit(1);
if (process.argv[2] === '--build-only') process.exit(0);
const server = await startTestServer();

console.log(`e2e: app and API at ${server.url}`);
const result = spawnSync(
  process.execPath,
  [join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: server.url,
      E2E_SUPERUSER_EMAIL: server.superuserEmail,
      E2E_SUPERUSER_PASSWORD: server.superuserPassword,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      // Lets tests route (and cut) the service worker's own requests to go offline.
      PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS: '1',
    },
  },
);
if (result.status !== 0) console.error(server.output().split('\n').slice(-40).join('\n'));
await server.dispose();
process.exit(result.status ?? 1);
