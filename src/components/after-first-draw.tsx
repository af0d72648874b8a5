// What the frame does beside the screen (badge news, saving the active city)
// waits until the screen has drawn its first content: at start-up on a phone,
// every query and render before the first cards is time the traveller waits.
import { useSyncExternalStore, type ReactNode } from 'react';
import { DRAWN_MARKER } from '#/data/cache/screens';

/** A screen that marks nothing (or never gets there) lets the frame's extras start after this anyway. */
const LATEST_MS = 1500;

let drawn = false;
const listeners = new Set<() => void>();
let watching = false;

function markDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const listener of listeners) listener();
}

/** Watches the document once, for the first screen that marks its content drawn. */
function watch(): void {
  if (watching || drawn) return;
  watching = true;
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return markDrawn();
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    markDrawn();
  };
  const observer = new MutationObserver(() => {
    if (document.querySelector(`#root [${DRAWN_MARKER}]`)) done();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: [DRAWN_MARKER] });
  const timer = setTimeout(done, LATEST_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watch();
  return () => listeners.delete(listener);
}

/** Whether the page's first screen has drawn its content (or had its time to). */
export function useFirstScreenDrawn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => drawn,
    () => false,
  );
}

/** Renders `children` once the first screen is drawn. */
export function AfterFirstDraw({ children }: { children: ReactNode }) {
  return useFirstScreenDrawn() ? children : null;
}
