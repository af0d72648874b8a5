// The page's lifecycle and the device database: no IndexedDB transaction may
// outlive the page.
//
// WebKit keeps a page left by a full navigation in its back/forward cache with
// its JavaScript frozen, and with it every IndexedDB transaction still open:
// it never finishes, since its next request or its commit waits for the page's
// code. Every later readwrite transaction on the database, from any page of
// the origin, then waits behind it until the cached page is restored or
// evicted (WebKit#67039, idb-keyval#180; VS Code for the Web closed its
// connection to fix the same hang). So, on `pagehide` (persisted or not):
//
// - the listeners stop their work first (the sync engine aborts its round,
//   which lets its Web Lock go);
// - every transaction still open is aborted. An aborted transaction writes
//   nothing, so a page of a pull, a prune, a batch's answers or a user's
//   write is stored whole or not at all; a user's write runs again when the
//   page is shown (`untilCommitted`);
// - the database closes. It opens again at its next use.
//
// On `pageshow` from the cache the listeners resume (the engine syncs).
// Dexie (4.x) re-runs every live query on that `pageshow`: a query aborted
// here was dropped quietly (liveQuery ignores AbortError and DatabaseClosedError).
import type { DBCore, DBCoreTransaction, Dexie, Middleware } from 'dexie';
import { appLog, type Logger } from './log';

type Listener = () => void;

const openTransactions = new Set<IDBTransaction>();
const hideListeners = new Set<Listener>();
const showListeners = new Set<Listener>();
let hidden = false;
let hides = 0;
let shown: { promise: Promise<void>; resolve: () => void } | undefined;

const isIdbTransaction = (tx: DBCoreTransaction): tx is DBCoreTransaction & IDBTransaction =>
  typeof (tx as Partial<IDBTransaction>).addEventListener === 'function';

/**
 * Dexie middleware that keeps every transaction the database opens until it
 * completes or aborts, so that `pagehide` can abort those still open.
 */
export const transactionRegistry: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'PageLifecycle',
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      const tx = down.transaction(stores, mode, options);
      if (isIdbTransaction(tx)) {
        openTransactions.add(tx);
        const forget = () => openTransactions.delete(tx);
        tx.addEventListener('complete', forget);
        tx.addEventListener('abort', forget);
      }
      return tx;
    },
  }),
};

/** How many transactions are open now (for tests and the bfcache checks). */
export function openTransactionCount(): number {
  return openTransactions.size;
}

/** Runs `listener` when the page is hidden (before transactions abort); returns a function that stops it. */
export function onPageHide(listener: Listener): () => void {
  hideListeners.add(listener);
  return () => hideListeners.delete(listener);
}

/** Runs `listener` when a page hidden before is shown again from the back/forward cache. */
export function onPageShow(listener: Listener): () => void {
  showListeners.add(listener);
  return () => showListeners.delete(listener);
}

/** Whether the page has been hidden (left, maybe kept in the back/forward cache) and not shown again. */
export function pageHidden(): boolean {
  return hidden;
}

/** Resolves when the page is shown: at once unless it is hidden. */
export function whenPageShown(): Promise<void> {
  if (!hidden) return Promise.resolve();
  if (!shown) {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    shown = { promise, resolve };
  }
  return shown.promise;
}

/** Stops the page's database work: listeners first, then every open transaction aborts and the database closes. */
export function hidePage(database: Dexie, log: Logger = appLog): void {
  hidden = true;
  hides += 1;
  for (const listener of hideListeners) listener();
  for (const tx of openTransactions) {
    try {
      tx.abort();
    } catch (error) {
      // It finished meanwhile (InvalidStateError): nothing of it is left open.
      if (error instanceof DOMException && error.name === 'InvalidStateError') log.debug('lifecycle', error);
      else log.warn('lifecycle', error);
    }
  }
  openTransactions.clear();
  // Open again at the next use, which the page makes only once it is shown again; a
  // database closed for good (a newer schema in another tab, db/index.ts) stays closed.
  if (!database.hasBeenClosed()) database.close({ disableAutoOpen: false });
}

/** The page is back from the back/forward cache: its database work resumes. */
export function showPage(): void {
  if (!hidden) return;
  hidden = false;
  shown?.resolve();
  shown = undefined;
  for (const listener of showListeners) listener();
}

/**
 * Runs a write transaction until it commits. Where the page was hidden while
 * it ran, its transaction was aborted by `hidePage` and nothing of it was
 * stored, whatever it failed with (AbortError, or a BulkError around it): it
 * runs again, whole, once the page is shown. A failure with no hide in
 * between is the caller's. A page that is never shown again was discarded
 * with its code: the write was never stored, and never confirmed either.
 */
export async function untilCommitted<T>(run: () => Promise<T>): Promise<T> {
  for (;;) {
    // No await unless hidden: a caller inside a transaction stays in it.
    if (hidden) await whenPageShown();
    const before = hides;
    try {
      return await run();
    } catch (error) {
      if (hides === before) throw error;
    }
  }
}

/**
 * Listens to the page's lifecycle for `database`; returns a function that stops.
 * `pagehide` counts whether or not the page goes into the back/forward cache:
 * a page that is unloaded loses its transactions anyway, and one that is
 * cached must not keep them.
 */
export function startPageLifecycle(database: Dexie, log: Logger = appLog): () => void {
  const hide = () => hidePage(database, log);
  const show = (event: PageTransitionEvent) => {
    if (event.persisted) showPage();
  };
  window.addEventListener('pagehide', hide);
  window.addEventListener('pageshow', show);
  return () => {
    window.removeEventListener('pagehide', hide);
    window.removeEventListener('pageshow', show);
  };
}
