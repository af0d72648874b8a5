// Icons in a stored screen (screen-capture.ts), drawn once each. A list of
// place cards repeats the same few icons (save, add to a collection, the
// pin, directions) on every card: ninety-odd inline SVGs, a third of the
// screen's HTML, that the browser parses again on every cold start. Each
// distinct icon becomes one <symbol>, and every icon a <use> of it: the
// screen draws the same, its HTML a fifth lighter (98 KB to 78 KB for /search).

/** Where the symbols are kept: an element of its own at the top of the screen, drawn as nothing. */
const SPRITE_ATTRIBUTE = 'data-screen-icons';

/**
 * Presentation attributes a symbol carries for the icons that share it (lucide's defaults, and any an
 * icon changes). Not `fill`: a symbol's fill would win over the fill its icon inherits, and a saved
 * place's heart is filled by a class on the icon (and, tapped on a stored screen, by index.css).
 */
const PRESENTATION = ['stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'];

const SVG_NS = 'http://www.w3.org/2000/svg';

/** What makes two icons draw the same: their shapes, their viewBox and how they are painted. */
function iconKey(icon: SVGSVGElement): string {
  const paint = PRESENTATION.map((name) => `${name}=${icon.getAttribute(name) ?? ''}`).join(';');
  return `${icon.getAttribute('viewBox') ?? ''}|${paint}|${icon.innerHTML}`;
}

/**
 * Replaces each icon in `screen` (an inline <svg> marked aria-hidden, whose
 * shapes a sighted user sees and a screen reader skips) with a <use> of a
 * shared <symbol>. The symbols go in a hidden <svg> first in `screen`, so
 * that each <use> finds its symbol in the same tree (a stored screen is drawn
 * in a shadow root). Ids are numbered per screen.
 */
export function shareIcons(screen: Element): void {
  const icons = [...screen.querySelectorAll<SVGSVGElement>('svg[aria-hidden="true"]')].filter(
    (icon) => icon.children.length > 0 && !icon.querySelector('use, [id]'),
  );
  if (icons.length === 0) return;
  const doc = screen.ownerDocument;
  const sprite = doc.createElementNS(SVG_NS, 'svg');
  sprite.setAttribute(SPRITE_ATTRIBUTE, '');
  sprite.setAttribute('aria-hidden', 'true');
  sprite.setAttribute('style', 'display:none');
  const symbols = new Map<string, string>();
  for (const icon of icons) {
    const key = iconKey(icon);
    let id = symbols.get(key);
    if (!id) {
      id = `screen-icon-${symbols.size}`;
      symbols.set(key, id);
      const symbol = doc.createElementNS(SVG_NS, 'symbol');
      symbol.setAttribute('id', id);
      for (const name of ['viewBox', ...PRESENTATION]) {
        const value = icon.getAttribute(name);
        if (value !== null) symbol.setAttribute(name, value);
      }
      symbol.append(...icon.childNodes);
      sprite.append(symbol);
    }
    // The symbol paints the shapes; the icon keeps its box (class, size), its fill and its colour (currentColor).
    for (const name of ['xmlns', ...PRESENTATION]) icon.removeAttribute(name);
    const use = doc.createElementNS(SVG_NS, 'use');
    use.setAttribute('href', `#${id}`);
    icon.replaceChildren(use);
  }
  screen.prepend(sprite);
}
