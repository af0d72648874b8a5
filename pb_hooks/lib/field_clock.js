// Last-writer-wins per field, for rows edited offline on several devices.
//
// Each write says when the user changed each field (`_clock` in the body,
// milliseconds, set by the device's outbox); the row keeps the newest time per
// field in its hidden `field_clock`. A field whose change is older than the
// stored one keeps its stored value, so devices syncing in any order end with
// the latest edit of every field. Writes without a clock count as "now".

const CLOCKED = ['profiles', 'collections', 'reviews', 'vibe_profiles'];
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

/** @param {RecordRequestEvent} e @param {boolean} isCreate */
function applyFieldClock(e, isCreate) {
  const body = e.requestInfo().body || {};
  const incoming = body._clock && typeof body._clock === 'object' ? body._clock : {};
  const collection = e.record.collection();
  // Read only when updating (null on create).
  const original = /** @type {core.Record} */ (isCreate ? null : e.record.original());
  const stored = isCreate ? {} : readClock(original);
  const now = Date.now();
  for (const key of Object.keys(body)) {
    if (IGNORED[key] || !collection.fields.getByName(key)) continue;
    const changedAt = typeof incoming[key] === 'number' && isFinite(incoming[key]) ? incoming[key] : now;
    if (!isCreate && stored[key] && stored[key] > changedAt) {
      e.record.set(key, original.get(key));
    } else {
      stored[key] = changedAt;
    }
  }
  e.record.set('field_clock', stored);
}

module.exports = { CLOCKED, applyFieldClock };
