// A data dir every test server copies: migrated once (schema and seed) with the
// seed's city maps built. Migrating and building the maps cost about 3
// CPU-seconds (18 before the offers hook counted each city once per
// transaction), and `npm test` starts servers in three runners: the
// integration tests, the offline journey in each engine, and the e2e suite.
// `npm test` makes one template (scripts/test.mjs) and names it in
// TASTEMAP_TEST_TEMPLATE; a runner started alone migrates its own. The template
// lives only as long as one `npm test`: the seed dates events from the moment
// it runs, so a template kept for days would hold past events.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSeedMaps } from './city-maps.mjs';
import { migrate } from './pocketbase.mjs';

/** Migrates `dataDir` and builds the seed's maps into it: what a fresh server starts from. @param {string} bin @param {string} dataDir */
export function makeTemplate(bin, dataDir) {
  migrate(bin, dataDir);
  ensureSeedMaps(join(dataDir, 'maps'));
}

/**
 * Fills `dataDir` with a migrated, seeded database: a copy of `npm test`'s template when there is one,
 * else by migrating it here.
 * @param {string} bin @param {string} dataDir
 */
export function seedDataDir(bin, dataDir) {
  const template = process.env.TASTEMAP_TEST_TEMPLATE;
  if (template && existsSync(join(template, 'data.db'))) cpSync(template, dataDir, { recursive: true });
  else makeTemplate(bin, dataDir);
}
