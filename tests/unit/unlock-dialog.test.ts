// The city unlock dialog's state machine, reply reading and minimum delay (spec §4, §8, §9).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  UNLOCK_FAILED_FALLBACK,
  UNLOCK_PROCESSING_MS,
  UNLOCK_SUCCESS_CLOSE_MS,
  canDismissUnlockDialog,
  classifyUnlockReply,
  unlockDialogReducer,
  withMinimumDelay,
  type UnlockDialogEvent,
  type UnlockDialogState,
} from '#/domain/unlock-dialog';

const run = (events: UnlockDialogEvent['type'][], from: UnlockDialogState = 'initial') =>
  events.reduce<UnlockDialogState>((state, type) => unlockDialogReducer(state, { type }), from);

describe('unlock dialog state machine', () => {
  it('goes initial → processing → success', () => {
    expect(run(['submit'])).toBe('processing');
    expect(run(['submit', 'unlocked'])).toBe('success');
  });

  it('returns to initial on failure and on an already-unlocked reply', () => {
    expect(run(['submit', 'failed'])).toBe('initial');
    expect(run(['submit', 'already-unlocked'])).toBe('initial');
  });

  it('ignores a second submit while processing and replies outside processing', () => {
    expect(run(['submit', 'submit'])).toBe('processing');
    expect(run(['unlocked'])).toBe('initial');
    expect(run(['failed'], 'success')).toBe('success');
  });

  it('resets to initial from any state', () => {
    for (const state of ['initial', 'processing', 'success'] as const) expect(run(['reset'], state)).toBe('initial');
  });

  it('denies dismissing while processing, allows it otherwise', () => {
    expect(canDismissUnlockDialog('processing')).toBe(false);
    expect(canDismissUnlockDialog('initial')).toBe(true);
    expect(canDismissUnlockDialog('success')).toBe(true);
  });

  it('uses the delays of spec §9', () => {
    expect(UNLOCK_PROCESSING_MS).toBe(1500);
    expect(UNLOCK_SUCCESS_CLOSE_MS).toBe(2000);
  });
});

describe('classifyUnlockReply', () => {
  it('reads a successful unlock', () => {
    expect(classifyUnlockReply({ success: true, alreadyPurchased: false, message: 'City unlocked' })).toEqual({ kind: 'unlocked' });
  });

  it('treats alreadyPurchased or the "City already unlocked" message as already unlocked', () => {
    expect(classifyUnlockReply({ success: true, alreadyPurchased: true, message: '' })).toEqual({ kind: 'already-unlocked' });
    expect(classifyUnlockReply({ success: false, message: 'City already unlocked' })).toEqual({ kind: 'already-unlocked' });
  });

  it('fails with the server message, or the fallback', () => {
    expect(classifyUnlockReply({ success: false, message: 'Payment declined' })).toEqual({ kind: 'failed', message: 'Payment declined' });
    expect(classifyUnlockReply({ success: false, message: '  ' })).toEqual({ kind: 'failed', message: UNLOCK_FAILED_FALLBACK });
    expect(UNLOCK_FAILED_FALLBACK).toBe('Failed to unlock city. Please try again.');
  });
});

describe('withMinimumDelay', () => {
  afterEach(() => vi.useRealTimers());

  it('waits at least the processing delay when the server is quick', async () => {
    vi.useFakeTimers();
    let done = false;
    const pending = withMinimumDelay(Promise.resolve('ok')).then((value) => {
      done = true;
      return value;
    });
    await vi.advanceTimersByTimeAsync(UNLOCK_PROCESSING_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('ok');
  });

  it('starts the delay alongside the task, so a slow server adds no extra wait', async () => {
    vi.useFakeTimers();
    const slow = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 2500));
    const pending = withMinimumDelay(slow);
    await vi.advanceTimersByTimeAsync(2500);
    await expect(pending).resolves.toBe('late');
  });

  it('rejects when the task fails', async () => {
    const delay = vi.fn(() => Promise.resolve());
    await expect(withMinimumDelay(Promise.reject(new Error('boom')), 10, delay)).rejects.toThrow('boom');
    expect(delay).toHaveBeenCalledWith(10);
  });
});
