// The typewriter of the home page's Free Tool card (spec §9): 80 ms per typed
// character, 30 ms per deleted character, a 2,000 ms pause on a full phrase.

export const TYPE_MS = 80;
export const DELETE_MS = 30;
export const PAUSE_MS = 2000;

export interface TypewriterState {
  phrase: number;
  length: number;
  deleting: boolean;
}

export const TYPEWRITER_START: TypewriterState = { phrase: 0, length: 0, deleting: false };

/** The next state and how long to wait before showing it. */
export function typewriterStep(state: TypewriterState, phrases: readonly string[]): { state: TypewriterState; delay: number } {
  const full = phrases[state.phrase % phrases.length]?.length ?? 0;
  if (!state.deleting && state.length < full) return { state: { ...state, length: state.length + 1 }, delay: TYPE_MS };
  if (!state.deleting) return { state: { ...state, deleting: true }, delay: PAUSE_MS };
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delay: DELETE_MS };
  return { state: { phrase: (state.phrase + 1) % phrases.length, length: 0, deleting: false }, delay: TYPE_MS };
}
