/// <reference path="./types/runtime.ts" />
// City maps (lib/maps.js): their configuration and the archives.
routerAdd('GET', '/api/app/maps', (e) => require(`${__hooks}/lib/maps.js`).mapConfig(e));
routerAdd('GET', '/maps/{file}', (e) => require(`${__hooks}/lib/maps.js`).serveArchive(e));
