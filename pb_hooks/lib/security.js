// Response headers that protect the app shell and the API.
//
// The CSP allows no foreign scripts and one inline script: index.html's boot
// script (theme, pre-rendered landing page), by its hash. tests/unit/csp.test.ts
// fails when the script changes and the hash here does not. Inline styles stay
// allowed because the toast and popover libraries set style attributes at run time. The PocketBase dashboard (/_/)
// ships its own inline bootstrap script, so it keeps PocketBase's defaults.
// A tile source elsewhere (TASTEMAP_MAP_TILES) joins connect-src, and only it.
const TILES_ORIGIN = require(`${__hooks}/lib/maps.js`).tilesOrigin();
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'sha256-rHK/9zOchujvWJihg2LZ7Esx+qXq9zVCJ413LUmmUKw='",
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

/** @param {core.RequestEvent} e */
function applySecurityHeaders(e) {
  const path = e.request.url.path;
  const headers = e.response.header();
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (path.startsWith('/_/')) return;
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
  if (path.startsWith('/api/')) return;
  headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  // Hashed build assets never change; the shell, the worker and the manifest
  // must be revalidated so that a new release reaches installed apps.
  if (path.startsWith('/assets/')) {
    headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  } else if (path.startsWith('/images/') || path.startsWith('/icons/')) {
    headers.set('Cache-Control', 'public, max-age=86400');
  } else {
    headers.set('Cache-Control', 'no-cache');
  }
}

module.exports = { applySecurityHeaders, CONTENT_SECURITY_POLICY };
