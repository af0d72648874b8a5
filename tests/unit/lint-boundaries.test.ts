// The layers of ARCHITECTURE.md as `npm run lint` enforces them
// (.dependency-cruiser.cjs): screens reach data only through src/data's hooks
// and actions, src/domain imports nothing outside itself, and no modules
// import each other in a cycle, type-only imports included.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const CLI = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = join(root, '.dependency-cruiser.cjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

/** A tree beside the real one, with the same tsconfig (the #/ alias) and packages, so probes resolve as in src/. */
function makeTree(withSrc: boolean): string {
  const tree = mkdtempSync(join(tmpdir(), 'tastemap-layers-'));
  if (withSrc) cpSync(join(root, 'src'), join(tree, 'src'), { recursive: true });
  cpSync(join(root, 'tsconfig.json'), join(tree, 'tsconfig.json'));
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
  return tree;
}

function write(tree: string, path: string, code: string) {
  mkdirSync(dirname(join(tree, path)), { recursive: true });
  writeFileSync(join(tree, path), code);
}

/** Runs the lint's dependency check in `tree` on `paths`, as `npm run lint` does on src/. */
function cruise(tree: string, paths: string[], extra: string[] = []): Violation[] {
  const run = spawnSync(process.execPath, [CLI, ...paths, '--config', CONFIG, '--output-type', 'json', ...extra], {
    cwd: tree,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!run.stdout) throw new Error(`dependency-cruiser failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return result.summary.violations;
}

const SCREEN_REFUSES = [
  "import Dexie from 'dexie';",
  "import { useLiveQuery } from 'dexie-react-hooks';",
  "import PocketBase from 'pocketbase';",
  "import { db } from '#/data/db';",
  "import { readMeta } from '#/data/db/meta';",
  "import { apiClient } from '#/data/server/client';",
  "import { db } from '../data/db';",
];
const SCREEN_ALLOWS = [
  "import { useSavedPlaces } from '#/data/queries/places';",
  "import { toggleSavedPlace } from '#/data/writes/actions';",
  "import { useServerAction } from '#/data/server/use-server-action';",
  "import { formatDate } from '#/domain/format';",
].join('\n');
const DOMAIN_REFUSES = [
  "import { useState } from 'react';",
  "import type { ReactNode } from 'react';",
  "import { db } from '../data/db';",
  "import { db } from '#/data/db';",
  "import { ID_LENGTH } from '#/domain/ids';",
  "import Dexie from 'dexie';",
  "import { readFileSync } from 'node:fs';",
];

// All probes go into one copy of src/ and are checked in one run: a run takes a second or two.
describe('the layers', () => {
  let tree = '';
  let violations: Violation[] = [];
  const refusals = (path: string) => violations.filter((v) => v.from === path).map((v) => v.rule.name);

  beforeAll(() => {
    tree = makeTree(true);
    const probes: string[] = [];
    const probe = (path: string, code: string) => {
      write(tree, path, `${code}\nexport const x = 1;\n`);
      probes.push(path);
    };
    SCREEN_REFUSES.forEach((line, i) => {
      probe(`src/routes/lint-probe-${i}.tsx`, line);
      probe(`src/components/profile/lint-probe-${i}.tsx`, line.replace("'../", "'../../"));
    });
    probe('src/routes/lint-probe-ok.tsx', SCREEN_ALLOWS);
    DOMAIN_REFUSES.forEach((line, i) => {
      probe(`src/domain/lint-probe-${i}.ts`, line);
      probe(`src/domain/policy/lint-probe-${i}.ts`, line.replace("'../", "'../../"));
    });
    probe(
      'src/domain/lint-probe-ok.ts',
      "import { z } from 'zod';\nimport { ID_LENGTH } from './ids';\nimport type { Place } from './types';",
    );
    probe('src/domain/policy/lint-probe-ok.ts', "import { ID_LENGTH } from '../ids';\nimport { CITY_CONTENT } from './sql';");
    violations = cruise(tree, probes, ['--max-depth', '1']);
  }, 60_000);
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  describe('screens', () => {
    it.each(SCREEN_REFUSES.map((line, i) => [line, i]))('may not %s', (_line, i) => {
      expect(refusals(`src/routes/lint-probe-${i}.tsx`)).toEqual(['screens-reach-data-through-hooks']);
      expect(refusals(`src/components/profile/lint-probe-${i}.tsx`)).toEqual(['screens-reach-data-through-hooks']);
    });

    it('read and write through src/data', () => {
      expect(refusals('src/routes/lint-probe-ok.tsx')).toEqual([]);
    });
  });

  describe('src/domain', () => {
    it.each(DOMAIN_REFUSES.map((line, i) => [line, i]))('may not %s', (_line, i) => {
      expect(refusals(`src/domain/lint-probe-${i}.ts`)).toHaveLength(1);
      expect(refusals(`src/domain/policy/lint-probe-${i}.ts`)).toHaveLength(1);
    });

    it('imports itself, by relative paths, and zod', () => {
      expect(refusals('src/domain/lint-probe-ok.ts')).toEqual([]);
      expect(refusals('src/domain/policy/lint-probe-ok.ts')).toEqual([]);
    });
  });
});

describe('import cycles', () => {
  const tree = makeTree(false);
  afterAll(() => rmSync(tree, { recursive: true, force: true }));
  const cycles = () => {
    const found = cruise(tree, ['src']).filter((v) => v.rule.name === 'no-cycles');
    return found.map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' → '));
  };

  it('fail the check, type-only imports included; a lazy import() does not count', () => {
    write(tree, 'src/a.ts', "import { b } from './places';\nexport const a = b;\nexport type A = 1;\n");
    write(tree, 'src/places/index.ts', "export const b = 2;\nexport const later = () => import('../a');\n");
    expect(cycles()).toEqual([]);

    write(tree, 'src/places/index.ts', "import type { A } from '../a';\nexport const b: A = 1;\n");
    expect(cycles()).toEqual(['src/a.ts → src/places/index.ts → src/a.ts']);

    write(tree, 'src/places/index.ts', "import {\n  c,\n} from '#/c';\nexport const b = c;\n");
    write(tree, 'src/c.ts', "import { type A } from './a';\nexport const c: A = 1;\n");
    expect(cycles()).toEqual(['src/a.ts → src/places/index.ts → src/c.ts → src/a.ts']);
  }, 30_000);

  it('finds none in src', () => {
    const run = spawnSync(process.execPath, [CLI, 'src', '--config', CONFIG], { cwd: root, encoding: 'utf8' });
    expect(run.stdout + run.stderr).toMatch(/no dependency violations found/);
    expect(run.status).toBe(0);
  }, 30_000);
});
