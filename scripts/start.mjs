// `npm start`: builds or finds PocketBase, applies migrations (schema and seed
// content) to the data dir, builds the PWA and serves app and API on one origin.
//   HOST (127.0.0.1), PORT (8090), PB_DATA (./pb_data) override the defaults;
//   PB_ADMIN_EMAIL + PB_ADMIN_PASSWORD create or update a superuser;
//   SKIP_BUILD=1 serves the existing dist/ without rebuilding;
//   TASTEMAP_MAP_EXTRACT=0 keeps it from fetching the cities' street maps
//   (lib/street-maps.mjs), TASTEMAP_MAP_BUILD_URL names where from.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ensurePocketBase, migrate, root, startServer, upsertSuperuser } from './lib/pocketbase.mjs';
import { streetMapsFromEnvironment } from './lib/street-maps.mjs';

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8090);
const dataDir = resolve(process.env.PB_DATA || resolve(root, 'pb_data'));

const bin = await ensurePocketBase();

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the app…');
  // Images first: the build copies public/ (with the generated artwork) into dist/.
  const images = spawnSync(process.execPath, [resolve(root, 'scripts', 'gen-images.mjs')], { cwd: root, stdio: 'inherit' });
  if (images.status !== 0) process.exit(1);
  const build = spawnSync(process.execPath, [resolve(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

console.log(`Applying migrations to ${dataDir}…`);
const applied = migrate(bin, dataDir);
console.log(applied || 'No new migrations to apply.');

if (process.env.PB_ADMIN_EMAIL && process.env.PB_ADMIN_PASSWORD) {
  upsertSuperuser(bin, dataDir, process.env.PB_ADMIN_EMAIL, process.env.PB_ADMIN_PASSWORD);
  console.log(`Superuser ${process.env.PB_ADMIN_EMAIL} is ready.`);
}

const server = await startServer({ bin, host, port, dataDir, publicDir: resolve(root, 'dist'), stdio: 'inherit' });

// Ctrl-C is handled from here on, before anything is printed or begun: a signal that arrives while the
// street maps below are still being checked (synchronous work) would otherwise kill the process outright.
/** @type {ReturnType<typeof streetMapsFromEnvironment> | undefined} */
let streetMaps;
let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  console.log(`\nStopping Tastemap (${signal})…`);
  streetMaps?.stop();
  await server.stop('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
server.child.on('exit', (code) => {
  if (!stopping) {
    console.error(`PocketBase exited unexpectedly (code ${code}).`);
    process.exit(code ?? 1);
  }
});

console.log(`\nTastemap is running at ${server.url}  (API at ${server.url}/api/, dashboard at ${server.url}/_/)\nPress Ctrl-C to stop.`);
// Real maps for the cities that have none yet, in the background: the fallback maps are served meanwhile.
streetMaps = streetMapsFromEnvironment({ dataDir, log: (line) => console.log(line) });
