// `npm run test:e2e`: builds the app, serves it with a fresh, seeded
// PocketBase on a free port and runs Playwright against it in headless
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium). SKIP_BUILD=1 reuses dist/.
// Extra arguments go to Playwright (e.g. a spec file or --grep).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePocketBase, freePort, migrate, root, startServer, upsertSuperuser } from './lib/pocketbase.mjs';

const bin = await ensurePocketBase();
const run = (args, env = {}) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
if (process.env.SKIP_BUILD !== '1') {
  if (run(['scripts/gen-images.mjs']).status !== 0) process.exit(1);
  if (run([join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn']).status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'tastemap-e2e-'));
migrate(bin, dataDir);
const superuserEmail = 'e2e-superuser@tastemap.test';
const superuserPassword = randomBytes(18).toString('hex');
upsertSuperuser(bin, dataDir, superuserEmail, superuserPassword);
const port = await freePort();
const server = await startServer({ bin, port, dataDir, publicDir: join(root, 'dist') });

// A test suite signs in far more often than a person: widen the password
// limiter for this server only (the integration tests cover the real limits).
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

console.log(`e2e: app and API at ${server.url}`);
const result = run([join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)], {
  E2E_BASE_URL: server.url,
  E2E_SUPERUSER_EMAIL: superuserEmail,
  E2E_SUPERUSER_PASSWORD: superuserPassword,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  // Lets tests route (and cut) the service worker's own requests to go offline.
  PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS: '1',
});
await server.stop();
if (result.status !== 0) console.error(server.output().split('\n').slice(-40).join('\n'));
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
