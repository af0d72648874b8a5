/// <reference path="./types/runtime.ts" />
// The AI local guide (lib/chat.js).
routerAdd('POST', '/api/app/chat', (e) => require(`${__hooks}/lib/chat.js`).handleChat(e));
