/// <reference path="./types/runtime.ts" />
// GET /api/app/pages/{city}/{scope}/{hash}: a catalog page, to whoever holds its signed URL (lib/sync/pages.js).
routerAdd('GET', '/api/app/pages/{city}/{scope}/{hash}', (e) => require(`${__hooks}/lib/sync/pages.js`).servePage(e), $apis.gzip());
