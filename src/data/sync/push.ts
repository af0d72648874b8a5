// Push: replays the outbox against the server in causal order.
//
// - Consecutive writes go in one PocketBase batch (one transaction); when a
//   batch is refused, its writes are replayed one by one so each gets its own
//   verdict.
// - Creates carry ids made on the device, so a create retried after a lost
//   response is recognised ("id already exists" and the record is ours) and
//   counted as done, never duplicated. A set membership that already exists
//   (added on another device) is done too.
// - The server may file a create under another id than the device's (a review
//   lives under the id derived from its author and place, whatever id an older
//   device gave it): the device's row moves there, and so do its writes still
//   waiting for it.
// - 429, 5xx and network failures stop the flush and back off exponentially
//   (from 200 ms); 401 refreshes the session once and retries.
// - Every write carries its key (writeId): the server applies it once, so
//   one sent again after a lost answer changes nothing, even when another
//   device changed the row in between.
// - 400/403/404 are permanent: the write stays in the outbox marked failed,
//   with the server's reason, until the user retries or discards it. The
//   exceptions follow the conflict rules: a write to a row that was deleted
//   meanwhile, or a member of a deleted parent, is dropped (deletions win).
// - A `signal` (the page is being hidden, ../lifecycle.ts) stops the flush
//   where it stands: writes whose answers were not stored stay in the outbox
//   and go again, and the server applies each key once.
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { backoffDelay, classifyFailure } from '#/domain/backoff';
import { rebase } from '#/domain/merge';
import { SET_COLLECTIONS, memberParent } from '#/domain/collections';
import type { OutboxEntry, OutboxError, TastemapDB } from '../db';
import { readMeta, writeMeta } from '../db/meta';
import { appLog, type Logger } from '../log';
import { isResponseError } from '../server/session';

export const BATCH_SIZE = 50;

export type FlushOutcome =
  | { kind: 'done'; sent: number; failed: number }
  | { kind: 'offline' | 'retry-later'; sent: number; retryAt: number }
  | { kind: 'signed-out'; sent: number };

interface Failure {
  status: number;
  error: OutboxError;
  data: Record<string, { code?: string; message?: string }>;
}

function toFailure(error: unknown): Failure {
  if (isResponseError(error)) {
    const data = (error.response?.data ?? {}) as Failure['data'];
    const fields: Record<string, string> = {};
    for (const [field, detail] of Object.entries(data)) if (detail?.message) fields[field] = detail.message;
    const message = (error.response?.message as string | undefined) || error.message || 'Request failed';
    return { status: error.status, error: { status: error.status, message, fields }, data };
  }
  return { status: 0, error: { status: 0, message: String((error as Error)?.message ?? error) }, data: {} };
}

function requestBody(entry: OutboxEntry): Record<string, unknown> {
  if (entry.op === 'create') return { ...entry.data, id: entry.recordId, _clock: entry.clock ?? {}, _write: entry.writeId };
  if (entry.op === 'update') return { ...entry.data, _clock: entry.clock ?? {}, _write: entry.writeId };
  return {};
}

/** A delete has no body: its key goes in the query. */
function deleteOptions(entry: OutboxEntry) {
  return { query: { _write: entry.writeId } };
}

/** The server's row with the device's writes still waiting for it replayed on top; undefined when they delete it. */
function serverRowWithLater(row: RecordModel, later: readonly OutboxEntry[]) {
  const { collectionId: _c, collectionName: _n, expand: _e, ...fields } = row;
  return rebase(
    fields,
    later.map((e) => ({ op: e.op, data: e.data })),
  );
}

const recordKey = (entry: OutboxEntry) => `${entry.collection}/${entry.recordId}`;

/** The writes queued for the rows of `entries` (these included), by row, oldest first. */
async function queuedFor(database: TastemapDB, entries: readonly OutboxEntry[]): Promise<Map<string, OutboxEntry[]>> {
  const rows = new Map(entries.map((e) => [recordKey(e), [e.collection, e.recordId]]));
  // One indexed get per row: Dexie's anyOf over a compound index walks one cursor from key to key, measured several times slower.
  const found = await Promise.all(
    [...rows.values()].map((key) => database.outbox.where('[collection+recordId]').equals(key).sortBy('seq')),
  );
  return new Map([...rows.keys()].map((key, i) => [key, found[i]!]));
}

/**
 * The device's copy of each row the answered writes made: the server's row
 * (normalised fields, server-set fields) with the writes still queued after
 * it replayed on top. A later answer for the same row replaces an earlier one.
 */
function rowsToKeep(entries: readonly OutboxEntry[], answers: readonly (RecordModel | undefined)[], queued: Map<string, OutboxEntry[]>) {
  const answered = new Set<number>();
  const keep = new Map<string, { collection: string; row: object }>();
  entries.forEach((entry, i) => {
    answered.add(entry.seq!);
    const answer = answers[i];
    if (!answer || entry.op === 'delete') return;
    const later = (queued.get(recordKey(entry)) ?? []).filter((e) => !answered.has(e.seq!));
    const row = serverRowWithLater(answer, later);
    if (row) keep.set(recordKey(entry), { collection: entry.collection, row });
  });
  return [...keep.values()];
}

/**
 * Takes the server's answers to writes sent in order (answers[i] for
 * entries[i]): the writes leave the outbox and the rows they made are stored
 * as the server has them. One transaction for a whole batch, not one per
 * write: each transaction costs the device a commit.
 */
async function complete(
  database: TastemapDB,
  entries: readonly OutboxEntry[],
  answers: readonly (RecordModel | undefined)[],
  signal?: AbortSignal,
) {
  signal?.throwIfAborted();
  const collections = [...new Set(entries.map((e) => e.collection))];
  await database.transaction('rw', [database.outbox, ...collections.map((c) => database.table(c))], async () => {
    const keep = rowsToKeep(entries, answers, await queuedFor(database, entries));
    await database.outbox.bulkDelete(entries.map((e) => e.seq!));
    await moveFiledElsewhere(database, entries, answers);
    for (const collection of collections) {
      const rows = keep.filter((k) => k.collection === collection).map((k) => k.row);
      if (rows.length) await database.table(collection).bulkPut(rows);
    }
  });
}

/** Creates the server filed under another id: the device's row under the old id goes, its writes still waiting follow the row. */
async function moveFiledElsewhere(database: TastemapDB, entries: readonly OutboxEntry[], answers: readonly (RecordModel | undefined)[]) {
  for (const [i, entry] of entries.entries()) {
    const filedAs = answers[i]?.id;
    if (entry.op !== 'create' || !filedAs || filedAs === entry.recordId) continue;
    await database.table(entry.collection).delete(entry.recordId);
    await database.outbox.where('[collection+recordId]').equals([entry.collection, entry.recordId]).modify({ recordId: filedAs });
  }
}

async function markFailed(database: TastemapDB, entry: OutboxEntry, failure: Failure, signal?: AbortSignal) {
  signal?.throwIfAborted();
  await database.outbox.update(entry.seq!, { status: 'failed', error: failure.error, attempts: entry.attempts + 1 });
}

const isNotUnique = (detail: { code?: string } | undefined) => detail?.code === 'validation_not_unique';

/** Forgets a write and the device's row it made: the server's state wins. */
async function dropWrite(database: TastemapDB, entry: OutboxEntry, signal?: AbortSignal) {
  signal?.throwIfAborted();
  await database.transaction('rw', database.outbox, database.table(entry.collection), async () => {
    await database.outbox.delete(entry.seq!);
    await database.table(entry.collection).delete(entry.recordId);
  });
}

const isRow = (found: RecordModel | 'gone' | Failure): found is RecordModel => typeof found === 'object' && 'collectionName' in found;

/** Reads a row to settle a write's fate: the row, 'gone' (404), or the failure that leaves it for a later flush. */
async function lookUp(pb: PocketBase, collection: string, id: string): Promise<RecordModel | 'gone' | Failure> {
  try {
    return await pb.collection(collection).getOne(id, { requestKey: null });
  } catch (error) {
    return isResponseError(error) && error.status === 404 ? 'gone' : toFailure(error);
  }
}

/**
 * Sends one write on its own. Returns 'done', 'failed' (kept for the user),
 * or the failure that should stop the flush (retry, reauth).
 */
async function sendOne(
  database: TastemapDB,
  pb: PocketBase,
  entry: OutboxEntry,
  signal?: AbortSignal,
): Promise<'done' | 'failed' | Failure> {
  const records = pb.collection(entry.collection);
  const options = { requestKey: null, ...(signal ? { signal } : {}) };
  try {
    let row: RecordModel | undefined;
    if (entry.op === 'create') row = await records.create(requestBody(entry), options);
    else if (entry.op === 'update') row = await records.update(entry.recordId, requestBody(entry), options);
    else await records.delete(entry.recordId, { ...options, ...deleteOptions(entry) });
    signal?.throwIfAborted();
    await complete(database, [entry], [row], signal);
    return 'done';
  } catch (error) {
    // Stopped: nothing more is decided or stored about this write; it goes again.
    signal?.throwIfAborted();
    const failure = toFailure(error);
    const kind = classifyFailure(failure.status);
    if (kind === 'retry' || kind === 'reauth') return failure;
    if (entry.op === 'create' && failure.status === 400) {
      // A retry of a create whose first response was lost: the row is there and it is ours.
      if (isNotUnique(failure.data.id)) {
        const existing = await lookUp(pb, entry.collection, entry.recordId);
        if (isRow(existing)) {
          await complete(database, [entry], [existing], signal);
          return 'done';
        }
        // Not readable ('gone': the id is someone else's row) or refused for good: the write's own failure stands.
        if (existing !== 'gone' && classifyFailure(existing.status) !== 'permanent') return existing;
      }
      // The same member was added by another device: the set already holds it.
      // The server's row replaces this device's, whose times come from this device's clock.
      if ((SET_COLLECTIONS as readonly string[]).includes(entry.collection) && Object.values(failure.data).some(isNotUnique)) {
        const existing = await lookUp(pb, entry.collection, entry.recordId);
        if (existing === 'gone') await dropWrite(database, entry, signal);
        else if (isRow(existing)) await complete(database, [entry], [existing], signal);
        else return existing;
        return 'done';
      }
      // A member of a row another device deleted (a place added to a deleted collection): its create rule
      // cannot find the row, and deletions win.
      const parent = memberParent(entry.collection);
      const parentId = parent && entry.data?.[parent.field];
      if (parent && typeof parentId === 'string') {
        const found = await lookUp(pb, parent.collection, parentId);
        if (found === 'gone') {
          await dropWrite(database, entry, signal);
          return 'done';
        }
        if (!isRow(found)) return found;
      }
    }
    // Deletions win: the row is gone on the server (or, for a create sent again, was deleted since), so is this device's change to it.
    if (failure.status === 404) {
      await dropWrite(database, entry, signal);
      return 'done';
    }
    await markFailed(database, entry, failure, signal);
    return 'failed';
  }
}

/** Sends a run of writes as one batch; undefined when the server took them all. */
async function sendBatch(database: TastemapDB, pb: PocketBase, entries: OutboxEntry[], signal?: AbortSignal): Promise<Failure | undefined> {
  const batch = pb.createBatch();
  for (const entry of entries) {
    const records = batch.collection(entry.collection);
    if (entry.op === 'create') records.create(requestBody(entry));
    else if (entry.op === 'update') records.update(entry.recordId, requestBody(entry));
    else records.delete(entry.recordId, deleteOptions(entry));
  }
  try {
    const results = await batch.send({ requestKey: null, ...(signal ? { signal } : {}) });
    signal?.throwIfAborted();
    // results[i] answers entries[i]; the server may add answers of its own after them.
    await complete(
      database,
      entries,
      entries.map((_, i) => results[i]?.body as RecordModel | undefined),
      signal,
    );
    return undefined;
  } catch (error) {
    signal?.throwIfAborted();
    return toFailure(error);
  }
}

async function scheduleRetry(database: TastemapDB, now: number): Promise<number> {
  const previous = (await readMeta(database, 'outboxBackoff')) ?? { attempts: 0, nextAt: 0 };
  const attempts = previous.attempts + 1;
  const nextAt = now + backoffDelay(attempts);
  await writeMeta(database, 'outboxBackoff', { attempts, nextAt });
  return nextAt;
}

async function refreshSession(pb: PocketBase, log: Logger): Promise<boolean> {
  if (!pb.authStore.isValid) return false;
  try {
    await pb.collection('users').authRefresh({ requestKey: null });
    return true;
  } catch (error) {
    // The writes wait for the next sign-in; the status says the session expired.
    log.warn('sync/push', error);
    return false;
  }
}

/** The user's oldest writes still waiting for the server: the next batch. */
function pendingBatch(database: TastemapDB, userId: string): Promise<OutboxEntry[]> {
  return database.outbox
    .where('user')
    .equals(userId)
    .filter((e) => e.status === 'pending')
    .limit(BATCH_SIZE)
    .toArray();
}

/**
 * Replays the signed-in user's pending writes. Stops at the first failure
 * that a retry could fix, so later writes never overtake earlier ones.
 */
export async function flushOutbox(
  database: TastemapDB,
  pb: PocketBase,
  userId: string,
  options: { now?: () => number; ignoreBackoff?: boolean; signal?: AbortSignal; log?: Logger } = {},
): Promise<FlushOutcome> {
  const { signal, log = appLog } = options;
  const now = options.now ?? Date.now;
  let sent = 0;
  let failed = 0;
  const backoff = await readMeta(database, 'outboxBackoff');
  if (!options.ignoreBackoff && backoff && backoff.nextAt > now()) return { kind: 'retry-later', sent, retryAt: backoff.nextAt };
  let reauthenticated = false;
  // The first batch also tells whether there is anything to send (counting them all would read every write).
  let entries = await pendingBatch(database, userId);
  if (!entries.length) {
    await database.meta.delete('outboxBackoff');
    return { kind: 'done', sent, failed };
  }
  // An expired session cannot be refreshed; the writes wait for the next sign-in.
  if (!userId || !pb.authStore.isValid) return { kind: 'signed-out', sent };

  for (; entries.length; entries = await pendingBatch(database, userId)) {
    signal?.throwIfAborted();
    let stop: Failure | undefined = entries.length > 1 ? await sendBatch(database, pb, entries, signal) : undefined;
    if (entries.length === 1 || (stop && classifyFailure(stop.status) === 'permanent')) {
      stop = undefined;
      for (const queued of entries) {
        // An answer before may have settled this write or moved it to another row: send it as it stands.
        const entry = await database.outbox.get(queued.seq!);
        if (!entry || entry.status !== 'pending') continue;
        const result = await sendOne(database, pb, entry, signal);
        if (result === 'failed') failed += 1;
        else if (result !== 'done') {
          stop = result;
          break;
        }
        sent += result === 'done' ? 1 : 0;
      }
    } else if (!stop) {
      sent += entries.length;
    }
    if (!stop) continue;

    const kind = classifyFailure(stop.status);
    if (kind === 'reauth' && !reauthenticated) {
      reauthenticated = true;
      if (await refreshSession(pb, log)) continue;
      return { kind: 'signed-out', sent };
    }
    if (kind === 'reauth') return { kind: 'signed-out', sent };
    signal?.throwIfAborted();
    log.warn('sync/push', `Writes wait for a retry (${stop.status ? `status ${stop.status}` : 'no connection'}): ${stop.error.message}`);
    const retryAt = await scheduleRetry(database, now());
    return { kind: stop.status === 0 ? 'offline' : 'retry-later', sent, retryAt };
  }
  await database.meta.delete('outboxBackoff');
  return { kind: 'done', sent, failed };
}
