// The server's hooks are type-checked (tsconfig.hooks.json) against
// PocketBase's JSVM declarations, committed in pb_hooks/types/pocketbase.d.ts
// so that a clean checkout checks without Go or a built server. They must be
// the pinned version's (scripts/pocketbase.json): the header names the version,
// and the pinned build, when it is here (always in CI, which builds it before
// the tests), writes exactly the declarations below the header.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const pin = JSON.parse(readFileSync(join(root, 'scripts/pocketbase.json'), 'utf8')) as { version: string };
const committed = 'pb_hooks/types/pocketbase.d.ts';
const REFRESH = 'npm run pocketbase && npx vitest run --project unit tests/unit/pocketbase-types.test.ts -u';

function header(version: string): string {
  return [
    `// PocketBase v${version}'s JSVM declarations, as that version writes them to`,
    '// <dataDir>/types.d.ts, below these lines. Committed so that the hooks',
    '// type-check (tsconfig.hooks.json) on a clean checkout; the version must be',
    "// scripts/pocketbase.json's (tests/unit/pocketbase-types.test.ts). After",
    `// changing the pin: ${REFRESH}`,
    '',
  ].join('\n');
}

// Where scripts/lib/pocketbase.mjs caches its build of the pinned version.
const cachedBuild = join(
  process.env.POCKETBASE_CACHE_DIR || join(root, '.pocketbase'),
  pin.version,
  process.platform === 'win32' ? 'pocketbase.exe' : 'pocketbase',
);

/** The declarations the binary writes: its jsvm plugin refreshes them in the data dir whenever it bootstraps. */
function declarationsOf(bin: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'tastemap-pb-types-'));
  try {
    const result = spawnSync(
      bin,
      [
        'migrate',
        'history-sync',
        `--dir=${join(dir, 'data')}`,
        `--hooksDir=${join(dir, 'hooks')}`,
        `--migrationsDir=${join(dir, 'migrations')}`,
      ],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr || result.error}`);
    return readFileSync(join(dir, 'data', 'types.d.ts'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('PocketBase JSVM declarations', () => {
  // Without the pinned build at hand, at least the header.
  it.skipIf(existsSync(cachedBuild))('name the pinned version', () => {
    const version = /^\/\/ PocketBase v(\S+)'s JSVM declarations/.exec(readFileSync(join(root, committed), 'utf8'))?.[1];
    expect(version, `${committed} is for another PocketBase; refresh it: ${REFRESH}`).toBe(pin.version);
  });

  it.skipIf(!existsSync(cachedBuild))('are what the pinned build writes', { timeout: 30_000 }, async () => {
    await expect(
      header(pin.version) + declarationsOf(cachedBuild),
      `${committed} differs from what the pinned build writes; refresh it: ${REFRESH}`,
    ).toMatchFileSnapshot(join(root, committed));
  });
});
