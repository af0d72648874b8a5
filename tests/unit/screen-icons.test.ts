// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shareIcons } from '#/data/cache/screen-icons';

const heart =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-heart h-5 w-5" aria-hidden="true"><path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676"></path></svg>';
const savedHeart = heart.replace('fill="none"', 'fill="currentColor"');
const pin =
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-map-pin h-3.5 w-3.5" aria-hidden="true"><path d="M20 10c0 4.993"></path><circle cx="12" cy="10" r="3"></circle></svg>';

function screenOf(html: string): HTMLElement {
  const screen = document.createElement('div');
  screen.innerHTML = html;
  return screen;
}

/** Each icon of `screen` as drawn: its own attributes, and the symbol it uses with that symbol's attributes and shapes. */
function drawnIcons(screen: HTMLElement) {
  return [...screen.querySelectorAll('svg:not([data-screen-icons])')].map((icon) => {
    const href = icon.querySelector('use')?.getAttribute('href') ?? '';
    const symbol = screen.querySelector(`symbol${href}`);
    return {
      className: icon.getAttribute('class'),
      size: [icon.getAttribute('width'), icon.getAttribute('height')],
      fill: icon.getAttribute('fill'),
      stroke: symbol?.getAttribute('stroke'),
      viewBox: symbol?.getAttribute('viewBox'),
      shapes: symbol?.innerHTML,
    };
  });
}

describe('icons in a stored screen', () => {
  it('draws each distinct icon once, as a symbol every copy uses', () => {
    const html = `<article>${heart}${pin}</article><article>${heart}${pin}</article><article>${savedHeart}</article>`;
    const screen = screenOf(html);
    shareIcons(screen);
    // Two distinct icons for five uses: the saved heart is the heart, filled (its fill stays on the icon).
    expect(screen.querySelectorAll('[data-screen-icons] symbol')).toHaveLength(2);
    expect(screen.querySelectorAll('svg:not([data-screen-icons]) > use')).toHaveLength(5);
    // Every icon draws what it drew before: same box, same paint, same shapes.
    expect(drawnIcons(screen)).toEqual(
      drawnIcons(screenOf(html)).map((icon, i) => {
        const original = screenOf(html).querySelectorAll('svg')[i]!;
        return {
          ...icon,
          fill: original.getAttribute('fill'),
          stroke: original.getAttribute('stroke'),
          viewBox: original.getAttribute('viewBox'),
          shapes: original.innerHTML,
        };
      }),
    );
    // The copies carry no shapes and no stroke of their own; their fill stays, for the classes that fill an icon.
    for (const icon of screen.querySelectorAll('svg:not([data-screen-icons])')) {
      expect(icon.innerHTML).toMatch(/^<use href="#screen-icon-\d"><\/use>$/);
      expect(icon.hasAttribute('stroke') || icon.hasAttribute('xmlns')).toBe(false);
      expect(icon.hasAttribute('fill')).toBe(true);
    }
    expect(screen.querySelector('[data-screen-icons] symbol[fill]')).toBeNull();
  });

  it('keeps the symbols first, hidden, and leaves icons with ids of their own alone', () => {
    const gradient =
      '<svg aria-hidden="true" viewBox="0 0 10 10"><defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)"></rect></svg>';
    const screen = screenOf(`<p>${heart}</p>${gradient}`);
    shareIcons(screen);
    const sprite = screen.firstElementChild!;
    expect(sprite.hasAttribute('data-screen-icons')).toBe(true);
    expect(sprite.getAttribute('style')).toBe('display:none');
    expect(screen.querySelector('linearGradient')).not.toBeNull();
    expect(screen.querySelectorAll('symbol')).toHaveLength(1);
  });

  it('leaves a screen without icons as it is', () => {
    const screen = screenOf('<main><h1>Saved</h1></main>');
    shareIcons(screen);
    expect(screen.innerHTML).toBe('<main><h1>Saved</h1></main>');
  });
});
