// @vitest-environment node
// The layers of ARCHITECTURE.md as `npm run lint` enforces them: screens reach
// data only through src/data's hooks and actions, src/domain imports nothing
// outside itself, and no modules import each other in a cycle.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

// Only the boundary rule runs, without type information, so that files which
// do not exist on disk can be linted as if they stood at these paths.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.map((m) => m.message);
}

describe('screens', () => {
  it.each([
    ["import Dexie from 'dexie';"],
    ["import { useLiveQuery } from 'dexie-react-hooks';"],
    ["import PocketBase from 'pocketbase';"],
    ["import { db } from '#/data/db';"],
    ["import { readMeta } from '#/data/db/meta';"],
    ["import { apiClient } from '#/data/server/client';"],
  ])('may not %s', async (line) => {
    expect(await refusals('src/routes/lint-probe.tsx', `${line}\nexport const x = 1;\n`)).toHaveLength(1);
    expect(await refusals('src/components/profile/lint-probe.tsx', `${line}\nexport const x = 1;\n`)).toHaveLength(1);
  });

  it('read and write through src/data', async () => {
    const code = [
      "import { useSavedPlaces } from '#/data/queries/places';",
      "import { toggleSavedPlace } from '#/data/writes/actions';",
      "import { useServerAction } from '#/data/server/use-server-action';",
      "import { formatDate } from '#/domain/format';",
      'export const x = [useSavedPlaces, toggleSavedPlace, useServerAction, formatDate];',
    ].join('\n');
    expect(await refusals('src/routes/lint-probe.tsx', code)).toEqual([]);
  });
});

describe('src/domain', () => {
  it.each([
    ["import { useState } from 'react';"],
    ["import { db } from '../data/db';"],
    ["import { db } from '#/data/db';"],
    ["import Dexie from 'dexie';"],
  ])('may not %s', async (line) => {
    expect(await refusals('src/domain/lint-probe.ts', `${line}\nexport const x = 1;\n`)).toHaveLength(1);
    expect(await refusals('src/domain/policy/lint-probe.ts', `${line.replace("'../", "'../../")}\nexport const x = 1;\n`)).toHaveLength(1);
  });

  it('imports itself and zod', async () => {
    const code = "import { z } from 'zod';\nimport { ID_LENGTH } from './ids';\nexport const x = [z, ID_LENGTH];\n";
    expect(await refusals('src/domain/lint-probe.ts', code)).toEqual([]);
    expect(await refusals('src/domain/policy/lint-probe.ts', "import { ID_LENGTH } from '../ids';\nexport const x = ID_LENGTH;\n")).toEqual(
      [],
    );
  });
});

describe('import cycles', () => {
  const tree = mkdtempSync(join(tmpdir(), 'tastemap-imports-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));
  const check = () => {
    try {
      execFileSync(process.execPath, [join(root, 'scripts/check-imports.mjs'), tree], { encoding: 'utf8', stdio: 'pipe' });
      return { ok: true, output: '' };
    } catch (error) {
      return { ok: false, output: String((error as { stderr: string }).stderr) };
    }
  };

  it('fail the check, and type-only imports do not count', () => {
    mkdirSync(join(tree, 'places'));
    writeFileSync(join(tree, 'a.ts'), "import { b } from './places';\nexport const a = 1;\n");
    writeFileSync(join(tree, 'places/index.ts'), "import type { A } from '../a';\nimport { type C } from '../c';\nexport const b = 2;\n");
    writeFileSync(join(tree, 'c.ts'), "import { a } from './a';\nexport type C = 1;\nexport const c = a;\n");
    expect(check()).toEqual({ ok: true, output: '' });

    writeFileSync(join(tree, 'places/index.ts'), "import {\n  c,\n} from '#/c';\nexport const b = c;\n");
    const result = check();
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/Import cycle: .*a\.ts → .*places\/index\.ts → .*c\.ts/);
  });

  it('finds none in src', () => {
    expect(() => execFileSync(process.execPath, [join(root, 'scripts/check-imports.mjs')], { stdio: 'pipe' })).not.toThrow();
  });
});
