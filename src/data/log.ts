// The device's problem log: a small ring of the last failures of the data
// layer (sync, storage, background work), with when and where each happened,
// for the sync panel to show (src/components/sync-status.tsx). Nothing in
// src/data drops an error silently: it is thrown to a caller that says so, or
// it lands here.
//
// - `warn` and `error` are kept (the last LOG_LIMIT of them) and shown;
// - `debug` is for what is expected and harmless (a request cancelled because
//   the page was left): it goes to the console's verbose level only.
//
// Entries are echoed with console.debug, never warn or error: a failure the
// app survives is the panel's to show, and the browser tests keep the console
// quiet (tests/e2e/console.spec.ts).

export type LogLevel = 'debug' | 'warn' | 'error';

export interface LogEntry {
  /** When it happened (ms since the epoch, from the log's clock). */
  at: number;
  level: Exclude<LogLevel, 'debug'>;
  /** The module and step, e.g. 'sync/pull'. */
  where: string;
  message: string;
}

/** What a module is given to report failures with. */
export interface Logger {
  debug: (where: string, detail: unknown) => void;
  warn: (where: string, detail: unknown) => void;
  error: (where: string, detail: unknown) => void;
}

/** A logger that keeps its last entries and tells subscribers when they change. */
export interface ProblemLog extends Logger {
  /** The kept entries, oldest first; the same array until the next entry. */
  entries: () => readonly LogEntry[];
  subscribe: (listener: () => void) => () => void;
  clear: () => void;
}

export const LOG_LIMIT = 50;

/** An error, or anything thrown, in one line. */
export function describeError(detail: unknown): string {
  if (detail instanceof Error || (typeof DOMException === 'function' && detail instanceof DOMException)) {
    const { name, message } = detail;
    return name && name !== 'Error' ? `${name}: ${message}` : message || name;
  }
  if (typeof detail === 'string') return detail;
  try {
    return JSON.stringify(detail) ?? String(detail);
  } catch (error) {
    // Circular, or a BigInt: the value's own text is all there is.
    return `${String(detail)} (${String(error)})`;
  }
}

export interface LogOptions {
  limit?: number;
  now?: () => number;
  /** Where each line is echoed (a test may pass a quiet one). */
  echo?: (line: string) => void;
}

/** Logs `error` at debug level when its name is one the caller expects and handles (`expected`), else as a warning. */
export function logUnlessExpected(log: Logger, where: string, error: unknown, expected: readonly string[]): void {
  const name = (error as { name?: unknown } | null | undefined)?.name;
  if (typeof name === 'string' && expected.includes(name)) log.debug(where, error);
  else log.warn(where, error);
}

export function createLog({
  limit = LOG_LIMIT,
  now = () => Date.now(),
  echo = (line) => console.debug(line),
}: LogOptions = {}): ProblemLog {
  let entries: readonly LogEntry[] = [];
  const listeners = new Set<() => void>();
  const keep = (level: LogEntry['level'], where: string, detail: unknown) => {
    const entry: LogEntry = { at: now(), level, where, message: describeError(detail) };
    echo(`[tastemap] ${level} ${where}: ${entry.message}`);
    entries = [...entries, entry].slice(-limit);
    for (const listener of listeners) listener();
  };
  return {
    debug: (where, detail) => echo(`[tastemap] debug ${where}: ${describeError(detail)}`),
    warn: (where, detail) => keep('warn', where, detail),
    error: (where, detail) => keep('error', where, detail),
    entries: () => entries,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => {
      entries = [];
      for (const listener of listeners) listener();
    },
  };
}

/** This page's (or the service worker's) log: the one the sync panel shows. */
export const appLog: ProblemLog = createLog();
