// `npm start` as a user runs it: migrates and seeds a data dir, serves the
// API on the port it is given, stops cleanly on Ctrl-C, and a second start on
// the same data dir keeps everything without seeding twice.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/lib/pocketbase.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'tastemap-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function runStart(port: number) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), PB_DATA: dataDir, POCKETBASE_BIN: inject('pocketbaseBin') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Up when it prints its URL; an exit before that fails with what it printed, and so does a start that
  // outlasts its bound. The bound is wide: the first start migrates and seeds, about 3 s on an idle
  // machine and many times that when `npm test` runs beside it on two cores.
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`npm start did not come up:\n${output}`)), 150_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Tastemap is running at')) {
        clearTimeout(timeout);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', () => {
      clearTimeout(timeout);
      reject(new Error(`npm start did not come up:\n${output}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    output: () => output,
    interrupt: async () => {
      child.kill('SIGINT');
      return exited;
    },
  };
}

// Two starts: the first migrates and seeds, the second finds it done.
it('serves, stops on Ctrl-C and restarts on the same data without duplicating the seed', { timeout: 240_000 }, async () => {
  const port = await freePort();
  const first = await runStart(port);
  expect(first.output()).toContain(`Tastemap is running at http://127.0.0.1:${port}`);
  expect(first.output()).toContain('Applied 1795000002_seed_content.js');
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  // Places are read through the sync route (the access policy): Seoul's events reach a visitor, places need a follow.
  const count = async () => {
    const body = await (await fetch(`http://127.0.0.1:${port}/api/app/sync`)).json();
    return ((body.changes.events?.length ?? 0) + (body.changes.cities?.length ?? 0)) as number;
  };
  const places = await count();
  expect(places).toBeGreaterThanOrEqual(10);
  expect(await first.interrupt()).toBe(0);
  await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();

  const second = await runStart(port);
  expect(second.output()).toContain('No new migrations to apply.');
  expect(await count()).toBe(places);
  expect(await second.interrupt()).toBe(0);
});
