/// <reference path="../pb_data/types.d.ts" />
// Tastemaker dashboard figures (lib/dashboard.js).
routerAdd('GET', '/api/app/tastemaker/stats', (e) => require(`${__hooks}/lib/dashboard.js`).tastemakerStats(e));
