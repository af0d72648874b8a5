// Scrolling the page to where a traveller left it, when what was there is
// still arriving: a screen's content comes after the navigation (IndexedDB,
// lazy screens, a long list drawn in two steps), so the page can be too short
// at first, and a plain scrollTo lands short of the place.

/**
 * Marks an element whose content is still being drawn (a long list's second step): a return waits
 * for it however long it takes on a slow phone, rather than landing short when a timer runs out.
 */
export const DRAWING_MARKER = 'data-drawing';
/** How long a return waits, once nothing is drawing, for its screen to grow tall enough: a list that shrank meanwhile never will. */
const LONGEST_WAIT_MS = 3000;
/** However long a screen says it is drawing, a return gives up after this. */
const LONGEST_DRAWING_MS = 20_000;

/**
 * Scrolls to `top` as soon as the page is tall enough to, or as near as it gets once nothing is
 * drawing (DRAWING_MARKER) and LONGEST_WAIT_MS have passed. A traveller who touches, wheels or types
 * meanwhile has the page to themselves. Returns a cancel.
 */
export function scrollWhenTall(top: number): () => void {
  const root = document.documentElement;
  const reachable = () => root.scrollHeight - window.innerHeight >= top;
  const drawing = () => !!document.querySelector(`[${DRAWING_MARKER}]`);
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    resizes.disconnect();
    marks.disconnect();
    clearTimeout(timer);
    clearTimeout(cap);
    for (const type of ['touchstart', 'wheel', 'keydown'] as const) removeEventListener(type, finish);
  };
  const nearest = () => {
    window.scrollTo(0, top);
    finish();
  };
  const attempt = () => {
    if (done) return;
    if (reachable()) return nearest();
    // The clock for a page that will not grow runs only while nothing says it is still drawing.
    if (drawing()) {
      clearTimeout(timer);
      timer = undefined;
    } else timer ??= setTimeout(nearest, LONGEST_WAIT_MS);
  };
  const resizes = new ResizeObserver(attempt);
  resizes.observe(document.body);
  const marks = new MutationObserver(attempt);
  marks.observe(document.body, { subtree: true, attributes: true, attributeFilter: [DRAWING_MARKER], childList: true });
  const cap = setTimeout(nearest, LONGEST_DRAWING_MS);
  for (const type of ['touchstart', 'wheel', 'keydown'] as const) addEventListener(type, finish, { passive: true });
  attempt();
  return finish;
}
