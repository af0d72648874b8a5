// What a sync cursor means on the server: where each stream's next window
// starts, where a round ends, and the cursor the device is given back. The
// format itself (named fields, its version, how an old or damaged cursor
// reads) is src/domain/sync-cursor.ts, compiled into lib/generated.
//
// Why windows overlap: a round reads rows with windowStart < updated <=
// windowEnd, windowEnd fixed when the round starts; the next round starts
// OVERLAP_MS before it, so a row whose `updated` was stamped before windowEnd
// but committed after the round read its table is still delivered. Rows may
// then arrive twice; devices upsert, so that is harmless.

// Required once per JS runtime, when this module loads: a require() in the handler resolves its path on disk.
const { CURSOR_VERSION, readCursor, writeCursor } = require(`${__hooks}/lib/generated/sync-cursor.js`);

/** @typedef {import('../../../src/domain/sync-cursor').SyncCursor} SyncCursor */
/** @typedef {import('../../../src/domain/sync-cursor').RoundInProgress} RoundInProgress */

// Tests shorten the overlap to assert exact row sets; 10 s in production.
const OVERLAP_MS = parseInt($os.getenv('TASTEMAP_SYNC_OVERLAP_MS'), 10) || 10000;

/** A PocketBase date string `ms` earlier, '' when it does not parse. @param {string} timestamp @param {number} ms */
function minusMs(timestamp, ms) {
  const date = new Date(timestamp.replace(' ', 'T'));
  if (isNaN(date.getTime())) return '';
  return new Date(date.getTime() - ms).toISOString().replace('T', ' ');
}

/** Milliseconds since the epoch of a PocketBase date string, 0 for ''. @param {string} timestamp */
function msOf(timestamp) {
  return timestamp ? Date.parse(timestamp.replace(' ', 'T')) : 0;
}

/** A PocketBase date string of milliseconds since the epoch, '' for 0. @param {number} ms */
function timestampOf(ms) {
  return ms ? new Date(ms).toISOString().replace('T', ' ') : '';
}

/**
 * The high-water marks a round starts from. The catalog streams carry over a sign-in or sign-out; the own
 * stream never does. `reset` (stream keys, or 'all') re-reads streams from their start, which is how a
 * device repairs rows after discarding a write.
 * @param {SyncCursor} cursor @param {string} userId @param {string[]} reset
 * @returns {Object<string, string>}
 */
function startingHighWater(cursor, userId, reset) {
  const highWater = Object.assign({}, cursor.highWater);
  if (cursor.user !== userId) delete highWater.own;
  for (const key of reset) {
    if (key === 'all') for (const k of Object.keys(highWater)) delete highWater[k];
    else delete highWater[key];
  }
  return highWater;
}

/**
 * Where each stream's window starts: its high-water mark less the overlap, '' (its start) for a stream the
 * device does not hold.
 * @param {string[]} keys @param {Object<string, string>} highWater
 * @returns {Object<string, string>}
 */
function windowStarts(keys, highWater) {
  /** @type {Object<string, string>} */
  const starts = {};
  for (const key of keys) starts[key] = highWater[key] ? minusMs(highWater[key], OVERLAP_MS) : '';
  return starts;
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

/**
 * The cursor that goes back with a page. Until the round ends, the cursor keeps the high-water marks it
 * started from, the page in progress, and the grants the device was last served with; the last page moves
 * every stream's mark to the round's end and remembers the grants it was read with.
 * @param {SyncCursor} cursor the cursor the device sent
 * @param {{ userId: string, highWater: Object<string, string>, page: RoundInProgress, more: boolean, streamKeys: string[], packed: Object<string, string> }} round
 * @returns {string}
 */
function nextCursor(cursor, round) {
  if (round.more) {
    return writeCursor({
      version: CURSOR_VERSION,
      user: round.userId,
      highWater: round.highWater,
      servedGrants: cursor.servedGrants,
      page: round.page,
    });
  }
  /** @type {Object<string, string>} */
  const highWater = {};
  for (const key of round.streamKeys) highWater[key] = round.page.windowEnd;
  return writeCursor({ version: CURSOR_VERSION, user: round.userId, highWater, servedGrants: round.packed });
}

module.exports = { OVERLAP_MS, readCursor, startingHighWater, windowStarts, roundEnd, nextCursor, msOf, timestampOf };
