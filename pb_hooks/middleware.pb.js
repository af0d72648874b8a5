/// <reference path="./types/runtime.ts" />
// The one middleware of ours every request passes, after PocketBase's global
// ones (CORS, the request log, the session token, the rate limiter) and
// before the checks PocketBase binds to its own routes (who may call them,
// its body limit), so that their refusals carry our headers too and a body
// too large is refused before anything else:
// 1. security headers for everything the server answers, the app's strict CSP
//    included (lib/security.js);
// 2. the request's bounds: 413 for a body over its route's limit, 400 for one
//    nested too deeply or with over-long lists or texts, before anything reads
//    it (lib/bounds.js);
// 3. 401 for an API request with a session the server no longer accepts
//    (lib/session.js), with the code `account_deleted` when its account is gone;
// 4. the build's precompressed scripts, styles and images for browsers that
//    accept brotli or gzip (lib/static.js), answered without going further;
// 5. a write from a device's outbox applied exactly once, before any API rule
//    or record hook (lib/applied_writes.js; batches go through its batch hook).
// One middleware, not five: each JS middleware runs in a JS runtime of its
// own, nested around the handler (for as long as a realtime connection stays
// open, too), so four of them held five runtimes per request and the pool ran
// out at a few concurrent requests.
routerUse(
  new Middleware(
    (e) => {
      require(`${__hooks}/lib/security.js`).applySecurityHeaders(e);
      require(`${__hooks}/lib/bounds.js`).checkRequestBounds(e);
      if (require(`${__hooks}/lib/session.js`).rejectStaleSession(e)) return;
      const served = require(`${__hooks}/lib/static.js`).servePrecompressed(e);
      if (served !== null) return served;
      return require(`${__hooks}/lib/applied_writes.js`).applyOnce(e);
    },
    // Between the rate limiter (-1000) and PocketBase's body limit (-990).
    -995,
    'tastemap_frame',
  ),
);
