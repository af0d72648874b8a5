// The page's side of stored screens (screens.ts): keeps the HTML of the screen
// the user settled on, and forgets every screen on sign-out.
import { shareIcons } from './screen-icons';
import { markIdleControls } from './screen-taps';
import { SCREEN_CACHE, SCREENS_KEPT, screenKey, storesScreen, type StoredScreen } from './screens';

/** A screen is stored once it has stopped changing for this long. */
const SETTLE_MS = 1500;
/** Parts of the frame that describe a moment, not the screen: toasts, the sync indicator. */
const TRANSIENT = '[data-sonner-toaster], [data-no-snapshot], [data-screen-snapshot]';

const available = () => typeof caches !== 'undefined' && typeof window !== 'undefined';

/** Whether the screen shows something the user is typing or choosing: stored, it would show the result without the input. */
function holdsInput(root: HTMLElement): boolean {
  for (const field of root.querySelectorAll('input')) {
    const toggles = field.type === 'checkbox' || field.type === 'radio';
    if (toggles ? field.checked !== field.defaultChecked : field.value !== field.defaultValue) return true;
  }
  return [...root.querySelectorAll('textarea')].some((field) => field.value !== field.defaultValue);
}

/** How much of a long screen is kept, in viewport heights from its top: what a stored screen shows before the app takes over. */
const KEPT_HEIGHTS = 12;

/**
 * Shapes `copy` (a deep clone of `live`) for a fast first paint: what lies
 * below the first KEPT_HEIGHTS viewports goes (a city's list can be hundreds
 * of cards, and the browser lays out all it is given before it paints), and
 * what lies below the first viewport is kept at its measured size but skipped
 * by layout and paint until it is scrolled to (content-visibility).
 */
function shapeForFirstPaint(live: Element, copy: Element, fold: number, limit: number): void {
  const liveChildren = [...live.children];
  const copyChildren = [...copy.children];
  liveChildren.forEach((child, i) => {
    const twin = copyChildren[i];
    if (!twin || getComputedStyle(child).position === 'fixed') return;
    const box = child.getBoundingClientRect();
    const top = box.top + window.scrollY;
    if (top > limit) {
      twin.remove();
    } else if (top >= fold && twin instanceof HTMLElement && box.height > 0) {
      twin.style.contentVisibility = 'auto';
      twin.style.containIntrinsicSize = `auto ${Math.round(box.width)}px auto ${Math.round(box.height)}px`;
    } else if (box.bottom + window.scrollY > fold) {
      shapeForFirstPaint(child, twin, fold, limit);
    }
  });
}

/**
 * An image's box, empty: the browser draws an image (an SVG is a document of its
 * own) on the main thread, and a stored screen's images held its first paint and
 * the end of parsing back by most of a second on a slow phone. The app's own
 * screen, a moment later, has the pictures.
 */
function withoutPicture(img: HTMLImageElement): void {
  const box = document.createElement('div');
  box.className = img.className;
  box.style.background = 'var(--card-2)';
  img.replaceWith(box);
}

/** The screen as the user sees it now, or null when it is not one to store. */
function currentScreen(root: HTMLElement): StoredScreen | null {
  if (!storesScreen(location.pathname) || !root.querySelector('main') || root.querySelector('[data-loading]') || holdsInput(root)) {
    return null;
  }
  const copy = root.cloneNode(true) as HTMLElement;
  shapeForFirstPaint(root, copy, window.innerHeight, KEPT_HEIGHTS * window.innerHeight);
  copy.querySelectorAll(TRANSIENT).forEach((el) => el.remove());
  copy.querySelectorAll('img').forEach(withoutPicture);
  shareIcons(copy);
  markIdleControls(copy);
  return { html: copy.innerHTML, theme: document.documentElement.className };
}

async function store(screen: StoredScreen, path: string): Promise<void> {
  const cache = await caches.open(SCREEN_CACHE);
  const key = screenKey(location.origin, path);
  await cache.put(key, new Response(JSON.stringify(screen), { headers: { 'Content-Type': 'application/json' } }));
  // Keys come back oldest first: the least recently stored paths go.
  const keys = await cache.keys();
  const stale = keys.filter((request) => request.url !== key).slice(0, Math.max(0, keys.length - SCREENS_KEPT));
  await Promise.all(stale.map((request) => cache.delete(request)));
}

/**
 * Stores the screen in `root` whenever it settles, and when the page is
 * hidden (an app switch on a phone), while `signedIn()` holds. Returns a stop function.
 */
export function startScreenCapture(root: HTMLElement, signedIn: () => boolean): () => void {
  if (!available()) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = '';
  const capture = () => {
    timer = undefined;
    if (!signedIn()) return;
    const screen = currentScreen(root);
    const path = location.pathname + location.search;
    if (!screen || path + screen.html === last) return;
    last = path + screen.html;
    void store(screen, path).catch(() => undefined);
  };
  const observer = new MutationObserver(() => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(capture, SETTLE_MS);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
  const onHide = () => {
    if (document.visibilityState === 'hidden') capture();
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    observer.disconnect();
    if (timer) clearTimeout(timer);
    document.removeEventListener('visibilitychange', onHide);
  };
}

/** Forgets every stored screen: on sign-out, and when the user changes. */
export async function clearStoredScreens(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(SCREEN_CACHE);
}
