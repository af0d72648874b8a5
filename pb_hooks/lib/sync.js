// The pull side of sync: GET /api/app/sync?cursor=…&limit=…&reset=…
//
// One request answers everything that changed since the cursor, for every
// stream the caller may read (lib/collections.js): the global catalog, the
// catalog of each city the caller may open (the default city for visitors),
// the caller's own rows, and tombstones of deleted rows. This file puts a
// round together; each part is its own module under lib/sync/:
// - cursor.js: where each stream's window starts and the round ends (windows
//   overlap so a row committed late is not missed), and the next cursor. The
//   cursor's format is src/domain/sync-cursor.ts.
// - scope.js: what the caller may read (src/domain/policy through
//   lib/access.js): cities, grants, streams, and fills of what newly followed
//   tastemakers open up.
// - cache.js: the scope and the idle answers kept between requests, and when
//   they are forgotten, so an idle device's sync reads no table.
// - query.js: the SQL that counts a round's rows and reads a page of them.
// - answer.js: the JSON envelope and the ETag.
// - pages.js: a city's catalog as prebuilt, signed, content-addressed pages per
//   access scope. A device that says it reads them (`pages=1`) and starts a
//   city from the beginning is given the pages its grants allow; that city's
//   window then starts at the pages' `asOf` (less the overlap), and a one-off
//   `pages:<city>` stream reads from the start only what the pages do not hold.
//
// A round larger than `limit` rows is split into pages ordered by
// (updated, id); the cursor remembers the position, `more` says to ask again,
// and `progress` counts rows for a progress bar. A city entering the caller's
// scope (an unlock) or a different user starts that stream from the
// beginning; the last page of a round carries the grants when they changed,
// so the device prunes what it lost.

// Required once per JS runtime, when this module loads: a require() in the handler resolves its path on disk.
const access = require(`${__hooks}/lib/access.js`);
const { lastSyncedWrite } = require(`${__hooks}/lib/changes.js`);
const cursors = require(`${__hooks}/lib/sync/cursor.js`);
const scopes = require(`${__hooks}/lib/sync/scope.js`);
const cache = require(`${__hooks}/lib/sync/cache.js`);
const query = require(`${__hooks}/lib/sync/query.js`);
const answers = require(`${__hooks}/lib/sync/answer.js`);
const catalogPages = require(`${__hooks}/lib/sync/pages.js`);

/** @typedef {import('../../src/domain/sync-cursor').RoundInProgress} RoundInProgress */

// A first sync of a 5,000-place city is about 32,000 rows: two pages. Each page costs a fixed
// part (the caller, their grants, the window) besides its rows, so fewer, larger pages are faster.
const DEFAULT_LIMIT = 20000;
const MAX_LIMIT = 20000;

/** @param {core.RequestEvent} e */
function handleSync(e) {
  const app = e.app;
  const userId = access.callerId(e);
  const params = e.request.url.query();
  const raw = String(params.get('cursor') || '');
  // `reset` (comma-separated stream keys, or 'all') re-reads streams from their start.
  const reset = String(params.get('reset') || '')
    .split(',')
    .filter((key) => key);
  const kept = cache.keptScope(app, userId);
  // An idle device asking again gets the answer it was given, while nothing it was made of changed.
  const idle = reset.length ? null : cache.idleAnswer(app, kept, raw);
  if (idle) return answers.send(e, idle.body, idle.etag);

  const limit = Math.min(Math.max(parseInt(params.get('limit'), 10) || DEFAULT_LIMIT, 1), MAX_LIMIT);
  const cursor = cursors.readCursor(raw);
  const { scope, id } = cache.scopeOf(app, userId, kept, (now) => scopes.readScope(app, userId, now));

  const highWater = cursors.startingHighWater(cursor, userId, reset);
  const fills = scopes.fillsFor(app, scope, cursor.servedGrants, highWater);
  const streamKeys = scopes.streamKeysOf(scope, userId);
  // Cities read from their start come in catalog pages, for a device that reads them.
  const paged = params.get('pages') === '1' ? catalogPages.pagedCities(scope, highWater) : [];
  const keys = streamKeys.concat(
    fills.map((fill) => `fill:${fill.cityId}`),
    paged.map((cityId) => `pages:${cityId}`),
  );

  // A page in progress goes on only while the streams and the grants they were read with are the same.
  const readWith = `${keys.join(',')}#${scope.cityIds.map((cityId) => scope.packed[cityId]).join(';')}`;
  /** @type {RoundInProgress | null} */
  let page = cursor.user === userId && cursor.page && !reset.length && cursor.page.readWith === readWith ? cursor.page : null;

  // Nothing synced was written since the oldest window starts: no table can hold a row for this round.
  let quiet = false;
  let quietSince = 0;
  /** @type {Object<string, string>} */
  let windowStart = {};
  let lastWrite = '';
  /** @type {Array<{ url: string, scope: string, asOf: string, rows: number, city: string }>} */
  const listed = [];
  if (!page) {
    const lastWriteMs = lastSyncedWrite(app);
    lastWrite = cursors.timestampOf(lastWriteMs);
    windowStart = cursors.windowStarts(keys, highWater);
    for (const cityId of paged) {
      const pages = catalogPages.listFor(app, cityId, scope.grants[cityId]);
      // The city's stream goes on from the oldest page, as for a device that synced then.
      const asOf = pages.map((p) => p.asOf).reduce((min, at) => (at < min ? at : min));
      windowStart[`city:${cityId}`] = cursors.windowStarts(['at'], { at: asOf }).at;
      for (const p of pages) listed.push(Object.assign({ city: cityId }, p));
    }
    const oldest = keys.map((key) => windowStart[key]).reduce((min, start) => (start < min ? start : min));
    quietSince = cursors.msOf(oldest);
    quiet = !!oldest && lastWriteMs <= quietSince;
  }
  // An idle round reads no table, so it needs no SQL either.
  const streams = quiet ? [] : query.streamsFor(scope, userId, fills, paged);
  // The round ends before now: asked again, the same cursor gets the same answer while nothing changes.
  let settled = false;
  if (!page) {
    const now = new DateTime().string();
    const counted = query.countRound(app, streams, windowStart, now, userId);
    // The round also ends past the server's last synced write, even one outside this caller's scope:
    // then the next round's window starts after it and finds the server quiet (the fast path above).
    // An idle stream ends where it last did, so an idle device's cursor (and answer) stays the same.
    let newest = lastWrite;
    for (const key of keys) if (windowStart[key] > newest) newest = windowStart[key];
    if (counted.newest > newest) newest = counted.newest;
    // Every row counted is at or before `newest`, so ending the round past it leaves the count as it is;
    // and the round never ends before a stream's last end, so high-water marks only move forward.
    const windowEnd = cursors.roundEnd(now, newest);
    page = {
      readWith,
      windowStart,
      windowEnd,
      streamIndex: 0,
      tableIndex: 0,
      afterUpdated: '',
      afterId: '',
      done: 0,
      total: counted.total,
    };
    settled = windowEnd < now;
  }

  const { changes, deletions, made, more } = query.readNextPage(app, streams, page, userId, limit);
  const next = cursors.nextCursor(cursor, { userId, highWater, page, more, streamKeys, packed: scope.packed });
  const envelope = answers.envelopeOf({
    cursor: next,
    more,
    done: page.done,
    total: page.total,
    userId,
    cityIds: scope.cityIds,
    grants: !more && scopes.grantsChanged(cursor.servedGrants, scope) ? scope.grants : null,
    pages: listed,
    shared: scope.shared,
  });
  const body = answers.bodyOf(envelope, changes, deletions);
  const etag = answers.validatorOf(envelope, made);
  if (quiet && settled && !reset.length) cache.keepIdleAnswer(app, userId, id, { cursor: raw, quietSince, body, etag });
  return answers.send(e, body, etag);
}

module.exports = { handleSync };
