// Normalisation of user-written rows, shared by create and update hooks.

/**
 * Trims `name` (and `description`) and refuses a blank name with the spec's message.
 * @param {RecordRequestEvent} e @param {string} blankMessage
 */
function trimNamed(e, blankMessage) {
  const name = String(e.record.get('name') || '').trim();
  if (!name) throw new BadRequestError(blankMessage, { name: new ValidationError('validation_required', blankMessage) });
  e.record.set('name', name);
  if (e.record.get('description') !== undefined) e.record.set('description', String(e.record.get('description') || '').trim());
}

/**
 * Reviews are public, so they carry the author's display name (never the
 * account or e-mail) and the place's city for city-scoped sync. Both are the
 * server's to set, whatever the client sent.
 * @param {RecordRequestEvent} e
 */
function prepareReview(e) {
  const userId = e.record.get('user');
  let authorName = '';
  try {
    authorName = String(e.app.findRecordById('profiles', userId).get('name') || '').trim();
  } catch (_) {
    // no profile: the client shows 'Anonymous'
  }
  e.record.set('author_name', authorName);
  e.record.set('comment', String(e.record.get('comment') || '').trim());
  try {
    e.record.set('city', e.app.findRecordById('places', e.record.get('place')).get('city'));
  } catch (_) {
    // unknown place: the relation field's own validation answers
  }
}

/**
 * A review is of a place the author may read (src/domain/policy); the same answer whether or not it exists.
 * @param {RecordRequestEvent} e
 */
function requireReadablePlace(e) {
  const access = require(`${__hooks}/lib/access.js`);
  const userId = access.callerId(e);
  const placeId = String(e.record.get('place') || '');
  if (userId && placeId && !access.mayReadPlace(e.app, access.loadCaller(e.app, userId), placeId)) {
    throw new BadRequestError('You can only review places from tastemakers you follow.');
  }
}

module.exports = { trimNamed, prepareReview, requireReadablePlace };
