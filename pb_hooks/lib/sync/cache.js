// What an idle device's sync needs, kept between requests in app.store().
//
// Most syncs come from idle devices, which send the cursor they were last
// given and get the same bytes back. Each caller's scope (lib/sync/scope.js)
// and the answers to their idle cursors (one per device) are kept here, so
// such a sync reads no table and builds no answer.
//
// Why a kept scope stays true: a scope is read from the caller's rows and the
// cities (access.CALLER_ROWS, SHARED_ROWS), and from the time only through the
// end dates of the caller's terms. Those rows change only through record
// saves, whose after-success hooks (changes.pb.js) call forgetScope once the
// save committed. tests/unit/raw-sql-writes.test.ts fails when a hook writes
// one of them (or any synced table) by raw SQL outside such a save, which no
// hook would see. So a kept scope holds until:
// - a row of the caller's changes: forgetScope removes the entry, after moving
//   a clock that whoever stores an entry checks afterwards, so a scope read
//   from rows that changed meanwhile is never kept;
// - a city or a city's list of tastemakers changes: an entry remembers the
//   shared clock it was read at, and forgetScope moves that clock;
// - the earliest end date in the caller's terms that was still to come passes.
// An idle answer is kept with the scope it was made in, for its cursor, and
// only once its round ended before the request (cursor.roundEnd): nothing else
// it is made of changes while the server stays quiet since the cursor's oldest
// window starts (`quietSince`, checked against changes.lastSyncedWrite, which
// the same record saves move).

// Required once per JS runtime, when this module loads: a require() in the handler resolves its path on disk.
// Record saves of the caller's rows run forgetScope, so this module requires only what that needs.
const { CALLER_ROWS } = require(`${__hooks}/lib/access.js`);
const { lastSyncedWrite } = require(`${__hooks}/lib/changes.js`);

/** @typedef {import('./scope.js').Scope} Scope */
/** An answer to an idle cursor, valid while nothing synced is written after `quietSince` (ms). @typedef {{ cursor: string, quietSince: number, body: string, etag: string }} IdleAnswer */
/**
 * A caller's scope as app.store() keeps it: `scope` is a Scope as JSON, read when the shared clock stood at
 * `shared`, valid until `until` (ms); `idle` the answers to the caller's idle cursors in it, newest first.
 * @typedef {{ id: string, shared: number, until: number, at: number, scope: string, idle: IdleAnswer[] }} KeptScope
 */

const SCOPE_KEY = 'tastemap.syncScope:';
const CALLER_CLOCK_KEY = 'tastemap.syncScopeCallerClock';
const SHARED_CLOCK_KEY = 'tastemap.syncScopeSharedClock';
// Entries are dropped this long after their scope was read (forgetOldScopes), so memory follows the users
// who sync; and none is added while the store holds this many keys, whatever happens to the sweep.
const KEEP_MS = 10 * 60 * 1000;
const MAX_KEYS = 100000;
// Idle answers kept per caller: one per device they sync from, for a few devices.
const IDLE_ANSWERS = 4;

/** @param {CoreApp} app @param {string} key @returns {number} */
function clock(app, key) {
  const value = app.store().get(key);
  return typeof value === 'number' ? value : 0;
}

/** @param {CoreApp} app @param {string} key */
function tick(app, key) {
  app.store().setFunc(key, (/** @type {unknown} */ old) => (typeof old === 'number' ? old : 0) + 1);
}

/** The caller's kept scope, null when there is none or it no longer holds. @param {CoreApp} app @param {string} userId @returns {KeptScope | null} */
function keptScope(app, userId) {
  const kept = app.store().get(SCOPE_KEY + userId);
  return kept && kept.shared === clock(app, SHARED_CLOCK_KEY) && Date.now() < kept.until ? kept : null;
}

/**
 * The caller's scope, kept or read with `read` (and then kept), and the id of the entry that keeps it.
 * @param {CoreApp} app @param {string} userId @param {KeptScope | null} kept
 * @param {(now: number) => { scope: Scope, until: number }} read reads the scope from the database
 * @returns {{ scope: Scope, id: string }}
 */
function scopeOf(app, userId, kept, read) {
  if (kept) return { scope: JSON.parse(kept.scope), id: kept.id };
  const now = Date.now();
  // Both clocks before the rows: a change committed after they were read moves one of them.
  const shared = clock(app, SHARED_CLOCK_KEY);
  const callerClock = clock(app, CALLER_CLOCK_KEY);
  const { scope, until } = read(now);
  const id = $security.randomString(12);
  if (app.store().length() < MAX_KEYS) {
    const key = SCOPE_KEY + userId;
    /** @type {KeptScope} */
    const entry = { id, shared, until, at: now, scope: JSON.stringify(scope), idle: [] };
    app.store().set(key, entry);
    // A row of the caller's changed while we read: its hook may have run before we stored the entry.
    if (clock(app, CALLER_CLOCK_KEY) !== callerClock) app.store().remove(key);
  }
  return { scope, id };
}

/**
 * The kept answer to this cursor, if any (see the top of this file).
 * @param {CoreApp} app @param {KeptScope | null} kept @param {string} raw the cursor as the device sent it
 * @returns {IdleAnswer | null}
 */
function idleAnswer(app, kept, raw) {
  const idle = kept ? kept.idle : null;
  for (let i = 0; idle && i < idle.length; i++) {
    if (idle[i].cursor === raw) return lastSyncedWrite(app) <= idle[i].quietSince ? idle[i] : null;
  }
  return null;
}

/**
 * Keeps an idle answer with the scope it was made in (and the last few others: a user's phone and laptop each
 * have their own cursor), unless that scope was forgotten or read again meanwhile.
 * @param {CoreApp} app @param {string} userId @param {string} id @param {IdleAnswer} answer
 */
function keepIdleAnswer(app, userId, id, answer) {
  app.store().setFunc(SCOPE_KEY + userId, (/** @type {KeptScope | null} */ kept) => {
    if (!kept || kept.id !== id) return kept;
    /** @type {IdleAnswer[]} */
    const idle = [answer];
    for (let i = 0; i < kept.idle.length && idle.length < IDLE_ANSWERS; i++) {
      if (kept.idle[i].cursor !== answer.cursor) idle.push(kept.idle[i]);
    }
    return { id: kept.id, shared: kept.shared, until: kept.until, at: kept.at, scope: kept.scope, idle };
  });
}

/**
 * A record hook's body, for access.CALLER_ROWS and SHARED_ROWS (changes.pb.js): forgets the scopes the change may move.
 * @param {core.RecordEvent} e
 */
function forgetScope(e) {
  const record = e.record;
  const field = record ? CALLER_ROWS[record.collection().name] : '';
  if (record && field) {
    // The clock first: whoever stores an entry after it moved removes it again.
    tick(e.app, CALLER_CLOCK_KEY);
    // An update may move a row from one user to another: both lose their scope.
    for (const userId of [record.getString(field), record.original().getString(field)]) {
      if (userId) e.app.store().remove(SCOPE_KEY + userId);
    }
  } else if (record) tick(e.app, SHARED_CLOCK_KEY);
  e.next();
}

/** Drops the scopes read longer than KEEP_MS ago (a cron job, changes.pb.js). @param {CoreApp} app */
function forgetOldScopes(app) {
  const before = Date.now() - KEEP_MS;
  for (const key of app.store().keys()) {
    if (key.indexOf(SCOPE_KEY) !== 0) continue;
    const kept = app.store().get(key);
    if (!kept || !(kept.at >= before)) app.store().remove(key);
  }
}

module.exports = { keptScope, scopeOf, idleAnswer, keepIdleAnswer, forgetScope, forgetOldScopes };
