/// <reference path="./types/runtime.ts" />
// Public read models (lib/public_views.js).
routerAdd('GET', '/api/app/collections/{id}', (e) => require(`${__hooks}/lib/public_views.js`).sharedCollection(e));
routerAdd('GET', '/api/app/users/{userId}/city/{citySlug}', (e) => require(`${__hooks}/lib/public_views.js`).cityProfile(e));
routerAdd('GET', '/api/app/places/{id}', (e) => require(`${__hooks}/lib/public_views.js`).placeDetail(e));
