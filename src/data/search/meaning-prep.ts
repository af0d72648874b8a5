// Ranking by meaning works out a city's names, areas and words once per list
// (domain/query/lists.ts): hundreds of milliseconds for a city of tens of
// thousands of places. Done in short slices while the device is idle, it is
// ready before the traveller's first keystroke; until then the search screen
// answers from the text index alone.
import { meaningReady, prepareMeaning, type MeaningPlace } from '#/domain/query';

/** Lists this short are prepared at the first keystroke: a few milliseconds. */
export const PREPARE_AHEAD_FROM = 1000;
/** Work per slice: short enough that a tap or a keystroke waits for none of it noticeably. */
const SLICE_MS = 8;

const idle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 200 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
};

/** Prepares `places` for ranking by meaning in idle slices; `onReady` once done. Returns a cancel. */
export function prepareWhenIdle(places: readonly MeaningPlace[], onReady: () => void): () => void {
  if (meaningReady(places)) {
    onReady();
    return () => {};
  }
  const steps = prepareMeaning(places);
  let cancel = idle(function slice() {
    const until = performance.now() + SLICE_MS;
    while (performance.now() < until) {
      if (steps.next().done) return onReady();
    }
    cancel = idle(slice);
  });
  return () => cancel();
}

/** Whether a keystroke may rank `places` by meaning now: prepared, or short enough to prepare at once. */
export const mayRankByMeaning = (places: readonly MeaningPlace[]) => places.length < PREPARE_AHEAD_FROM || meaningReady(places);
