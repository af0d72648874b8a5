// Last-writer-wins per field, for rows edited offline on several devices.
//
// Each write says when the user changed each field (`_clock` in the body,
// milliseconds, set by the device's outbox); the row keeps the newest time per
// field in its hidden `field_clock`. A field whose change is older than the
// stored one keeps its stored value, so devices syncing in any order end with
// the latest edit of every field. Writes without a clock count as "now".

const CLOCKED = ['profiles', 'collections', 'reviews', 'vibe_profiles', 'pins', 'day_plans'];
/** @type {Object<string, boolean>} */
const IGNORED = { id: true, _clock: true, field_clock: true, created: true, updated: true, user: true };

/**
 * The stored clock; a JSON field reads back as raw bytes, so parse its text.
 * @param {core.Record} record
 * @returns {Object<string, number>}
 */
function readClock(record) {
  try {
    const parsed = JSON.parse(record.getString('field_clock') || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch (_) {
    return {};
  }
}

/**
 * When the user changed `key`, as the request's `_clock` says; `now` when it does not.
 * @param {any} body @param {string} key @param {number} now
 */
function changedAt(body, key, now) {
  const clock = body._clock && typeof body._clock === 'object' ? body._clock : {};
  return typeof clock[key] === 'number' && isFinite(clock[key]) ? clock[key] : now;
}

/** @param {RecordRequestEvent} e @param {boolean} isCreate */
function applyFieldClock(e, isCreate) {
  const body = e.requestInfo().body || {};
  const collection = e.record.collection();
  // Read only when updating (null on create).
  const original = /** @type {core.Record} */ (isCreate ? null : e.record.original());
  const stored = isCreate ? {} : readClock(original);
  const now = Date.now();
  for (const key of Object.keys(body)) {
    if (IGNORED[key] || !collection.fields.getByName(key)) continue;
    const at = changedAt(body, key, now);
    if (!isCreate && stored[key] && stored[key] > at) {
      e.record.set(key, original.get(key));
    } else {
      stored[key] = at;
    }
  }
  e.record.set('field_clock', stored);
}

/**
 * A create that lands on a row the server already has (a review written again
 * on another device): the row takes the create's fields as an update would,
 * each only when it changed later than the stored value. `keep` names fields
 * that say which row it is, never changed. The caller saves `existing`.
 * @param {RecordRequestEvent} e @param {core.Record} existing @param {string[]} keep
 */
function mergeCreateInto(e, existing, keep) {
  const body = e.requestInfo().body || {};
  const stored = readClock(existing);
  const now = Date.now();
  for (const key of Object.keys(body)) {
    if (IGNORED[key] || keep.indexOf(key) >= 0 || !existing.collection().fields.getByName(key)) continue;
    const at = changedAt(body, key, now);
    if (stored[key] && stored[key] > at) continue;
    existing.set(key, e.record.get(key));
    stored[key] = at;
  }
  existing.set('field_clock', stored);
}

module.exports = { CLOCKED, applyFieldClock, mergeCreateInto };
