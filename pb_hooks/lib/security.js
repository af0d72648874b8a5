// Response headers that protect the app shell and the API.
//
// The CSP allows no foreign scripts and two inline scripts, by their hashes:
// index.html's boot script (theme, pre-rendered landing page), and the tap
// recorder the service worker puts before a stored screen
// (src/data/cache/screen-taps.ts). tests/unit/csp.test.ts fails when a script
// changes and its hash here does not. Inline styles stay
// allowed because the toast and popover libraries set style attributes at run time.
// A tile source elsewhere (TASTEMAP_MAP_TILES) joins connect-src, and only it.
//
// Every answer carries it, whatever it turns out to be: the app shell for any
// client route, a 404, PocketBase's own answers (its OAuth2 page is HTML under
// /api/), an API error. Two routes of PocketBase's own keep theirs, which they
// set only when none is there: the dashboard (/_/), which ships its own inline
// bootstrap script, and stored files (/api/files/), served sandboxed. Which
// route answers is read from the pattern the request matched, not from its
// path: '/api%2Fx' or '/_%2Fx' are answered by the app shell like any unknown
// path, and must carry the app's policy like it.
const TILES_ORIGIN = require(`${__hooks}/lib/maps.js`).tilesOrigin();
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'sha256-rHK/9zOchujvWJihg2LZ7Esx+qXq9zVCJ413LUmmUKw=' 'sha256-fasy5aYyik/cNvqp1y0s8gBMj1sQLZU5alCK0AUXne0='",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  TILES_ORIGIN ? `connect-src 'self' ${TILES_ORIGIN}` : "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/**
 * The path part of the route pattern the request matched ('/api/files/{collection}/{recordId}/{filename}'),
 * '' before routing.
 * @param {core.RequestEvent} e
 */
function routePath(e) {
  const pattern = String(e.request.pattern || '');
  return pattern.slice(pattern.indexOf('/'));
}

/** Routes of PocketBase's that set a CSP of their own when none is set. */
const OWN_POLICY_ROUTES = ['/_/', '/api/files/'];

/** @param {core.RequestEvent} e */
function applySecurityHeaders(e) {
  const route = routePath(e);
  const headers = e.response.header();
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (route.startsWith('/_/')) return;
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
  if (!OWN_POLICY_ROUTES.some((prefix) => route.startsWith(prefix))) headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  if (route.startsWith('/api/')) return;
  // Hashed build assets never change; the shell, the worker and the manifest
  // must be revalidated so that a new release reaches installed apps.
  const path = e.request.url.path;
  if (path.startsWith('/assets/')) {
    headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (path.startsWith('/images/') || path.startsWith('/icons/')) {
    headers.set('Cache-Control', 'public, max-age=86400');
  } else {
    headers.set('Cache-Control', 'no-cache');
  }
}

module.exports = { applySecurityHeaders, routePath, CONTENT_SECURITY_POLICY };
