/// <reference path="./types/runtime.ts" />
// Exactly-once writes from devices' outboxes (lib/applied_writes.js). No hook
// runs for each write: a write on its own goes through the request middleware
// (middleware.pb.js), a batch through the batch hook and the one profile
// update it appends.

onBatchRequest((e) => {
  require(`${__hooks}/lib/applied_writes.js`).applyBatchOnce(e);
});

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/applied_writes.js`).storeBatchKeys(e);
}, 'profiles');

cronAdd('tastemap_forget_applied_writes', '17 3 * * *', () => {
  require(`${__hooks}/lib/applied_writes.js`).forgetOldKeys($app);
});
