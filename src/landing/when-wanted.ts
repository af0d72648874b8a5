// When a visitor on the pre-rendered landing page wants the app: at their
// first interaction, or once they have stayed a while and the browser is idle.

/** Input that says the visitor is about to use the page (focusin: a keyboard user tabbing to a link). */
const INTENT = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `start` once: at the visitor's first interaction, or `idleAfterMs`
 * after the page has loaded, when the browser is next idle.
 */
export function whenWanted(start: () => void, idleAfterMs: number): void {
  let started = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, go, true);
    removeEventListener('load', wait);
    window.clearTimeout(timer);
    if (idle !== undefined) cancelIdle(idle);
    start();
  };
  const wait = () => {
    timer = window.setTimeout(() => {
      idle = whenIdle(go);
    }, idleAfterMs);
  };
  for (const type of INTENT) addEventListener(type, go, { capture: true, passive: true });
  if (document.readyState === 'complete') wait();
  else addEventListener('load', wait, { once: true });
}

// Safari has no requestIdleCallback: a timer stands in.
const hasIdleCallbacks = typeof window.requestIdleCallback === 'function';

/** Runs `task` when the browser is next idle (within 2 s). */
export function whenIdle(task: () => void): number {
  return hasIdleCallbacks ? window.requestIdleCallback(task, { timeout: 2000 }) : window.setTimeout(task, 300);
}

const cancelIdle = (handle: number) => (hasIdleCallbacks ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
