import { describe, expect, it } from 'vitest';
import { screenKey, shellWithScreen, storesScreen } from '#/data/cache/screens';

const shell = [
  '<!doctype html><html><head>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-b.css">',
  '</head><body><div id="root"><div data-prerendered>landing</div></div></body></html>',
].join('');

describe('stored screens', () => {
  it('draws the screen over the shell in a closed shadow root with the shell’s stylesheets', () => {
    const html = shellWithScreen(shell, { html: '<main><h1>Search</h1></main>', theme: 'dark' });
    const host = html.indexOf('<div data-screen-snapshot');
    expect(host).toBeGreaterThan(html.indexOf('<body>'));
    expect(host).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain(
      '<template shadowrootmode="closed"><link rel="stylesheet" crossorigin href="/assets/index-b.css"><div class="dark"><main><h1>Search</h1></main></div></template>',
    );
    // The shell keeps its scripts and styles; #root is empty (a device with stored screens never shows the landing page).
    expect(html.replace(/<div data-screen-snapshot.*?<\/template><\/div>/, '')).toBe(
      shell.replace('<div id="root"><div data-prerendered>landing</div></div>', '<div id="root"></div>'),
    );
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
