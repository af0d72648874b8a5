// The server runs the shared rules from pb_hooks/lib/generated/, committed and
// checked by `npm run check:hooks`: the check must fail on any copy that is not
// what src/domain compiles to now, and `npm run dev` must keep it current.
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildHooksLib, staleHooksLib, watchHooksLib } from '../../scripts/lib/hooks-lib.mjs';

const root = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'tastemap-hooks-lib-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A fresh build of the shared modules in a directory of its own. */
function freshCopy(name: string): string {
  const dir = join(scratch, name);
  buildHooksLib(root, dir);
  return dir;
}

/** `npm run check:hooks` against `dir`: its exit status and what it printed. */
function check(dir: string): { status: number; output: string } {
  try {
    const stdout = execFileSync(process.execPath, [join(root, 'scripts', 'check-hooks.mjs'), dir], { encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output: stdout };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

describe('the check of the generated hooks modules', () => {
  it('passes a copy that is what src/domain compiles to', () => {
    const dir = freshCopy('fresh');
    expect(staleHooksLib(root, dir)).toEqual([]);
    expect(check(dir)).toMatchObject({ status: 0 });
  });

  it('fails on a file that differs by one byte, naming it and the fix', () => {
    const dir = freshCopy('edited');
    const file = join(dir, 'ids.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace('saved_places', 'saved_placez'));
    expect(staleHooksLib(root, dir)).toEqual(['ids.js differs from what its source compiles to']);
    const { status, output } = check(dir);
    expect(status).toBe(1);
    expect(output).toContain('ids.js differs');
    expect(output).toContain('npm run build:hooks');
  });

  it('fails on a missing file and on one no source makes any more', () => {
    const dir = freshCopy('missing');
    unlinkSync(join(dir, 'policy.js'));
    writeFileSync(join(dir, 'domain.js'), '// an old bundle\n');
    expect(staleHooksLib(root, dir)).toEqual(['policy.js is missing', 'domain.js is not generated any more']);
    expect(check(dir).status).toBe(1);
  });

  it('builds a stale copy back to current, touching only what changed', () => {
    const dir = freshCopy('rebuilt');
    appendFileSync(join(dir, 'names.js'), '// edited by hand\n');
    expect(buildHooksLib(root, dir)).toEqual(['names.js']);
    expect(staleHooksLib(root, dir)).toEqual([]);
  });
});

describe('npm run dev', () => {
  it('compiles a shared module again when its source changes', async () => {
    // A tree of its own, so the test never writes the checkout's generated files.
    const tree = join(scratch, 'tree');
    mkdirSync(join(tree, 'src'), { recursive: true });
    cpSync(join(root, 'src', 'domain'), join(tree, 'src', 'domain'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    const generated = join(tree, 'pb_hooks', 'lib', 'generated', 'names.js');
    const lines: string[] = [];
    const watcher = await watchHooksLib(tree, { log: (line) => lines.push(line) });
    try {
      await expect.poll(() => staleHooksLib(tree), { timeout: 10_000 }).toEqual([]);
      appendFileSync(join(tree, 'src', 'domain', 'names.ts'), '\nexport const WATCHED_CHANGE = 1;\n');
      await expect.poll(() => readFileSync(generated, 'utf8'), { timeout: 10_000 }).toContain('WATCHED_CHANGE');
      expect(lines.at(-1)).toContain('names.js');
      expect(staleHooksLib(tree)).toEqual([]);
    } finally {
      await watcher.dispose();
    }
  });
});
