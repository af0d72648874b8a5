// @vitest-environment jsdom
// A return to a card far down a list (Back, or the app taking over from a
// stored screen) waits for a list still drawing however long a slow phone
// takes, and gives up only on a page that has stopped drawing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAWING_MARKER, scrollWhenTall } from '../../src/data/scroll';

let height = 1000;
const resizeCallbacks = new Set<() => void>();
const scrolls: number[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  height = 1000;
  scrolls.length = 0;
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
  window.scrollTo = ((_x: number, y: number) => void scrolls.push(y)) as typeof window.scrollTo;
  globalThis.ResizeObserver = class {
    constructor(private readonly callback: () => void) {}
    observe() {
      resizeCallbacks.add(this.callback);
    }
    disconnect() {
      resizeCallbacks.delete(this.callback);
    }
    unobserve() {}
  } as unknown as typeof ResizeObserver;
  document.body.innerHTML = '<main></main>';
});

afterEach(() => {
  vi.useRealTimers();
  resizeCallbacks.clear();
});

function grow(to: number) {
  height = to;
  for (const callback of [...resizeCallbacks]) callback();
}

describe('a return to a place far down the page', () => {
  it('scrolls at once when the page already reaches it', () => {
    height = 5000;
    scrollWhenTall(3000);
    expect(scrolls).toEqual([3000]);
  });

  it('waits for a list still drawing longer than a page that stopped growing is given', async () => {
    const main = document.querySelector('main')!;
    main.setAttribute(DRAWING_MARKER, '');
    scrollWhenTall(3000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scrolls).toEqual([]);
    grow(6000);
    main.removeAttribute(DRAWING_MARKER);
    await vi.advanceTimersByTimeAsync(0);
    expect(scrolls).toEqual([3000]);
  });

  it('lands as near as it gets on a page that stopped drawing and never grows', async () => {
    scrollWhenTall(3000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(scrolls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(scrolls).toEqual([3000]);
  });

  it('leaves the page to a traveller who touches it meanwhile', async () => {
    document.querySelector('main')!.setAttribute(DRAWING_MARKER, '');
    scrollWhenTall(3000);
    window.dispatchEvent(new Event('touchstart'));
    grow(6000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(scrolls).toEqual([]);
  });
});
