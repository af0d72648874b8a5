// @vitest-environment jsdom
// The app taking over from a stored screen (src/data/cache/screen-release.ts):
// the stored screen goes once the live screen is drawn, and what was tapped on
// it meanwhile is handed to the app, once.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AWAITS_DRAWN } from '#/data/cache/screens';
import { releaseStoredScreen } from '#/data/cache/screen-release';
import { SCREEN_HOST, TAP_RECORDER } from '#/data/cache/screen-taps';

beforeAll(() => {
  // As the page runs it: an inline script before the stored screen.
  const script = document.createElement('script');
  script.textContent = TAP_RECORDER;
  document.head.append(script);
});

afterEach(() => {
  document.body.replaceChildren();
});

/** A stored screen as the service worker drew it over the page, and the page's #root under it. */
function page(html: string, { awaitsDrawn }: { awaitsDrawn: boolean }) {
  const host = document.createElement(SCREEN_HOST);
  host.setAttribute('data-screen-snapshot', '');
  if (awaitsDrawn) host.setAttribute(AWAITS_DRAWN, '');
  const root = document.createElement('div');
  document.body.append(host, root);
  const screen = host.attachShadow({ mode: 'closed' });
  screen.innerHTML = html;
  return { root, screen, stored: () => document.querySelector('[data-screen-snapshot]') };
}

/** Two frames: a stored screen whose live screen is ready goes one frame after it is. */
const frames = async () => {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

describe('the app taking over from a stored screen', () => {
  it('goes when the live screen marks its cards drawn, whatever is still loading', async () => {
    const { root, stored } = page('<main data-screen-drawn="true"><article></article></main>', { awaitsDrawn: true });
    releaseStoredScreen(root, vi.fn());
    // A <main> with nothing loading is not yet the cards of a screen that marks them.
    root.innerHTML = '<main><p>Search</p></main>';
    await frames();
    expect(stored()).not.toBeNull();
    root.innerHTML = '<main data-screen-drawn="true"><article></article><div data-loading></div></main>';
    await vi.waitFor(() => expect(stored()).toBeNull());
  });

  it('goes as soon as the app is elsewhere than the screen it stood for, marked or not', async () => {
    const { root, stored } = page('<main data-screen-drawn="true"><article></article></main>', { awaitsDrawn: true });
    releaseStoredScreen(root, vi.fn());
    // The session is gone: the app shows the sign-in form, which marks nothing.
    const before = location.href;
    history.pushState(null, '', '/auth');
    root.innerHTML = '<main><form></form></main>';
    try {
      await vi.waitFor(() => expect(stored()).toBeNull());
    } finally {
      history.replaceState(null, '', before);
    }
  });

  it('goes, for a screen that marks nothing, once nothing in its <main> is loading', async () => {
    const { root, stored } = page('<main><h1>Profile</h1></main>', { awaitsDrawn: false });
    root.innerHTML = '<main><div data-loading></div></main>';
    const onTaps = vi.fn();
    releaseStoredScreen(root, onTaps);
    await frames();
    expect(stored()).not.toBeNull();
    root.querySelector('[data-loading]')!.remove();
    await vi.waitFor(() => expect(stored()).toBeNull());
    // Nothing was tapped: nothing to hand over.
    expect(onTaps).not.toHaveBeenCalled();
  });

  it('hands over what was tapped on it as it goes, once', async () => {
    const { root, screen, stored } = page('<main><button aria-pressed="false" data-save-place="place1">Save</button></main>', {
      awaitsDrawn: false,
    });
    const onTaps = vi.fn();
    releaseStoredScreen(root, onTaps);
    screen.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    expect(onTaps).not.toHaveBeenCalled();
    root.innerHTML = '<main></main>';
    await vi.waitFor(() => expect(stored()).toBeNull());
    expect(onTaps).toHaveBeenCalledExactlyOnceWith([{ save: 'place1', saved: true }]);
  });
});
