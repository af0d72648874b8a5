// The server the browser tests drive: the built app (dist/) served by a
// fresh, seeded PocketBase on a free loopback port, with a superuser for the
// tests' own setup and checks. Shared by `npm run test:e2e` (Playwright in
// Chromium) and `npm run test:engines` (the offline journey in Firefox and
// WebKit), so both start it the same way.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePocketBase, freePort, migrate, root, startServer, upsertSuperuser } from './pocketbase.mjs';

/** Builds the app unless SKIP_BUILD=1 (then dist/ is reused); false when the build failed. */
export function buildApp() {
  if (process.env.SKIP_BUILD === '1') return true;
  const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (run(['scripts/gen-images.mjs']).status !== 0) return false;
  return run([join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']).status === 0;
}

/**
 * Starts the server and widens its password limiter: a test suite signs in far more often than a person
 * (the integration tests cover the real limits). `stop` and `start` keep the data dir and the port, so a
 * test can make the server unreachable and bring it back at the same origin.
 */
export async function startTestServer({ prefix = 'tastemap-e2e-' } = {}) {
  const bin = await ensurePocketBase();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  migrate(bin, dataDir);
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
