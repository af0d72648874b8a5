// Set memberships (a saved place, a place in a collection, a vibe on a vibe
// profile) have ids derived from their owner side and their member
// (src/domain/ids.ts, compiled into lib/generated/domain.js), so devices merge
// them as sets. The server derives the id of every membership it creates and
// refuses any other with one answer, whatever rows exist: nobody can probe
// another user's rows, take their id first, or revive their deleted rows.
// A place must be one the caller may read to be saved or collected.

const ID_MISMATCH = 'This row must have the id derived from its contents.';
const NOT_READABLE = 'You can only save places from tastemakers you follow.';

function domain() {
  return require(`${__hooks}/lib/generated/domain.js`);
}

/** onRecordCreateRequest for membership collections. */
function prepareMembership(e) {
  const name = e.collection.name;
  const { membershipId, MEMBERSHIPS } = domain();
  const fields = {};
  for (const field of MEMBERSHIPS[name]) fields[field] = String(e.record.get(field) || '');
  const expected = membershipId(name, fields);
  if (!expected) return; // a missing field: the record's own validation answers
  if (e.record.id && e.record.id !== expected) throw new BadRequestError(ID_MISMATCH);
  e.record.set('id', expected);

  const access = require(`${__hooks}/lib/access.js`);
  const userId = access.callerId(e);
  if (userId && fields.place && !access.mayReadPlace(e.app, access.loadCaller(e.app, userId), fields.place)) {
    throw new BadRequestError(NOT_READABLE);
  }
}

/** onBatchRequest: an upsert would tell whether a row exists; memberships are only created or deleted. */
function refuseMembershipUpserts(e) {
  const { isMembership } = domain();
  for (const request of e.batch) {
    const match = /^\/api\/collections\/([^/?]+)\/records(\?|$)/.exec(request.url);
    if (request.method === 'PUT' && match && isMembership(match[1])) throw new BadRequestError(ID_MISMATCH);
  }
}

/**
 * onRecordCreateRequest for the user's own rows: an id whose row another user
 * deleted stays theirs, so a shared link or another device never sees a
 * stranger's row in its place.
 */
function refuseForeignTombstone(e) {
  if (!e.record.id) return;
  const owner = String(e.record.get('user') || '');
  const rows = e.app.findRecordsByFilter('tombstones', 'collection_name = {:name} && record_id = {:id} && user != {:user}', '', 1, 0,
    { name: e.collection.name, id: e.record.id, user: owner });
  if (rows.length) throw new BadRequestError(ID_MISMATCH);
}

module.exports = { prepareMembership, refuseMembershipUpserts, refuseForeignTombstone, ID_MISMATCH, NOT_READABLE };
