// The profile fields a user sets themselves stay within bounds, whichever
// client writes them: the active city only one they may open (the access
// policy), the active vibe profile only their own, interests a short list of
// short strings (src/domain/profile-fields.ts). Superusers are not limited.

const CITY_MESSAGE = 'You can only switch to a city you have unlocked.';
const VIBE_PROFILE_MESSAGE = 'Choose one of your own vibe profiles.';

/** A 400 that names the field, as PocketBase's own validation answers. @param {string} field @param {string} message */
function fieldError(field, message) {
  /** @type {Object<string, ValidationError>} */
  const errors = {};
  errors[field] = new ValidationError('validation_invalid_value', message);
  return new BadRequestError(message, errors);
}

/** onRecordUpdateRequest for profiles: checks the fields the request sets. @param {RecordRequestEvent} e */
function checkProfileFields(e) {
  if (e.hasSuperuserAuth()) return;
  const body = e.requestInfo().body || {};
  const has = (/** @type {string} */ field) => Object.prototype.hasOwnProperty.call(body, field);
  const ownerId = e.record.id;

  if (has('active_city')) {
    const cityId = String(e.record.get('active_city') || '');
    const access = require(`${__hooks}/lib/access.js`);
    if (cityId && !access.mayOpenCity(e.app, access.loadCaller(e.app, ownerId), cityId)) throw fieldError('active_city', CITY_MESSAGE);
  }
  if (has('active_vibe_profile')) {
    const profileId = String(e.record.get('active_vibe_profile') || '');
    if (profileId) {
      let owner = '';
      try {
        owner = e.app.findRecordById('vibe_profiles', profileId).get('user');
      } catch (_) {
        // no such profile: same answer as someone else's
      }
      if (owner !== ownerId) throw fieldError('active_vibe_profile', VIBE_PROFILE_MESSAGE);
    }
  }
  if (has('interests')) {
    const { normaliseInterests, INTERESTS_MESSAGE } = require(`${__hooks}/lib/generated/profile-fields.js`);
    // A json field holds raw JSON: read back what the request set, as JSON.
    let value;
    try {
      value = JSON.parse(e.record.getString('interests') || 'null');
    } catch (_) {
      value = 'not a list';
    }
    const interests = normaliseInterests(value);
    if (!interests) throw fieldError('interests', INTERESTS_MESSAGE);
    e.record.set('interests', interests);
  }
}

module.exports = { checkProfileFields, CITY_MESSAGE, VIBE_PROFILE_MESSAGE };
