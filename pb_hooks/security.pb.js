/// <reference path="./types/runtime.ts" />
// Security headers for everything the server answers (priority 10: first of
// our middlewares, see static.pb.js), and a strict
// Content-Security-Policy for the app it serves from the public dir.
routerUse(
  new Middleware(
    (e) => {
      require(`${__hooks}/lib/security.js`).applySecurityHeaders(e);
      return e.next();
    },
    10,
    'tastemap_security',
  ),
);
