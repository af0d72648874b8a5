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
// - An idle device (nothing synced written since its cursor) costs no table
//   read: the caller's scope and the answers to their idle cursors are kept
//   between requests, and forgotten when anything they were made of changes
//   (see "What an idle device's sync needs" below).
//
// Rows are serialised to JSON by SQLite itself (json_object), which keeps a
// 5,000-place first sync fast inside the JS hook runtime.
// Required once per JS runtime, when this module loads: a require() in the handler resolves its path on disk.
const { GLOBAL, OWN } = require(`${__hooks}/lib/collections.js`);
const access = require(`${__hooks}/lib/access.js`);
const { CURSOR_VERSION, packGrants, unpackGrants, readCursor, writeCursor } = require(`${__hooks}/lib/generated/sync-cursor.js`);
const { lastSyncedWrite } = require(`${__hooks}/lib/changes.js`);

// Tests shorten the overlap to assert exact row sets; 10 s in production.
const OVERLAP_MS = parseInt($os.getenv('TASTEMAP_SYNC_OVERLAP_MS'), 10) || 10000;
// A first sync of a 5,000-place city is about 32,000 rows: two pages. Each page costs a fixed
// part (the caller, their grants, the window) besides its rows, so fewer, larger pages are faster.
const DEFAULT_LIMIT = 20000;
const MAX_LIMIT = 20000;

/** @typedef {import('../../src/domain/policy/access').Grants} Grants */
/** @typedef {import('../../src/domain/policy/sql').CityScopeSql} CityScopeSql */
/** What a device echoes back (its format: src/domain/sync-cursor.ts). @typedef {import('../../src/domain/sync-cursor').SyncCursor} Cursor */
/** A round whose answer comes in pages. @typedef {import('../../src/domain/sync-cursor').RoundInProgress} Page */
/** @typedef {{ name: string, where: string, overrides?: Object<string, string> | null, tombstones?: boolean }} Table */
/** @typedef {{ key: string, collections: Table[], tombstones: string, params?: Object<string, string> }} Stream */
/** @typedef {{ cityIds: string[], grants: Object<string, Grants>, packed: Object<string, string> }} Scope */
/** @typedef {{ cityId: string, added: string[] }} Fill */
/** @typedef {{ cursor: string, quietSince: number, body: string, etag: string }} IdleAnswer */
/**
 * A caller's scope as app.store() keeps it (see keptScope): `scope` is a Scope as JSON, `idle` the answers
 * to the caller's idle cursors in it, newest first.
 * @typedef {{ id: string, shared: number, until: number, at: number, scope: string, idle: IdleAnswer[] }} KeptScope
 */

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

/** @param {string} key @param {string} cityId @param {CityScopeSql} scope @returns {Stream} */
function cityStream(key, cityId, scope) {
  const { CITY_CONTENT } = access.policy();
  return {
    key,
    collections: CITY_CONTENT.map((name) => ({
      name,
      where: scope.where[name],
      overrides: name === 'tastemaker_places' ? { note: scope.note, photo: scope.pickPhoto } : null,
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

// ---- What an idle device's sync needs, kept between requests ----
//
// Most syncs come from idle devices, which send the cursor they were last
// given and get the same bytes back. Each caller's scope (the cities they may
// open, their grants in each, packed as the cursor keeps them) and the answers
// to their idle cursors (one per device) are kept in app.store(), so such a
// sync reads no table and builds no answer.
//
// A scope is read from the caller's rows and the cities (access.CALLER_ROWS,
// SHARED_ROWS), which change only through record saves whose hooks run after
// the commit (forgetScope, registered in changes.pb.js), and it depends on the
// time only through the caller's end dates (access.nextTermChange). So it holds
// until:
// - a row of the caller's changes: the hook removes the entry, after moving a
//   clock that whoever stores an entry checks afterwards, so a scope read from
//   rows that changed meanwhile is never kept;
// - a city or a city's list of tastemakers changes: an entry remembers the
//   shared clock it was read at, and the hook moves that clock;
// - the earliest end date in the caller's terms that was still to come passes.
// An idle answer is kept with the scope it was made in, for its cursor, and
// only once its round ended before the request (roundEnd): nothing else it is
// made of changes while the server stays quiet since the cursor's oldest window
// starts (`quietSince`, checked against lastSyncedWrite).
const SCOPE_KEY = 'tastemap.syncScope:';
const CALLER_CLOCK_KEY = 'tastemap.syncScopeCallerClock';
const SHARED_CLOCK_KEY = 'tastemap.syncScopeSharedClock';
// Entries are dropped this long after their scope was read (forgetOldScopes), so memory follows the users
// who sync; and none is added while the store holds this many keys, whatever happens to the sweep.
const KEEP_MS = 10 * 60 * 1000;
const MAX_KEYS = 100000;
// Idle answers kept per caller: one per device they sync from, for a few devices.
const IDLE_ANSWERS = 4;

/** @param {CoreApp} app @param {string} key @returns {number} */
function clock(app, key) {
  const value = app.store().get(key);
  return typeof value === 'number' ? value : 0;
}

/** @param {CoreApp} app @param {string} key */
function tick(app, key) {
  app.store().setFunc(key, (/** @type {unknown} */ old) => (typeof old === 'number' ? old : 0) + 1);
}

/** The caller's kept scope, null when there is none or it no longer holds. @param {CoreApp} app @param {string} userId @returns {KeptScope | null} */
function keptScope(app, userId) {
  const kept = app.store().get(SCOPE_KEY + userId);
  return kept && kept.shared === clock(app, SHARED_CLOCK_KEY) && Date.now() < kept.until ? kept : null;
}

/**
 * Reads the caller's scope from the database, and keeps it.
 * @param {CoreApp} app @param {string} userId
 * @returns {{ scope: Scope, id: string }}
 */
function readScope(app, userId) {
  const now = Date.now();
  // Both clocks before the rows: a change committed after they were read moves one of them.
  const shared = clock(app, SHARED_CLOCK_KEY);
  const callerClock = clock(app, CALLER_CLOCK_KEY);
  const caller = access.loadCaller(app, userId);
  const grants = access.grantsByCity(app, caller, new Date(now));
  const linked = tastemakersByCity(app);
  const cityIds = Object.keys(grants);
  /** @type {Object<string, string>} */
  const packed = {};
  for (const cityId of cityIds) packed[cityId] = packGrants(grants[cityId], linked[cityId] || []);
  const scope = { cityIds, grants, packed };
  const id = $security.randomString(12);
  if (app.store().length() < MAX_KEYS) {
    const key = SCOPE_KEY + userId;
    /** @type {KeptScope} */
    const kept = { id, shared, until: access.nextTermChange(caller, now), at: now, scope: JSON.stringify(scope), idle: [] };
    app.store().set(key, kept);
    // A row of the caller's changed while we read: its hook may have run before we stored the entry.
    if (clock(app, CALLER_CLOCK_KEY) !== callerClock) app.store().remove(key);
  }
  return { scope, id };
}

/**
 * The caller's scope, kept or read, and the id of the entry that keeps it.
 * @param {CoreApp} app @param {string} userId @param {KeptScope | null} kept
 * @returns {{ scope: Scope, id: string }}
 */
function scopeOf(app, userId, kept) {
  return kept ? { scope: JSON.parse(kept.scope), id: kept.id } : readScope(app, userId);
}

/**
 * The kept answer to this cursor, if any (see keptScope).
 * @param {CoreApp} app @param {KeptScope | null} kept @param {string} raw
 * @returns {IdleAnswer | null}
 */
function idleAnswer(app, kept, raw) {
  const idle = kept ? kept.idle : null;
  for (let i = 0; idle && i < idle.length; i++) {
    if (idle[i].cursor === raw) return lastSyncedWrite(app) <= idle[i].quietSince ? idle[i] : null;
  }
  return null;
}

/**
 * Keeps an idle answer with the scope it was made in (and the last few others: a user's phone and laptop each
 * have their own cursor), unless that scope was forgotten or read again meanwhile.
 * @param {CoreApp} app @param {string} userId @param {string} id @param {IdleAnswer} answer
 */
function keepIdleAnswer(app, userId, id, answer) {
  app.store().setFunc(SCOPE_KEY + userId, (/** @type {KeptScope | null} */ kept) => {
    if (!kept || kept.id !== id) return kept;
    /** @type {IdleAnswer[]} */
    const idle = [answer];
    for (let i = 0; i < kept.idle.length && idle.length < IDLE_ANSWERS; i++) {
      if (kept.idle[i].cursor !== answer.cursor) idle.push(kept.idle[i]);
    }
    return { id: kept.id, shared: kept.shared, until: kept.until, at: kept.at, scope: kept.scope, idle };
  });
}

/**
 * A record hook's body, for access.CALLER_ROWS and SHARED_ROWS: forgets the scopes the change may move.
 * @param {core.RecordEvent} e
 */
function forgetScope(e) {
  const record = e.record;
  const field = record ? access.CALLER_ROWS[record.collection().name] : '';
  if (record && field) {
    // The clock first: whoever stores an entry after it moved removes it again.
    tick(e.app, CALLER_CLOCK_KEY);
    // An update may move a row from one user to another: both lose their scope.
    for (const userId of [record.getString(field), record.original().getString(field)]) {
      if (userId) e.app.store().remove(SCOPE_KEY + userId);
    }
  } else if (record) tick(e.app, SHARED_CLOCK_KEY);
  e.next();
}

/** Drops the scopes read longer than KEEP_MS ago (a cron job, changes.pb.js). @param {CoreApp} app */
function forgetOldScopes(app) {
  const before = Date.now() - KEEP_MS;
  for (const key of app.store().keys()) {
    if (key.indexOf(SCOPE_KEY) !== 0) continue;
    const kept = app.store().get(key);
    if (!kept || !(kept.at >= before)) app.store().remove(key);
  }
}

/** The keys of the streams the caller may read, fills aside. @param {Scope} scope @param {string} userId */
function streamKeysOf(scope, userId) {
  const keys = ['global'].concat(scope.cityIds.map((cityId) => `city:${cityId}`));
  return userId ? keys.concat(['own']) : keys;
}

/**
 * The streams the caller may read, with the SQL condition of each collection: what a round that
 * reads tables needs (an idle one does not build them).
 * @param {Scope} scope @param {string} userId @param {Fill[]} fills
 * @returns {Stream[]}
 */
function streamsFor(scope, userId, fills) {
  const { VIBE_READABLE_SQL, APPROVED_VIBE_LINK_SQL, TASTEMAKER_VISIBLE_SQL, VISIBLE_TASTEMAKER_LINK_SQL, cityScopeSql } = access.policy();
  // A tastemaker waiting for approval, and what links to them, reach nobody but themselves.
  /** @type {Object<string, string>} */
  const where = {
    vibes: VIBE_READABLE_SQL,
    tastemakers: TASTEMAKER_VISIBLE_SQL,
    city_tastemakers: VISIBLE_TASTEMAKER_LINK_SQL,
    tastemaker_vibes: `${APPROVED_VIBE_LINK_SQL} AND ${VISIBLE_TASTEMAKER_LINK_SQL}`,
  };
  /** @type {Stream[]} */
  const streams = [
    {
      key: 'global',
      collections: GLOBAL.map((c) => ({ name: c.name, where: where[c.name] || '1=1' })),
      tombstones: "user = '' AND city = ''",
    },
  ];
  for (const cityId of scope.cityIds) streams.push(cityStream(`city:${cityId}`, cityId, cityScopeSql(scope.grants[cityId])));
  if (userId) {
    streams.push({
      key: 'own',
      collections: OWN.map((c) => ({ name: c.name, where: `[[${c.scope}]] = {:user}` })),
      tombstones: 'user = {:user}',
    });
  }
  for (const fill of fills) {
    const scopeSql = cityScopeSql(scope.grants[fill.cityId], { onlyPickedBy: fill.added });
    streams.push(cityStream(`fill:${fill.cityId}`, fill.cityId, scopeSql));
  }
  return streams;
}

/**
 * SELECT expressions that turn a row into a JSON object with the API's value types; `overrides` replace a
 * column's value. Of another user's row (binds {:user}), only the fields the policy lets others read
 * (src/domain/policy/fields.ts) keep their value; the rest go out blank.
 * @type {Object<string, string>}
 */
const selectCache = {};
/** @param {CoreApp} app @param {string} name @param {Table['overrides']} [overrides] */
function jsonObjectSql(app, name, overrides) {
  const cacheKey = overrides ? `${name}:${JSON.stringify(overrides)}` : name;
  if (selectCache[cacheKey]) return selectCache[cacheKey];
  const collection = app.findCollectionByNameOrId(name);
  const shared = access.policy().othersMayRead(name);
  const parts = [];
  for (const field of collection.fields) {
    const type = field.type();
    const col = `[[${field.getName()}]]`;
    if (field.getHidden() || type === 'password') continue;
    const multiple = (type === 'relation' || type === 'select' || type === 'file') && field.isMultiple();
    let expr = col;
    let blank = "''";
    if (overrides && overrides[field.getName()]) expr = overrides[field.getName()];
    else if (type === 'bool') {
      expr = `CASE WHEN ${col} THEN json('true') ELSE json('false') END`;
      blank = "json('false')";
    } else if (type === 'json') {
      expr = `json(CASE WHEN ${col} IS NULL OR ${col} = '' THEN 'null' ELSE ${col} END)`;
      blank = "json('null')";
    } else if (multiple) {
      expr = `json(CASE WHEN ${col} IS NULL OR ${col} = '' THEN '[]' ELSE ${col} END)`;
      blank = "json('[]')";
    } else if (type === 'number') blank = '0';
    if (shared && shared.fields.indexOf(field.getName()) < 0) {
      expr = `CASE WHEN [[${shared.owner}]] != '' AND [[${shared.owner}]] = {:user} THEN ${expr} ELSE ${blank} END`;
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
 * What newly followed tastemakers open up, in cities whose stream the device already has; a stream
 * whose grants grew to the whole city is read again from its start instead (its high-water mark goes).
 * @param {CoreApp} app @param {Scope} scope @param {Object<string, string>} previous @param {Object<string, string>} highWater
 * @returns {Fill[]}
 */
function fillsFor(app, scope, previous, highWater) {
  const { grantsGained } = access.policy();
  /** @type {Object<string, string[]> | null} */
  let linked = null;
  /** @type {Fill[]} */
  const fills = [];
  for (const cityId of scope.cityIds) {
    const key = `city:${cityId}`;
    // A stream read from its start needs no fill; nor one served with these very grants (the usual case).
    if (!highWater[key] || previous[cityId] === scope.packed[cityId]) continue;
    linked = linked || tastemakersByCity(app);
    const gained = grantsGained(unpackGrants(previous[cityId], linked[cityId] || []), scope.grants[cityId]);
    if (gained.reset) delete highWater[key];
    else if (gained.added.length) fills.push({ cityId, added: gained.added });
  }
  return fills;
}

/** @param {core.RequestEvent} e */
function handleSync(e) {
  const app = e.app;
  const userId = access.callerId(e);
  const query = e.request.url.query();
  const raw = String(query.get('cursor') || '');
  // `reset` (comma-separated stream keys, or 'all') re-reads streams from the
  // start, which is how a device repairs rows after discarding a write.
  const reset = String(query.get('reset') || '')
    .split(',')
    .filter((key) => key);
  const kept = keptScope(app, userId);
  // An idle device asking again gets the answer it was given, while nothing it was made of changed (see keptScope).
  const idle = reset.length ? null : idleAnswer(app, kept, raw);
  if (idle) return answer(e, idle.body, idle.etag);

  const limit = Math.min(Math.max(parseInt(query.get('limit'), 10) || DEFAULT_LIMIT, 1), MAX_LIMIT);
  const cursor = readCursor(raw);
  const { scope, id } = scopeOf(app, userId, kept);
  const { cityIds, grants, packed } = scope;

  // The catalog streams carry over a sign-in or sign-out; the own stream never does.
  const highWater = Object.assign({}, cursor.highWater);
  if (cursor.user !== userId) delete highWater.own;
  for (const key of reset) {
    if (key === 'all') for (const k of Object.keys(highWater)) delete highWater[k];
    else delete highWater[key];
  }
  const fills = fillsFor(app, scope, cursor.servedGrants, highWater);
  const keys = streamKeysOf(scope, userId).concat(fills.map((fill) => `fill:${fill.cityId}`));

  // A page in progress goes on only while the streams and the grants they were read with are the same.
  const streamKeys = `${keys.join(',')}#${cityIds.map((id) => packed[id]).join(';')}`;
  /** @type {Page | null | undefined} */
  let page = cursor.user === userId && cursor.page && !reset.length ? cursor.page : null;
  if (page && page.readWith !== streamKeys) page = null;

  const baseParams = { user: userId, afterUpdated: '', afterId: '' };
  // Nothing synced was written since the oldest window starts: no table can hold a row for this round.
  let quiet = false;
  let quietSince = 0;
  let lastWrite = '';
  /** @type {Object<string, string>} */
  const from = {};
  if (!page) {
    const lastWriteMs = lastSyncedWrite(app);
    lastWrite = lastWriteMs ? new Date(lastWriteMs).toISOString().replace('T', ' ') : '';
    for (const key of keys) from[key] = highWater[key] ? minusMs(highWater[key], OVERLAP_MS) : '';
    const oldest = keys.map((key) => from[key]).reduce((min, start) => (start < min ? start : min));
    quietSince = oldest ? Date.parse(oldest.replace(' ', 'T')) : 0;
    quiet = !!oldest && lastWriteMs <= quietSince;
  }
  // An idle round reads no table, so it needs no SQL either.
  const streams = quiet ? [] : streamsFor(scope, userId, fills);
  // The round ends before now: asked again, the same cursor gets the same answer while nothing changes.
  let settled = false;
  if (!page) {
    const now = nowString();
    let total = 0;
    // The round also ends past the server's last synced write, even one outside this caller's scope:
    // then the next round's window starts after it and finds the server quiet (the fast path above).
    let newest = lastWrite;
    // An idle stream ends where it last did, so an idle device's cursor (and answer) stays the same.
    for (const key of keys) if (from[key] > newest) newest = from[key];
    for (const stream of streams) {
      const params = Object.assign({}, baseParams, stream.params || {}, { from: from[stream.key], to: now });
      for (const c of stream.collections.concat([{ name: 'tombstones', where: stream.tombstones }])) {
        const counted = countRows(app, c.name, c.where, params);
        total += counted.n;
        if (counted.newest > newest) newest = counted.newest;
      }
    }
    // Every row counted is at or before `newest`, so ending the round past it leaves the count as it is;
    // and the round never ends before a stream's last end, so high-water marks only move forward.
    page = {
      readWith: streamKeys,
      windowStart: from,
      windowEnd: roundEnd(now, newest),
      streamIndex: 0,
      tableIndex: 0,
      afterUpdated: '',
      afterId: '',
      done: 0,
      total,
    };
    settled = page.windowEnd < now;
  }

  /** @type {Object<string, string[]>} */
  const changes = {};
  /** @type {string[]} */
  const deletions = [];
  /** What each table's part of the answer was made of (see validatorOf). @type {string[]} */
  const made = [];
  let budget = limit;
  let more = false;
  outer: for (let s = page.streamIndex; s < streams.length; s++) {
    const stream = streams[s];
    /** @type {Table[]} */
    const tables = stream.collections.concat([{ name: 'tombstones', where: stream.tombstones, tombstones: true }]);
    for (let c = s === page.streamIndex ? page.tableIndex : 0; c < tables.length; c++) {
      const table = tables[c];
      const resume = s === page.streamIndex && c === page.tableIndex;
      const params = Object.assign({}, baseParams, stream.params || {}, {
        from: page.windowStart[stream.key] || '',
        to: page.windowEnd,
        afterUpdated: resume ? page.afterUpdated : '',
        afterId: resume ? page.afterId : '',
      });
      const select = table.tombstones ? 'json_array(collection_name, record_id, updated)' : jsonObjectSql(app, table.name, table.overrides);
      const result = readPage(app, table.name, select, table.where, params, budget);
      made.push([table.name, select, table.where, JSON.stringify(params), result.n, result.last, result.json.length].join('\t'));
      if (result.n > 0) {
        if (table.tombstones) deletions.push(result.json);
        else (changes[table.name] = changes[table.name] || []).push(result.json);
      }
      budget -= result.n;
      page.done += result.n;
      if (budget <= 0) {
        const [afterUpdated, afterId] = result.last.split('|');
        Object.assign(page, { streamIndex: s, tableIndex: c, afterUpdated, afterId });
        more = true;
        break outer;
      }
    }
  }

  // Until the round ends, the cursor keeps the grants the device was last served with.
  /** @type {Cursor} */
  const next = { version: CURSOR_VERSION, user: userId, highWater: {}, servedGrants: cursor.servedGrants };
  if (more) {
    next.highWater = highWater;
    next.page = page;
  } else {
    for (const key of streamKeysOf(scope, userId)) next.highWater[key] = page.windowEnd;
    next.servedGrants = packed;
  }
  // The last page tells the device its grants when they changed, so it drops what it may no longer read.
  const grantsChanged =
    !more && (Object.keys(cursor.servedGrants).length !== cityIds.length || cityIds.some((id) => cursor.servedGrants[id] !== packed[id]));

  const joinArrays = (/** @type {string[]} */ parts) => `[${parts.join(',')}]`;
  const envelope =
    `{"cursor":${JSON.stringify(writeCursor(next))},"more":${more},` +
    `"progress":{"done":${page.done},"total":${page.total}},` +
    `"scope":{"user":${JSON.stringify(userId)},"cities":${JSON.stringify(cityIds)}${grantsChanged ? `,"grants":${JSON.stringify(grants)}` : ''}},`;
  const body =
    envelope +
    `"changes":{${Object.keys(changes)
      .map((name) => `"${name}":${joinArrays(changes[name])}`)
      .join(',')}},` +
    `"deletions":${joinArrays(deletions)}}`;
  const etag = validatorOf(envelope, made);
  if (quiet && settled && !reset.length) keepIdleAnswer(app, userId, id, { cursor: raw, quietSince, body, etag });
  return answer(e, body, etag);
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

/**
 * Sends an answer and its validator. The answer depends on the caller (Authorization) and the cursor (in the
 * URL); when the data has not changed it is the same bytes, so a browser, service worker or CDN that kept it
 * revalidates for nothing.
 * @param {core.RequestEvent} e @param {string} body @param {string} etag
 */
function answer(e, body, etag) {
  const headers = e.response.header();
  headers.set('ETag', etag);
  headers.set('Cache-Control', 'private, no-cache');
  headers.set('Vary', 'Authorization, Accept-Encoding');
  if (matchesEtag(String(e.request.header.get('If-None-Match') || ''), etag)) return e.noContent(304);
  return e.blob(200, 'application/json', body);
}

/** RFC 9110 If-None-Match: a list of (possibly weak) tags, or `*`. @param {string} header @param {string} etag */
function matchesEtag(header, etag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

module.exports = { handleSync, forgetScope, forgetOldScopes, OVERLAP_MS };
