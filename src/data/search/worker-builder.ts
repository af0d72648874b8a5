// Builds search indexes in a Web Worker (place-index.worker.ts): one worker,
// started at the first build and kept for the next ones. Where workers are
// missing (tests, Node) or fail to start, there is no builder and indexes are
// built on the calling thread.
import type { PackedPlaceIndex, SearchablePlace } from '#/domain/search';
import type { BuildReply, BuildRequest } from './protocol';

/** Builds the packed index of these places somewhere else than the calling thread. */
export type BuildIndex = (places: SearchablePlace[]) => Promise<PackedPlaceIndex>;

interface Pending {
  resolve: (index: PackedPlaceIndex) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let broken = false;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

function start(): Worker {
  const started = new Worker(new URL('./place-index.worker.ts', import.meta.url), { type: 'module', name: 'place-index' });
  started.onmessage = (event: MessageEvent<BuildReply>) => {
    const reply = event.data;
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    if ('index' in reply) request.resolve(reply.index);
    else request.reject(new Error(reply.error));
  };
  // A worker that cannot load (an old browser, a blocked script) is not tried again.
  started.onerror = (event) => {
    event.preventDefault();
    broken = true;
    started.terminate();
    if (worker === started) worker = undefined;
    failAll(new Error(`The search index worker failed: ${event.message || 'could not start'}`));
  };
  return started;
}

const buildInWorker: BuildIndex = (places) =>
  new Promise((resolve, reject) => {
    if (broken) return reject(new Error('The search index worker is unavailable'));
    worker ??= start();
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const request: BuildRequest = { id, places };
    worker.postMessage(request);
  });

/** The worker builder where this environment has module workers that have not failed; else undefined. */
export function workerBuilder(): BuildIndex | undefined {
  return typeof Worker === 'function' && !broken ? buildInWorker : undefined;
}
