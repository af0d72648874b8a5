// Precompressed static files. The public dir comes from the launcher
// (TASTEMAP_PUBLIC_DIR); without it, or without a compressed copy, PocketBase
// serves the file as usual.

/** @type {Object<string, string>} */
const TYPES = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
};

/**
 * The requested file of a type this knows, compressed when there is a copy the browser accepts, with
 * its content type whatever the encoding; null to let PocketBase serve it.
 * @param {core.RequestEvent} e
 */
function servePrecompressed(e) {
  const publicDir = $os.getenv('TASTEMAP_PUBLIC_DIR');
  if (!publicDir || e.request.method !== 'GET') return null;
  // Only what PocketBase's static route would answer: a route of ours, the API or the dashboard is
  // theirs (by the pattern matched, not the path: '/api%2Fx' is a static path).
  if (e.request.pattern !== 'GET /{path...}') return null;
  let path = e.request.url.path;
  if (path.indexOf('..') >= 0) return null;
  // The app's routes (no file extension) get the shell, as PocketBase's index fallback would.
  if (!/\.[A-Za-z0-9]+$/.test(path)) path = '/index.html';
  const ext = (path.match(/\.([a-z]+)$/) || [])[1];
  if (!TYPES[ext]) return null;
  const accepts = String(e.request.header.get('Accept-Encoding') || '');
  const encodings = [
    ['br', 'br'],
    ['gzip', 'gz'],
  ];
  for (const [encoding, suffix] of encodings) {
    if (accepts.indexOf(encoding) < 0) continue;
    let bytes;
    try {
      bytes = $os.readFile(`${publicDir}${path}.${suffix}`);
    } catch (_) {
      continue;
    }
    const headers = e.response.header();
    headers.set('Content-Encoding', encoding);
    headers.set('Vary', 'Accept-Encoding');
    return e.blob(200, TYPES[ext], bytes);
  }
  // Uncompressed too: PocketBase would guess the type from the bytes, and a web manifest went out as text/plain.
  let plain;
  try {
    plain = $os.readFile(`${publicDir}${path}`);
  } catch (_) {
    return null;
  }
  e.response.header().set('Vary', 'Accept-Encoding');
  return e.blob(200, TYPES[ext], plain);
}

module.exports = { servePrecompressed };
