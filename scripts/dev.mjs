// `npm run dev`: the Vite dev server with /api proxied to a PocketBase it starts
// (PB_PORT, default 8090, and PB_DATA like `npm start`). Hooks reload on change,
// and so do the shared rules they require: pb_hooks/lib/generated/ is compiled
// again whenever src/domain changes.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { watchHooksLib } from './lib/hooks-lib.mjs';
import { ensurePocketBase, migrate, root, startServer } from './lib/pocketbase.mjs';

const pbPort = Number(process.env.PB_PORT || 8090);
const dataDir = resolve(process.env.PB_DATA || resolve(root, 'pb_data'));
const bin = await ensurePocketBase();
spawnSync(process.execPath, [resolve(root, 'scripts', 'gen-images.mjs')], { cwd: root, stdio: 'inherit' });
console.log(migrate(bin, dataDir) || 'No new migrations to apply.');
const server = await startServer({
  bin,
  port: pbPort,
  dataDir,
  publicDir: resolve(root, 'public'),
  dev: true,
  stdio: 'inherit',
  origins: ['http://127.0.0.1:5173', 'http://localhost:5173', `http://127.0.0.1:${pbPort}`],
});
const hooksLib = await watchHooksLib(root);
const vite = spawn(process.execPath, [resolve(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, POCKETBASE_URL: server.url },
});
const stop = async () => {
  vite.kill('SIGTERM');
  await hooksLib.dispose();
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
vite.on('exit', () => void stop());
