// A server made at any earlier schema upgrades to today's: for a database
// migrated only up to one migration of each era, holding rows that later
// migrations rewrite, running every migration gives the schema a fresh
// database gets in one go (collections, fields, rules and indexes, and the
// SQLite tables and indexes under them), and the rows as those migrations
// promise. No server is started: `pocketbase migrate up` runs them, and a last
// migration of the test's own writes out what the database holds.
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate, root } from '../../scripts/lib/pocketbase.mjs';
import { membershipId, reviewId } from '#/domain/ids';

const MIGRATIONS = readdirSync(join(root, 'pb_migrations'))
  .filter((name) => name.endsWith('.js'))
  .sort();

/**
 * The last migration a database of each era ran: seeded before sync, before
 * the access policy and derived ids, before the ledger and derived followers,
 * before facets and photos, before the artwork's new names, before the
 * tastemaker review, and the last but one.
 */
const BOUNDARIES = [
  '1795000002_seed_content.js',
  '1795000101_tune_create_limits.js',
  '1795000201_rekey_memberships.js',
  '1795000211_derive_followers.js',
  '1795000310_index_sync_scope_checks.js',
  '1795000430_photos.js',
  '1795000500_rename_generated_artwork.js',
  MIGRATIONS[MIGRATIONS.length - 2]!,
];

// Rows a device-era server held, written with SQL as they were stored then (no hook of today runs): an account
// with a mixed-case address, a saved place under an id of the client's choosing, an active subscription, a first
// city taken as the welcome gift, a tastemaker made from the account, an event as the first seed dated it
// ("Smorgasburg Saturday" on a Wednesday), and two reviews of one place by the account.
const USER = 'earlyadopter001';
const ROWS_MIGRATION = `migrate((app) => {
  const now = '2026-11-01 10:00:00.000Z';
  const insert = (table, row) => app.db().insert(table, Object.assign({ created: now, updated: now }, row)).execute();
  const place = app.findRecordsByFilter('places', "slug != ''", 'id', 1, 0)[0];
  const guide = app.findRecordsByFilter('tastemakers', 'followers > 0', 'id', 1, 0)[0];
  insert('users', { id: '${USER}', email: 'Early.Adopter@Tastemap.test', password: 'not-a-hash', tokenKey: 'early-adopter-token-key-at-least-thirty-chars', verified: true, name: 'Early adopter' });
  insert('saved_places', { id: 'notderived00001', user: '${USER}', place: place.id });
  insert('entitlements', { id: 'earlyentitled01', user: '${USER}', tastemaker: guide.id, subscribed: true, unlocked: false, status: 'active' });
  insert('city_purchases', { id: 'earlypurchase01', user: '${USER}', city: place.getString('city'), amount: 0, provider_payment_id: 'free_first_city' });
  insert('tastemakers', { id: 'earlytastemaker', slug: 'early-adopter', name: 'Early adopter', user: '${USER}', followers: 0 });
  insert('reviews', { id: 'earlyreview0001', user: '${USER}', place: place.id, rating: 3, comment: 'First visit' });
  try {
    insert('reviews', { id: 'earlyreview0002', user: '${USER}', place: place.id, rating: 5, comment: 'Second visit', created: '2026-11-02 10:00:00.000Z', updated: '2026-11-02 10:00:00.000Z' });
  } catch (_) {
    // A database past the index that keeps one review per traveller and place refuses the second.
  }
  const nyc = app.findFirstRecordByData('cities', 'slug', 'new-york-city');
  insert('events', { id: 'earlyseedevent1', city: nyc.id, name: 'Smorgasburg Saturday', date: '2026-11-25 16:00:00.000Z', image: '/images/generated/events/new-york-city-2.svg' });
});
`;

// Writes the schema, and the rows the assertions read, to $TASTEMAP_SCHEMA_DUMP.
const DUMP_MIGRATION = `migrate((app) => {
  const read = (sql) => {
    const row = new DynamicModel({ out: '' });
    app.db().newQuery(sql).one(row);
    return JSON.parse(row.out || '[]');
  };
  const dump = {
    collections: read("SELECT json_group_array(json_object('id', id, 'name', name, 'type', type, 'system', system, 'fields', json(fields), 'indexes', json(indexes), 'listRule', listRule, 'viewRule', viewRule, 'createRule', createRule, 'updateRule', updateRule, 'deleteRule', deleteRule, 'options', json(options))) AS out FROM (SELECT * FROM _collections ORDER BY name)"),
    tables: read("SELECT json_group_array(json_object('type', type, 'name', name, 'table', tbl_name, 'sql', sql)) AS out FROM (SELECT * FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name)"),
    users: read("SELECT json_group_array(json_object('id', id, 'email', email)) AS out FROM users WHERE id = '${USER}'"),
    savedPlaces: read("SELECT json_group_array(json_object('id', id, 'place', place)) AS out FROM saved_places WHERE user = '${USER}'"),
    tastemakers: read("SELECT json_group_array(json_object('id', id, 'user', user, 'status', status, 'followers', followers, 'base', followers_base)) AS out FROM tastemakers"),
    entitlements: read("SELECT json_group_array(json_object('tastemaker', tastemaker)) AS out FROM entitlements WHERE user = '${USER}'"),
    payments: read("SELECT json_group_array(json_object('key', key, 'subject', subject)) AS out FROM payments WHERE user = '${USER}'"),
    purchases: read("SELECT json_group_array(json_object('city', city)) AS out FROM city_purchases WHERE user = '${USER}'"),
    seedNamedArtwork: read("SELECT json_group_array(id) AS out FROM places WHERE image GLOB '/images/generated/places/*/*.svg'"),
    reviews: read("SELECT json_group_array(json_object('id', id, 'place', place, 'comment', comment, 'created', created)) AS out FROM reviews WHERE user = '${USER}'"),
    events: read("SELECT json_group_array(json_object('city', slug, 'name', name, 'date', date, 'weekdays', weekdays, 'time', time, 'seasonal', seasonal, 'image', image)) AS out FROM (SELECT c.slug, e.* FROM events e JOIN cities c ON c.id = e.city ORDER BY c.slug, e.name)"),
  };
  $os.writeFile($os.getenv('TASTEMAP_SCHEMA_DUMP'), JSON.stringify(dump), 0o644);
});
`;

interface Dump {
  collections: Array<Record<string, unknown>>;
  tables: Array<Record<string, unknown>>;
  users: Array<{ id: string; email: string }>;
  savedPlaces: Array<{ id: string; place: string }>;
  tastemakers: Array<{ id: string; user: string; status: string; followers: number; base: number }>;
  entitlements: Array<{ tastemaker: string }>;
  payments: Array<{ key: string; subject: string }>;
  purchases: Array<{ city: string }>;
  seedNamedArtwork: string[];
  reviews: Array<{ id: string; place: string; comment: string; created: string }>;
  events: Array<Record<string, unknown>>;
}

/** Each auth collection gets random token secrets of its own: the one part of a schema two databases never share. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (k === 'secret' ? [] : [[k, withoutSecrets(v)]])));
}

const scratch = mkdtempSync(join(tmpdir(), 'tastemap-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A migrations dir holding `files` of pb_migrations, and extra ones by name. */
function migrationsDir(name: string, files: readonly string[], extra: Record<string, string> = {}): string {
  const dir = join(scratch, name);
  mkdirSync(dir, { recursive: true });
  for (const file of files) copyFileSync(join(root, 'pb_migrations', file), join(dir, file));
  for (const [file, text] of Object.entries(extra)) writeFileSync(join(dir, file), text);
  return dir;
}

/** Runs the migrations of `dir` not yet applied to `dataDir`, and returns what the dump migration wrote. */
function migrateAndDump(dataDir: string, dir: string): Dump {
  const out = join(scratch, `${dir.split('/').pop()}.json`);
  migrate(inject('pocketbaseBin'), dataDir, { migrationsDir: dir, env: { TASTEMAP_SCHEMA_DUMP: out } });
  return JSON.parse(readFileSync(out, 'utf8')) as Dump;
}

describe('migrating a database made at an earlier schema', () => {
  /** Data dirs migrated up to each boundary, in one chain (each era's work runs once). */
  const made = new Map<string, string>();
  let fresh: Dump;

  beforeAll(() => {
    // The template every integration test copies: a fresh database migrated in one go.
    cpSync(inject('templateDataDir'), join(scratch, 'fresh'), { recursive: true });
    fresh = migrateAndDump(join(scratch, 'fresh'), migrationsDir('dump-only', [], { '9999999999_dump.js': DUMP_MIGRATION }));
    const chain = join(scratch, 'chain');
    for (const boundary of BOUNDARIES) {
      const upTo = MIGRATIONS.filter((file) => file <= boundary);
      migrate(inject('pocketbaseBin'), chain, { migrationsDir: migrationsDir(`upto-${boundary}`, upTo) });
      const copy = join(scratch, `at-${boundary}`);
      cpSync(chain, copy, { recursive: true });
      made.set(boundary, copy);
    }
  });

  it('samples every era, the seed first and the last but one last', () => {
    expect(BOUNDARIES.every((b) => MIGRATIONS.includes(b))).toBe(true);
    expect([...BOUNDARIES].sort()).toEqual(BOUNDARIES);
    expect(BOUNDARIES.at(-1)).not.toBe(MIGRATIONS.at(-1));
  });

  it.each(BOUNDARIES)('after %s: ends with the schema of a fresh database and its rows upgraded', (boundary) => {
    const dir = migrationsDir(`all-after-${boundary}`, MIGRATIONS, {
      // Sorts right after the boundary, before the next migration.
      [boundary.replace(/\.js$/, '_zz_test_rows.js')]: ROWS_MIGRATION,
      '9999999999_dump.js': DUMP_MIGRATION,
    });
    const upgraded = migrateAndDump(made.get(boundary)!, dir);

    expect(withoutSecrets(upgraded.collections)).toEqual(withoutSecrets(fresh.collections));
    expect(upgraded.tables).toEqual(fresh.tables);

    const before = (migration: string) => boundary < migration;
    const [saved] = upgraded.savedPlaces;
    expect(saved?.id).toBe(before('1795000201') ? membershipId('saved_places', { user: USER, place: saved!.place }) : 'notderived00001');
    expect(upgraded.users).toEqual([
      { id: USER, email: before('1795000410') ? 'early.adopter@tastemap.test' : 'Early.Adopter@Tastemap.test' },
    ]);
    const guide = upgraded.tastemakers.find((t) => t.id === upgraded.entitlements[0]?.tastemaker);
    // Followers derived from the base and the entitlements giving access, the seed's figure kept.
    if (before('1795000211')) expect(guide).toMatchObject({ followers: guide!.base + 1 });
    const own = upgraded.tastemakers.find((t) => t.id === 'earlytastemaker');
    if (before('1795000520')) {
      expect(own?.status).toBe('pending');
      expect(upgraded.tastemakers.filter((t) => !t.user).every((t) => t.status === 'approved')).toBe(true);
    }
    if (before('1795000522')) {
      expect(upgraded.payments).toEqual([{ key: `${USER}:welcome_gift`, subject: upgraded.purchases[0]!.city }]);
    }
    if (before('1795000500')) expect(upgraded.seedNamedArtwork).toEqual([]);
    // Two reviews of one place by one traveller: the newer kept, under its derived id, with its date.
    if (before('1795000610')) {
      const place = upgraded.reviews[0]?.place ?? '';
      expect(upgraded.reviews).toEqual([
        { id: reviewId(USER, place), place, comment: 'Second visit', created: '2026-11-02 10:00:00.000Z' },
      ]);
    }
    // The first seed's events, rewritten to the calendar a fresh database gets.
    if (before('1795000600')) {
      expect(fresh.events.length).toBeGreaterThan(10);
      expect(upgraded.events).toEqual(fresh.events);
    }
  });
});
