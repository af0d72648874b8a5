// Precompressed static files. The public dir comes from the launcher
// (TASTEMAP_PUBLIC_DIR); without it, or without a compressed copy, PocketBase
// serves the file as usual.

const TYPES = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
};

function servePrecompressed(e) {
  const publicDir = $os.getenv('TASTEMAP_PUBLIC_DIR');
  if (!publicDir || e.request.method !== 'GET') return null;
  const path = e.request.url.path;
  const ext = (path.match(/\.([a-z]+)$/) || [])[1];
  if (!TYPES[ext] || path.indexOf('..') >= 0 || path.startsWith('/api/') || path.startsWith('/_/')) return null;
  const accepts = String(e.request.header.get('Accept-Encoding') || '');
  const encodings = [['br', 'br'], ['gzip', 'gz']];
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
  return null;
}

module.exports = { servePrecompressed };
