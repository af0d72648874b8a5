import { describe, expect, it } from 'vitest';
import { AWAITS_DRAWN, LANDING_END, LANDING_START, screenKey, shellWithScreen, storesScreen } from '#/data/cache/screens';
import { TAP_RECORDER } from '#/data/cache/screen-taps';

const landing = `${LANDING_START}<div data-prerendered><main><div><h1>Curated places</h1></div></main></div>${LANDING_END}`;
const shell = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-b.css">',
  `</head><body><div id="root">${landing}</div></body></html>`,
].join('');
/** Everything but the stored screen's host element and its tap recorder. */
const withoutHost = (html: string) =>
  html.replace(/<script>[\s\S]*?<\/script><tastemap-screen data-screen-snapshot[\s\S]*?<\/template><\/tastemap-screen>/, '');

describe('stored screens', () => {
  it('draws the screen over the shell in a closed shadow root with the shell’s stylesheets', () => {
    const html = shellWithScreen(shell, { html: '<main><h1>Search</h1></main>', theme: 'dark' });
    const host = html.indexOf('<tastemap-screen data-screen-snapshot aria-hidden="true">');
    expect(host).toBeGreaterThan(html.indexOf('<body>'));
    expect(host).toBeLessThan(html.indexOf('<div id="root">'));
    // The tap recorder runs just before the screen is parsed, so that it hears a tap from the first frame on.
    expect(html.slice(0, host).endsWith(`<script>${TAP_RECORDER}</script>`)).toBe(true);
    expect(html).toContain(
      '<template shadowrootmode="closed"><link rel="stylesheet" crossorigin href="/assets/index-b.css"><div class="dark"><main><h1>Search</h1></main></div></template>',
    );
    // The shell keeps its scripts and styles; #root is empty (a device with stored screens never shows the landing page).
    expect(withoutHost(html)).toBe(shell.replace(landing, ''));
  });

  it('takes out the landing page between its markers, whatever else in the page closes a <div>', () => {
    // An element after #root, and a stored screen full of </div>, as the splice must not be misled by.
    const after = '<div id="portal"><div>dialogs</div></div><noscript><div>Tastemap needs JavaScript</div></noscript>';
    const page = shell.replace('</body>', `${after}</body>`);
    const html = shellWithScreen(page, { html: '<main><div><div>Search</div></div></main>', theme: 'dark' });
    expect(withoutHost(html)).toBe(page.replace(landing, ''));
    expect(html).toContain('<div class="dark"><main><div><div>Search</div></div></main></div></template>');
  });

  it('draws over a shell with nothing pre-rendered, leaving #root as it is', () => {
    const bare = shell.replace(landing, '');
    const html = shellWithScreen(bare, { html: '<main></main>', theme: '' });
    expect(html.indexOf('<tastemap-screen data-screen-snapshot')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(withoutHost(html)).toBe(bare);
  });

  it('waits for the live screen to mark its content drawn when the stored one was marked', () => {
    const marked = shellWithScreen(shell, { html: '<main data-screen-drawn="true"><h1>Search</h1></main>', theme: 'dark' });
    expect(marked).toContain(`<tastemap-screen data-screen-snapshot aria-hidden="true" ${AWAITS_DRAWN}>`);
    const unmarked = shellWithScreen(shell, { html: '<main><h1>Profile</h1></main>', theme: 'dark' });
    expect(unmarked).not.toContain(AWAITS_DRAWN);
  });

  it('cannot be broken out of by the theme it records', () => {
    const html = shellWithScreen(shell, { html: '<main></main>', theme: '"><script>alert(1)</script>' });
    expect(html).not.toContain('<script>alert');
  });

  it('leaves a shell without #root as it is', () => {
    expect(shellWithScreen('<html><body></body></html>', { html: '<main></main>', theme: '' })).toBe('<html><body></body></html>');
  });

  it('keys screens by path and query, and never stores the screens that start a session', () => {
    expect(screenKey('https://tastemap.app', '/search?q=tea')).toBe('https://tastemap.app/__screens/search?q=tea');
    expect(storesScreen('/search')).toBe(true);
    expect(storesScreen('/place/abc')).toBe(true);
    expect(storesScreen('/auth')).toBe(false);
    expect(storesScreen('/onboarding')).toBe(false);
  });
});
