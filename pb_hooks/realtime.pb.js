/// <reference path="./types/runtime.ts" />
// Nudges subscribed devices to sync when a synced row changes (lib/realtime.js).
onRecordAfterCreateSuccess((e) => {
  const { SYNCED } = require(`${__hooks}/lib/collections.js`);
  if (SYNCED.indexOf(e.record.collection().name) >= 0) require(`${__hooks}/lib/realtime.js`).notifyChange(e.app, e.record);
  e.next();
});
onRecordAfterUpdateSuccess((e) => {
  const { SYNCED } = require(`${__hooks}/lib/collections.js`);
  if (SYNCED.indexOf(e.record.collection().name) >= 0) require(`${__hooks}/lib/realtime.js`).notifyChange(e.app, e.record);
  e.next();
});
onRecordAfterDeleteSuccess((e) => {
  const { SYNCED } = require(`${__hooks}/lib/collections.js`);
  if (SYNCED.indexOf(e.record.collection().name) >= 0) require(`${__hooks}/lib/realtime.js`).notifyChange(e.app, e.record);
  e.next();
});
