// @vitest-environment jsdom
// Taps on a stored screen (src/data/cache/screen-taps.ts): the page records
// them on the screen the service worker drew, with feedback at once, and the
// app replays each once when its own screen is drawn (screen-release.ts).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { markIdleControls, replayOf, SCREEN_HOST, takeScreenTaps, TAP_RECORDER, type ScreenTap } from '#/data/cache/screen-taps';

/** A place card and the bottom bar as the app renders them, then stored. */
const SCREEN = `
  <main>
    <label><span>Search places</span><input type="search"></label>
    <button type="button" aria-pressed="false">Cafe</button>
    <article data-testid="place-card">
      <button type="button" aria-label="Save Onion" aria-pressed="false" data-save-place="place1"><svg aria-hidden="true"><use href="#i"></use></svg></button>
      <button type="button" aria-label="Add Onion to a collection">+</button>
      <a href="https://www.google.com/maps/dir/?api=1&destination=1,2" target="_blank" rel="noopener noreferrer">Get directions</a>
      <a href="/place/place1">View Details</a>
    </article>
  </main>
  <nav aria-label="Main"><a href="/" aria-current="page">Discover</a><a href="/profile">Profile</a></nav>`;

beforeAll(() => {
  // As the page runs it: an inline script before the stored screen.
  const script = document.createElement('script');
  script.textContent = TAP_RECORDER;
  document.head.append(script);
});

afterEach(() => {
  document.body.replaceChildren();
});

/** The stored screen as the service worker's page has it: the recorder's host, its closed shadow root holding the screen. */
function storedScreen(html = SCREEN) {
  const host = document.createElement(SCREEN_HOST);
  host.setAttribute('data-screen-snapshot', '');
  document.body.append(host);
  const screen = host.attachShadow({ mode: 'closed' });
  screen.innerHTML = html;
  markIdleControls(screen);
  const tap = (selector: string) => {
    const control = screen.querySelector(selector)!;
    // A finger's tap: it crosses into the shadow root like any click; false when the page kept the browser from following it.
    return control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  };
  return { host, screen, tap };
}

describe('a tap on a stored screen', () => {
  it('turns a heart over at once, and records the place and how the traveller left it', () => {
    const { host, screen, tap } = storedScreen();
    tap('[data-save-place] use');
    expect(screen.querySelector('[data-save-place]')).toHaveAttribute('aria-pressed', 'true');
    expect(takeScreenTaps(host)).toEqual([{ save: 'place1', saved: true }]);
    tap('[data-save-place]');
    expect(screen.querySelector('[data-save-place]')).toHaveAttribute('aria-pressed', 'false');
    // Each tap is handed over once.
    expect(takeScreenTaps(host)).toEqual([{ save: 'place1', saved: false }]);
    expect(takeScreenTaps(host)).toEqual([]);
  });

  it('records a link within the app (a place, a tab) instead of following it, and shows the last one pressed', () => {
    const { host, screen, tap } = storedScreen();
    expect(tap('a[href="/place/place1"]')).toBe(false);
    expect(screen.querySelector('a[href="/place/place1"]')).toHaveAttribute('data-screen-pressed');
    expect(tap('nav a[href="/profile"]')).toBe(false);
    expect(screen.querySelector('a[href="/place/place1"]')).not.toHaveAttribute('data-screen-pressed');
    expect(screen.querySelector('a[href="/profile"]')).toHaveAttribute('data-screen-pressed');
    expect(takeScreenTaps(host)).toEqual([{ open: '/place/place1' }, { open: '/profile' }]);
  });

  it('leaves a link out of the app to the browser', () => {
    const { host, tap } = storedScreen();
    expect(tap('a[target="_blank"]')).toBe(true);
    expect(takeScreenTaps(host)).toEqual([]);
  });

  it('makes every control the app could not replay idle: faded, and deaf to taps', () => {
    const { host, screen, tap } = storedScreen();
    const idle = [...screen.querySelectorAll('[data-screen-idle]')].map((el) => el.getAttribute('aria-label') ?? el.textContent);
    expect(idle).toEqual(['Search places', '', 'Cafe', 'Add Onion to a collection']);
    expect(tap('[aria-label="Add Onion to a collection"]')).toBe(true);
    expect(takeScreenTaps(host)).toEqual([]);
  });
});

describe('replaying the taps', () => {
  it('leaves each heart as the traveller left it, and opens only the last link tapped', () => {
    const taps: ScreenTap[] = [
      { save: 'place1', saved: true },
      { open: '/place/place1' },
      { save: 'place2', saved: true },
      { save: 'place2', saved: false },
      { open: '/profile' },
    ];
    const replay = replayOf(taps);
    expect([...replay.saves]).toEqual([
      ['place1', true],
      ['place2', false],
    ]);
    expect(replay.open).toBe('/profile');
    expect(replayOf([])).toEqual({ saves: new Map(), open: null });
  });
});
