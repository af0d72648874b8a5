/// <reference path="./types/runtime.ts" />
// The traveller's account: download what it holds, or delete it (lib/account_data.js).
routerAdd('GET', '/api/app/account/export', (e) => require(`${__hooks}/lib/account_data.js`).exportAccount(e));
routerAdd('DELETE', '/api/app/account', (e) => require(`${__hooks}/lib/account_data.js`).deleteAccount(e));
