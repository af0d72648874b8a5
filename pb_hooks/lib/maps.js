// City maps: PMTiles archives served from the map folder (TASTEMAP_MAP_DIR,
// whose maps.json the launcher or `npm run map:extract` writes), or a tile
// source elsewhere (TASTEMAP_MAP_TILES). No sign-in is needed: an archive, its
// bounds and its centre come from public geography alone (the city's extent
// and record, src/domain/geography.ts), never from the guide's places, so a
// locked city's map tells a visitor nothing of its guide.

/** The only names served from the folder: no paths, no maps.json, no temporary files. */
const ARCHIVE_NAME = /^[a-z0-9-]+\.pmtiles$/;
// A URL the browser may fetch tiles from: http(s), a host name, an optional port; nothing a header could choke on.
const TILE_URL = /^(https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?)(?:[/?][^\s"';,]*)?$/;

function mapDir() {
  return String($os.getenv('TASTEMAP_MAP_DIR') || '').replace(/\/+$/, '');
}

/** The configured tile URL (a `{z}/{x}/{y}` template or a .pmtiles URL), or null. */
function tilesUrl() {
  const url = String($os.getenv('TASTEMAP_MAP_TILES') || '').trim();
  return TILE_URL.test(url) ? url : null;
}

/** The origin of the configured tile URL, which the CSP lets the app fetch from; null without one. */
function tilesOrigin() {
  const match = (tilesUrl() || '').match(TILE_URL);
  return match ? match[1].toLowerCase() : null;
}

/** @param {unknown} value */
const numbers = (value) => (Array.isArray(value) && value.every((n) => typeof n === 'number') ? value : null);

/**
 * GET /api/app/maps: where each city's map is.
 * @param {core.RequestEvent} e
 */
function mapConfig(e) {
  /** @type {Object<string, unknown>} */
  const cities = {};
  const dir = mapDir();
  if (dir) {
    /** @type {{ cities?: Object<string, any> }} */
    let maps = {};
    try {
      maps = JSON.parse(toString($os.readFile(`${dir}/maps.json`)));
    } catch (_) {
      // No folder or no maps.json yet: no city has a map.
    }
    for (const slug of Object.keys(maps.cities || {})) {
      const entry = maps.cities?.[slug];
      if (!entry || typeof entry.file !== 'string' || !ARCHIVE_NAME.test(entry.file)) continue;
      cities[slug] = {
        url: `/maps/${entry.file}`,
        bytes: Number(entry.bytes) || 0,
        version: String(entry.version || ''),
        bounds: numbers(entry.bounds),
        center: numbers(entry.center),
        minzoom: Number(entry.minzoom) || 0,
        maxzoom: Number(entry.maxzoom) || 0,
        // A real extract (streets, water, parks) rather than the fallback drawn from public geography.
        streets: entry.source === 'extract',
      };
    }
  }
  e.response.header().set('Cache-Control', 'no-cache');
  return e.json(200, { tiles: tilesUrl(), cities });
}

/**
 * GET /maps/{file}: an archive, with Range support (http.ServeContent).
 * Archives are named by version, so a name's bytes never change.
 * @param {core.RequestEvent} e
 */
function serveArchive(e) {
  const file = e.request.pathValue('file');
  const dir = mapDir();
  if (!dir || !ARCHIVE_NAME.test(file)) throw new NotFoundError('There is no such map.');
  try {
    if ($os.stat(`${dir}/${file}`).isDir()) throw new Error('a folder');
  } catch (_) {
    throw new NotFoundError('There is no such map.');
  }
  const headers = e.response.header();
  headers.set('Content-Type', 'application/vnd.pmtiles');
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  return e.fileFS($os.dirFS(dir), file);
}

module.exports = { mapConfig, serveArchive, tilesOrigin, tilesUrl, ARCHIVE_NAME };
