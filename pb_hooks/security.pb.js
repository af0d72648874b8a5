/// <reference path="../pb_data/types.d.ts" />
// Security headers for everything the server answers, and a strict
// Content-Security-Policy for the app it serves from the public dir.
routerUse((e) => {
  require(`${__hooks}/lib/security.js`).applySecurityHeaders(e);
  return e.next();
});
