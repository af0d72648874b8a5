/// <reference path="./types/runtime.ts" />
// Vibe proposals and their review (lib/vibes.js).
routerAdd('POST', '/api/app/vibes/similar', (e) => require(`${__hooks}/lib/vibes.js`).similarVibes(e));
routerAdd('POST', '/api/app/vibes', (e) => require(`${__hooks}/lib/vibes.js`).createVibe(e));
routerAdd('GET', '/api/app/vibes/pending', (e) => require(`${__hooks}/lib/vibes.js`).pendingVibes(e));
routerAdd('POST', '/api/app/vibes/{id}/approve', (e) => require(`${__hooks}/lib/vibes.js`).approveVibe(e));
routerAdd('POST', '/api/app/vibes/{id}/reject', (e) => require(`${__hooks}/lib/vibes.js`).rejectVibe(e));
