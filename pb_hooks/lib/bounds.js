// Every request is bounded before any work is done with it (the request
// middleware, middleware.pb.js, runs this ahead of every route and record hook):
// 1. its body's size, by route class, from Content-Length without reading a
//    byte; a body of unknown length (chunked) is read up to the limit and no
//    further. Over the limit: 413. A body at most 1 MB past its limit is then
//    read to its end and dropped, so that the client reads the 413: a server
//    that answers before the body is in closes the connection, and the client,
//    still sending, may see it reset and never read the answer. A larger one
//    is refused at once and its connection closed.
// 2. the shape of what it sent (JSON, or a form's fields): how deep it nests,
//    how long its lists and texts are, how many values it holds, in one walk
//    that stops at the first excess. Over: 400. Routes read the same bounds
//    through body() (lib/http.js), so none ever loops over more than this.
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

/** What one request may send, once parsed. Well above any route's own limits, far below what a loop minds. */
const SHAPE = {
  /** Objects and lists inside one another: a batch's writes nest five deep (requests, write, body, field, list). */
  depth: 8,
  /** Items in a list, or fields in an object: a batch holds at most 100 writes. */
  items: 200,
  /** Characters in one text (or one field's name): the guide's replies come back in its history, at most 4,000. */
  text: 10000,
  /** Values in all: every item, field and text counts once. */
  values: 10000,
};

/** @param {number} bytes */
function size(bytes) {
  return bytes >= 1024 * KB ? `${(bytes / (1024 * KB)).toFixed(1).replace(/\.0$/, '')} MB` : `${Math.round(bytes / KB)} KB`;
}

/** @param {number} n */
function count(n) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const MESSAGES = {
  depth: `The request nests too deeply (at most ${SHAPE.depth} levels).`,
  items: `A list in the request is too long (at most ${count(SHAPE.items)} items).`,
  fields: `An object in the request has too many fields (at most ${count(SHAPE.items)}).`,
  text: `A text in the request is too long (at most ${count(SHAPE.text)} characters).`,
  values: `The request holds too many values (at most ${count(SHAPE.values)}).`,
  unreadable: 'The request could not be read: send JSON, or a form.',
};

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
 * The first way `value` exceeds the bounds, or ''. One walk, each value visited at most once, stopping at
 * the first excess: linear in what was sent and never more than SHAPE.values steps.
 * @param {unknown} value
 * @returns {string}
 */
function shapeProblem(value) {
  let values = 0;
  /** @param {unknown} v @param {number} depth @returns {string} */
  const visit = (v, depth) => {
    values += 1;
    if (values > SHAPE.values) return MESSAGES.values;
    if (typeof v === 'string') return v.length > SHAPE.text ? MESSAGES.text : '';
    if (v === null || typeof v !== 'object') return '';
    if (depth >= SHAPE.depth) return MESSAGES.depth;
    if (Array.isArray(v)) {
      if (v.length > SHAPE.items) return MESSAGES.items;
      for (let i = 0; i < v.length; i++) {
        const problem = visit(v[i], depth + 1);
        if (problem) return problem;
      }
      return '';
    }
    const object = /** @type {Object<string, unknown>} */ (v);
    const keys = Object.keys(object);
    if (keys.length > SHAPE.items) return MESSAGES.fields;
    for (const key of keys) {
      if (key.length > SHAPE.text) return MESSAGES.text;
      const problem = visit(object[key], depth + 1);
      if (problem) return problem;
    }
    return '';
  };
  return visit(value, 0);
}

/** Throws 400 when `value` exceeds the bounds. @param {unknown} value */
function checkShape(value) {
  const problem = shapeProblem(value);
  if (problem) throw new BadRequestError(problem);
}

/** Whether PocketBase parses this request's body into its request info. @param {core.RequestEvent} e */
function hasParsedBody(e) {
  const type = String(e.request.header.get('Content-Type') || '');
  return (
    type.indexOf('application/json') === 0 ||
    type.indexOf('multipart/form-data') === 0 ||
    type.indexOf('application/x-www-form-urlencoded') === 0
  );
}

/**
 * The request middleware's check (middleware.pb.js): throws 413 for a body over its route's limit and 400
 * for one whose shape exceeds the bounds, before any route or record hook sees it.
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
  if (UPLOAD_ROUTES.indexOf(routeOf(e)) >= 0 || !hasParsedBody(e)) return;
  let info;
  try {
    info = e.requestInfo();
  } catch (_) {
    // Refused here, not left to the route: a parser that gave up has read part of the body, and the
    // route's own attempt would start after that part, on whatever the sender put there.
    throw new BadRequestError(MESSAGES.unreadable);
  }
  checkShape(info.body);
}

module.exports = { checkRequestBounds, checkShape, shapeProblem, LIMITS, SHAPE, UPLOAD_ROUTES };
