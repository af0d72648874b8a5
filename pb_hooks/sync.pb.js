/// <reference path="./types/runtime.ts" />
// GET /api/app/sync: everything that changed since the cursor (lib/sync.js).
routerAdd('GET', '/api/app/sync', (e) => require(`${__hooks}/lib/sync.js`).handleSync(e), $apis.gzip());
