// @vitest-environment jsdom
// The bottom bar marks the tab whose screen is showing: the map of search's
// places is still Search, a sub-page is still its tab, and Discover is only '/'.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { BASE_TABS, NavBar } from '#/components/nav-bar';

function currentTabAt(path: string): string[] {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar tabs={BASE_TABS} />
    </MemoryRouter>,
  );
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

afterEach(cleanup);

describe('the bottom bar', () => {
  it('keeps Search current on the map of its places', () => {
    expect(currentTabAt('/map')).toEqual(['Search']);
    cleanup();
    expect(currentTabAt('/search?q=coffee')).toEqual(['Search']);
  });

  it('marks Discover only on the home screen, and a tab on its sub-pages', () => {
    expect(currentTabAt('/')).toEqual(['Discover']);
    cleanup();
    expect(currentTabAt('/place/abc')).toEqual([]);
    cleanup();
    expect(currentTabAt('/profile/settings')).toEqual(['Profile']);
    cleanup();
    expect(currentTabAt('/mapping')).toEqual([]);
  });
});
