// One flusher at a time across tabs and the service worker: Web Locks where
// the platform has them, an in-process queue otherwise (tests in Node).

const localQueues = new Map<string, Promise<unknown>>();

export async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks?.request) {
    return locks.request(name, { mode: 'exclusive' }, task);
  }
  const previous = localQueues.get(name) ?? Promise.resolve();
  const run = previous.then(task, task);
  localQueues.set(
    name,
    run.catch(() => undefined),
  );
  return run;
}

export const SYNC_LOCK = 'tastemap-sync';
