// Set memberships (a saved place, a place in a collection, a vibe on a vibe
// profile) have ids derived from their owner side and their member
// (src/domain/ids.ts, compiled into lib/generated/ids.js), so devices merge
// them as sets. The server derives the id of every membership it creates and
// refuses any other with one answer, whatever rows exist: nobody can probe
// another user's rows, take their id first, or revive their deleted rows.
// A place must be one the caller may read to be saved or collected.

const ID_MISMATCH = 'This row must have the id derived from its contents.';
// One answer to an id another user holds, or held until they deleted it: a create then cannot tell whether it exists.
const ID_TAKEN = 'This id belongs to another row: create it with a new id.';
const UPSERT_REFUSED = 'Send a create or an update, not an upsert.';
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
 * The collection a batch request addresses, by name or by id ('' when none): both reach the same records.
 * @param {CoreApp} app @param {string} url
 */
function batchCollection(app, url) {
  const match = /^\/api\/collections\/([^/?]+)\/records(\?|$)/.exec(url);
  if (!match) return '';
  try {
    return app.findCachedCollectionByNameOrId(decodeURIComponent(match[1])).name;
  } catch (_) {
    return ''; // no such collection: PocketBase answers
  }
}

/**
 * onBatchRequest: an upsert answers differently whether or not a row exists
 * (an update or a create), so users may only create, update or delete; the
 * places of the batch's saves are checked at once. The collection counts
 * whether the request names it or gives its id.
 * @param {core.BatchRequestEvent & { batch: core.InternalRequest[] }} e
 */
function prepareBatch(e) {
  const { isMembership } = ids();
  const superuser = e.hasSuperuserAuth();
  /** @type {string[]} */
  const places = [];
  for (const request of e.batch) {
    const collection = batchCollection(e.app, request.url);
    if (!collection) continue;
    if (request.method === 'PUT' && !superuser) throw new BadRequestError(UPSERT_REFUSED);
    if (!isMembership(collection)) continue;
    const place = request.body && request.body.place;
    if (request.method === 'POST' && typeof place === 'string' && place) places.push(place);
  }
  const userId = callerId(e);
  if (!userId || !places.length) return;
  const readable = access().readableAmong(e.app, access().loadCaller(e.app, userId), places);
  e.app.store().set(checkedKey(userId), JSON.stringify({ at: Date.now(), places: readable }));
}

/**
 * onRecordCreateRequest for the user's own rows with ids chosen on the device:
 * an id another user holds, or held until they deleted it, stays theirs, so a
 * shared link or another device never sees a stranger's row in its place. Both
 * get one answer, so a create cannot probe which ids exist; the caller's own
 * id (a device sending its write again) goes on to PocketBase's answer.
 * @param {RecordRequestEvent} e
 */
function refuseForeignId(e) {
  if (!e.record.id) return;
  const owner = String(e.record.get('user') || '');
  const row = new DynamicModel({ taken: false });
  e.app
    .db()
    .newQuery(
      `SELECT (EXISTS (SELECT 1 FROM {{${e.collection.name}}} WHERE [[id]] = {:id} AND [[user]] != {:user})` +
        ' OR EXISTS (SELECT 1 FROM {{tombstones}} WHERE [[record_id]] = {:id} AND [[collection_name]] = {:name} AND [[user]] != {:user})) AS taken',
    )
    .bind({ id: e.record.id, user: owner, name: e.collection.name })
    .one(row);
  if (row.taken) throw new BadRequestError(ID_TAKEN);
}

module.exports = { prepareMembership, prepareBatch, refuseForeignId, ID_MISMATCH, ID_TAKEN, NOT_READABLE };
