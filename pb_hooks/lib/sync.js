// The pull side of sync: GET /api/app/sync?cursor=…&limit=…
//
// One request answers everything that changed since the cursor, for every
// stream the caller may read (lib/collections.js): the global catalog, the
// catalog of each city the caller may open (the default city for visitors),
// the caller's own rows, and tombstones of deleted rows.
//
// Correctness:
// - A round reads rows with from < updated <= to, `to` fixed when the round
//   starts; the next round starts OVERLAP_MS before the last `to`, so a row
//   whose `updated` was stamped before `to` but committed after we read it is
//   still delivered. Rows may arrive twice; clients upsert, so that is harmless.
// - A round larger than `limit` rows is split into pages ordered by
//   (updated, id); the cursor remembers the position, `more` says to ask again,
//   and `progress` counts rows for a progress bar.
// - A city entering the caller's scope (an unlock) or a different user starts
//   that stream from the beginning.
// - Access (src/domain/policy, through lib/access.js): each city stream sends
//   only what the caller's grants there allow, notes blanked where they do not
//   follow the picker. The cursor remembers the grants the device was last
//   served with: newly followed tastemakers get a one-off `fill:<city>` stream
//   of what their picks open up (a whole-city grant re-reads the city), and the
//   last page carries the new grants so the device prunes what it lost.
//
// Rows are serialised to JSON by SQLite itself (json_object), which keeps a
// 5,000-place first sync fast inside the JS hook runtime.
const { GLOBAL } = require(`${__hooks}/lib/collections.js`);
const access = require(`${__hooks}/lib/access.js`);

// Tests shorten the overlap to assert exact row sets; 10 s in production.
const OVERLAP_MS = parseInt($os.getenv('TASTEMAP_SYNC_OVERLAP_MS'), 10) || 10000;
// A first sync of a 5,000-place city is about 32,000 rows: two pages. Each page costs a fixed
// part (the caller, their grants, the window) besides its rows, so fewer, larger pages are faster.
const DEFAULT_LIMIT = 20000;
const MAX_LIMIT = 20000;
const CURSOR_VERSION = 2;

/** @typedef {import('../../src/domain/policy/access').Grants} Grants */
/** @typedef {import('../../src/domain/policy/sql').CityScopeSql} CityScopeSql */
/**
 * What a device echoes back: whose rows it holds (`u`), each stream's high-water
 * mark (`hw`), the packed grants of each city it was last served with (`g`),
 * and the page in progress (`p`).
 * @typedef {{ v?: number, u: string, hw: Object<string, string>, g: Object<string, string>, p?: Page }} Cursor
 */
/**
 * A round in progress: its streams and grants (`keys`), its window (`from`, `to`),
 * where it stopped (stream `s`, table `c`, after row `au`|`aid`) and its progress.
 * @typedef {{ keys: string, to: string, from: Object<string, string>, s: number, c: number, au: string, aid: string, done: number, total: number }} Page
 */
/** @typedef {{ name: string, where: string, overrides?: Object<string, string> | null, tombstones?: boolean }} Table */
/** @typedef {{ key: string, collections: Table[], tombstones: string, params?: Object<string, string> }} Stream */

function nowString() {
  return new DateTime().string();
}

/** A PocketBase date string `ms` earlier, '' when it does not parse. @param {string} timestamp @param {number} ms */
function minusMs(timestamp, ms) {
  const date = new Date(timestamp.replace(' ', 'T'));
  if (isNaN(date.getTime())) return '';
  return new Date(date.getTime() - ms).toISOString().replace('T', ' ');
}

/**
 * Where a round ends. `now` would do, but then every answer differs; when the
 * newest row in scope is older than the overlap, ending the round just past it
 * is as safe (a row stamped earlier has committed by then, a later one falls
 * in the next round's overlap) and makes the answer a function of the data:
 * an unchanged city answers the same bytes, which an ETag can then validate.
 * @param {string} now @param {string} newest
 */
function roundEnd(now, newest) {
  if (!newest) return now;
  const settled = minusMs(newest, -OVERLAP_MS);
  return settled && settled < now ? settled : now;
}

/** @param {string} raw @returns {Cursor} */
function decodeCursor(raw) {
  /** @type {Cursor} */
  const empty = { u: '', hw: {}, g: {} };
  if (!raw) return empty;
  try {
    const cursor = JSON.parse(raw);
    const isMap = (/** @type {unknown} */ value) => !!value && typeof value === 'object' && !Array.isArray(value);
    if (!isMap(cursor) || cursor.v !== CURSOR_VERSION || !isMap(cursor.hw) || !isMap(cursor.g)) return empty;
    return cursor;
  } catch (_) {
    // An unreadable cursor costs a full sync, never an error.
    return empty;
  }
}

/** @param {string} key @param {string} cityId @param {CityScopeSql} scope @returns {Stream} */
function cityStream(key, cityId, scope) {
  const { CITY_CONTENT } = access.policy();
  return {
    key,
    collections: CITY_CONTENT.map((name) => ({
      name,
      where: scope.where[name],
      overrides: name === 'tastemaker_places' ? { note: scope.note } : null,
    })),
    tombstones: key.indexOf('fill:') === 0 ? '0' : 'city = {:city}',
    params: Object.assign({ city: cityId }, scope.params),
  };
}

/**
 * The sorted ids of each city's tastemakers: what the cursor's grant masks are read against.
 * @param {CoreApp} app
 * @returns {Object<string, string[]>}
 */
function tastemakersByCity(app) {
  /** @type {Object<string, string[]>} */
  const byCity = {};
  for (const link of access.cityLinks(app)) (byCity[link.city] = byCity[link.city] || []).push(link.tastemaker);
  for (const city of Object.keys(byCity)) byCity[city].sort();
  return byCity;
}

/**
 * The streams the caller may read, with the SQL condition of each collection, and their grants per city.
 * @param {CoreApp} app @param {string} userId
 */
function streamsFor(app, userId) {
  const { VIBE_READABLE_SQL, APPROVED_VIBE_LINK_SQL, cityScopeSql } = access.policy();
  const caller = access.loadCaller(app, userId);
  const grants = access.grantsByCity(app, caller);
  const cityIds = Object.keys(grants);
  const linked = tastemakersByCity(app);
  /** @type {Object<string, string>} */
  const where = { vibes: VIBE_READABLE_SQL, tastemaker_vibes: APPROVED_VIBE_LINK_SQL };
  /** @type {Stream[]} */
  const streams = [
    {
      key: 'global',
      collections: GLOBAL.map((c) => ({ name: c.name, where: where[c.name] || '1=1' })),
      tombstones: "user = '' AND city = ''",
    },
  ];
  for (const cityId of cityIds) streams.push(cityStream(`city:${cityId}`, cityId, cityScopeSql(grants[cityId])));
  if (userId) {
    const { OWN } = require(`${__hooks}/lib/collections.js`);
    streams.push({
      key: 'own',
      collections: OWN.map((c) => ({ name: c.name, where: `[[${c.scope}]] = {:user}` })),
      tombstones: 'user = {:user}',
    });
  }
  return { streams, cityIds, grants, linked };
}

/** SELECT expressions that turn a row into a JSON object with the API's value types; `overrides` replace a column's value. */
/** @type {Object<string, string>} */
const selectCache = {};
/** @param {CoreApp} app @param {string} name @param {Table['overrides']} [overrides] */
function jsonObjectSql(app, name, overrides) {
  const cacheKey = overrides ? `${name}:${JSON.stringify(overrides)}` : name;
  if (selectCache[cacheKey]) return selectCache[cacheKey];
  const collection = app.findCollectionByNameOrId(name);
  const parts = [];
  for (const field of collection.fields) {
    const type = field.type();
    const col = `[[${field.getName()}]]`;
    if (field.getHidden() || type === 'password') continue;
    let expr = col;
    if (overrides && overrides[field.getName()]) expr = overrides[field.getName()];
    else if (type === 'bool') expr = `CASE WHEN ${col} THEN json('true') ELSE json('false') END`;
    else if (type === 'json') expr = `json(CASE WHEN ${col} IS NULL OR ${col} = '' THEN 'null' ELSE ${col} END)`;
    else if ((type === 'relation' || type === 'select' || type === 'file') && field.isMultiple()) {
      expr = `json(CASE WHEN ${col} IS NULL OR ${col} = '' THEN '[]' ELSE ${col} END)`;
    }
    parts.push(`'${field.getName()}', ${expr}`);
  }
  selectCache[cacheKey] = `json_object(${parts.join(', ')})`;
  return selectCache[cacheKey];
}

const WINDOW = 'updated > {:from} AND updated <= {:to} AND (updated > {:afterUpdated} OR (updated = {:afterUpdated} AND id > {:afterId}))';

/**
 * One page of a table's rows in the window, as comma-separated JSON objects (no brackets: pages of
 * several tables join without re-reading megabytes of text), with their count and the position of the last.
 * @param {CoreApp} app @param {string} table @param {string} select @param {string} where @param {dbx.Params} params @param {number} limit
 * @returns {{ json: string, n: number, last: string }}
 */
function readPage(app, table, select, where, params, limit) {
  const row = new DynamicModel({ json: '', n: 0, last: '' });
  app
    .db()
    .newQuery(
      `SELECT coalesce(group_concat(j, ','), '') AS json, count(*) AS n, coalesce(max(k), '') AS last FROM (
       SELECT ${select} AS j, (updated || '|' || id) AS k FROM {{${table}}}
       WHERE (${where}) AND ${WINDOW} ORDER BY updated, id LIMIT {:limit})`,
    )
    .bind(Object.assign({}, params, { limit }))
    .one(row);
  return { json: row.json, n: row.n, last: row.last };
}

/**
 * How many rows of a table are in the window, and the newest one's time.
 * @param {CoreApp} app @param {string} table @param {string} where @param {dbx.Params} params
 * @returns {{ n: number, newest: string }}
 */
function countRows(app, table, where, params) {
  const row = new DynamicModel({ n: 0, newest: '' });
  app
    .db()
    .newQuery(`SELECT count(*) AS n, coalesce(max(updated), '') AS newest FROM {{${table}}} WHERE (${where}) AND ${WINDOW}`)
    .bind(params)
    .one(row);
  return { n: row.n, newest: row.newest };
}

/**
 * Streams for what newly followed tastemakers open up, in cities whose stream the device already has.
 * @param {string[]} cityIds @param {Object<string, Grants>} grants @param {Object<string, string[]>} linked
 * @param {Object<string, string>} previous @param {Object<string, string>} highWater
 * @returns {Stream[]}
 */
function fillStreams(cityIds, grants, linked, previous, highWater) {
  const { grantsGained, cityScopeSql } = access.policy();
  const { unpackGrants } = require(`${__hooks}/lib/generated/sync-cursor.js`);
  const fills = [];
  for (const cityId of cityIds) {
    const key = `city:${cityId}`;
    // A stream read from its start needs no fill.
    if (!highWater[key]) continue;
    const gained = grantsGained(unpackGrants(previous[cityId], linked[cityId] || []), grants[cityId]);
    if (gained.reset) delete highWater[key];
    else if (gained.added.length)
      fills.push(cityStream(`fill:${cityId}`, cityId, cityScopeSql(grants[cityId], { onlyPickedBy: gained.added })));
  }
  return fills;
}

/** @param {core.RequestEvent} e */
function handleSync(e) {
  const app = e.app;
  const userId = access.callerId(e);
  const query = e.request.url.query();
  const limit = Math.min(Math.max(parseInt(query.get('limit'), 10) || DEFAULT_LIMIT, 1), MAX_LIMIT);
  const cursor = decodeCursor(query.get('cursor'));
  const scope = streamsFor(app, userId);
  const { cityIds, grants, linked } = scope;
  const { packGrants } = require(`${__hooks}/lib/generated/sync-cursor.js`);
  /** @type {Object<string, string>} */
  const packed = {};
  for (const cityId of cityIds) packed[cityId] = packGrants(grants[cityId], linked[cityId] || []);

  // The catalog streams carry over a sign-in or sign-out; the own stream never
  // does. `reset` (comma-separated stream keys, or 'all') re-reads streams from
  // the start, which is how a device repairs rows after discarding a write.
  const highWater = Object.assign({}, cursor.hw);
  if (cursor.u !== userId) delete highWater.own;
  const reset = String(query.get('reset') || '')
    .split(',')
    .filter((key) => key);
  for (const key of reset) {
    if (key === 'all') for (const k of Object.keys(highWater)) delete highWater[k];
    else delete highWater[key];
  }
  const streams = scope.streams.concat(fillStreams(cityIds, grants, linked, cursor.g, highWater));

  // A page in progress goes on only while the streams and the grants they were read with are the same.
  const streamKeys = `${streams.map((s) => s.key).join(',')}#${cityIds.map((id) => packed[id]).join(';')}`;
  /** @type {Page | null | undefined} */
  let page = cursor.u === userId && cursor.p && !reset.length ? cursor.p : null;
  if (page && page.keys !== streamKeys) page = null;

  const baseParams = { user: userId, afterUpdated: '', afterId: '' };
  // Nothing synced was written since the oldest window starts: no table can hold a row for this round.
  let quiet = false;
  let lastWrite = '';
  if (!page) {
    const lastWriteMs = require(`${__hooks}/lib/changes.js`).lastSyncedWrite(app);
    lastWrite = lastWriteMs ? new Date(lastWriteMs).toISOString().replace('T', ' ') : '';
    const starts = streams.map((stream) => (highWater[stream.key] ? minusMs(highWater[stream.key], OVERLAP_MS) : ''));
    const oldest = starts.reduce((min, start) => (start < min ? start : min));
    quiet = !!oldest && lastWriteMs <= Date.parse(oldest.replace(' ', 'T'));
  }
  if (!page) {
    const now = nowString();
    /** @type {Object<string, string>} */
    const from = {};
    let total = 0;
    // The round also ends past the server's last synced write, even one outside this caller's scope:
    // then the next round's window starts after it and finds the server quiet (the fast path above).
    let newest = lastWrite;
    for (const stream of streams) {
      from[stream.key] = highWater[stream.key] ? minusMs(highWater[stream.key], OVERLAP_MS) : '';
      // An idle stream ends where it last did, so an idle device's cursor (and answer) stays the same.
      if (from[stream.key] > newest) newest = from[stream.key];
      const params = Object.assign({}, baseParams, stream.params || {}, { from: from[stream.key], to: now });
      const tables = quiet ? [] : stream.collections.concat([{ name: 'tombstones', where: stream.tombstones }]);
      for (const c of tables) {
        const counted = countRows(app, c.name, c.where, params);
        total += counted.n;
        if (counted.newest > newest) newest = counted.newest;
      }
    }
    // Every row counted is at or before `newest`, so ending the round past it leaves the count as it is;
    // and the round never ends before a stream's last end, so high-water marks only move forward.
    page = { keys: streamKeys, to: roundEnd(now, newest), from, s: 0, c: 0, au: '', aid: '', done: 0, total };
  }

  /** @type {Object<string, string[]>} */
  const changes = {};
  /** @type {string[]} */
  const deletions = [];
  let budget = limit;
  let more = false;
  outer: for (let s = quiet ? streams.length : page.s; s < streams.length; s++) {
    const stream = streams[s];
    /** @type {Table[]} */
    const tables = stream.collections.concat([{ name: 'tombstones', where: stream.tombstones, tombstones: true }]);
    for (let c = s === page.s ? page.c : 0; c < tables.length; c++) {
      const table = tables[c];
      const resume = s === page.s && c === page.c;
      const params = Object.assign({}, baseParams, stream.params || {}, {
        from: page.from[stream.key] || '',
        to: page.to,
        afterUpdated: resume ? page.au : '',
        afterId: resume ? page.aid : '',
      });
      const select = table.tombstones ? 'json_array(collection_name, record_id, updated)' : jsonObjectSql(app, table.name, table.overrides);
      const result = readPage(app, table.name, select, table.where, params, budget);
      if (result.n > 0) {
        if (table.tombstones) deletions.push(result.json);
        else (changes[table.name] = changes[table.name] || []).push(result.json);
      }
      budget -= result.n;
      page.done += result.n;
      if (budget <= 0) {
        const [au, aid] = result.last.split('|');
        Object.assign(page, { s, c, au, aid });
        more = true;
        break outer;
      }
    }
  }

  // Until the round ends, the cursor keeps the grants the device was last served with.
  /** @type {Cursor} */
  const next = { v: CURSOR_VERSION, u: userId, hw: {}, g: cursor.g };
  if (more) {
    next.hw = highWater;
    next.p = page;
  } else {
    for (const stream of scope.streams) next.hw[stream.key] = page.to;
    next.g = packed;
  }
  // The last page tells the device its grants when they changed, so it drops what it may no longer read.
  const grantsChanged = !more && (Object.keys(cursor.g).length !== cityIds.length || cityIds.some((id) => cursor.g[id] !== packed[id]));

  const joinArrays = (/** @type {string[]} */ parts) => `[${parts.join(',')}]`;
  const body =
    `{"cursor":${JSON.stringify(JSON.stringify(next))},"more":${more},` +
    `"progress":{"done":${page.done},"total":${page.total}},` +
    `"scope":{"user":${JSON.stringify(userId)},"cities":${JSON.stringify(cityIds)}${grantsChanged ? `,"grants":${JSON.stringify(grants)}` : ''}},` +
    `"changes":{${Object.keys(changes)
      .map((name) => `"${name}":${joinArrays(changes[name])}`)
      .join(',')}},` +
    `"deletions":${joinArrays(deletions)}}`;
  // The answer depends on the caller (Authorization) and the cursor (in the URL). When the data has not
  // changed it is the same bytes, so a browser, service worker or CDN that kept it revalidates for nothing.
  const etag = `"${$security.sha256(body)}"`;
  const headers = e.response.header();
  headers.set('ETag', etag);
  headers.set('Cache-Control', 'private, no-cache');
  headers.set('Vary', 'Authorization');
  if (matchesEtag(String(e.request.header.get('If-None-Match') || ''), etag)) return e.noContent(304);
  return e.blob(200, 'application/json', body);
}

/** RFC 9110 If-None-Match: a list of (possibly weak) tags, or `*`. @param {string} header @param {string} etag */
function matchesEtag(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

module.exports = { handleSync, OVERLAP_MS };
