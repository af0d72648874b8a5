// Rules shared by the app and the server live once, in src/domain. The
// server's JS hooks cannot import TypeScript modules, so this compiles them
// into CommonJS files under pb_hooks/lib/generated/ (not committed) before
// PocketBase starts or migrates. One small file per concern: the hooks'
// runtime evaluates a required file again on most calls, so a save that only
// needs the membership ids must not pay for the access policy or the guide.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

const SHARED = [
  { entry: 'src/domain/policy/index.ts', out: 'policy.js' },
  { entry: 'src/domain/ids.ts', out: 'ids.js' },
  { entry: 'src/domain/sync-cursor.ts', out: 'sync-cursor.js' },
  { entry: 'src/domain/subscription-machine.ts', out: 'subscription-machine.js' },
  { entry: 'src/domain/profile-fields.ts', out: 'profile-fields.js' },
  { entry: 'src/domain/recommender/index.ts', out: 'recommender.js' },
  { entry: 'src/domain/chat.ts', out: 'chat.js' },
  { entry: 'src/domain/names.ts', out: 'names.js' },
  { entry: 'src/domain/emails.ts', out: 'emails.js' },
  { entry: 'src/domain/collections.ts', out: 'collections.js' },
  { entry: 'src/domain/images.ts', out: 'images.js' },
  { entry: 'src/domain/curation.ts', out: 'curation.js' },
];

/**
 * Compiles the shared modules for the hooks; fast (a few milliseconds), run
 * before every start. Servers already running on these files (tests start
 * several) must never see one missing or half written: unchanged files are
 * left alone, changed ones replaced by a rename, stale ones removed.
 */
export function buildHooksLib(root) {
  const outDir = join(root, 'pb_hooks', 'lib', 'generated');
  mkdirSync(outDir, { recursive: true });
  for (const { entry, out } of SHARED) {
    const result = buildSync({
      entryPoints: [join(root, entry)],
      outfile: join(outDir, out),
      write: false,
      bundle: true,
      format: 'cjs',
      platform: 'neutral',
      // PocketBase's JS engine (goja) lacks some newer syntax; esbuild lowers it.
      target: 'es2017',
      logLevel: 'error',
      banner: { js: '// Generated from ' + entry + ' by scripts/lib/hooks-lib.mjs: do not edit.' },
    });
    const file = join(outDir, out);
    const text = result.outputFiles[0].text;
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  }
  const wanted = new Set(SHARED.map((s) => s.out));
  for (const name of readdirSync(outDir)) if (!wanted.has(name) && name.endsWith('.js')) rmSync(join(outDir, name), { force: true });
}
