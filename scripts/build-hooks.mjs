// `npm run build:hooks`: compiles the src/domain modules the server's hooks
// share into pb_hooks/lib/generated/ (scripts/lib/hooks-lib.mjs), to commit
// with the change that made them. `--watch` keeps them current until stopped.
import { resolve } from 'node:path';
import { GENERATED_DIR, buildHooksLib, watchHooksLib } from './lib/hooks-lib.mjs';

const root = resolve(import.meta.dirname, '..');

if (process.argv.includes('--watch')) {
  const watcher = await watchHooksLib(root);
  console.log(`Hooks: watching src/domain for ${GENERATED_DIR}; Ctrl-C stops.`);
  const stop = () => void watcher.dispose().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  const written = buildHooksLib(root);
  console.log(written.length > 0 ? `Hooks: wrote ${written.join(', ')} in ${GENERATED_DIR}` : `Hooks: ${GENERATED_DIR} is current.`);
}
