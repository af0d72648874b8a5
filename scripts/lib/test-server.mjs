// The server the browser tests drive: the built app (dist/) served by a
// fresh, seeded PocketBase on a free loopback port, with a superuser for the
// tests' own setup and checks. Shared by `npm run test:e2e` (Playwright in
// Chromium) and `npm run test:engines` (the offline journey in Firefox and
// WebKit), so both start it the same way.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePocketBase, freePort, root, startServer, upsertSuperuser } from './pocketbase.mjs';
import { seedDataDir } from './test-template.mjs';

/**
 * Builds the app unless SKIP_BUILD=1 (then dist/ is reused); false when the build failed. The build is
 * an e2e build (VITE_E2E=1): it carries what the tests read off the map (src/components/map/map-probe.ts),
 * which `npm start` and `npm run build` leave out. `npm test` runs the engines on this same dist/.
 */
export function buildApp() {
  if (process.env.SKIP_BUILD === '1') {
    if (!isE2eBuild()) {
      console.warn('dist/ is not an e2e build: the map tells the tests nothing, and map tests will time out (`VITE_E2E=1 npm run build`).');
    }
    return true;
  }
  const run = (args, env = {}) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (run(['scripts/gen-images.mjs']).status !== 0) return false;
  if (run([join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { VITE_E2E: '1' }).status !== 0)
    return false;
  if (isE2eBuild()) return true;
  console.error('The e2e build left out the map probe: is VITE_E2E still what map-view.tsx reads?');
  return false;
}

/** Whether dist/ carries the map's test probe (map-probe.ts writes data-pin-points), as an e2e build does. */
function isE2eBuild() {
  const manifestFile = join(root, 'dist', '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return false;
  const map = JSON.parse(readFileSync(manifestFile, 'utf8'))['src/components/map/map-view.tsx'];
  return !!map && readFileSync(join(root, 'dist', map.file), 'utf8').includes('pinPoints');
}

/**
 * Starts the server and widens its password limiter: a test suite signs in far more often than a person
 * (the integration tests cover the real limits). `stop` and `start` keep the data dir and the port, so a
 * test can make the server unreachable and bring it back at the same origin.
 */
export async function startTestServer({ prefix = 'tastemap-e2e-' } = {}) {
  const bin = await ensurePocketBase();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  seedDataDir(bin, dataDir);
  const superuserEmail = 'e2e-superuser@tastemap.test';
  const superuserPassword = randomBytes(18).toString('hex');
  upsertSuperuser(bin, dataDir, superuserEmail, superuserPassword);
  const port = await freePort();
  const launch = () => startServer({ bin, port, dataDir, publicDir: join(root, 'dist') });
  let server = await launch();

  const auth = await fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: superuserEmail, password: superuserPassword }),
  }).then((r) => r.json());
  const settings = await fetch(`${server.url}/api/settings`, { headers: { Authorization: auth.token } }).then((r) => r.json());
  settings.rateLimits.rules = settings.rateLimits.rules.map((rule) =>
    ['*:auth', 'users:create'].includes(rule.label) ? { ...rule, maxRequests: 1000 } : rule,
  );
  await fetch(`${server.url}/api/settings`, {
    method: 'PATCH',
    headers: { Authorization: auth.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ rateLimits: settings.rateLimits }),
  });

  return {
    url: server.url,
    superuserEmail,
    superuserPassword,
    output: () => server.output(),
    /** Makes the server unreachable (the process stops; its data stays). */
    stop: () => server.stop(),
    /** Brings it back on the same port and data. */
    start: async () => {
      server = await launch();
    },
    dispose: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
