// Collection names, and which sync stream each synced collection belongs to.
//
// A device pulls three kinds of streams (see lib/sync.js):
// - global: the catalog every device needs, whatever city it is in;
// - city:<id>: the catalog of one city the caller may open;
// - own: the caller's own rows.
// `scope` is the column that ties a row to its stream.

// The lists themselves are src/domain/collections.ts, shared with the device's tables.
const domain = require(`${__hooks}/lib/generated/collections.js`);

/** @typedef {{ name: string, scope?: 'city' | 'id' | 'user' }} SyncedCollection */

/** @type {SyncedCollection[]} */
const GLOBAL = domain.GLOBAL_COLLECTIONS.map((name) => ({ name }));

/** @type {SyncedCollection[]} */
const CITY = domain.CITY_COLLECTIONS.map((name) => ({ name, scope: 'city' }));

/** @type {SyncedCollection[]} */
const OWN = domain.OWN_COLLECTIONS.map((name) => ({ name, scope: domain.ownerColumn(name) }));

/** Rows of shared collections: every member's devices hold them (lib/sync/query.js, the shared stream). @type {SyncedCollection[]} */
const SHARED = domain.SHARED_COLLECTIONS.map((name) => ({ name }));

/** Collections whose rows belong to a shared collection, by the field naming it: their tombstones say which. */
const IN_SHARED = { collection_places: 'collection', collection_members: 'collection', collection_reactions: 'collection' };

/** Every collection whose deletions are recorded as tombstones. */
const SYNCED = GLOBAL.concat(CITY, OWN, SHARED).map((c) => c.name);

/**
 * The scope columns of a deleted row, for its tombstone.
 * @param {core.Record} record
 * @returns {{ user: string, city: string, shared: string }}
 */
function tombstoneScope(record) {
  const name = record.collection().name;
  const has = (/** @type {string} */ field) => !!record.collection().fields.getByName(field);
  const inShared = /** @type {Object<string, string>} */ (IN_SHARED)[name];
  return {
    user: name === 'profiles' ? record.id : has('user') && OWN.some((c) => c.name === name) ? String(record.get('user') || '') : '',
    city: CITY.some((c) => c.name === name) ? String(record.get('city') || '') : '',
    shared: inShared ? String(record.get(inShared) || '') : name === 'collections' ? record.id : '',
  };
}

module.exports = { GLOBAL, CITY, OWN, SHARED, SYNCED, tombstoneScope };
