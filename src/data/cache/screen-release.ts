// The app taking over from a stored screen (screens.ts): the stored screen
// stays over the page until the app's own screen underneath is drawn, then
// goes, its scroll position handed to the page, and the taps it recorded
// (screen-taps.ts) handed to the app.
import { AWAITS_DRAWN, DRAWN_MARKER } from './screens';
import { takeScreenTaps, type ScreenTap } from './screen-taps';
import { scrollWhenTall } from '../scroll';

/** However the app fares, the stored screen never stays longer than this. */
const LONGEST_MS = 8000;

/**
 * Whether the live screen in `root` is drawn: it marked its first content (DRAWN_MARKER). A screen
 * that marks none (the stored screen says whether it did) is drawn once it has a <main> with nothing
 * loading in it.
 */
function drawn(root: HTMLElement, awaitsMarker: boolean): boolean {
  if (root.querySelector(`[${DRAWN_MARKER}]`)) return true;
  return !awaitsMarker && !!root.querySelector('main') && !root.querySelector('[data-loading]');
}

/**
 * Removes the stored screen (if the page has one) once `root` shows the app's own screen, and hands
 * `onTaps` the taps made on it meanwhile (none: not called).
 */
export function releaseStoredScreen(root: HTMLElement, onTaps: (taps: ScreenTap[]) => void): void {
  const stored = document.querySelector<HTMLElement>('[data-screen-snapshot]');
  if (!stored) return;
  // The screen it was stored from marks its cards, unless the app went elsewhere (a session gone: /auth).
  const path = location.pathname + location.search;
  const awaitsMarker = () => stored.hasAttribute(AWAITS_DRAWN) && location.pathname + location.search === path;
  const ready = () => drawn(root, awaitsMarker());
  let done = false;
  const release = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    const top = stored.scrollTop;
    const taps = takeScreenTaps(stored);
    stored.remove();
    // The live screen may draw a long list in two steps: the position waits for the page to reach it.
    if (top > 0) scrollWhenTall(top);
    if (taps.length > 0) onTaps(taps);
  };
  // A frame after the content arrives, so that the live screen has been laid out and painted under it.
  const check = () => {
    if (ready()) requestAnimationFrame(() => ready() && release());
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-loading', DRAWN_MARKER] });
  const timer = setTimeout(release, LONGEST_MS);
  check();
}
