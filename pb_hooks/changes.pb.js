/// <reference path="./types/runtime.ts" />
// Remembers when a synced row (or a tombstone) last changed (lib/changes.js).
onRecordAfterCreateSuccess((e) => require(`${__hooks}/lib/changes.js`).markIfSynced(e));
onRecordAfterUpdateSuccess((e) => require(`${__hooks}/lib/changes.js`).markIfSynced(e));
onRecordAfterDeleteSuccess((e) => require(`${__hooks}/lib/changes.js`).markIfSynced(e));

// The sync route keeps each caller's scope between requests; a change of a row it was read from forgets it (lib/sync/cache.js).
const { CALLER_ROWS, SHARED_ROWS } = require(`${__hooks}/lib/access.js`);
const ACCESS_ROWS = Object.keys(CALLER_ROWS).concat(SHARED_ROWS);
onRecordAfterCreateSuccess((e) => require(`${__hooks}/lib/sync/cache.js`).forgetScope(e), ...ACCESS_ROWS);
onRecordAfterUpdateSuccess((e) => require(`${__hooks}/lib/sync/cache.js`).forgetScope(e), ...ACCESS_ROWS);
onRecordAfterDeleteSuccess((e) => require(`${__hooks}/lib/sync/cache.js`).forgetScope(e), ...ACCESS_ROWS);
cronAdd('tastemap_forget_old_sync_scopes', '*/10 * * * *', () => require(`${__hooks}/lib/sync/cache.js`).forgetOldScopes($app));
