/// <reference path="./types/runtime.ts" />
// The one middleware of ours every request passes, after PocketBase's own:
// 1. security headers for everything the server answers, and a strict CSP for
//    the app it serves from the public dir (lib/security.js);
// 2. 401 for an API request with a session the server no longer accepts
//    (lib/session.js);
// 3. the build's precompressed scripts, styles and images for browsers that
//    accept brotli or gzip (lib/static.js), answered without going further.
// One middleware, not three: each JS middleware runs in a JS runtime of its
// own, nested around the handler, so three of them held four runtimes per
// request and the pool ran out at a few concurrent requests.
routerUse(
  new Middleware(
    (e) => {
      require(`${__hooks}/lib/security.js`).applySecurityHeaders(e);
      require(`${__hooks}/lib/session.js`).rejectStaleSession(e);
      const served = require(`${__hooks}/lib/static.js`).servePrecompressed(e);
      return served === null ? e.next() : served;
    },
    10,
    'tastemap_frame',
  ),
);
