// Taps on a stored screen (screens.ts). The app takes seconds to take over on
// a slow phone, and the stored screen looks like the app: a tap on it must do
// what it shows. So:
// - when the screen is stored, every control that cannot do that is marked
//   idle (markIdleControls): drawn faded, and deaf to taps;
// - the page records the taps on what can (TAP_RECORDER): a save heart, a
//   link within the app (a place, a tab of the bottom bar), with feedback at
//   once; a link out of the app (directions) is followed by the browser;
// - the app, once it takes over (screen-release.ts), replays them once
//   (replayOf): each heart ends as the traveller left it, the last link opens.

/** The stored screen's host: a custom element, so that the recorder reaches its closed shadow root (ElementInternals). */
export const SCREEN_HOST = 'tastemap-screen';

/**
 * The recorder: an inline script the service worker puts just before the
 * stored screen, so that it listens from the first frame on
 * (pb_hooks/lib/security.js allows it by its hash; tests/unit/csp.test.ts fails
 * when it changes and the hash does not). It defines the host element, which
 * keeps the taps on its `taps` until the app takes them. A heart turns over at
 * once (aria-pressed, which index.css paints); a link within the app shows
 * pressed, and the browser does not follow it. Plain ES2017 with no
 * dependency: it runs before any of the app is fetched.
 */
export const TAP_RECORDER = `(function () {
  try {
    var taps = [];
    var inApp = function (link) {
      var href = link.getAttribute('href');
      return href.charAt(0) === '/' && href.charAt(1) !== '/' && !link.hasAttribute('target');
    };
    var record = function (root, event) {
      var control = event.target.closest && event.target.closest('[data-save-place], a[href]');
      if (!control || control.closest('[data-screen-idle]')) return;
      if (control.hasAttribute('data-save-place')) {
        var saved = control.getAttribute('aria-pressed') !== 'true';
        control.setAttribute('aria-pressed', String(saved));
        taps.push({ save: control.getAttribute('data-save-place'), saved: saved });
      } else if (inApp(control)) {
        var pressed = root.querySelector('[data-screen-pressed]');
        if (pressed) pressed.removeAttribute('data-screen-pressed');
        control.setAttribute('data-screen-pressed', '');
        taps.push({ open: control.getAttribute('href') });
      } else return;
      event.preventDefault();
    };
    customElements.define('${SCREEN_HOST}', class extends HTMLElement {
      constructor() {
        super();
        var internals = this.attachInternals ? this.attachInternals() : null;
        var root = null;
        this.taps = taps;
        // The shadow root is parsed after the host: the first tap starts listening to it on its way down.
        this.addEventListener('click', function () {
          if (root || !internals || !(root = internals.shadowRoot)) return;
          root.addEventListener('click', function (event) { record(root, event); }, true);
        }, true);
      }
    });
  } catch (error) {}
})();`;

/** What a tap on a stored screen asked for: a heart left saved or not, or a path of the app to open. */
export type ScreenTap = { save: string; saved: boolean } | { open: string };

const isTap = (tap: unknown): tap is ScreenTap => {
  if (typeof tap !== 'object' || tap === null) return false;
  const fields = tap as Record<string, unknown>;
  return (
    (typeof fields.save === 'string' && typeof fields.saved === 'boolean') ||
    (typeof fields.open === 'string' && fields.open.startsWith('/'))
  );
};

/** The taps the stored screen `host` recorded, handed over once: a second call gets only taps made since. */
export function takeScreenTaps(host: Element): ScreenTap[] {
  const taps = (host as Element & { taps?: unknown }).taps;
  return Array.isArray(taps) ? taps.splice(0).filter(isTap) : [];
}

interface TapReplay {
  /** Each place whose heart was tapped, and whether the traveller left it saved. */
  saves: Map<string, boolean>;
  /** The last path within the app the traveller opened, or null. */
  open: string | null;
}

/** What the app does for `taps`: a heart tapped twice is left as it was, and only the last link tapped opens. */
export function replayOf(taps: readonly ScreenTap[]): TapReplay {
  const replay: TapReplay = { saves: new Map(), open: null };
  for (const tap of taps) {
    if ('open' in tap) replay.open = tap.open;
    else replay.saves.set(tap.save, tap.saved);
  }
  return replay;
}

/** Whatever a user can tap or type into (a region that is only focusable, to be scrolled, is no control). */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"]';

/** Whether a tap on `control` in a stored screen does what it shows: recorded and replayed, or followed by the browser. */
function answersTap(control: Element): boolean {
  if (control.hasAttribute('data-save-place')) return true;
  if (control.tagName !== 'A') return false;
  // A link within the app is replayed; a link out (another site, a new tab, mail) works by itself.
  return /^(\/|https?:|mailto:|tel:)/.test(control.getAttribute('href') ?? '');
}

/** Marks every control of the stored screen `screen` that the app could not replay idle: faded and deaf to taps (index.css). */
export function markIdleControls(screen: ParentNode): void {
  for (const control of screen.querySelectorAll(CONTROLS)) {
    if (!answersTap(control)) control.setAttribute('data-screen-idle', '');
  }
}
