/// <reference path="./types/runtime.ts" />
// Admin routes (lib/admin.js).
routerAdd('GET', '/api/app/admin/users', (e) => require(`${__hooks}/lib/admin.js`).searchUsers(e));
routerAdd('POST', '/api/app/admin/roles', (e) => require(`${__hooks}/lib/admin.js`).grantUserRole(e));
routerAdd('POST', '/api/app/admin/roles/remove', (e) => require(`${__hooks}/lib/admin.js`).removeUserRole(e));
routerAdd('POST', '/api/app/admin/view-mode', (e) => require(`${__hooks}/lib/admin.js`).setViewMode(e));
routerAdd('POST', '/api/app/admin/bypass-payments', (e) => require(`${__hooks}/lib/admin.js`).setBypassPayments(e));
// Self-made tastemakers wait for an admin's review (lib/tastemaker_review.js).
routerAdd('GET', '/api/app/admin/tastemakers/pending', (e) => require(`${__hooks}/lib/tastemaker_review.js`).pendingTastemakers(e));
routerAdd('POST', '/api/app/admin/tastemakers/{id}/approve', (e) => require(`${__hooks}/lib/tastemaker_review.js`).approveTastemaker(e));
routerAdd('POST', '/api/app/admin/tastemakers/{id}/reject', (e) => require(`${__hooks}/lib/tastemaker_review.js`).rejectTastemaker(e));
