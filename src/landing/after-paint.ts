// Starting the app after the page's first frame. Fetching the app begins by
// asking for a dozen module files at once (the route's chunks, preloaded),
// and on a slow phone each request takes the main thread a few milliseconds:
// run before the first frame, they held back the stored screen a device had
// just parsed (src/data/cache/screens.ts) by a tenth of a second at the
// offline cold start. The app itself starts a frame later, unseen under it.

/** The longest the app waits for a frame that may never come (a page that went to the background). */
const LONGEST_WAIT_MS = 500;

/** Calls `task` once, as soon as the browser has produced the page's next frame; at once on a hidden page, which draws none. */
export function afterNextFrame(task: () => void): void {
  if (document.visibilityState !== 'visible') {
    task();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    task();
  };
  // A callback of requestAnimationFrame runs before the frame is drawn; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(run, 0));
  const fallback = setTimeout(run, LONGEST_WAIT_MS);
}
