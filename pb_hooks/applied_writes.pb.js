/// <reference path="./types/runtime.ts" />
// Exactly-once writes from devices' outboxes (lib/applied_writes.js).
//
// PocketBase runs a collection's request hooks in the order their files load,
// by file name: this one must come before the others that handle these
// collections (field_clock, memberships, own_data, profiles), so that a
// replayed write is answered before anything checks or changes it again.
const OUTBOX = require(`${__hooks}/lib/generated/collections.js`).OUTBOX_COLLECTIONS;

onRecordCreateRequest(
  (e) => {
    require(`${__hooks}/lib/applied_writes.js`).applyOnce(e, 'create');
  },
  ...OUTBOX,
);

onRecordUpdateRequest(
  (e) => {
    require(`${__hooks}/lib/applied_writes.js`).applyOnce(e, 'update');
  },
  ...OUTBOX,
);

onRecordDeleteRequest(
  (e) => {
    require(`${__hooks}/lib/applied_writes.js`).applyOnce(e, 'delete');
  },
  ...OUTBOX,
);

cronAdd('tastemap_forget_applied_writes', '17 3 * * *', () => {
  require(`${__hooks}/lib/applied_writes.js`).forgetOldKeys($app);
});
