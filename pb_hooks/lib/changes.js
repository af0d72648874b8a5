// When a synced row last changed, in this process's memory: what lets the sync
// route answer an idle device without reading a table (lib/sync/cache.js).
//
// Every synced record's create, update and delete marks it once committed
// (changes.pb.js); raw SQL that moves `updated` (access.touchPlaceContent, the
// follower recount, vibe approval) runs inside such a record's save, so its
// mark covers them (tests/unit/raw-sql-writes.test.ts fails on raw SQL that
// writes a synced table anywhere else). The first reader after a start takes
// the newest `updated` in the database, so rows written before the start (or
// by a restore) count.
const KEY = 'tastemap.lastSyncedWrite';

/** @type {Object<string, boolean> | undefined} */
let tracked;

/** Whether a collection's changes are marked: the synced ones and tombstones (built once per JS runtime). @param {string} name */
function isTracked(name) {
  if (!tracked) {
    /** @type {Object<string, boolean>} */
    const names = { tombstones: true };
    for (const synced of require(`${__hooks}/lib/collections.js`).SYNCED) names[synced] = true;
    tracked = names;
  }
  return tracked[name] === true;
}

/** @param {CoreApp} app */
function markSyncedWrite(app) {
  const now = Date.now();
  app.store().setFunc(KEY, (/** @type {number | undefined} */ old) => Math.max(old || 0, now));
}

/**
 * Milliseconds since the epoch at or after which every synced row was committed.
 * @param {CoreApp} app @returns {number}
 */
function lastSyncedWrite(app) {
  const known = app.store().get(KEY);
  if (typeof known === 'number') return known;
  const { SYNCED } = require(`${__hooks}/lib/collections.js`);
  let newest = 0;
  for (const table of SYNCED.concat(['tombstones'])) {
    const row = new DynamicModel({ newest: '' });
    app.db().newQuery(`SELECT coalesce(max([[updated]]), '') AS newest FROM {{${table}}}`).one(row);
    const at = row.newest ? Date.parse(row.newest.replace(' ', 'T')) : 0;
    if (at > newest) newest = at;
  }
  app.store().setFunc(KEY, (/** @type {number | undefined} */ old) => Math.max(old || 0, newest));
  return app.store().get(KEY);
}

/** A record hook's body: marks synced collections and tombstones, then goes on. @param {core.RecordEvent} e */
function markIfSynced(e) {
  if (e.record && isTracked(e.record.collection().name)) markSyncedWrite(e.app);
  e.next();
}

module.exports = { markIfSynced, markSyncedWrite, lastSyncedWrite };
