// The city unlock dialog as a small state machine (spec §4 'Unlock dialog
// (city)', §8 'City unlock', §9 delays): initial → processing → success, back
// to initial on failure; an 'already unlocked' reply closes it instead.

/** The processing state lasts at least this long, even when the server is quicker. */
export const UNLOCK_PROCESSING_MS = 1500;
/** The success state closes itself (and opens the city) after this long. */
export const UNLOCK_SUCCESS_CLOSE_MS = 2000;

export const UNLOCK_FAILED_FALLBACK = 'Failed to unlock city. Please try again.';
export const ALREADY_UNLOCKED_MESSAGE = 'City already unlocked';

export type UnlockDialogState = 'initial' | 'processing' | 'success';

export type UnlockDialogEvent =
  { type: 'submit' } | { type: 'unlocked' } | { type: 'already-unlocked' } | { type: 'failed' } | { type: 'reset' };

/** The next state; events that make no sense in the current state change nothing. */
export function unlockDialogReducer(state: UnlockDialogState, event: UnlockDialogEvent): UnlockDialogState {
  switch (event.type) {
    case 'submit':
      return state === 'initial' ? 'processing' : state;
    case 'unlocked':
      return state === 'processing' ? 'success' : state;
    case 'already-unlocked':
    case 'failed':
      return state === 'processing' ? 'initial' : state;
    case 'reset':
      return 'initial';
  }
}

/** The user may dismiss the dialog except while the payment is being processed. */
export function canDismissUnlockDialog(state: UnlockDialogState): boolean {
  return state !== 'processing';
}

export interface UnlockReply {
  success: boolean;
  alreadyPurchased?: boolean;
  message?: string;
}

export type UnlockOutcome = { kind: 'unlocked' } | { kind: 'already-unlocked' } | { kind: 'failed'; message: string };

/** How the dialog reads a server reply: 'City already unlocked' counts as success but says so. */
export function classifyUnlockReply(reply: UnlockReply): UnlockOutcome {
  if (reply.alreadyPurchased || reply.message === ALREADY_UNLOCKED_MESSAGE) return { kind: 'already-unlocked' };
  if (reply.success) return { kind: 'unlocked' };
  return { kind: 'failed', message: reply.message?.trim() || UNLOCK_FAILED_FALLBACK };
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the unlock and the artificial delay side by side, so the processing
 * state lasts at least `ms`; rejects as soon as the unlock does.
 */
export async function withMinimumDelay<T>(
  task: Promise<T>,
  ms: number = UNLOCK_PROCESSING_MS,
  delay: (ms: number) => Promise<void> = wait,
): Promise<T> {
  const [result] = await Promise.all([task, delay(ms)]);
  return result;
}
