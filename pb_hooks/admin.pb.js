/// <reference path="./types/runtime.ts" />
// Admin routes (lib/admin.js).
routerAdd('GET', '/api/app/admin/users', (e) => require(`${__hooks}/lib/admin.js`).searchUsers(e));
routerAdd('POST', '/api/app/admin/roles', (e) => require(`${__hooks}/lib/admin.js`).grantUserRole(e));
routerAdd('POST', '/api/app/admin/roles/remove', (e) => require(`${__hooks}/lib/admin.js`).removeUserRole(e));
routerAdd('POST', '/api/app/admin/view-mode', (e) => require(`${__hooks}/lib/admin.js`).setViewMode(e));
routerAdd('POST', '/api/app/admin/bypass-payments', (e) => require(`${__hooks}/lib/admin.js`).setBypassPayments(e));
