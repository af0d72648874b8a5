// One flusher at a time across tabs and the service worker: Web Locks where
// the platform has them, an in-process queue otherwise (tests in Node).
//
// A lock is held until its task's promise settles. With a `signal`, aborting
// settles it at once, whatever the task is waiting for: a page leaving for the
// back/forward cache lets the lock go before its code is frozen, instead of
// keeping every other tab (and the page it went to) waiting (../lifecycle.ts).

const localQueues = new Map<string, Promise<unknown>>();

/** The task's result, or the signal's reason as soon as it aborts. */
function untilAborted<T>(task: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return task();
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    task()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', abort));
  });
}

export async function withLock<T>(name: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) {
    // The signal also withdraws a request still waiting for the lock.
    return locks.request(name, { mode: 'exclusive', ...(signal ? { signal } : {}) }, () => untilAborted(task, signal));
  }
  const previous = localQueues.get(name) ?? Promise.resolve();
  const run = previous.then(
    () => untilAborted(task, signal),
    () => untilAborted(task, signal),
  );
  // The next task waits for this one to settle; its failure is its caller's, returned here.
  localQueues.set(name, Promise.allSettled([run]));
  return run;
}

export const SYNC_LOCK = 'tastemap-sync';
