/// <reference path="./types/runtime.ts" />
// Real photos for cities, places and tastemakers (lib/photos.js).
routerAdd('POST', '/api/app/photos/{collection}/{id}', (e) => require(`${__hooks}/lib/photos.js`).upload(e));
routerAdd('DELETE', '/api/app/photos/{collection}/{id}', (e) => require(`${__hooks}/lib/photos.js`).remove(e));
