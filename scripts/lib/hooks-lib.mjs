// Rules shared by the app and the server live once, in src/domain. The
// server's JS hooks cannot import TypeScript modules, so this compiles them
// into CommonJS files under pb_hooks/lib/generated/. One small file per
// concern: the hooks' runtime evaluates a required file again on most calls,
// so a save that only needs the membership ids must not pay for the access
// policy or the guide.
//
// The output is committed, so a change to what the server runs shows in the
// diff that causes it. `npm run build:hooks` writes it, `npm run dev` keeps it
// current while src/domain changes, every server start writes it too, and
// `npm run check:hooks` (part of `npm test`) fails when the committed copy is
// not what src/domain compiles to.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { buildSync, context } from 'esbuild';

export const GENERATED_DIR = join('pb_hooks', 'lib', 'generated');

export const SHARED = [
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
  { entry: 'src/domain/place-details.ts', out: 'place-details.js' },
  { entry: 'src/domain/offers.ts', out: 'offers.js' },
  { entry: 'src/domain/account-data.ts', out: 'account-data.js' },
  { entry: 'src/domain/day-plans.ts', out: 'day-plans.js' },
];

/** One esbuild build of every shared module; paths in the output are relative to `root`, so it is the same on every machine. */
function buildOptions(root) {
  return /** @type {const} */ ({
    absWorkingDir: root,
    entryPoints: SHARED.map(({ entry, out }) => ({ in: join(root, entry), out: out.replace(/\.js$/, '') })),
    outdir: join(root, GENERATED_DIR),
    write: false,
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    // PocketBase's JS engine (goja) lacks some newer syntax; esbuild lowers it.
    target: 'es2017',
    logLevel: 'error',
  });
}

/** The generated files by name, from esbuild's output files, each opening with the line that says where it comes from. */
function texts(outputFiles) {
  const files = new Map();
  for (const file of outputFiles) {
    const name = basename(file.path);
    const { entry } = SHARED.find((s) => s.out === name);
    files.set(name, `// Generated from ${entry} by \`npm run build:hooks\` (scripts/lib/hooks-lib.mjs): do not edit.\n${file.text}`);
  }
  return files;
}

/** What src/domain compiles to now: file name → text. Fast (a few tens of milliseconds). */
export function compileHooksLib(root) {
  return texts(buildSync(buildOptions(root)).outputFiles);
}

/**
 * Servers already running on these files (tests start several) must never see
 * one missing or half written: unchanged files are left alone, changed ones
 * replaced by a rename, stale ones removed. Returns the names it wrote.
 */
function writeHooksLib(dir, files) {
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const [name, text] of files) {
    const file = join(dir, name);
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, file);
    written.push(name);
  }
  for (const name of readdirSync(dir)) if (!files.has(name) && name.endsWith('.js')) rmSync(join(dir, name), { force: true });
  return written;
}

/** Compiles the shared modules into `outDir` (pb_hooks/lib/generated/ by default); returns the names of the files it changed. */
export function buildHooksLib(root, outDir = join(root, GENERATED_DIR)) {
  return writeHooksLib(outDir, compileHooksLib(root));
}

/**
 * How `dir` differs from what src/domain compiles to now: one line per file
 * that differs, is missing or is not generated any more; empty when current.
 */
export function staleHooksLib(root, dir = join(root, GENERATED_DIR)) {
  const files = compileHooksLib(root);
  const problems = [];
  for (const [name, text] of files) {
    const file = join(dir, name);
    if (!existsSync(file)) problems.push(`${name} is missing`);
    else if (readFileSync(file, 'utf8') !== text) problems.push(`${name} differs from what its source compiles to`);
  }
  const present = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.js')) : [];
  for (const name of present) if (!files.has(name)) problems.push(`${name} is not generated any more`);
  return problems;
}

/**
 * Keeps pb_hooks/lib/generated/ current while the sources change (`npm run
 * dev`): esbuild watches every file the modules import and rebuilds on
 * change; only files whose text changed are written, so PocketBase's hook
 * watcher restarts only when the server's code did change.
 * @param {string} root @param {{ log?: (line: string) => void }} [o]
 * @returns {Promise<{ dispose: () => Promise<void> }>}
 */
export async function watchHooksLib(root, { log = (line) => console.log(line) } = {}) {
  const outDir = join(root, GENERATED_DIR);
  const ctx = await context({
    ...buildOptions(root),
    plugins: [
      {
        name: 'write-hooks-lib',
        setup(build) {
          build.onEnd((result) => {
            if (result.errors.length > 0 || !result.outputFiles) return;
            const written = writeHooksLib(outDir, texts(result.outputFiles));
            if (written.length > 0) log(`Hooks: rebuilt ${written.join(', ')} in ${GENERATED_DIR}`);
          });
        },
      },
    ],
  });
  await ctx.watch();
  return { dispose: () => ctx.dispose() };
}
