// The account is the traveller's (issue 29 §4): they may download what it
// holds and delete it. What an account owns, and what becomes of each row,
// is one list in src/domain/account-data.ts (ACCOUNT_ROWS); both routes walk
// it, so a row the download shows is a row the deletion handles.
//
// Deleting runs in one transaction: subscriptions end through the state
// machine (followers recounted), rows go as records (tombstones, the sync
// cache and realtime see each), shared catalog rows lose their link to the
// account, the payments ledger keeps its rows and amounts under a stand-in
// for the account's id, and the users record goes last. Its tokens were
// signed with that record's token key, so every device's session ends with
// it; their next request answers 401 `account_deleted` (lib/session.js), and
// the device clears what it held. Tombstones are written once the deletion
// commits, so the account's are anonymised in a second transaction.
const { requireUser, hasRole, findOrNull } = require(`${__hooks}/lib/http.js`);

/** @typedef {import('../../src/domain/account-data').OwnedRows} OwnedRows */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function domain() {
  return require(`${__hooks}/lib/generated/account-data.js`);
}

/**
 * The rows of `rows.collection` tied to one of `ownerIds` (the account's id, or ids of its rows of `rows.of`).
 * @param {CoreApp} app @param {OwnedRows} rows @param {string[]} ownerIds
 * @returns {core.Record[]}
 */
function findRows(app, rows, ownerIds) {
  const filter = `${rows.field} = {:owner}${rows.where ? ` && (${rows.where})` : ''}`;
  /** @type {core.Record[]} */
  const found = [];
  for (const owner of ownerIds) {
    for (const record of app.findRecordsByFilter(rows.collection, filter, 'created', 0, 0, { owner })) found.push(record);
  }
  return found;
}

/**
 * For each collection that rows are listed `of`, the ids of the account's rows there; read before anything changes.
 * @param {CoreApp} app @param {string} userId
 * @returns {Object<string, string[]>}
 */
function ownerIdsOf(app, userId) {
  const list = domain().ACCOUNT_ROWS;
  /** @type {Object<string, string[]>} */
  const ids = { '': [userId] };
  for (const rows of list) {
    const parent = rows.of;
    if (!parent || ids[parent]) continue;
    const own = list.find((r) => r.collection === parent && !r.of);
    if (!own) throw new Error(`account-data: no rows say how ${parent} belong to an account`);
    ids[parent] = findRows(app, own, [userId]).map((record) => record.id);
  }
  return ids;
}

/**
 * Keeps a row without the account: every text that names the account's id names its stand-in instead.
 * @param {CoreApp} tx @param {core.Record} record @param {string} userId @param {string} standIn
 */
function anonymise(tx, record, userId, standIn) {
  const data = record.fieldsData();
  for (const key of Object.keys(data)) {
    const value = data[key];
    if (typeof value === 'string' && value.indexOf(userId) >= 0) record.set(key, value.split(userId).join(standIn));
  }
  tx.save(record);
}

/**
 * Applies one entry of ACCOUNT_ROWS in `tx`; returns how many rows it changed.
 * @param {CoreApp} tx @param {OwnedRows} rows @param {Object<string, string[]>} owners @param {string} userId @param {string} standIn
 */
function applyFate(tx, rows, owners, userId, standIn) {
  const { changeEntitlement } = require(`${__hooks}/lib/entitlements.js`);
  const found = findRows(tx, rows, owners[rows.of || ''] || []);
  for (const record of found) {
    if (rows.fate === 'delete') {
      tx.delete(record);
    } else if (rows.fate === 'end') {
      if (rows.collection !== 'entitlements') throw new Error(`account-data: only entitlements end, not ${rows.collection}`);
      changeEntitlement(tx, record.getString('user'), record.getString('tastemaker'), { type: 'account_closed' });
    } else if (rows.fate === 'unlink') {
      record.set(rows.field, '');
      tx.save(record);
    } else {
      anonymise(tx, record, userId, standIn);
    }
  }
  return found.length;
}

/**
 * DELETE /api/app/account: deletes the caller's account and everything it owns (ACCOUNT_ROWS). Admins are refused:
 * their role is another admin's to remove first. Answers what it changed, by collection.
 * @param {core.RequestEvent} e
 */
function deleteAccount(e) {
  const user = requireUser(e);
  const { ACCOUNT_ROWS, ADMIN_CANNOT_DELETE, anonymousId } = domain();
  const userId = user.id;
  const standIn = anonymousId($security.randomStringWithAlphabet(10, ALPHABET));
  /** @type {Object<string, number>} */
  const changed = {};
  /** @param {CoreApp} tx @param {boolean} afterCommit @param {Object<string, string[]>} owners */
  const applyAll = (tx, afterCommit, owners) => {
    for (const rows of ACCOUNT_ROWS) {
      if (!!rows.afterCommit !== afterCommit) continue;
      const count = applyFate(tx, rows, owners, userId, standIn);
      if (count) changed[rows.collection] = (changed[rows.collection] || 0) + count;
    }
  };
  e.app.runInTransaction((tx) => {
    // Read again inside the transaction: a role granted meanwhile counts.
    if (hasRole(tx, userId, 'admin')) throw new ForbiddenError(ADMIN_CANNOT_DELETE);
    applyAll(tx, false, ownerIdsOf(tx, userId));
  });
  e.app.runInTransaction((tx) => applyAll(tx, true, { '': [userId] }));
  return e.json(200, { success: true, changed });
}

/**
 * A row as the download shows it: its public fields (hidden ones, such as an auth record's token key, stay out)
 * and, beside each relation `names` lists, the names of what it points at.
 * @param {CoreApp} app @param {core.Record} record @param {OwnedRows} rows @param {Object<string, string>} nameCache
 */
function exported(app, record, rows, nameCache) {
  if (rows.collection === 'users') record.ignoreEmailVisibility(true);
  const data = record.publicExport();
  /** @type {Object<string, unknown>} */
  const row = {};
  for (const key of Object.keys(data)) {
    if (key !== 'collectionId' && key !== 'collectionName') row[key] = data[key];
  }
  const names = rows.names || {};
  for (const field of Object.keys(names)) {
    const nameOf = (/** @type {string} */ id) => {
      const key = `${names[field]}/${id}`;
      if (!(key in nameCache)) {
        const target = findOrNull(app, names[field], id);
        nameCache[key] = target ? target.getString('name') : '';
      }
      return nameCache[key];
    };
    const single = typeof record.get(field) === 'string';
    const ids = record.getStringSlice(field).filter((id) => !!id);
    row[`${field}_name`] = single ? (ids[0] ? nameOf(ids[0]) : '') : ids.map(nameOf);
  }
  return row;
}

/**
 * GET /api/app/account/export: one JSON file of what the caller's account holds (ACCOUNT_ROWS with a section):
 * the account and profile, subscriptions, saved places, collections, reviews, vibes, badges, purchases,
 * payments, and a tastemaker's persona and picks. Only the caller's: the route takes no user.
 * @param {core.RequestEvent} e
 */
function exportAccount(e) {
  const user = requireUser(e);
  const { ACCOUNT_ROWS, EXPORT_FORMAT, exportFileName } = domain();
  /** @type {Object<string, unknown>} */
  const file = { format: EXPORT_FORMAT.format, version: EXPORT_FORMAT.version, exported_at: new Date().toISOString() };
  /** @type {Object<string, string>} */
  const nameCache = {};
  const owners = ownerIdsOf(e.app, user.id);
  for (const rows of ACCOUNT_ROWS) {
    if (!rows.section) continue;
    const found = findRows(e.app, rows, owners[rows.of || ''] || []).map((record) => exported(e.app, record, rows, nameCache));
    if (rows.single) {
      if (!(rows.section in file)) file[rows.section] = null;
      if (found[0]) file[rows.section] = found[0];
    } else {
      const list = /** @type {unknown[] | undefined} */ (file[rows.section]) || [];
      file[rows.section] = list.concat(found);
    }
  }
  const headers = e.response.header();
  headers.set('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`);
  headers.set('Cache-Control', 'no-store');
  return e.json(200, file);
}

module.exports = { deleteAccount, exportAccount };
