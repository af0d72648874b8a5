// Scrolling the page to where a traveller left it, when what was there is
// still arriving: a screen's content comes after the navigation (IndexedDB,
// lazy screens, a long list drawn in two steps), so the page can be too short
// at first, and a plain scrollTo lands short of the place.

/** How long a return waits for its screen to grow tall enough, at most: a list that shrank meanwhile never will. */
const LONGEST_WAIT_MS = 3000;
/**
 * Scrolls to `top` as soon as the page is tall enough to, or as near as it gets within LONGEST_WAIT_MS.
 * A traveller who touches, wheels or types meanwhile has the page to themselves. Returns a cancel.
 */
export function scrollWhenTall(top: number): () => void {
  const root = document.documentElement;
  const reachable = () => root.scrollHeight - window.innerHeight >= top;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['touchstart', 'wheel', 'keydown'] as const) removeEventListener(type, finish);
  };
  const attempt = () => {
    if (!reachable()) return;
    window.scrollTo(0, top);
    finish();
  };
  const observer = new ResizeObserver(attempt);
  observer.observe(document.body);
  const timer = setTimeout(() => {
    window.scrollTo(0, top);
    finish();
  }, LONGEST_WAIT_MS);
  for (const type of ['touchstart', 'wheel', 'keydown'] as const) addEventListener(type, finish, { passive: true });
  attempt();
  return finish;
}
