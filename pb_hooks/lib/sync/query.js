// The SQL of a sync round: which rows of which tables each stream holds (the
// access policy's conditions, src/domain/policy through lib/access.js), how
// many a round has, and one page of them serialised to JSON.
//
// Rows are serialised by SQLite itself (json_object), which keeps a
// 5,000-place first sync fast inside the JS hook runtime. Every query here
// reads: rows reach devices by their `updated`, and a write that a record
// save does not see would escape lib/sync/cache.js (see the top of that file).

// Required once per JS runtime, when this module loads: a require() in the handler resolves its path on disk.
const { GLOBAL, OWN } = require(`${__hooks}/lib/collections.js`);
const { sharedKeyOf } = require(`${__hooks}/lib/sync/scope.js`);
const access = require(`${__hooks}/lib/access.js`);

/** @typedef {import('../../../src/domain/policy/sql').CityScopeSql} CityScopeSql */
/** @typedef {import('../../../src/domain/sync-cursor').RoundInProgress} RoundInProgress */
/** @typedef {import('./scope.js').Scope} Scope */
/** @typedef {import('./scope.js').Fill} Fill */
/**
 * A table as a stream reads it: the condition its rows meet, the columns whose value is replaced, and
 * whether it is the stream's tombstones (sent as deletions).
 * @typedef {{ name: string, where: string, overrides?: Object<string, string> | null, tombstones?: boolean }} Table
 */
/** A stream: its key in the cursor, its tables in the order they are read (tombstones last), its SQL parameters. @typedef {{ key: string, tables: Table[], params?: Object<string, string> }} Stream */

/**
 * A stream's tables: its collections, then its tombstones, read last (sent as deletions).
 * @param {Table[]} collections @param {string} where which tombstones are the stream's
 * @returns {Table[]}
 */
function withTombstones(collections, where) {
  return collections.concat([{ name: 'tombstones', where, tombstones: true }]);
}

/**
 * @param {string} key @param {string} cityId @param {CityScopeSql} scope
 * @returns {Stream}
 */
function cityStream(key, cityId, scope) {
  const { CITY_CONTENT } = access.policy();
  const collections = CITY_CONTENT.map((name) => ({
    name,
    where: scope.where[name],
    overrides: name === 'tastemaker_places' ? { note: scope.note, photo: scope.pickPhoto } : null,
  }));
  // A fill only adds rows to a stream the device holds: that stream's own round sends its deletions.
  const tables = withTombstones(collections, key.indexOf('fill:') === 0 ? '0' : 'city = {:city}');
  return { key, tables, params: Object.assign({ city: cityId }, scope.params) };
}

/**
 * The streams a round reads, in order, with the SQL condition of each table: the global catalog, each
 * city the caller may open, the caller's own rows, then the fills, then for each city whose first sync
 * comes in catalog pages (lib/sync/pages.js), what those pages do not hold, read from the start, with
 * the city's tombstones (a device re-reading a city may hold rows deleted since).
 * @param {Scope} scope @param {string} userId @param {Fill[]} fills @param {string[]} [paged]
 * @returns {Stream[]}
 */
function streamsFor(scope, userId, fills, paged) {
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
      tables: withTombstones(
        GLOBAL.map((c) => ({ name: c.name, where: where[c.name] || '1=1' })),
        "user = '' AND city = ''",
      ),
    },
  ];
  for (const cityId of scope.cityIds) streams.push(cityStream(`city:${cityId}`, cityId, cityScopeSql(scope.grants[cityId])));
  if (userId) {
    streams.push({
      key: 'own',
      tables: withTombstones(
        OWN.map((c) => ({ name: c.name, where: `[[${c.scope}]] = {:user}` })),
        'user = {:user}',
      ),
    });
  }
  const sharedKey = userId ? sharedKeyOf(scope) : '';
  if (sharedKey) {
    // Shared collections the caller is a member of: the collections, their places, members, votes and
    // notes, and their deletions (the caller's own collections' rows come in `own` too: harmless).
    const { MEMBER_OF_SQL } = access.policy();
    const ofShared = `[[collection]] IN (${MEMBER_OF_SQL})`;
    streams.push({
      key: sharedKey,
      tables: withTombstones(
        [
          { name: 'collections', where: `[[id]] IN (${MEMBER_OF_SQL})` },
          { name: 'collection_places', where: ofShared },
          { name: 'collection_members', where: ofShared },
          { name: 'collection_reactions', where: ofShared },
        ],
        `[[shared]] != '' AND [[shared]] IN (${MEMBER_OF_SQL})`,
      ),
    });
  }
  for (const fill of fills) {
    const scopeSql = cityScopeSql(scope.grants[fill.cityId], { onlyPickedBy: fill.added });
    streams.push(cityStream(`fill:${fill.cityId}`, fill.cityId, scopeSql));
  }
  for (const cityId of paged || []) {
    streams.push(cityStream(`pages:${cityId}`, cityId, cityScopeSql(scope.grants[cityId], { beyondPages: true })));
  }
  return streams;
}

/**
 * SELECT expressions that turn a row into a JSON object with the API's value types; `overrides` replace a
 * column's value. Of another user's row (binds {:user}), only the fields the policy lets others read
 * (src/domain/policy/fields.ts) keep their value; the rest go out blank. Built once per table and runtime.
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

/** What a table's rows go out as: records as JSON objects, tombstones as [collection, id, updated]. @param {CoreApp} app @param {Table} table */
function selectOf(app, table) {
  return table.tombstones ? 'json_array(collection_name, record_id, updated)' : jsonObjectSql(app, table.name, table.overrides);
}

// Rows in a stream's window, after the position a page stopped at, in (updated, id) order.
const WINDOW = 'updated > {:from} AND updated <= {:to} AND (updated > {:afterUpdated} OR (updated = {:afterUpdated} AND id > {:afterId}))';

/**
 * How many rows a round has, and the newest one's time.
 * @param {CoreApp} app @param {Stream[]} streams @param {Object<string, string>} windowStart @param {string} windowEnd @param {string} userId
 * @returns {{ total: number, newest: string }}
 */
function countRound(app, streams, windowStart, windowEnd, userId) {
  let total = 0;
  let newest = '';
  for (const stream of streams) {
    const params = Object.assign({ user: userId, afterUpdated: '', afterId: '' }, stream.params || {}, {
      from: windowStart[stream.key],
      to: windowEnd,
    });
    for (const table of stream.tables) {
      const row = new DynamicModel({ n: 0, newest: '' });
      app
        .db()
        .newQuery(`SELECT count(*) AS n, coalesce(max(updated), '') AS newest FROM {{${table.name}}} WHERE (${table.where}) AND ${WINDOW}`)
        .bind(params)
        .one(row);
      total += row.n;
      if (row.newest > newest) newest = row.newest;
    }
  }
  return { total, newest };
}

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
 * Reads the round's next page, up to `limit` rows, from where `page` stopped, and moves `page` on.
 * `changes` and `deletions` hold JSON text without brackets, per table; `made` says, one line per table,
 * what each part of the answer was made of (see answer.validatorOf).
 * @param {CoreApp} app @param {Stream[]} streams @param {RoundInProgress} page changed in place @param {string} userId @param {number} limit
 * @returns {{ changes: Object<string, string[]>, deletions: string[], made: string[], more: boolean }}
 */
function readNextPage(app, streams, page, userId, limit) {
  /** @type {Object<string, string[]>} */
  const changes = {};
  /** @type {string[]} */
  const deletions = [];
  /** @type {string[]} */
  const made = [];
  let budget = limit;
  for (let s = page.streamIndex; s < streams.length; s++) {
    const stream = streams[s];
    for (let t = s === page.streamIndex ? page.tableIndex : 0; t < stream.tables.length; t++) {
      const table = stream.tables[t];
      const resume = s === page.streamIndex && t === page.tableIndex;
      const params = Object.assign({ user: userId }, stream.params || {}, {
        from: page.windowStart[stream.key] || '',
        to: page.windowEnd,
        afterUpdated: resume ? page.afterUpdated : '',
        afterId: resume ? page.afterId : '',
      });
      const select = selectOf(app, table);
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
        Object.assign(page, { streamIndex: s, tableIndex: t, afterUpdated, afterId });
        return { changes, deletions, made, more: true };
      }
    }
  }
  return { changes, deletions, made, more: false };
}

module.exports = { streamsFor, countRound, readNextPage, jsonSelect: jsonObjectSql };
