// Runs once before the integration tests: finds or builds PocketBase and
// migrates a template data dir (schema + seed) that each test file copies,
// so every file gets a fresh, fully seeded server in well under a second.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { ensurePocketBase, upsertSuperuser } from '../../scripts/lib/pocketbase.mjs';
import { seedDataDir } from '../../scripts/lib/test-template.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    pocketbaseBin: string;
    templateDataDir: string;
    superuserEmail: string;
    superuserPassword: string;
  }
}

export default async function setup(project: TestProject) {
  const bin = await ensurePocketBase({ log: () => {} });
  const templateDataDir = mkdtempSync(join(tmpdir(), 'tastemap-template-'));
  // Schema, seed and the city maps each server would otherwise build for itself (startServer skips them when current).
  seedDataDir(bin, templateDataDir);
  const superuserEmail = 'superuser@tastemap.test';
  const superuserPassword = randomBytes(18).toString('hex');
  upsertSuperuser(bin, templateDataDir, superuserEmail, superuserPassword);
  project.provide('pocketbaseBin', bin);
  project.provide('templateDataDir', templateDataDir);
  project.provide('superuserEmail', superuserEmail);
  project.provide('superuserPassword', superuserPassword);
  return () => rmSync(templateDataDir, { recursive: true, force: true });
}
