// What a caller may pull, as the sync route reads it: the cities they may
// open and their grants in each (src/domain/policy, through lib/access.js),
// the streams those make, and what newly followed tastemakers open up since
// the device's cursor. Reading a scope costs several queries, so the route
// keeps it between requests (lib/sync/cache.js); this module only reads.

// Required once per JS runtime, when this module loads: a require() in the handler resolves its path on disk.
const access = require(`${__hooks}/lib/access.js`);
const { packGrants, unpackGrants } = require(`${__hooks}/lib/generated/sync-cursor.js`);

/** @typedef {import('../../../src/domain/policy/access').Grants} Grants */
/**
 * The cities the caller may open, their grants in each, those grants packed as the cursor keeps them, and
 * the shared collections the caller is a member of (sorted ids; absent on scopes kept before there were any).
 * @typedef {{ cityIds: string[], grants: Object<string, Grants>, packed: Object<string, string>, shared?: string[] }} Scope
 */
/** A one-off stream of what newly followed tastemakers (`added`) open up in a city the device already holds. @typedef {{ cityId: string, added: string[] }} Fill */

/**
 * The sorted ids of each city's tastemakers: what the cursor's grant masks are read against.
 * @param {CoreApp} app
 * @returns {Object<string, string[]>}
 */
function tastemakersByCity(app) {
  /** @type {Object<string, string[]>} */
  const byCity = {};
  for (const link of access.cityLinks(app)) (byCity[link.city] = byCity[link.city] || []).push(link.tastemaker);
  for (const city of Object.keys(byCity)) byCity[city].sort();
  return byCity;
}

/**
 * Reads the caller's scope from the database, and when it may next change by time alone (ms since the
 * epoch, Infinity when never): the end of the earliest of their terms still to come.
 * @param {CoreApp} app @param {string} userId @param {number} now
 * @returns {{ scope: Scope, until: number }}
 */
function readScope(app, userId, now) {
  const caller = access.loadCaller(app, userId);
  const grants = access.grantsByCity(app, caller, new Date(now));
  const linked = tastemakersByCity(app);
  const cityIds = Object.keys(grants);
  /** @type {Object<string, string>} */
  const packed = {};
  for (const cityId of cityIds) packed[cityId] = packGrants(grants[cityId], linked[cityId] || []);
  return { scope: { cityIds, grants, packed, shared: sharedOf(app, userId) }, until: access.nextTermChange(caller, now) };
}

/**
 * The shared collections a user is a member of (src/domain/policy/shared.ts), sorted.
 * @param {CoreApp} app @param {string} userId @returns {string[]}
 */
function sharedOf(app, userId) {
  if (!userId) return [];
  const list = arrayOf(new DynamicModel({ collection: '' }));
  app.db().newQuery(`${access.policy().MEMBER_OF_SQL} ORDER BY [[collection]]`).bind({ user: userId }).all(list);
  return list.map((row) => row.collection);
}

/**
 * The key of the shared stream: it names the set of collections, so a device that joins one (or leaves
 * one) reads the stream again from its start, with every row of the collections it now shares.
 * @param {Scope} scope @returns {string}
 */
function sharedKeyOf(scope) {
  const shared = scope.shared || [];
  if (!shared.length) return '';
  return `shared:${require(`${__hooks}/lib/generated/ids.js`).cyrb53(shared.join(',')).toString(36)}`;
}

/** The keys of the streams the caller may read, fills aside. @param {Scope} scope @param {string} userId */
function streamKeysOf(scope, userId) {
  const keys = ['global'].concat(scope.cityIds.map((cityId) => `city:${cityId}`));
  const shared = sharedKeyOf(scope);
  return userId ? keys.concat(['own'], shared ? [shared] : []) : keys;
}

/**
 * What newly followed tastemakers open up, in cities whose stream the device already has; a stream
 * whose grants grew to the whole city is read again from its start instead (its high-water mark goes).
 * @param {CoreApp} app @param {Scope} scope @param {Object<string, string>} served the packed grants the device was last served with
 * @param {Object<string, string>} highWater changed in place
 * @returns {Fill[]}
 */
function fillsFor(app, scope, served, highWater) {
  const { grantsGained } = access.policy();
  /** @type {Object<string, string[]> | null} */
  let linked = null;
  /** @type {Fill[]} */
  const fills = [];
  for (const cityId of scope.cityIds) {
    const key = `city:${cityId}`;
    // A stream read from its start needs no fill; nor one served with these very grants (the usual case).
    if (!highWater[key] || served[cityId] === scope.packed[cityId]) continue;
    linked = linked || tastemakersByCity(app);
    const gained = grantsGained(unpackGrants(served[cityId], linked[cityId] || []), scope.grants[cityId]);
    if (gained.reset) delete highWater[key];
    else if (gained.added.length) fills.push({ cityId, added: gained.added });
  }
  return fills;
}

/**
 * Whether the grants the device was last served with differ from the scope's: then the round's last page
 * carries the new grants, so the device drops what it may no longer read.
 * @param {Object<string, string>} served @param {Scope} scope
 */
function grantsChanged(served, scope) {
  return Object.keys(served).length !== scope.cityIds.length || scope.cityIds.some((id) => served[id] !== scope.packed[id]);
}

module.exports = { readScope, streamKeysOf, sharedKeyOf, fillsFor, grantsChanged };
