// How a sync answer goes out: its JSON text, joined from the parts SQLite
// serialised (lib/sync/query.js) without parsing them again, and an ETag, so a
// browser, service worker or CDN that kept an unchanged answer revalidates it
// for nothing.

/**
 * The answer without its rows: the cursor, whether to ask again, the progress, and the scope (with the
 * grants when they changed). Opens the JSON object; body() closes it.
 * The first answer of a round that starts cities from catalog pages lists them (`pages`): the device
 * stores them before this answer's rows and cursor.
 * A signed-in caller's scope lists the shared collections they are a member of (`shared`): the device drops
 * any other collection it holds that is not its own.
 * @param {{ cursor: string, more: boolean, done: number, total: number, userId: string, cityIds: string[], grants: Object<string, unknown> | null, pages?: unknown[], shared?: string[] }} parts
 */
function envelopeOf(parts) {
  return (
    `{"cursor":${JSON.stringify(parts.cursor)},"more":${parts.more},` +
    `"progress":{"done":${parts.done},"total":${parts.total}},` +
    `"scope":{"user":${JSON.stringify(parts.userId)},"cities":${JSON.stringify(parts.cityIds)}` +
    `${parts.userId ? `,"shared":${JSON.stringify(parts.shared || [])}` : ''}` +
    `${parts.grants ? `,"grants":${JSON.stringify(parts.grants)}` : ''}},` +
    `${parts.pages && parts.pages.length ? `"pages":${JSON.stringify(parts.pages)},` : ''}`
  );
}

/**
 * The whole answer: the envelope, then the rows by table and the deletions, each a list of JSON texts
 * without brackets.
 * @param {string} envelope @param {Object<string, string[]>} changes @param {string[]} deletions
 */
function bodyOf(envelope, changes, deletions) {
  const joinArrays = (/** @type {string[]} */ parts) => `[${parts.join(',')}]`;
  const tables = Object.keys(changes).map((name) => `"${name}":${joinArrays(changes[name])}`);
  return `${envelope}"changes":{${tables.join(',')}},"deletions":${joinArrays(deletions)}}`;
}

/**
 * A weak validator of an answer, from what it was made of rather than from its bytes: hashing a first
 * sync's megabytes cost more than reading them (non-ASCII text is UTF-16 in the JS runtime, and every
 * handover to Go re-encodes it). Each table's part is the rows its query (SQL and parameters, so the
 * access policy and the fields too) found in a window of `updated`, in order, up to a limit. Within a
 * window no row can appear (a write stamps `updated` with the present, and the sync already relies on
 * that), and a row that is edited or deleted leaves it: the part then has fewer rows, or a different
 * last one. So the count, the last row and the length of each part, with the rest of the answer,
 * identify it. Weak (W/), as RFC 9110 allows for a tag that is not a hash of the bytes.
 * @param {string} envelope the answer without its rows @param {string[]} made one line per table read
 */
function validatorOf(envelope, made) {
  return `W/"${$security.sha256(`${envelope}\n${made.join('\n')}`)}"`;
}

/** RFC 9110 If-None-Match: a list of (possibly weak) tags, or `*`. @param {string} header @param {string} etag */
function matchesEtag(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends an answer and its validator. The answer depends on the caller (Authorization) and the cursor (in the
 * URL); when the data has not changed it is the same bytes, so a revalidation gets a 304.
 * @param {core.RequestEvent} e @param {string} body @param {string} etag
 */
function send(e, body, etag) {
  const headers = e.response.header();
  headers.set('ETag', etag);
  headers.set('Cache-Control', 'private, no-cache');
  headers.set('Vary', 'Authorization, Accept-Encoding');
  if (matchesEtag(String(e.request.header.get('If-None-Match') || ''), etag)) return e.noContent(304);
  return e.blob(200, 'application/json', body);
}

module.exports = { envelopeOf, bodyOf, validatorOf, send };
