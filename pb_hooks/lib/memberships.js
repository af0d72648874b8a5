// Set memberships (a saved place, a place in a collection, a vibe on a vibe
// profile) have ids derived from their owner side and their member
// (src/domain/ids.ts, compiled into lib/generated/ids.js), so devices merge
// them as sets. The server derives the id of every membership it creates and
// refuses any other with one answer, whatever rows exist: nobody can probe
// another user's rows, take their id first, or revive their deleted rows.
// A place must be one the caller may read to be saved or collected.

const ID_MISMATCH = 'This row must have the id derived from its contents.';
const NOT_READABLE = 'You can only save places from tastemakers you follow.';
// An outbox flush sends up to 50 saves in a batch: the batch hook checks all
// their places in one query and leaves a note listing them for the record hook,
// which would otherwise check them one by one. Notes live a few seconds, in
// the server's memory only (one note per user, replaced by their next
// batch), so a client can neither forge nor pile them up.
const CHECKED_MS = 5000;
const checkedKey = (/** @type {string} */ userId) => `membership-readable:${userId}`;

/** @param {CoreApp} app @param {string} userId @param {string} placeId */
function checkedInBatch(app, userId, placeId) {
  const note = app.store().get(checkedKey(userId));
  if (!note) return false;
  try {
    const { at, places } = JSON.parse(note);
    return Date.now() - at < CHECKED_MS && places.indexOf(placeId) >= 0;
  } catch (_) {
    return false;
  }
}

function ids() {
  return require(`${__hooks}/lib/generated/ids.js`);
}
function access() {
  return require(`${__hooks}/lib/access.js`);
}
/** @param {core.RequestEvent} e */
function callerId(e) {
  return e.auth && e.auth.collection().name === 'users' ? e.auth.id : '';
}

/** onRecordCreateRequest for membership collections. @param {RecordRequestEvent} e */
function prepareMembership(e) {
  // Registered for the membership collections only (memberships.pb.js).
  const name = /** @type {import('../../src/domain/ids').MembershipCollection} */ (e.collection.name);
  const { membershipId, MEMBERSHIPS } = ids();
  /** @type {Object<string, string>} */
  const fields = {};
  for (const field of MEMBERSHIPS[name]) fields[field] = String(e.record.get(field) || '');
  const expected = membershipId(name, fields);
  if (!expected) return; // a missing field: the record's own validation answers
  if (e.record.id && e.record.id !== expected) throw new BadRequestError(ID_MISMATCH);
  e.record.set('id', expected);

  const userId = callerId(e);
  if (!userId || !fields.place) return;
  if (checkedInBatch(e.app, userId, fields.place)) return;
  if (!access().mayReadPlace(e.app, access().loadCaller(e.app, userId), fields.place)) throw new BadRequestError(NOT_READABLE);
}

/**
 * onBatchRequest: an upsert would tell whether a row exists, so memberships
 * are only created or deleted; the places of the batch's saves are checked at once.
 * @param {core.BatchRequestEvent & { batch: core.InternalRequest[] }} e
 */
function prepareBatch(e) {
  const { isMembership } = ids();
  /** @type {string[]} */
  const places = [];
  for (const request of e.batch) {
    const match = /^\/api\/collections\/([^/?]+)\/records(\?|$)/.exec(request.url);
    if (!match || !isMembership(match[1])) continue;
    if (request.method === 'PUT') throw new BadRequestError(ID_MISMATCH);
    const place = request.body && request.body.place;
    if (request.method === 'POST' && typeof place === 'string' && place) places.push(place);
  }
  const userId = callerId(e);
  if (!userId || !places.length) return;
  const readable = access().readableAmong(e.app, access().loadCaller(e.app, userId), places);
  e.app.store().set(checkedKey(userId), JSON.stringify({ at: Date.now(), places: readable }));
}

/**
 * onRecordCreateRequest for the user's own rows: an id whose row another user
 * deleted stays theirs, so a shared link or another device never sees a
 * stranger's row in its place.
 * @param {RecordRequestEvent} e
 */
function refuseForeignTombstone(e) {
  if (!e.record.id) return;
  const owner = String(e.record.get('user') || '');
  const rows = e.app.findRecordsByFilter('tombstones', 'collection_name = {:name} && record_id = {:id} && user != {:user}', '', 1, 0, {
    name: e.collection.name,
    id: e.record.id,
    user: owner,
  });
  if (rows.length) throw new BadRequestError(ID_MISMATCH);
}

module.exports = { prepareMembership, prepareBatch, refuseForeignTombstone, ID_MISMATCH, NOT_READABLE };
