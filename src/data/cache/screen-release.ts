// The app taking over from a stored screen (screens.ts): the stored screen
// stays over the page until the app's own screen underneath is ready, then
// goes, its scroll position handed to the page.

/** However the app fares, the stored screen never stays longer than this. */
const LONGEST_MS = 8000;

/** Whether the live screen has its content: a <main>, and nothing still loading in it. */
const ready = (root: HTMLElement) => !!root.querySelector('main') && !root.querySelector('[data-loading]');

/** Removes the stored screen (if the page has one) once `root` shows the app's own screen. */
export function releaseStoredScreen(root: HTMLElement): void {
  const stored = document.querySelector<HTMLElement>('[data-screen-snapshot]');
  if (!stored) return;
  let done = false;
  const release = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    const top = stored.scrollTop;
    stored.remove();
    if (top > 0) window.scrollTo(0, top);
  };
  // A frame after the content arrives, so that the live screen has been laid out and painted under it.
  const check = () => {
    if (ready(root)) requestAnimationFrame(() => ready(root) && release());
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-loading'] });
  const timer = setTimeout(release, LONGEST_MS);
  check();
}
