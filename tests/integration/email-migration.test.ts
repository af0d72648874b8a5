// The migration that makes e-mail addresses case-insensitive, on a server that
// already has accounts: addresses are stored normalised, accounts that differ
// only in case are reported and left apart (never merged), and the index that
// follows ignores case.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { commonArgs } from '../../scripts/lib/pocketbase.mjs';
import { startTestServer, type TestServer } from '../support/pocketbase';

const MIGRATION = '1795000410_case_insensitive_email.js';
let server: TestServer;
let migrations: string;

beforeAll(async () => {
  server = await startTestServer();
  // Once more from the start, on purpose: the migration copied under a later name runs again.
  migrations = mkdtempSync(join(tmpdir(), 'tastemap-migrations-'));
  cpSync(join('pb_migrations', MIGRATION), join(migrations, `1899999999_again_${MIGRATION.slice(11)}`));
});
afterAll(async () => {
  await server?.dispose();
  rmSync(migrations, { recursive: true, force: true });
});

it('normalises addresses, reports accounts that differ only in case, and makes the index ignore case', async () => {
  const users = server.admin.collection('users');
  // The state before the migration: a case-sensitive index, addresses as people typed them.
  const collection = await server.admin.collections.getOne('users');
  await server.admin.collections.update('users', {
    indexes: collection.indexes.map((index) =>
      index.includes('idx_email_') ? "CREATE UNIQUE INDEX `idx_email__pb_users_auth_` ON `users` (`email`) WHERE `email` != ''" : index,
    ),
  });
  const make = async (typed: string) => {
    const user = await server.createUser();
    await users.update(user.id, { email: typed });
    return user.id;
  };
  const solo = await make('Solo.Traveller@Example.com');
  const first = await make('Twin@Example.com');
  const second = await make('twin@example.com');
  await server.stop();

  const result = spawnSync(
    inject('pocketbaseBin'),
    ['migrate', 'up', `--dir=${server.dataDir}`, ...commonArgs({ migrationsDir: migrations })],
    {
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
  const report = `${result.stdout}${result.stderr}`;
  expect(report).toContain(`${first} <Twin@Example.com>`);
  expect(report).toContain(`${second} <twin@example.com>`);

  await server.restart();
  expect((await users.getOne(solo)).email).toBe('solo.traveller@example.com');
  // Not merged: both accounts, as they were.
  expect((await users.getOne(first)).email).toBe('Twin@Example.com');
  expect((await users.getOne(second)).email).toBe('twin@example.com');
  // The index ignores case now: another 'SOLO.TRAVELLER@example.com' cannot be made.
  const other = await server.createUser();
  await expect(users.update(other.id, { email: 'SOLO.TRAVELLER@example.com' })).rejects.toThrow();
  expect((await server.admin.collections.getOne('users')).indexes.join()).toMatch(/`email` COLLATE NOCASE/);
});
