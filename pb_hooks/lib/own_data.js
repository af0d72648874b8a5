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
 * @param {CoreApp} app @param {core.Record} record
 */
function normaliseReview(app, record) {
  const userId = record.get('user');
  let authorName = '';
  try {
    authorName = String(app.findRecordById('profiles', userId).get('name') || '').trim();
  } catch (_) {
    // no profile: the client shows 'Anonymous'
  }
  record.set('author_name', authorName);
  record.set('comment', String(record.get('comment') || '').trim());
  try {
    record.set('city', app.findRecordById('places', record.get('place')).get('city'));
  } catch (_) {
    // unknown place: the relation field's own validation answers
  }
}

/** The review a create or update request is about to save. @param {RecordRequestEvent} e */
function prepareReview(e) {
  normaliseReview(e.app, e.record);
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

/**
 * onRecordCreateRequest for reviews: one review per traveller and place. Its
 * id is derived from author and place (src/domain/ids.ts), so every device
 * writes the same row, and the server files every create under that id,
 * whatever id it came with: nobody can take another's, and one made by an
 * older device lands where it belongs. A create for a place the author has
 * reviewed already (written offline on another device, or by a client that
 * did not know) is an edit of that review: each field takes the later change
 * (lib/field_clock.js), so the newer text wins whichever device syncs first,
 * and the answer is the review as it now stands. Either way the place must be
 * one the author may read. The unique index on (user, place) backs this up.
 * @param {RecordRequestEvent} e
 */
function createOrEditReview(e) {
  requireReadablePlace(e);
  const { reviewId } = require(`${__hooks}/lib/generated/ids.js`);
  const id = reviewId(String(e.record.get('user') || ''), String(e.record.get('place') || ''));
  // A missing author or place: the record's own validation answers.
  if (id) e.record.set('id', id);
  let existing = null;
  try {
    existing = id ? e.app.findRecordById('reviews', id) : null;
  } catch (_) {
    // the first review of this place by this author
  }
  if (!existing) {
    prepareReview(e);
    return e.next();
  }
  require(`${__hooks}/lib/field_clock.js`).mergeCreateInto(e, existing, ['place']);
  normaliseReview(e.app, existing);
  e.app.save(existing);
  return e.json(200, existing);
}

module.exports = { trimNamed, normaliseReview, prepareReview, requireReadablePlace, createOrEditReview };
