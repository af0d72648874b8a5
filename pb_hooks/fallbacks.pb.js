/// <reference path="./types/runtime.ts" />
// Answers for addresses no route of the app serves, so that each carries the
// request middleware's headers (middleware.pb.js), the CSP included:
// - an /api/ path, whatever the method, answers 404 in JSON as PocketBase's
//   own errors do. Without this, a GET fell through to the static files and got
//   the app shell (HTML, 200). `GET /api/{path...}` is more specific than
//   PocketBase's `GET /{path...}` and its catch-all `/`, and less specific than
//   every real route, so each real route still wins
//   (tests/integration/headers.test.ts). `/api` itself is registered too, or Go's
//   router would redirect it to `/api/` with an HTML body and none of our
//   headers. GET covers HEAD; OPTIONS is CORS's.
// - `/_` redirects to the dashboard (`/_/`) as Go's router did, but with our
//   headers and no HTML body.
// Go's router still answers a path it must clean first (`//x`, `/a/../b`) with
// a redirect of its own, before any route or middleware runs.
for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
  for (const path of ['/api', '/api/{path...}']) {
    routerAdd(method, path, () => {
      throw new NotFoundError('No such API route.');
    });
  }
}

routerAdd('GET', '/_', (e) => e.redirect(307, '/_/'));
