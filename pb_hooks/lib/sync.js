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
//
// Rows are serialised to JSON by SQLite itself (json_object), which keeps a
// 5,000-place first sync fast inside the JS hook runtime.
const { GLOBAL, CITY, OWN } = require(`${__hooks}/lib/collections.js`);
const { hasRole } = require(`${__hooks}/lib/http.js`);

// Tests shorten the overlap to assert exact row sets; 10 s in production.
const OVERLAP_MS = parseInt($os.getenv('TASTEMAP_SYNC_OVERLAP_MS'), 10) || 10000;
const DEFAULT_LIMIT = 5000;
const MAX_LIMIT = 20000;
const DEFAULT_CITY_SLUG = 'seoul';

function nowString() {
  return new DateTime().string();
}

function minusMs(timestamp, ms) {
  const date = new Date(timestamp.replace(' ', 'T'));
  if (isNaN(date.getTime())) return '';
  return new Date(date.getTime() - ms).toISOString().replace('T', ' ');
}

function decodeCursor(raw) {
  if (!raw) return { u: '', hw: {} };
  try {
    const cursor = JSON.parse(raw);
    if (!cursor || cursor.v !== 1 || typeof cursor.hw !== 'object') return { u: '', hw: {} };
    return cursor;
  } catch (_) {
    // An unreadable cursor costs a full sync, never an error.
    return { u: '', hw: {} };
  }
}

/** The streams the caller may read, with the SQL condition of each collection. */
function streamsFor(app, userId) {
  const live = app.findRecordsByFilter('cities', "status = 'live'", 'name', 0, 0);
  let cityIds = [];
  let isAdmin = false;
  if (userId) {
    const profile = require(`${__hooks}/lib/profiles.js`).ensureProfile(app, userId);
    const unlocked = profile.get('unlocked_cities') || [];
    isAdmin = hasRole(app, userId, 'admin');
    cityIds = live.filter((c) => isAdmin || c.get('is_free') || unlocked.indexOf(c.id) >= 0).map((c) => c.id);
  } else {
    cityIds = live.filter((c) => c.get('slug') === DEFAULT_CITY_SLUG).map((c) => c.id);
  }

  const streams = [{
    key: 'global',
    collections: GLOBAL.map((c) => ({
      name: c.name,
      where: c.name === 'vibes' ? "(status != 'pending' OR (created_by != '' AND created_by = {:user}) OR {:admin} = 1)" : '1=1',
    })),
    tombstones: "user = '' AND city = ''",
  }];
  for (const cityId of cityIds) {
    streams.push({
      key: `city:${cityId}`,
      collections: CITY.map((c) => ({ name: c.name, where: `[[${c.scope}]] = {:city}` })),
      tombstones: 'city = {:city}',
      params: { city: cityId },
    });
  }
  if (userId) {
    streams.push({
      key: 'own',
      collections: OWN.map((c) => ({ name: c.name, where: `[[${c.scope}]] = {:user}` })),
      tombstones: 'user = {:user}',
    });
  }
  return { streams, cityIds, isAdmin };
}

/** SELECT expressions that turn a row into a JSON object with the API's value types. */
const selectCache = {};
function jsonObjectSql(app, name) {
  if (selectCache[name]) return selectCache[name];
  const collection = app.findCollectionByNameOrId(name);
  const parts = [];
  for (const field of collection.fields) {
    const type = field.type();
    const col = `[[${field.getName()}]]`;
    if (field.getHidden() || type === 'password') continue;
    let expr = col;
    if (type === 'bool') expr = `CASE WHEN ${col} THEN json('true') ELSE json('false') END`;
    else if (type === 'json') expr = `json(CASE WHEN ${col} IS NULL OR ${col} = '' THEN 'null' ELSE ${col} END)`;
    else if ((type === 'relation' || type === 'select' || type === 'file') && field.isMultiple()) {
      expr = `json(CASE WHEN ${col} IS NULL OR ${col} = '' THEN '[]' ELSE ${col} END)`;
    }
    parts.push(`'${field.getName()}', ${expr}`);
  }
  selectCache[name] = `json_object(${parts.join(', ')})`;
  return selectCache[name];
}

const WINDOW = 'updated > {:from} AND updated <= {:to} AND (updated > {:afterUpdated} OR (updated = {:afterUpdated} AND id > {:afterId}))';

function readPage(app, table, select, where, params, limit) {
  const row = new DynamicModel({ json: '', n: 0, last: '' });
  app.db().newQuery(
    `SELECT coalesce(json_group_array(json(j)), '[]') AS json, count(*) AS n, coalesce(max(k), '') AS last FROM (
       SELECT ${select} AS j, (updated || '|' || id) AS k FROM {{${table}}}
       WHERE (${where}) AND ${WINDOW} ORDER BY updated, id LIMIT {:limit})`,
  ).bind(Object.assign({}, params, { limit })).one(row);
  return { json: row.json, n: row.n, last: row.last };
}

function countRows(app, table, where, params) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery(`SELECT count(*) AS n FROM {{${table}}} WHERE (${where}) AND ${WINDOW}`).bind(params).one(row);
  return row.n;
}

function handleSync(e) {
  const app = e.app;
  const userId = e.auth && e.auth.collection().name === 'users' ? e.auth.id : '';
  const query = e.request.url.query();
  const limit = Math.min(Math.max(parseInt(query.get('limit'), 10) || DEFAULT_LIMIT, 1), MAX_LIMIT);
  const cursor = decodeCursor(query.get('cursor'));
  const { streams, cityIds, isAdmin } = streamsFor(app, userId);

  // The catalog streams carry over a sign-in or sign-out; the own stream never
  // does. `reset` (comma-separated stream keys, or 'all') re-reads streams from
  // the start, which is how a device repairs rows after discarding a write.
  const highWater = Object.assign({}, cursor.hw);
  if (cursor.u !== userId) delete highWater.own;
  const reset = String(query.get('reset') || '').split(',').filter((key) => key);
  for (const key of reset) {
    if (key === 'all') for (const k of Object.keys(highWater)) delete highWater[k];
    else delete highWater[key];
  }
  let page = cursor.u === userId && cursor.p && !reset.length ? cursor.p : null;
  const streamKeys = streams.map((s) => s.key).join(',');
  if (page && page.keys !== streamKeys) page = null;

  const baseParams = { user: userId, admin: isAdmin ? 1 : 0, afterUpdated: '', afterId: '' };
  if (!page) {
    const to = nowString();
    const from = {};
    let total = 0;
    for (const stream of streams) {
      from[stream.key] = highWater[stream.key] ? minusMs(highWater[stream.key], OVERLAP_MS) : '';
      const params = Object.assign({}, baseParams, stream.params || {}, { from: from[stream.key], to });
      for (const c of stream.collections) total += countRows(app, c.name, c.where, params);
      total += countRows(app, 'tombstones', stream.tombstones, params);
    }
    page = { keys: streamKeys, to, from, s: 0, c: 0, au: '', aid: '', done: 0, total };
  }

  const changes = {};
  const deletions = [];
  let budget = limit;
  let more = false;
  outer:
  for (let s = page.s; s < streams.length; s++) {
    const stream = streams[s];
    const tables = stream.collections.concat([{ name: 'tombstones', where: stream.tombstones, tombstones: true }]);
    for (let c = s === page.s ? page.c : 0; c < tables.length; c++) {
      const table = tables[c];
      const resume = s === page.s && c === page.c;
      const params = Object.assign({}, baseParams, stream.params || {}, {
        from: page.from[stream.key] || '', to: page.to,
        afterUpdated: resume ? page.au : '', afterId: resume ? page.aid : '',
      });
      const select = table.tombstones ? 'json_array(collection_name, record_id, updated)' : jsonObjectSql(app, table.name);
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

  const next = { v: 1, u: userId, hw: {} };
  if (more) {
    next.hw = highWater;
    next.p = page;
  } else {
    for (const stream of streams) next.hw[stream.key] = page.to;
  }

  const joinArrays = (parts) => `[${parts.map((p) => p.slice(1, -1)).filter((p) => p.length).join(',')}]`;
  const body = `{"cursor":${JSON.stringify(JSON.stringify(next))},"more":${more},`
    + `"progress":{"done":${page.done},"total":${page.total}},`
    + `"scope":{"user":${JSON.stringify(userId)},"cities":${JSON.stringify(cityIds)}},`
    + `"changes":{${Object.keys(changes).map((name) => `"${name}":${joinArrays(changes[name])}`).join(',')}},`
    + `"deletions":${joinArrays(deletions)}}`;
  e.response.header().set('Cache-Control', 'no-store');
  return e.blob(200, 'application/json', body);
}

module.exports = { handleSync, OVERLAP_MS };
