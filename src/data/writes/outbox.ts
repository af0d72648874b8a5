// Recording a write for the server. Always called inside the Dexie
// transaction that changes the local row, so the row and its outbox entry
// are saved together or not at all.
import type { OutboxCollection } from '#/domain/collections';
import { pocketbaseDate } from '#/domain/merge';
import type { OutboxEntry, OutboxOp, TastemapDB } from '../db';
import { untilCommitted } from '../lifecycle';
import { newId } from './new-id';

export interface WriteContext {
  db: TastemapDB;
  /** The signed-in user; every write belongs to them. */
  userId: string;
  now?: () => number;
}

type Listener = () => void;
/** Each database's listeners: a sync engine hears of its own database's writes only. */
const listeners = new WeakMap<TastemapDB, Set<Listener>>();

/** Calls `listener` after a write to `database`'s outbox has been committed, so its sync engine can flush. */
export function onOutboxChange(database: TastemapDB, listener: Listener): () => void {
  let set = listeners.get(database);
  if (!set) listeners.set(database, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function notifyOutboxChange(database: TastemapDB) {
  for (const listener of listeners.get(database) ?? []) listener();
}

export function requireUser(ctx: WriteContext): string {
  if (!ctx.userId) throw new Error('Not signed in');
  return ctx.userId;
}

export function timestamps(ctx: WriteContext) {
  const now = pocketbaseDate(ctx.now?.() ?? Date.now());
  return { created: now, updated: now };
}

export async function enqueue(
  ctx: WriteContext,
  collection: OutboxCollection,
  recordId: string,
  op: OutboxOp,
  data?: Record<string, unknown>,
): Promise<void> {
  const now = ctx.now?.() ?? Date.now();
  const entry: OutboxEntry = {
    user: requireUser(ctx),
    collection,
    recordId,
    op,
    writeId: newId(),
    createdAt: now,
    attempts: 0,
    status: 'pending',
  };
  if (data) entry.data = data;
  // Last-writer-wins is decided per field on the server, by when the user made the change.
  if (op !== 'delete' && data) entry.clock = Object.fromEntries(Object.keys(data).map((field) => [field, now]));
  await ctx.db.outbox.add(entry);
}

/**
 * A parent deleted on the device takes its children with it (the server
 * cascades): their rows go, and so do their writes not yet sent, which the
 * server would otherwise refuse. Children are found by the parent field.
 */
export async function dropChildren(ctx: WriteContext, collection: OutboxCollection, parentField: string, parentId: string) {
  const table = ctx.db.table(collection);
  const rowIds = (await table.where(parentField).equals(parentId).primaryKeys()) as string[];
  const unsent = await ctx.db.outbox
    .where('[collection+recordId]')
    .between([collection, ''], [collection, '\uffff'])
    .filter((e) => e.status === 'pending' && e.op === 'create' && e.data?.[parentField] === parentId)
    .toArray();
  const ids = new Set([...rowIds, ...unsent.map((e) => e.recordId)]);
  await table.bulkDelete(rowIds);
  const neverSent = new Set(unsent.map((e) => e.recordId));
  // Writes to children whose create never left the device need not reach the server at all.
  await ctx.db.outbox
    .where('[collection+recordId]')
    .anyOf([...ids].map((id) => [collection, id]))
    .filter((e) => e.status === 'pending' && neverSent.has(e.recordId))
    .delete();
}

/** Whether a storage error means the device is out of space. */
export function isQuotaError(error: unknown): boolean {
  const e = error as { name?: string; inner?: { name?: string } } | undefined;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
}

export class StorageFullError extends Error {
  constructor() {
    super('Your device is out of storage space, so this change was not saved. Free some space and try again.');
    this.name = 'StorageFullError';
  }
}

/**
 * Runs a write transaction; a full disk becomes a StorageFullError, and listeners hear of every success.
 * One cut short by leaving the page (../lifecycle.ts) runs again when the page is shown.
 */
export async function commitWrite<T>(ctx: WriteContext, tables: string[], body: () => Promise<T>): Promise<T> {
  try {
    const result = await untilCommitted(() => ctx.db.transaction('rw', [...tables.map((t) => ctx.db.table(t)), ctx.db.outbox], body));
    notifyOutboxChange(ctx.db);
    return result;
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError();
    throw error;
  }
}
