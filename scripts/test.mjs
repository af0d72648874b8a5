// `npm test`: everything CI checks, in one command. Two cores set the order.
// The static checks are single-threaded, so they run side by side, and beside
// the app's e2e build. Unit and integration tests run side by side too: unit
// files use the CPU that integration files leave idle while they wait on their
// PocketBase (two Vitest runs: one run takes projects with different worker
// counts one after the other), and so does the offline journey in every
// engine, which mostly waits on its browser. Then Playwright's suite. The
// first failing stage stops the run. Output of stages run side by side is
// printed whole, one stage at a time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

// One migrated, seeded data dir for every test server of this run (scripts/lib/test-template.mjs).
const template = mkdtempSync(join(tmpdir(), 'tastemap-test-template-'));
process.env.TASTEMAP_TEST_TEMPLATE = template;
process.on('exit', () => rmSync(template, { recursive: true, force: true }));

/** @typedef {{ name: string, command: string, env?: Record<string, string> }} Stage */

/** @type {Stage[][]} */
const PLAN = [
  [
    { name: 'typecheck', command: 'npm run -s typecheck' },
    { name: 'lint', command: 'npm run -s lint' },
    { name: 'format', command: 'npm run -s format:check' },
    { name: 'hooks', command: 'npm run -s check:hooks' },
    { name: 'e2e build', command: 'node scripts/e2e.mjs --build-only' },
    { name: 'test template', command: `node scripts/test-template.mjs ${template}` },
  ],
  [
    { name: 'unit', command: 'npm run -s test:unit' },
    { name: 'integration', command: 'npm run -s test:integration' },
    // Firefox and WebKit: Playwright's suite already walks the journey's every step in Chromium
    // (offline.spec, bfcache.spec, map-offline.spec, reviews.spec); `npm run test:engines` runs all three.
    { name: 'engines', command: 'npm run -s test:engines', env: { SKIP_BUILD: '1', ENGINES: process.env.ENGINES ?? 'firefox,webkit' } },
  ],
  // Three workers: a browser test waits on its page and server more than it computes.
  [{ name: 'e2e', command: 'node scripts/e2e.mjs', env: { SKIP_BUILD: '1', E2E_WORKERS: process.env.E2E_WORKERS ?? '3' } }],
];

/** @param {Stage} stage @param {boolean} alone */
function run(stage, alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...stage.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (b) => output.push(b));
    child.stderr?.on('data', (b) => output.push(b));
    child.on('close', (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      if (!alone) process.stdout.write(`\n── ${stage.name} ──\n${Buffer.concat(output).toString()}`);
      console.log(`── ${stage.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const started = performance.now();
for (const group of PLAN) {
  const passed = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  if (passed.includes(false)) {
    console.error(`\nnpm test failed after ${Math.round((performance.now() - started) / 1000)} s`);
    process.exit(1);
  }
}
console.log(`\nnpm test passed in ${Math.round((performance.now() - started) / 1000)} s`);
