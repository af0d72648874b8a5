// The go-pmtiles CLI (https://github.com/protomaps/go-pmtiles), the maintained
// PMTiles tool whose `extract` cuts a city out of a planet build. It is built
// once from its Go module at the pinned version, as PocketBase is
// (./pocketbase.mjs), and kept in .cache/go-pmtiles/<version>/: a build takes
// a few minutes (its cloud storage drivers are most of it), a start-up then
// reuses it. `node scripts/go-pmtiles.mjs` builds it ahead of time (.ci/run).
//
// Where the binary comes from, in order:
//   1. GO_PMTILES_BIN, an explicit path;
//   2. the cached build;
//   3. `go install github.com/protomaps/go-pmtiles@v<version>`.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const MODULE = 'github.com/protomaps/go-pmtiles';
const VERSION = '1.31.2';
/** The module and version every extract runs. */
export const GO_PMTILES = `${MODULE}@v${VERSION}`;
const exe = process.platform === 'win32' ? 'go-pmtiles.exe' : 'go-pmtiles';

/**
 * The path of a go-pmtiles binary of the pinned version, built when needed.
 * Runs `go` asynchronously, so a server started beside it keeps answering.
 * Rejects when there is no Go or the build fails.
 * @param {{ log?: (line: string) => void, cacheDir?: string }} [o]
 * @returns {Promise<string>}
 */
export async function ensureGoPmtiles({ log = (line) => console.log(line), cacheDir } = {}) {
  const fromEnv = process.env.GO_PMTILES_BIN;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`GO_PMTILES_BIN points to ${fromEnv}, which does not exist`);
    return fromEnv;
  }
  const dir = join(cacheDir ?? process.env.GO_PMTILES_CACHE_DIR ?? join(root, '.cache', 'go-pmtiles'), VERSION);
  const cached = join(dir, exe);
  if (existsSync(cached)) return cached;

  log(`go-pmtiles: building ${GO_PMTILES} with go install; this takes a few minutes the first time`);
  // A staging folder of this process's own: two starts building at once each rename a whole binary.
  const staging = `${dir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const output = await run('go', ['install', GO_PMTILES], {
      ...process.env,
      GOBIN: staging,
      GOTOOLCHAIN: process.env.GOTOOLCHAIN || 'auto',
      CGO_ENABLED: '0',
      GOFLAGS: '-trimpath',
    });
    if (output.code !== 0) throw new Error(`go install ${GO_PMTILES} failed:\n${output.text.trim().split('\n').slice(-10).join('\n')}`);
    mkdirSync(dir, { recursive: true });
    renameSync(join(staging, exe), cached);
    log(`go-pmtiles: built ${cached}`);
    return cached;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ code: number | null, text: string }>}
 */
function run(command, args, env) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.once('error', (error) =>
      reject(
        /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT' ? new Error('Go is not installed (https://go.dev/dl/)') : error,
      ),
    );
    child.once('close', (code) => resolveRun({ code, text }));
  });
}
