// What one user's rows tell others through the record API: the fields the
// policy lets others read (src/domain/policy/fields.ts), the rest hidden from
// the answer, for every viewer but the row's owner and superusers. Sync
// applies the same list to what it sends (lib/sync/query.js, jsonObjectSql).

/**
 * onRecordEnrich for the collections of OTHERS_MAY_READ: hides the fields others may not read, in list,
 * view, expand and realtime answers alike.
 * @param {core.RecordEnrichEvent} e
 */
function hideFromOthers(e) {
  const record = e.record;
  if (!record) return;
  const { othersMayRead } = require(`${__hooks}/lib/generated/policy.js`);
  const rule = othersMayRead(record.collection().name);
  if (!rule) return;
  const auth = e.requestInfo ? e.requestInfo.auth : null;
  if (auth && auth.isSuperuser()) return;
  const viewer = auth && auth.collection().name === 'users' ? auth.id : '';
  const owner = rule.owner === 'id' ? record.id : record.getString(rule.owner);
  if (viewer && owner === viewer) return;
  const hidden = record
    .collection()
    .fields.fieldNames()
    .filter((name) => rule.fields.indexOf(name) < 0);
  if (hidden.length) record.hide(...hidden);
}

module.exports = { hideFromOthers };
