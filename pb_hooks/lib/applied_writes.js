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
//
// No hook runs for each write. PocketBase runs a batch's requests nested
// inside each other's record hooks, so every JS record hook holds one of the
// hooks' JS runtimes until the whole batch is done; past the pool (15
// runtimes) each call builds a new runtime, a few milliseconds each: a record
// hook here made an outbox flush of 500 writes a second slower. Instead:
// - a write sent on its own goes through a middleware (applyOnce), which
//   answers a replay before any record hook or API rule could refuse it;
// - a batch is checked once for keys applied already (applyBatchOnce): if
//   none, its keys are stored by one request the server appends to it, inside
//   the batch's transaction (storeBatchKeys); if some, the batch is refused
//   whole, and the device sends its writes one by one.

const KEY = /^[a-z0-9]{15}$/;
/** Keys are kept this long: far longer than a device retries a write whose answer it lost. */
const KEEP_DAYS = 90;
/** A record write's URL: the collection, the record's id (update, delete) and the query. */
const RECORD_WRITE = /^\/api\/collections\/([^/?]+)\/records(?:\/([^/?]+))?\/?(?:\?(.*))?$/;
/** The body field of the appended request that names the batch's keys (kept in memory, never sent by a device). */
const BATCH_KEYS = '_applied_writes';
// Notes live for one batch, in the server's memory only, so a client can neither forge nor reuse them.
const noteKey = (/** @type {string} */ nonce) => `applied-writes-batch:${nonce}`;

/** @typedef {'create' | 'update' | 'delete'} Op */
/** @typedef {{ collection: string, recordId: string, op: Op }} Target */

/** The signed-in user, or '' for a visitor or a superuser (their writes are not keyed). @param {core.RequestEvent} e */
function callerId(e) {
  return e.auth && e.auth.collection().name === 'users' ? e.auth.id : '';
}

/** @param {string} userId @param {string} key */
function keyId(userId, key) {
  return require(`${__hooks}/lib/generated/ids.js`).pairId('applied_writes', userId, key);
}

/** @param {unknown} raw @returns {string} */
function validKey(raw) {
  return typeof raw === 'string' && KEY.test(raw) ? raw : '';
}

/** @param {string} text */
function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch (_) {
    return text;
  }
}

/**
 * The record write a request's method and URL name, or null for any other request.
 * @param {string} method @param {string} url the path, with or without its query
 * @returns {{ collection: string, recordId: string, op: Op, query: string } | null}
 */
function recordWrite(method, url) {
  const match = RECORD_WRITE.exec(url);
  if (!match) return null;
  const upper = String(method).toUpperCase();
  /** @type {Op | ''} */
  const op =
    upper === 'POST' && !match[2] ? 'create' : upper === 'PATCH' && match[2] ? 'update' : upper === 'DELETE' && match[2] ? 'delete' : '';
  return op ? { collection: decoded(match[1]), recordId: decoded(match[2] || ''), op, query: match[3] || '' } : null;
}

/**
 * The outbox write a record write makes (a create's id is in its body), or
 * null when its collection is not written through outboxes.
 * @param {CoreApp} app @param {{ collection: string, recordId: string, op: Op }} write @param {any} body
 * @returns {Target | null}
 */
function outboxTarget(app, write, body) {
  let collection;
  try {
    collection = app.findCachedCollectionByNameOrId(write.collection).name;
  } catch (_) {
    return null; // no such collection: PocketBase answers
  }
  const { OUTBOX_COLLECTIONS } = require(`${__hooks}/lib/generated/collections.js`);
  if (OUTBOX_COLLECTIONS.indexOf(/** @type {(typeof OUTBOX_COLLECTIONS)[number]} */ (collection)) < 0) return null;
  return { collection, recordId: write.op === 'create' ? String((body && body.id) || '') : write.recordId, op: write.op };
}

/** A batch request's key: in its body, or in its URL's query for a delete. @param {Op} op @param {any} body @param {string} query */
function batchItemKey(op, body, query) {
  if (op !== 'delete') return validKey(body && body._write);
  const found = /(?:^|&)_write=([^&]*)/.exec(query);
  return found ? validKey(decoded(found[1])) : '';
}

/** @param {CoreApp} app @param {string} id */
function wasApplied(app, id) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery('SELECT COUNT(*) AS n FROM applied_writes WHERE id = {:id}').bind({ id }).one(row);
  return row.n > 0;
}

/** Which of `ids` are stored already. @param {CoreApp} app @param {string[]} ids @returns {string[]} */
function appliedAmong(app, ids) {
  /** @type {Object<string, string>} */
  const params = {};
  const names = ids.map((id, i) => {
    params[`id${i}`] = id;
    return `{:id${i}}`;
  });
  const rows = arrayOf(new DynamicModel({ id: '' }));
  app
    .db()
    .newQuery(`SELECT id FROM applied_writes WHERE id IN (${names.join(', ')})`)
    .bind(params)
    .all(rows);
  return rows.map((row) => row.id);
}

/**
 * Stores keys: a key stored twice (the same write applied by two requests at
 * once) fails the insert, and with it the transaction of the second.
 * @param {CoreApp} app @param {string} userId @param {string[]} ids
 */
function remember(app, userId, ids) {
  /** @type {Object<string, string>} */
  const params = { user: userId, created: new DateTime().string() };
  const rows = ids.map((id, i) => {
    params[`id${i}`] = id;
    return `({:id${i}}, {:user}, {:created})`;
  });
  app
    .db()
    .newQuery(`INSERT INTO applied_writes (id, user, created) VALUES ${rows.join(', ')}`)
    .bind(params)
    .execute();
}

/**
 * Answers a write applied before, from the row as it is now. Only the
 * caller's own row is described: a key sent with another row's id learns nothing.
 * @param {core.RequestEvent} e @param {Target} target @param {string} userId
 */
function answerReplay(e, target, userId) {
  if (target.op === 'delete') return e.noContent(204);
  const { ownerColumn } = require(`${__hooks}/lib/generated/collections.js`);
  let current = null;
  try {
    current = e.app.findRecordById(target.collection, target.recordId);
  } catch (_) {
    // Deleted since it was written.
  }
  const column = ownerColumn(/** @type {Parameters<typeof ownerColumn>[0]} */ (target.collection));
  const owner = current && (column === 'id' ? current.id : current.get('user'));
  if (!current || owner !== userId) throw new NotFoundError('This was deleted on another device.');
  return e.json(200, current);
}

/**
 * Router middleware for a write sent on its own: a replayed key is answered
 * without applying the write; a new one is applied and remembered,
 * atomically. Writes without a key (older devices) pass through.
 * @param {core.RequestEvent} e
 */
function applyOnce(e) {
  const userId = callerId(e);
  const write = userId ? recordWrite(e.request.method, e.request.url.path) : null;
  const info = write ? e.requestInfo() : null;
  const target = write && info ? outboxTarget(e.app, write, info.body) : null;
  const key = target && info ? validKey(target.op === 'delete' ? info.query._write : info.body && info.body._write) : '';
  if (!target || !key) return e.next();
  const id = keyId(userId, key);
  const app = e.app;
  let replayed = false;
  try {
    app.runInTransaction((txApp) => {
      if (wasApplied(txApp, id)) {
        replayed = true;
        return;
      }
      // The record API writes its answer once this transaction has committed.
      e.app = txApp;
      e.next();
      remember(txApp, userId, [id]);
    });
  } finally {
    e.app = app;
  }
  if (replayed) answerReplay(e, target, userId);
}

/** The keys of a batch's outbox writes, with the position of each. @param {CoreApp} app @param {string} userId @param {core.InternalRequest[]} batch */
function batchKeys(app, userId, batch) {
  /** @type {Array<{ id: string, index: number }>} */
  const keys = [];
  batch.forEach((request, index) => {
    const write = recordWrite(request.method, request.url);
    const target = write ? outboxTarget(app, write, request.body) : null;
    const key = target && write ? batchItemKey(target.op, request.body, write.query) : '';
    if (key) keys.push({ id: keyId(userId, key), index });
  });
  return keys;
}

/**
 * onBatchRequest: the batch's keys are checked at once. A batch holding a
 * write applied already is refused whole (400), applying nothing: the device
 * then sends its writes one by one, and each gets its own answer. Otherwise
 * one request is appended to the batch that stores its keys (storeBatchKeys),
 * in the batch's transaction: they are kept if and only if its writes are.
 * @param {core.BatchRequestEvent & { batch: core.InternalRequest[] }} e
 */
function applyBatchOnce(e) {
  const userId = callerId(e);
  const keys = userId ? batchKeys(e.app, userId, e.batch) : [];
  if (!keys.length) return e.next();
  const ids = keys.map((k) => k.id);
  const applied = appliedAmong(e.app, ids);
  if (applied.length) throw replayedInBatch(keys.filter((k) => applied.indexOf(k.id) >= 0).map((k) => k.index));

  const nonce = $security.randomString(30);
  e.app.store().set(noteKey(nonce), JSON.stringify({ user: userId, ids }));
  /** @type {Object<string, unknown>} */
  const body = {};
  body[BATCH_KEYS] = nonce;
  const requests = Array.from(e.batch);
  // Last, so the answers to the device's own requests keep their positions.
  requests.push(
    /** @type {core.InternalRequest} */ ({ method: 'PATCH', url: `/api/collections/profiles/records/${userId}`, body, headers: {} }),
  );
  e.batch = requests;
  try {
    e.next();
  } finally {
    e.app.store().remove(noteKey(nonce));
  }
}

/** The refusal of a batch holding writes applied already, naming them as PocketBase names a batch's failed requests. @param {number[]} indexes */
function replayedInBatch(indexes) {
  /** @type {Object<string, ValidationError>} */
  const requests = {};
  for (const i of indexes)
    requests[String(i)] = new ValidationError('write_applied', 'This write was applied already: send it on its own.');
  return new BadRequestError('Some of these writes were applied already: send them one by one.', { requests });
}

/**
 * onRecordUpdateRequest for profiles: the request applyBatchOnce appends to a
 * batch stores the batch's keys and answers 204, changing no profile. It runs
 * in the batch's transaction, after the device's requests. Any other update
 * passes through; a key note that is not this batch's is refused.
 * @param {RecordRequestEvent} e
 */
function storeBatchKeys(e) {
  const info = e.requestInfo();
  const nonce = info.body ? info.body[BATCH_KEYS] : undefined;
  if (nonce === undefined) return e.next();
  const raw = typeof nonce === 'string' && nonce ? e.app.store().get(noteKey(nonce)) : null;
  const note = raw ? JSON.parse(raw) : null;
  if (!note || note.user !== callerId(e) || info.context !== 'batch') throw new ForbiddenError('Only the server stores write keys.');
  e.app.store().remove(noteKey(nonce));
  remember(e.app, note.user, note.ids);
  return e.noContent(204);
}

/** Forgets keys older than KEEP_DAYS (a daily cron). @param {CoreApp} app */
function forgetOldKeys(app) {
  const before = new DateTime().addDate(0, 0, -KEEP_DAYS).string();
  app.db().newQuery('DELETE FROM applied_writes WHERE created < {:before}').bind({ before }).execute();
}

module.exports = { applyOnce, applyBatchOnce, storeBatchKeys, forgetOldKeys };
