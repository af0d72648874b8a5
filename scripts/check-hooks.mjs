// `npm run check:hooks` (part of `npm test`): fails when the committed
// pb_hooks/lib/generated/ is not byte for byte what src/domain compiles to
// now, so the server never runs other rules than the device.
// `node scripts/check-hooks.mjs <dir>` checks another copy.
import { relative, resolve } from 'node:path';
import { GENERATED_DIR, staleHooksLib } from './lib/hooks-lib.mjs';

const root = resolve(import.meta.dirname, '..');

const dir = resolve(process.argv[2] ?? resolve(root, GENERATED_DIR));
const problems = staleHooksLib(root, dir);
if (problems.length > 0) {
  console.error(`${relative(root, dir) || dir} is stale: the server would not run what src/domain says.`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Run `npm run build:hooks` and commit the result with the change to src/domain.');
  process.exit(1);
}
console.log(`${relative(root, dir) || dir} is current.`);
