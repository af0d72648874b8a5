// Every request is bounded before any work is done with it (the request
// middleware, middleware.pb.js, runs this ahead of every route and record hook):
// its body's size, by route class, from Content-Length without reading a
// byte; a body of unknown length (chunked) is read up to the limit and no
// further. Over the limit: 413. A body at most 1 MB past its limit is then
// read to its end and dropped, so that the client reads the 413: a server
// that answers before the body is in closes the connection, and the client,
// still sending, may see it reset and never read the answer. A larger one
// is refused at once and its connection closed.
// Superusers keep PocketBase's own limits: the dashboard imports collections
// and uploads backups.

const KB = 1024;

/**
 * Bytes a body may have, by route class. JSON answers the custom routes and
 * single record writes: the largest real one is a question to the guide with
 * ten turns of history (model replies of up to 4,000 characters, three bytes
 * each in Korean), about 80 KB. A batch carries up to 100 writes (the outbox
 * sends 50): 100 reviews with 2,000-character Korean comments as the app
 * sends them measure about 630 KB (tests/integration/bounds.test.ts). An
 * upload is one photo of at most 5 MB (src/domain/images.ts) and its form.
 */
const LIMITS = {
  json: 128 * KB,
  batch: 768 * KB,
  /** Added to the photo's own limit for the multipart framing and the form's other fields. */
  form: 64 * KB,
  /** How far past its limit a refused body is still read (and dropped) for its client to read the answer. */
  overshoot: 1024 * KB,
};

/** Bytes read at a time while dropping a refused body. */
const PIECE = 256 * KB;

/**
 * Routes that take a file, by their pattern (method and path as registered): they get the photo's
 * limit. A new upload route must be added here, or its uploads are refused as too large.
 */
const UPLOAD_ROUTES = ['POST /api/app/photos/{collection}/{id}'];
const BATCH_ROUTE = 'POST /api/batch';
const RECORD_WRITES = ['POST /api/collections/{collection}/records', 'PATCH /api/collections/{collection}/records/{id}'];

/** @param {number} bytes */
function size(bytes) {
  return bytes >= 1024 * KB ? `${(bytes / (1024 * KB)).toFixed(1).replace(/\.0$/, '')} MB` : `${Math.round(bytes / KB)} KB`;
}

/** The route pattern a request matched, as registered: 'POST /api/batch'. @param {core.RequestEvent} e */
function routeOf(e) {
  return String(e.request.pattern || '');
}

/**
 * The largest body a record write may send: JSON's limit, plus each file field's own limit when it sends a
 * form (files). PocketBase's own bound is 32 MB plus the same.
 * @param {core.RequestEvent} e
 */
function recordWriteLimit(e) {
  const type = String(e.request.header.get('Content-Type') || '');
  if (type.indexOf('multipart/form-data') !== 0) return LIMITS.json;
  let collection;
  try {
    collection = e.app.findCachedCollectionByNameOrId(e.request.pathValue('collection'));
  } catch (_) {
    return LIMITS.json;
  }
  let limit = LIMITS.json;
  const fields = collection.fields;
  for (let i = 0; i < fields.length; i++) {
    const field = /** @type {any} */ (fields[i]);
    if (field && field.type() === 'file') limit += Number(field.calculateMaxBodySize());
  }
  return limit;
}

/** The largest body the request's route takes. @param {core.RequestEvent} e */
function limitFor(e) {
  const route = routeOf(e);
  if (UPLOAD_ROUTES.indexOf(route) >= 0) return require(`${__hooks}/lib/generated/images.js`).PHOTO_MAX_BYTES + LIMITS.form;
  if (route === BATCH_ROUTE) return LIMITS.batch;
  if (RECORD_WRITES.indexOf(route) >= 0) return recordWriteLimit(e);
  return LIMITS.json;
}

/**
 * The 413 for a body over `limit`, once what is left of it (`read` bytes are in) is read and dropped, when it
 * ends within the overshoot; a longer one stays unread, and so does one its client has not sent yet
 * (`Expect: 100-continue`: Go asks for the body only when something reads it).
 * @param {core.RequestEvent} e @param {number} limit @param {number} length its Content-Length, -1 unknown @param {number} read
 */
function tooLarge(e, limit, length, read) {
  const waiting = read === 0 && /100-continue/i.test(String(e.request.header.get('Expect') || ''));
  if (!waiting && length <= limit + LIMITS.overshoot) {
    for (let total = read; total <= limit + LIMITS.overshoot;) {
      const piece = toBytes(e.request.body, PIECE).length;
      total += piece;
      if (piece < PIECE) break;
    }
  }
  return new ApiError(413, `The request is too large: at most ${size(limit)} here.`);
}

/**
 * The request middleware's check (middleware.pb.js): throws 413 for a body over its route's limit, before
 * any route or record hook sees it.
 * @param {core.RequestEvent} e
 */
function checkRequestBounds(e) {
  const length = Number(e.request.contentLength);
  if (length === 0 || e.hasSuperuserAuth()) return;
  const limit = limitFor(e);
  if (length > limit) throw tooLarge(e, limit, length, 0);
  if (length < 0) {
    // Unknown length (chunked): read one byte past the limit at most. A body within it is kept, and
    // rewound for whoever reads it next.
    const read = toBytes(e.request.body, limit + 1);
    if (read.length > limit) throw tooLarge(e, limit, length, read.length);
    const body = /** @type {any} */ (e.request.body);
    if (body && typeof body.reread === 'function') body.reread();
  }
}

module.exports = { checkRequestBounds, LIMITS, UPLOAD_ROUTES };
