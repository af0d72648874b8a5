// Normalisation of user-written rows, shared by create and update hooks.

/**
 * Trims `name` (and `description`) and refuses a name the device would refuse
 * (src/domain/names.ts), with the same message.
 * @param {RecordRequestEvent} e @param {'COLLECTION_NAME' | 'VIBE_PROFILE_NAME'} ruleName
 */
function trimNamed(e, ruleName) {
  const names = require(`${__hooks}/lib/generated/names.js`);
  const checked = names.checkName(e.record.get('name'), names[ruleName]);
  if (!checked.ok) {
    const code = checked.message === names[ruleName].required ? 'validation_required' : 'validation_max_text_constraint';
    throw new BadRequestError(checked.message, { name: new ValidationError(code, checked.message) });
  }
  e.record.set('name', checked.name);
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
