/// <reference path="./types/runtime.ts" />
// Remembers when a synced row (or a tombstone) last changed (lib/changes.js).
onRecordAfterCreateSuccess((e) => require(`${__hooks}/lib/changes.js`).markIfSynced(e));
onRecordAfterUpdateSuccess((e) => require(`${__hooks}/lib/changes.js`).markIfSynced(e));
onRecordAfterDeleteSuccess((e) => require(`${__hooks}/lib/changes.js`).markIfSynced(e));
