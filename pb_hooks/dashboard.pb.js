/// <reference path="./types/runtime.ts" />
// A tastemaker's own curation and figures (lib/dashboard.js).
routerAdd('GET', '/api/app/tastemaker/stats', (e) => require(`${__hooks}/lib/dashboard.js`).tastemakerStats(e));
routerAdd('POST', '/api/app/tastemaker/places', (e) => require(`${__hooks}/lib/dashboard.js`).addPlace(e));
routerAdd('POST', '/api/app/tastemaker/places/new', (e) => require(`${__hooks}/lib/dashboard.js`).createPlace(e));
routerAdd('POST', '/api/app/tastemaker/places/{placeId}/note', (e) => require(`${__hooks}/lib/dashboard.js`).updateNote(e));
routerAdd('POST', '/api/app/tastemaker/places/{placeId}/remove', (e) => require(`${__hooks}/lib/dashboard.js`).removePlace(e));
routerAdd('POST', '/api/app/places/{placeId}/details', (e) => require(`${__hooks}/lib/dashboard.js`).updatePlaceDetails(e));
routerAdd('POST', '/api/app/tastemaker/profile', (e) => require(`${__hooks}/lib/dashboard.js`).updateProfile(e));
