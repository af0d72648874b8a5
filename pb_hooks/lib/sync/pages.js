// Catalog pages: a city's catalog as prebuilt, content-addressed files per
// access scope (src/domain/policy/pages.ts says which scopes exist, who gets
// which, and what each holds), so a first sync stops reading every row for
// every device. GET /api/app/sync?pages=1 lists the pages the caller's grants
// allow (listFor) and reads only what they do not hold; the device fetches them
// from GET /api/app/pages/{city}/{scope}/{hash} (servePage).
//
// - A page is a snapshot of its scope read at `asOf`. Its URL carries the
//   sha256 of its bytes, so it never changes: browsers, the service worker and
//   any CDN keep it for a year. A device that stored it then pulls what changed
//   after asOf through the route's delta, like a device that synced at asOf.
// - A page is built once and kept in app.store() (bounded); it is read again only
//   when it is older than PAGE_FRESH_MS and the server has written since asOf.
//   An evicted one, or one from before a restart, is read again from its key
//   when asked for; if its bytes changed meanwhile the old URL answers 410 and
//   the device asks the route again.
// - Its URL is signed: an HMAC of its path and an expiry, bucketed to the hour so
//   devices share URLs (and caches) within it. The route signs only the pages the
//   caller's grants allow; checking one costs an HMAC, no query. The key is
//   TASTEMAP_PAGES_SECRET, or else derived from the superusers' token secret,
//   which lives in the database and so survives restarts.

// Required once per JS runtime, when this module loads: a require() in the handler resolves its path on disk.
const access = require(`${__hooks}/lib/access.js`);
const { lastSyncedWrite } = require(`${__hooks}/lib/changes.js`);
const query = require(`${__hooks}/lib/sync/query.js`);

/** What the store keeps of a built page. @typedef {{ hash: string, asOf: string, builtAt: number, rows: number, bytes: number }} PageMeta */
/** A page as the route lists it. @typedef {{ url: string, scope: string, asOf: string, rows: number }} ListedPage */

const META_KEY = 'tastemap.page:';
const BODY_KEY = 'tastemap.pageBody:';
// Page bodies kept at once: a 5,000-place city's pages are a few megabytes each.
const MAX_BODIES = 200;
const HOUR_MS = 3600 * 1000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** @type {string} */
let secretKey = '';
/** The signing key (see the top of this file). @param {CoreApp} app */
function secret(app) {
  if (!secretKey) {
    const configured = String($os.getenv('TASTEMAP_PAGES_SECRET') || '');
    secretKey = configured || $security.hs256('tastemap catalog pages', app.findCollectionByNameOrId('_superusers').authToken.secret);
  }
  return secretKey;
}

/** @param {string} cityId @param {string} scope @param {string} hash */
function pathOf(cityId, scope, hash) {
  return `/api/app/pages/${cityId}/${scope}/${hash}`;
}

/** @param {CoreApp} app @param {string} path @param {number} exp seconds since the epoch */
function signatureOf(app, path, exp) {
  return $security.hs256(`${path}\n${exp}`, secret(app));
}

/** A signed URL, valid until the end of the next whole hour. @param {CoreApp} app @param {string} path */
function signedUrl(app, path) {
  const exp = (Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS) / 1000;
  return `${path}?exp=${exp}&sig=${signatureOf(app, path, exp)}`;
}

/**
 * Reads a page's rows and builds its JSON text: `{"changes":{table:[rows]}}`, or `{"notes":[{id,note,photo}]}`.
 * @param {CoreApp} app @param {string} cityId @param {string} scope
 * @returns {{ body: string, rows: number }}
 */
function readPageBody(app, cityId, scope) {
  const { pageSql, isNotesScope } = access.policy();
  const sql = pageSql(scope);
  const notes = isNotesScope(scope);
  const params = Object.assign({ city: cityId, user: '' }, sql.params);
  const parts = [];
  let rows = 0;
  for (const table of sql.tables) {
    const select = notes
      ? "json_object('id', [[id]], 'note', [[note]], 'photo', [[photo]])"
      : query.jsonSelect(app, table.name, table.name === 'tastemaker_places' ? { note: "''", photo: "''" } : null);
    const row = new DynamicModel({ json: '', n: 0 });
    app
      .db()
      .newQuery(
        `SELECT coalesce(group_concat(j, ','), '') AS json, count(*) AS n FROM (SELECT ${select} AS j FROM {{${table.name}}} WHERE (${table.where}) ORDER BY [[id]])`,
      )
      .bind(params)
      .one(row);
    rows += row.n;
    parts.push(notes ? `"notes":[${row.json}]` : `"${table.name}":[${row.json}]`);
  }
  return { body: notes ? `{${parts.join(',')}}` : `{"changes":{${parts.join(',')}}}`, rows };
}

/** Drops the oldest bodies past MAX_BODIES. @param {CoreApp} app */
function boundBodies(app) {
  const keys = app
    .store()
    .keys()
    .filter((key) => key.indexOf(BODY_KEY) === 0);
  if (keys.length <= MAX_BODIES) return;
  const aged = keys.map((key) => ({ key, at: (app.store().get(key) || { at: 0 }).at })).sort((a, b) => a.at - b.at);
  for (const { key } of aged.slice(0, keys.length - MAX_BODIES)) app.store().remove(key);
}

/** Reads a page now and keeps it. @param {CoreApp} app @param {string} cityId @param {string} scope @returns {PageMeta} */
function buildPage(app, cityId, scope) {
  const builtAt = Date.now();
  // asOf before the read: a row stamped earlier but committed after it falls in the delta's overlap.
  const asOf = new DateTime().string();
  const { body, rows } = readPageBody(app, cityId, scope);
  const hash = $security.sha256(body);
  app.store().set(BODY_KEY + hash, { body, at: builtAt });
  /** @type {PageMeta} */
  const meta = { hash, asOf, builtAt, rows, bytes: body.length };
  app.store().set(`${META_KEY}${cityId}/${scope}`, meta);
  boundBodies(app);
  return meta;
}

/** The page of a scope: the kept one while it is fresh enough, else a new one. @param {CoreApp} app @param {string} cityId @param {string} scope */
function pageFor(app, cityId, scope) {
  /** @type {PageMeta | null} */
  const kept = app.store().get(`${META_KEY}${cityId}/${scope}`);
  if (kept && app.store().has(BODY_KEY + kept.hash)) {
    const fresh = Date.now() - kept.builtAt < access.policy().PAGE_FRESH_MS;
    if (fresh || lastSyncedWrite(app) <= Date.parse(kept.asOf.replace(' ', 'T'))) return kept;
  }
  return buildPage(app, cityId, scope);
}

/**
 * The pages a caller with these grants is given in a city, signed; empty when they get none.
 * @param {CoreApp} app @param {string} cityId @param {import('../../../src/domain/policy/access').Grants} grants
 * @returns {ListedPage[]}
 */
function listFor(app, cityId, grants) {
  return access
    .policy()
    .pageScopesOf(grants)
    .map((/** @type {string} */ scope) => {
      const meta = pageFor(app, cityId, scope);
      return { url: signedUrl(app, pathOf(cityId, scope, meta.hash)), scope, asOf: meta.asOf, rows: meta.rows };
    });
}

/** Whether any city of the scope gets pages for a stream read from its start. @param {{ cityIds: string[], grants: Object<string, any> }} scope @param {Object<string, string>} highWater */
function pagedCities(scope, highWater) {
  const { pageScopesOf } = access.policy();
  return scope.cityIds.filter((cityId) => !highWater[`city:${cityId}`] && pageScopesOf(scope.grants[cityId]).length > 0);
}

/** @param {core.RequestEvent} e @param {number} status @param {string} message */
function refuse(e, status, message) {
  e.response.header().set('Cache-Control', 'no-store');
  return e.json(status, { status, message, data: {} });
}

/** GET /api/app/pages/{city}/{scope}/{hash}?exp=…&sig=…: a page, to whoever holds its signed URL. @param {core.RequestEvent} e */
function servePage(e) {
  const cityId = String(e.request.pathValue('city'));
  const scope = String(e.request.pathValue('scope'));
  const hash = String(e.request.pathValue('hash'));
  const params = e.request.url.query();
  const exp = parseInt(String(params.get('exp') || ''), 10);
  const sig = String(params.get('sig') || '');
  const path = pathOf(cityId, scope, hash);
  if (!(exp * 1000 > Date.now()) || !sig || !$security.equal(sig, signatureOf(e.app, path, exp))) {
    return refuse(e, 403, 'This page link is not valid, or no longer.');
  }
  if (!/^[a-z0-9]{1,40}$/.test(cityId) || !access.policy().isPageScope(scope)) return refuse(e, 404, 'No such page.');
  let kept = e.app.store().get(BODY_KEY + hash);
  if (!kept) {
    // Evicted, or from before a restart: read again from its key; the same bytes only if nothing changed.
    const meta = buildPage(e.app, cityId, scope);
    kept = meta.hash === hash ? e.app.store().get(BODY_KEY + hash) : null;
    if (!kept) return refuse(e, 410, 'This page changed; sync again.');
  }
  const headers = e.response.header();
  headers.set('Cache-Control', IMMUTABLE);
  headers.set('ETag', `"${hash}"`);
  headers.set('Vary', 'Accept-Encoding');
  return e.blob(200, 'application/json', kept.body);
}

module.exports = { listFor, pagedCities, servePage, buildPage };
