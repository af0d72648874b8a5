// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame } from '#/landing/after-paint';

describe('starting the app after the first frame', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    visibility = 'visible';
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** The browser makes a frame: its animation-frame callbacks run, then the tasks they queued. */
  const makeFrame = () => {
    for (const callback of frames.splice(0)) callback(performance.now());
    vi.advanceTimersByTime(0);
  };

  it('waits for the frame, then starts once', () => {
    const start = vi.fn();
    afterNextFrame(start);
    vi.advanceTimersByTime(0);
    expect(start).not.toHaveBeenCalled();
    makeFrame();
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a page in the background, which makes no frames', () => {
    visibility = 'hidden';
    const start = vi.fn();
    afterNextFrame(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no frame comes, and not again when one does', () => {
    const start = vi.fn();
    afterNextFrame(start);
    vi.advanceTimersByTime(499);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    makeFrame();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
