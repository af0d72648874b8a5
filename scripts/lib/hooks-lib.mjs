// Rules shared by the app and the server live once, in src/domain. The
// server's JS hooks cannot import TypeScript modules, so this compiles them
// into CommonJS files under pb_hooks/lib/generated/ (not committed) before
// PocketBase starts: the access policy, the membership ids and the
// subscription state machine (domain.js), and the local guide (recommender.js).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const SHARED = [
  { entry: 'src/domain/hooks.ts', out: 'domain.js' },
  { entry: 'src/domain/recommender/index.ts', out: 'recommender.js' },
];

/** Compiles the shared modules for the hooks; fast (a few milliseconds), run before every start. */
export function buildHooksLib(root) {
  const outDir = join(root, 'pb_hooks', 'lib', 'generated');
  mkdirSync(outDir, { recursive: true });
  for (const { entry, out } of SHARED) {
    buildSync({
      entryPoints: [join(root, entry)],
      outfile: join(outDir, out),
      bundle: true,
      format: 'cjs',
      platform: 'neutral',
      // PocketBase's JS engine (goja) lacks some newer syntax; esbuild lowers it.
      target: 'es2017',
      logLevel: 'error',
      banner: { js: '// Generated from ' + entry + ' by scripts/lib/hooks-lib.mjs: do not edit.' },
    });
  }
}
