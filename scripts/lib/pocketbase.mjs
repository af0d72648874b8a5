// Finds or builds the PocketBase server, and starts it with the project's
// migrations, hooks and built app. Used by `npm start`, `npm run dev`, the
// test harness and the benchmarks, so every one runs the server the same way.
//
// Where the binary comes from, in order:
//   1. POCKETBASE_BIN, an explicit path;
//   2. a cached build in .pocketbase/<version>/;
//   3. `go install github.com/pocketbase/pocketbase/examples/base@v<version>`
//      (Go fetches the toolchain the module needs when the local one is older);
//   4. the official release archive for this platform, checksum verified.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import { buildHooksLib } from './hooks-lib.mjs';
import { mapEnvironment } from './city-maps.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const pin = JSON.parse(readFileSync(join(root, 'scripts', 'pocketbase.json'), 'utf8'));
const exe = process.platform === 'win32' ? 'pocketbase.exe' : 'pocketbase';

/** @param {string} a @param {string} b  true when version a >= b ("1.26.8" vs "1.27") */
function versionAtLeast(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
}

function localGoVersion() {
  const result = spawnSync('go', ['env', 'GOVERSION'], { encoding: 'utf8', env: { ...process.env, GOTOOLCHAIN: 'local' } });
  if (result.status !== 0) return null;
  return result.stdout.trim().replace(/^go/, '');
}

/**
 * Returns the path of a PocketBase binary of the pinned version, building or
 * downloading it when needed, and says what it did through `log`.
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function ensurePocketBase({ log = (line) => console.log(line) } = {}) {
  const fromEnv = process.env.POCKETBASE_BIN;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`POCKETBASE_BIN points to ${fromEnv}, which does not exist`);
    log(`PocketBase: using POCKETBASE_BIN=${fromEnv}`);
    return fromEnv;
  }
  const cacheDir = join(process.env.POCKETBASE_CACHE_DIR || join(root, '.pocketbase'), pin.version);
  const cached = join(cacheDir, exe);
  if (existsSync(cached)) {
    log(`PocketBase: using the cached build ${cached}`);
    return cached;
  }

  const goVersion = localGoVersion();
  if (goVersion) {
    const toolchain = versionAtLeast(goVersion, pin.goMinimum) ? 'local' : pin.goToolchain;
    log(
      `PocketBase: building v${pin.version} with go install (Go ${goVersion}, toolchain ${toolchain}); this takes a minute or two the first time`,
    );
    const staging = `${cacheDir}.building`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const result = spawnSync('go', ['install', `github.com/pocketbase/pocketbase/examples/base@v${pin.version}`], {
      stdio: 'inherit',
      env: { ...process.env, GOBIN: staging, GOTOOLCHAIN: toolchain, CGO_ENABLED: '0', GOFLAGS: '-trimpath' },
    });
    if (result.status === 0) {
      mkdirSync(cacheDir, { recursive: true });
      renameSync(join(staging, process.platform === 'win32' ? 'base.exe' : 'base'), cached);
      rmSync(staging, { recursive: true, force: true });
      log(`PocketBase: built ${cached}`);
      return cached;
    }
    log('PocketBase: go install failed; trying the official release archive');
  } else {
    log('PocketBase: Go is not installed; downloading the official release archive');
  }
  return downloadRelease(cacheDir, cached, log);
}

async function downloadRelease(cacheDir, target, log) {
  const platform = { linux: 'linux', darwin: 'darwin', win32: 'windows' }[process.platform];
  const arch = { x64: 'amd64', arm64: 'arm64', arm: 'armv7', ppc64: 'ppc64le', s390x: 's390x' }[process.arch];
  if (!platform || !arch)
    throw new Error(`no PocketBase release for ${process.platform}/${process.arch}; install Go or set POCKETBASE_BIN`);
  const name = `pocketbase_${pin.version}_${platform}_${arch}.zip`;
  const base = `${process.env.POCKETBASE_RELEASE_URL || 'https://github.com/pocketbase/pocketbase/releases/download'}/v${pin.version}`;
  const get = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`download of ${url} failed: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  log(`PocketBase: downloading ${base}/${name}`);
  const [archive, checksums] = await Promise.all([get(`${base}/${name}`), get(`${base}/checksums.txt`)]);
  const expected = checksums
    .toString('utf8')
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find(([, file]) => file === name)?.[0];
  const actual = createHash('sha256').update(archive).digest('hex');
  if (!expected || expected !== actual) {
    throw new Error(
      `checksum mismatch for ${name}: expected ${expected ?? 'an entry in checksums.txt'}, got ${actual}; nothing was installed`,
    );
  }
  log(`PocketBase: checksum verified (sha256 ${actual})`);
  mkdirSync(cacheDir, { recursive: true });
  // The release archive holds the binary beside its licence and changelog: only the binary is inflated.
  const binary = unzipSync(archive, { filter: (file) => file.name === exe })[exe];
  if (!binary) throw new Error(`${exe} not found in ${name}`);
  writeFileSync(target, binary);
  chmodSync(target, 0o755);
  log(`PocketBase: installed ${target}`);
  return target;
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolvePort(port));
    });
  });
}

/** JS runtimes kept for the hooks (TASTEMAP_HOOKS_POOL): about 0.25 MB each. */
const HOOKS_POOL = Number(process.env.TASTEMAP_HOOKS_POOL) || 128;

/**
 * The arguments every `serve` gets. CORS allows only the app's own origin
 * unless CORS_ORIGINS lists others (comma separated).
 * @param {{ host: string, port: number, dataDir: string, publicDir?: string, dev?: boolean, origins?: string[] }} o
 */
export function serveArgs({ host, port, dataDir, publicDir = join(root, 'dist'), dev = false, origins }) {
  const allowed =
    origins ??
    (process.env.CORS_ORIGINS
      ? process.env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
      : [`http://${host}:${port}`, ...(host === '127.0.0.1' ? [`http://localhost:${port}`] : [])]);
  return [
    'serve',
    `--http=${host}:${port}`,
    `--dir=${dataDir}`,
    `--publicDir=${publicDir}`,
    ...commonArgs({ dev }),
    `--origins=${allowed.join(',')}`,
    // JS hooks run in pooled runtimes (15 by default). A batch of 50 outbox writes nests its hooks and holds
    // one each until it ends, and every open realtime connection holds one through the request middleware:
    // past the pool, PocketBase builds throwaway runtimes and loads every module into them again.
    `--hooksPool=${HOOKS_POOL}`,
  ];
}

/**
 * Flags shared by `serve`, `migrate` and `superuser`. `--dev` is always
 * explicit: PocketBase's example binary turns dev mode (every SQL statement
 * logged) on by itself when its path starts with the temp dir, as it does in
 * a checkout under /tmp.
 * @param {{ dev?: boolean, migrationsDir?: string }} [o]
 */
export function commonArgs({ dev = false, migrationsDir = join(root, 'pb_migrations') } = {}) {
  return [
    `--hooksDir=${join(root, 'pb_hooks')}`,
    `--migrationsDir=${migrationsDir}`,
    `--dev=${dev}`,
    '--automigrate=false',
    `--hooksWatch=${dev}`,
  ];
}

/**
 * Applies pending migrations (schema and seed) to a data dir; the benchmarks
 * pass their own migrations dir (the seed plus a generated city) and env.
 * @param {string} bin @param {string} dataDir
 * @param {{ migrationsDir?: string, env?: Record<string, string> }} [o]
 */
export function migrate(bin, dataDir, { migrationsDir, env = {} } = {}) {
  // The hooks load with the migrations, and they require the shared rules.
  buildHooksLib(root);
  // No cap on what is read back: a big migration may print a lot, and spawnSync's default 1 MB cap fails it (ENOBUFS).
  const result = spawnSync(bin, ['migrate', 'up', `--dir=${dataDir}`, ...commonArgs({ migrationsDir })], {
    encoding: 'utf8',
    maxBuffer: Infinity,
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`migrations failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout.trim();
}

/**
 * Creates or updates a superuser (only ever from explicit credentials).
 * @param {string} bin @param {string} dataDir @param {string} email @param {string} password
 */
export function upsertSuperuser(bin, dataDir, email, password) {
  // After `--`, so a password starting with '-' is not read as a flag.
  const result = spawnSync(bin, ['superuser', 'upsert', `--dir=${dataDir}`, ...commonArgs(), '--', email, password], {
    encoding: 'utf8',
    maxBuffer: Infinity,
  });
  if (result.status !== 0) throw new Error(`superuser upsert failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * Starts `pocketbase serve` and resolves once /api/health answers.
 * @param {{ bin: string, host?: string, port: number, dataDir: string, publicDir?: string, dev?: boolean,
 *   env?: Record<string, string>, stdio?: 'inherit' | 'pipe', origins?: string[] }} o
 */
export async function startServer({ bin, host = '127.0.0.1', port, dataDir, publicDir, dev = false, env = {}, stdio = 'pipe', origins }) {
  buildHooksLib(root);
  // The city maps: the operator's (TASTEMAP_MAP_DIR, TASTEMAP_MAP_TILES), else built from the seed into the data dir.
  const maps = mapEnvironment({ dataDir, env, log: stdio === 'inherit' ? (line) => console.log(line) : undefined });
  const child = spawn(bin, serveArgs({ host, port, dataDir, publicDir, dev, origins }), {
    // Links in e-mails (password reset) point at this server unless told otherwise.
    env: {
      TASTEMAP_APP_URL: `http://${host}:${port}`,
      TASTEMAP_PUBLIC_DIR: publicDir ?? join(root, 'dist'),
      ...process.env,
      ...maps,
      ...env,
    },
    stdio: ['ignore', stdio, stdio],
  });
  let output = '';
  if (stdio === 'pipe') {
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
  }
  const url = `http://${host}:${port}`;
  const exited = new Promise((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 100))]);
    if (code !== undefined) throw new Error(`PocketBase exited with code ${code}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`PocketBase did not answer on ${url} within 30 s:\n${output}`);
  }
  return {
    url,
    child,
    output: () => output,
    /** Stops the server and waits for it to exit. */
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
