// Exactly-once writes from devices' outboxes.
//
// Each outbox write carries a key made on the device (`_write`: in the body of
// a create or update, in the query of a delete). The server applies a keyed
// write and remembers its key in the same transaction. When the answer is
// lost, the device sends the write again; the server finds the key and answers
// as if it had just applied it, without applying it again. Without this, a
// re-sent create would revive a row another device deleted in between, and a
// re-sent unsave would remove a place another device saved again.
//
// The answer to a replay describes the row as it is now: the current record
// for a create or update, 204 for a delete, and 404 for a create whose row has
// since been deleted (the device then drops it: deletions win).

const KEY = /^[a-z0-9]{15}$/;
/** Keys are kept this long: far longer than a device retries a write whose answer it lost. */
const KEEP_DAYS = 90;

/** @param {RecordRequestEvent} e @param {'create' | 'update' | 'delete'} op @returns {string} */
function writeKey(e, op) {
  const info = e.requestInfo();
  const raw = op === 'delete' ? info.query._write : info.body && info.body._write;
  return typeof raw === 'string' && KEY.test(raw) ? raw : '';
}

/** @param {string} userId @param {string} key */
function keyId(userId, key) {
  return require(`${__hooks}/lib/generated/ids.js`).pairId('applied_writes', userId, key);
}

/** @param {CoreApp} app @param {string} id */
function wasApplied(app, id) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery('SELECT COUNT(*) AS n FROM applied_writes WHERE id = {:id}').bind({ id }).one(row);
  return row.n > 0;
}

/** @param {RecordRequestEvent} e @param {'create' | 'update' | 'delete'} op */
function answerReplay(e, op) {
  if (op === 'delete') return e.noContent(204);
  // e.record already holds this request's fields: the row as stored is read again.
  let current = null;
  try {
    current = e.app.findRecordById(e.collection.id, e.record.id);
  } catch (_) {
    // Deleted since it was written.
  }
  if (!current) throw new NotFoundError('This was deleted on another device.');
  return e.json(200, current);
}

/**
 * Wraps a create, update or delete request of an outbox collection: a replayed
 * key is answered without applying the write; a new one is applied and
 * remembered, atomically. Writes without a key (older devices) pass through.
 * @param {RecordRequestEvent} e @param {'create' | 'update' | 'delete'} op
 */
function applyOnce(e, op) {
  const key = writeKey(e, op);
  const userId = e.auth && e.auth.collection().name === 'users' ? e.auth.id : '';
  if (!key || !userId) return e.next();
  const id = keyId(userId, key);
  e.app.runInTransaction((txApp) => {
    if (wasApplied(txApp, id)) {
      answerReplay(e, op);
      return;
    }
    // The record API writes its answer once this transaction has committed.
    e.app = txApp;
    e.next();
    txApp
      .db()
      .newQuery('INSERT INTO applied_writes (id, user, created) VALUES ({:id}, {:user}, {:created})')
      .bind({ id, user: userId, created: new DateTime().string() })
      .execute();
  });
}

/** Forgets keys older than KEEP_DAYS (a daily cron). @param {CoreApp} app */
function forgetOldKeys(app) {
  const before = new DateTime().addDate(0, 0, -KEEP_DAYS).string();
  app.db().newQuery('DELETE FROM applied_writes WHERE created < {:before}').bind({ before }).execute();
}

module.exports = { applyOnce, forgetOldKeys };
