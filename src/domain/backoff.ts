// Retry timing for the outbox: exponential from 200 ms, capped, with jitter
// so that many devices coming back online do not retry in lockstep.

export const BACKOFF_BASE_MS = 200;
export const BACKOFF_MAX_MS = 60_000;

/** Delay before attempt number `attempt` (1 = first retry). `random` in [0, 1). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(attempt - 1, 0), BACKOFF_MAX_MS);
  // Full jitter on the upper half: between 50% and 100% of the exponential delay.
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

export type FailureKind = 'retry' | 'reauth' | 'permanent' | 'conflict';

/**
 * What to do with a write the server did not take, by HTTP status:
 * network failures (status 0), 408, 429 and 5xx are retried; 401 needs a
 * fresh session; 409 is a conflict the engine resolves; other 4xx will not
 * change on retry and go to the user.
 */
export function classifyFailure(status: number): FailureKind {
  if (status === 0 || status === 408 || status === 425 || status === 429 || status >= 500) return 'retry';
  if (status === 401) return 'reauth';
  if (status === 409) return 'conflict';
  return 'permanent';
}
