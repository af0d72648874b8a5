// The sync route answers an idle device from what it kept between requests
// (pb_hooks/lib/sync/cache.js): the caller's scope, forgotten by record hooks
// when a row it was read from changes, and idle answers, valid while no record
// save marks a synced write (pb_hooks/lib/changes.js). A write by raw SQL
// runs no record hook: written outside a record save, a synced table or a
// caller's row would change with the cache none the wiser, and devices would
// be answered from what no longer holds. This test reads every hook file and
// fails on such a write, but for the few below that run inside a record save
// whose own hooks cover them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SYNCED_COLLECTIONS } from '#/domain/collections';
import { sqlWritesIn, type SqlStatement, type SqlWrite } from '../support/sql-writes';

const root = join(import.meta.dirname, '../..');

/** A hook module's exports. Evaluated as the hooks' runtime does (CommonJS), which Node would not: package.json says ES modules. */
function hookModule(path: string): Record<string, unknown> {
  const module = { exports: {} };
  runInNewContext(readFileSync(join(root, path), 'utf8'), { module, exports: module.exports }, { filename: path });
  return module.exports;
}

// What the cache is read from: the caller's rows and the shared ones, as the hooks declare them.
const { CALLER_ROWS, SHARED_ROWS } = hookModule('pb_hooks/lib/access.js') as { CALLER_ROWS: Record<string, string>; SHARED_ROWS: string[] };

/**
 * Tables no hook may write by raw SQL: every synced collection (src/domain), the tombstones sync sends as
 * deletions, the rows a caller's scope is read from, and PocketBase's users.
 */
const GUARDED = new Set<string>([...SYNCED_COLLECTIONS, 'tombstones', ...Object.keys(CALLER_ROWS), ...SHARED_ROWS, 'users']);

interface Allowed {
  file: string;
  statement: SqlStatement;
  tables: string[];
  /** Which record save it runs inside, and why that save's hooks cover it. */
  why: string;
}

/** The raw writes that run inside a record save. Each entry must still match a write in its file. */
const ALLOWED: Allowed[] = [
  {
    file: 'pb_hooks/tombstones.pb.js',
    statement: 'DELETE',
    tables: ['tombstones'],
    why:
      "A re-created row's tombstone, removed in that create's after-success hook: the create marks the synced write " +
      'itself and brings the row back, and tombstones make no scope.',
  },
  {
    file: 'pb_hooks/lib/entitlements.js',
    statement: 'UPDATE',
    tables: ['tastemakers'],
    why:
      "The follower recount, in changeEntitlement's transaction right after the entitlement's save or delete, whose " +
      "hooks mark the synced write and forget that user's scope. It moves `followers` and `updated`, which no scope reads.",
  },
  {
    file: 'pb_hooks/lib/access.js',
    statement: 'UPDATE',
    tables: ['places', 'tastemaker_places', 'place_vibes', 'recommendations', 'reviews'],
    why:
      "touchPlaceContent moves `updated` so followers pull a newly picked place; it runs in dashboard.recordPick's " +
      'transaction, which saves the pick, its recommendation and its feed item as records.',
  },
  {
    file: 'pb_hooks/lib/vibes.js',
    statement: 'UPDATE',
    tables: ['tastemaker_vibes', 'place_vibes'],
    why: "An approved vibe's links move `updated` in the transaction that saves the vibe, whose hooks mark the synced write.",
  },
  {
    file: 'pb_hooks/lib/tastemaker_review.js',
    statement: 'UPDATE',
    tables: ['city_tastemakers', 'tastemaker_vibes', 'tastemaker_places', 'recommendations', 'activity_feed'],
    why:
      "An approved tastemaker's rows move `updated` in the transaction that saves the tastemaker; the city links are " +
      'saved again as records there too, so the shared scope clock moves.',
  },
];

/** The hooks' JavaScript: every .js file under pb_hooks (lib/generated, compiled from src/domain, included). */
function hookFiles(): Array<{ path: string; text: string }> {
  return readdirSync(join(root, 'pb_hooks'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => {
      const path = `pb_hooks/${name.split('\\').join('/')}`;
      return { path, text: readFileSync(join(root, path), 'utf8') };
    });
}

function allowed(write: SqlWrite): boolean {
  return ALLOWED.some((a) => a.file === write.file && a.statement === write.statement && a.tables.includes(write.table));
}

/** Raw writes to a guarded table (or to a table the code does not name), outside the allowed ones. */
function violations(files: Array<{ path: string; text: string }>): string[] {
  return files
    .flatMap((f) => sqlWritesIn(f.path, f.text))
    .filter((w) => (GUARDED.has(w.table) || w.table.startsWith('${')) && !allowed(w))
    .map((w) => `${w.file}:${w.line} ${w.statement} ${w.table}`);
}

describe('raw SQL in the hooks', () => {
  it('denies writing a synced table, a caller row or users outside a record save', () => {
    expect(violations(hookFiles())).toEqual([]);
  });

  it('allows only exceptions that are still there, with a reason', () => {
    const writes = hookFiles().flatMap((f) => sqlWritesIn(f.path, f.text));
    for (const entry of ALLOWED) {
      expect(entry.why.length, entry.file).toBeGreaterThan(40);
      for (const table of entry.tables) {
        const found = writes.some((w) => w.file === entry.file && w.statement === entry.statement && w.table === table);
        expect(found, `${entry.file} ${entry.statement} ${table}`).toBe(true);
      }
    }
  });

  it('guards the tables the cache is read from', () => {
    for (const table of ['profiles', 'user_roles', 'entitlements', 'tastemakers', 'cities', 'city_tastemakers', 'places', 'users']) {
      expect(GUARDED.has(table), table).toBe(true);
    }
  });

  it('fails when a violation is planted in a hook file', () => {
    const files = hookFiles();
    const planted = files.map((f) =>
      f.path === 'pb_hooks/lib/accounts.js'
        ? { ...f, text: `${f.text}\nfunction planted(app) { app.db().newQuery('UPDATE {{profiles}} SET [[name]] = {:n}').execute(); }\n` }
        : f,
    );
    expect(violations(planted)).toEqual([expect.stringMatching(/^pb_hooks\/lib\/accounts\.js:\d+ UPDATE profiles$/)]);
  });
});

describe('the scanner', () => {
  const scan = (code: string) => sqlWritesIn('fixture.js', code).map((w) => `${w.statement} ${w.table}`);

  it('finds SQL writes in strings, templates and strings joined with +', () => {
    expect(scan("app.db().newQuery('UPDATE {{profiles}} SET [[name]] = {:n}').execute();")).toEqual(['UPDATE profiles']);
    expect(scan('db.newQuery(`delete from [[user_roles]] where [[user]] = {:u}`);')).toEqual(['DELETE user_roles']);
    expect(scan("q('INSERT OR REPLACE INTO ' + 'entitlements (id) VALUES ({:id})');")).toEqual(['INSERT entitlements']);
    expect(scan('q(\'REPLACE INTO "users" (id) VALUES (1)\');')).toEqual(['REPLACE users']);
    expect(scan("q('UPDATE OR IGNORE main.cities SET [[status]] = 1');")).toEqual(['UPDATE cities']);
    expect(scan('const sql = `WITH x AS (SELECT 1) INSERT INTO {{saved_places}} SELECT * FROM x`;')).toEqual(['INSERT saved_places']);
  });

  it('resolves a table a loop or a constant names, and reports one it cannot', () => {
    const loop = "for (const table of ['places', 'reviews']) app.db().newQuery(`UPDATE {{${table}}} SET [[updated]] = {:now}`);";
    expect(scan(loop)).toEqual(['UPDATE places', 'UPDATE reviews']);
    const constant = "const LINKED = ['events'];\nfunction f(app) { for (const t of LINKED) app.db().newQuery(`DELETE FROM {{${t}}}`); }";
    expect(scan(constant)).toEqual(['DELETE events']);
    expect(scan('function f(app, table) { app.db().newQuery(`DELETE FROM {{${table}}}`); }')).toEqual(['DELETE ${table}']);
    expect(scan('function f(app, c) { app.db().newQuery(`UPDATE {{${c.name}}} SET x = 1`); }')).toEqual(['UPDATE ${c.name}']);
  });

  it("finds writes through dbx's builder", () => {
    expect(scan("tx.db().update('users', { verified: true }, $dbx.hashExp({ id })).execute();")).toEqual(['UPDATE users']);
    expect(scan("$app.nonconcurrentDB().insert('collections', {}).execute();")).toEqual(['INSERT collections']);
    expect(scan('function f(app, name) { app.db().delete(name, null).execute(); }')).toEqual(['DELETE ${name}']);
  });

  it('ignores reads, record saves, comments and words', () => {
    expect(scan("app.db().newQuery('SELECT [[id]] FROM {{profiles}} WHERE [[updated]] > {:t}').all(rows);")).toEqual([]);
    expect(scan('tx.delete(record); tx.save(record); app.delete(link);')).toEqual([]);
    expect(scan("// UPDATE {{profiles}} SET name = 'x'\n/* DELETE FROM users */\nconst x = 1;")).toEqual([]);
    expect(scan("throw new BadRequestError('Send a create or an update, not an upsert. Update the profile first.');")).toEqual([]);
  });
});
