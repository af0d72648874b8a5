// The rules every screen keeps on a phone (issue 30), computed in the page so
// that a failure names each element and its size. `screenViolations` runs in
// the browser (page.evaluate serialises it): everything it uses is inside it.

/** The rules, as the suite counts them. */
export const RULES = ['target', 'covered', 'label', 'back', 'toast'] as const;
export type Rule = (typeof RULES)[number];
export type Violations = Record<Rule, string[]>;

export interface RuleOptions {
  /** Check only what a toast may cover (header and bottom-bar controls), at the scroll position as it is. */
  toast: boolean;
  /** The screen is the start of a path with nowhere before it (onboarding's first step): no back control asked for. */
  noBack: boolean;
}

/** Smallest touch target, CSS px (Apple's HIG; WCAG 2.5.5). */
export const MIN_TARGET = 44;

/**
 * Every violation of the rules on the screen as it is now, by rule.
 * - target: every visible control is at least 44×44 CSS px (a link inside running text excepted);
 * - covered: each control, scrolled into view, is what a tap at its centre reaches; the bottom bar is opaque and the
 *   end of the screen's content clears it;
 * - label: a single-line label of a button, chip, tab or badge neither wraps nor is clipped, a badge laid over
 *   others hides no text, and a row that snaps its items snaps them in line with its padding, not against its edge;
 * - back: a screen that is not one of the bottom bar's tabs shows a way back on its first view;
 * - toast (with `toast`): one toast at a time, off the bottom bar, over no header or bottom-bar control (and, on a
 *   screen without the bottom bar, over no control at all).
 * Scrolls the page (and scrolling lists) while it looks, and back to the top when done.
 */
export function screenViolations(options: RuleOptions & { minTarget: number }): Violations {
  const found: Violations = { target: [], covered: [], label: [], back: [], toast: [] };
  const CONTROLS =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, label, ' +
    '[role=button], [role=tab], [role=switch], [role=checkbox], [role=link], [role=menuitem]';
  const FIELDS = 'input, select, textarea';
  const nav = document.querySelector<HTMLElement>('nav[aria-label="Main"]');
  const toaster = '[data-sonner-toaster]';

  const round = (n: number) => Math.round(n * 10) / 10;
  const textOf = (el: Element) =>
    (el.getAttribute('aria-label') || (el as HTMLElement).innerText || el.getAttribute('placeholder') || el.getAttribute('title') || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 48);
  const nameOf = (el: Element) => {
    const role = el.getAttribute('role');
    const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
    const testId = el.getAttribute('data-testid');
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${type}${testId ? `[data-testid=${testId}]` : ''} "${textOf(el)}"`;
  };
  const sized = (el: Element, r = el.getBoundingClientRect()) => `${nameOf(el)} ${round(r.width)}×${round(r.height)}`;
  const visible = (el: Element) => {
    if (el.closest('[inert], [data-screen-snapshot]')) return false;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    // sr-only text and fields (1 px, clipped) are reached through their label.
    return r.width > 1 && r.height > 1;
  };
  const wrappingLabel = (el: Element) => (el.matches(FIELDS) ? el.closest('label') : null);

  // Controls: a label counts when it wraps a field, and is then the field's target.
  const controls = [...document.querySelectorAll(CONTROLS)].filter(
    (el) => visible(el) && (el.tagName !== 'LABEL' || !!el.querySelector(FIELDS)) && !(wrappingLabel(el) && visible(wrappingLabel(el)!)),
  );
  /** A link in running text: inline (an icon with it too), in a sentence of a paragraph or list item with words around it. */
  const inRunningText = (el: Element) => {
    if (el.tagName !== 'A' || !getComputedStyle(el).display.startsWith('inline')) return false;
    const sentence = el.closest('p, li');
    return !!sentence && (sentence.textContent ?? '').replace(el.textContent ?? '', '').trim().length > 0;
  };
  const inToast = (el: Element | null) => !!el?.closest(toaster);

  // ---- back (first view, at the top) ---------------------------------------------------------------
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const isTab = !!nav?.querySelector('[aria-current="page"]');
  if (!isTab && !options.noBack && !options.toast) {
    const back = controls.find((el) => {
      const r = el.getBoundingClientRect();
      const name = textOf(el);
      return r.bottom > 0 && r.top < innerHeight && !inToast(el) && /^(back|back to\b.*|return to\b.*)$/i.test(name);
    });
    if (!back) found.back.push(`${location.pathname}: no Back (or "Back to …", "Return to …") control in the first view`);
  }

  // ---- toast: what a toast may not cover -------------------------------------------------------------
  if (options.toast) {
    const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')].filter(
      (t) => t.dataset.removed !== 'true' && t.dataset.visible !== 'false' && visible(t),
    );
    if (toasts.length === 0) found.toast.push('no toast showing');
    if (toasts.length > 1) found.toast.push(`${toasts.length} toasts showing at once: ${toasts.map(textOf).join(' | ')}`);
    const navBox = nav?.getBoundingClientRect();
    for (const t of toasts) {
      const r = t.getBoundingClientRect();
      if (navBox && r.bottom > navBox.top && r.top < navBox.bottom) found.toast.push(`toast "${textOf(t)}" over the bottom bar`);
    }
    // Header controls (the top quarter of the screen) and the bottom bar's.
    for (const el of controls) {
      if (inToast(el)) continue;
      const r = el.getBoundingClientRect();
      const inNav = !!nav?.contains(el);
      // Without the bottom bar (onboarding) the screen's own action sits at its foot: nothing may be under a toast.
      if (nav && !inNav && !(r.top < innerHeight / 4 && r.bottom > 0)) continue;
      if (r.bottom <= 0 || r.top >= innerHeight) continue;
      const x = Math.min(Math.max(r.left + r.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), innerHeight - 1);
      const hit = document.elementFromPoint(x, y);
      if (hit && inToast(hit)) found.toast.push(`${sized(el, r)} under the toast "${textOf(hit.closest('[data-sonner-toast]') ?? hit)}"`);
    }
    return found;
  }

  // ---- target ----------------------------------------------------------------------------------------
  for (const el of controls) {
    if (inRunningText(el) || inToast(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width < options.minTarget - 0.01 || r.height < options.minTarget - 0.01) found.target.push(sized(el, r));
  }

  // ---- label: single-line labels of controls and badges -------------------------------------------------
  const alpha = (colour: string) => {
    const m = /rgba?\(([^)]+)\)/.exec(colour);
    if (!m) return colour === 'transparent' ? 0 : 1;
    const parts = m[1]!.split(/[,/\s]+/).filter(Boolean);
    return parts.length > 3 ? Number(parts[3]) : 1;
  };
  /** A badge or chip: a small, fully rounded box with a background or border, holding text and no controls. */
  const isPill = (el: Element) => {
    if (el.matches(CONTROLS) || el.querySelector(CONTROLS)) return false;
    const r = el.getBoundingClientRect();
    if (r.height > 40 || r.height < 8 || r.width > innerWidth * 0.8) return false;
    const style = getComputedStyle(el);
    const radius = parseFloat(style.borderTopLeftRadius);
    const painted = alpha(style.backgroundColor) > 0 || parseFloat(style.borderTopWidth) > 0;
    return painted && radius >= Math.min(r.width, r.height) / 2 - 1 && !!(el as HTMLElement).innerText?.trim();
  };
  const pills = [...document.querySelectorAll('span, div, li, p, em, strong, small')].filter((el) => visible(el) && isPill(el));
  const labelled = [...controls.filter((el) => !el.matches(FIELDS) && !inRunningText(el) && !inToast(el)), ...pills];
  for (const el of labelled) {
    const box = el.getBoundingClientRect();
    // Its visible words: text nodes not hidden from everyone (a count drawn on an icon is a badge of its own).
    const parts: Array<{ node: Text; rows: number; rect: DOMRect }> = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!node.data.trim() || !parent || parent.closest('[aria-hidden="true"]') !== el.closest('[aria-hidden="true"]')) continue;
      if (!visible(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5);
      if (!rects.length) continue;
      const tops: number[] = [];
      for (const r of rects) if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
      parts.push({ node, rows: tops.length, rect: range.getBoundingClientRect() });
    }
    if (!parts.length) continue;
    // Words in several boxes stacked on rows of their own (a card's name over its description) are no single-line label.
    const parents = new Set(parts.map((p) => p.node.parentElement));
    const firstTop = parts[0]!.rect.top;
    if (parents.size > 1 && parts.some((p) => Math.abs(p.rect.top - firstTop) > p.rect.height / 2 && p.rows === 1)) continue;
    const wrapped = parts.find((p) => p.rows > 1);
    if (wrapped) {
      found.label.push(`${sized(el, box)} wraps onto ${wrapped.rows} lines`);
      continue;
    }
    // Clipped: some box between the words and the label (the label included) hides what overflows it.
    let clipped: Element | null = null;
    for (const p of parts) {
      for (let e: Element | null = p.node.parentElement; e && !clipped; e = e === el ? null : e.parentElement) {
        const s = getComputedStyle(e);
        const hides = s.overflowX !== 'visible' || s.textOverflow === 'ellipsis';
        if (hides && e.scrollWidth > e.clientWidth + 1) clipped = e;
      }
      if (!clipped && (p.rect.left < box.left - 1 || p.rect.right > box.right + 1)) clipped = el;
    }
    if (clipped)
      found.label.push(`${sized(el, box)} is clipped (its text needs ${round(clipped.scrollWidth)} px of ${clipped.clientWidth})`);
  }
  // A row that snaps its items (scroll-snap) keeps its side padding in its scroll padding: else an item snaps against
  // the row's edge, the screen's edge for a row that runs edge to edge, and looks cut off there.
  for (const row of document.querySelectorAll('*')) {
    const s = getComputedStyle(row);
    if (!s.scrollSnapType.startsWith('x') || row.scrollWidth <= row.clientWidth || !visible(row)) continue;
    const padding = parseFloat(s.paddingLeft);
    const scrollPadding = parseFloat(s.scrollPaddingLeft) || 0;
    if (scrollPadding < padding - 1) {
      found.label.push(`${nameOf(row)} snaps its items against its edge (scroll padding ${scrollPadding} px, padding ${padding} px)`);
    }
  }
  // A badge laid over other things (absolute or fixed) hides no text under it.
  for (const pill of pills) {
    const position = getComputedStyle(pill).position;
    if (position !== 'absolute' && position !== 'fixed') continue;
    const r = pill.getBoundingClientRect();
    const points = [0.1, 0.5, 0.9].flatMap((fx) => [0.25, 0.75].map((fy) => [r.left + r.width * fx, r.top + r.height * fy] as const));
    const hidden = new Set<string>();
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const stack = document.elementsFromPoint(x, y);
      for (const under of stack.slice(stack.indexOf(pill) + 1)) {
        if (under.contains(pill)) {
          // An opaque box the badge sits in hides whatever is further down.
          if (alpha(getComputedStyle(under).backgroundColor) >= 1) break;
          continue;
        }
        if (pill.contains(under)) continue;
        const own = [...under.childNodes].filter((n): n is Text => n.nodeType === Node.TEXT_NODE && !!(n as Text).data.trim());
        const covers = own.some((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return [...range.getClientRects()].some((t) => x >= t.left && x <= t.right && y >= t.top && y <= t.bottom);
        });
        if (covers) hidden.add(textOf(under));
      }
    }
    if (hidden.size) found.label.push(`${sized(pill, r)} lies over text: ${[...hidden].map((t) => `"${t}"`).join(', ')}`);
  }

  // ---- covered --------------------------------------------------------------------------------------------
  if (nav && alpha(getComputedStyle(nav).backgroundColor) < 1) {
    found.covered.push(
      `the bottom bar is see-through (background ${getComputedStyle(nav).backgroundColor}): content shows under its labels`,
    );
  }
  const moving = document
    .getAnimations()
    .filter((a) => a.playState === 'running')
    .map((a) => (a.effect as KeyframeEffect | null)?.target)
    .filter((t): t is Element => t instanceof Element);
  for (const el of controls) {
    if (inToast(el)) continue;
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    // A link wrapping over two lines of a sentence has words in its first line's box, not at its box's centre.
    const r = getComputedStyle(el).display === 'inline' ? el.getClientRects()[0]! : el.getBoundingClientRect();
    const cx = r.left + r.width / 2;
    const cy = r.top + r.height / 2;
    // A control riding a running animation (the city ticker) is tapped as it passes by: off the screen now, it is
    // not under anything.
    const offScreen = cx < 0 || cx >= innerWidth || cy < 0 || cy >= innerHeight;
    if (offScreen && moving.some((target) => target.contains(el))) continue;
    const x = Math.min(Math.max(cx, 0), innerWidth - 1);
    const y = Math.min(Math.max(cy, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    // Toasts come and go with actions; what they may cover is checked with one showing.
    if (!hit || el === hit || el.contains(hit) || inToast(hit)) continue;
    found.covered.push(`${sized(el, r)} is under ${nameOf(hit)} at its centre`);
  }
  // The end of the screen clears the bottom bar once scrolled to the bottom.
  const main = document.querySelector('main');
  if (nav && main && visible(main)) {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const style = getComputedStyle(main);
    const end = main.getBoundingClientRect().bottom - parseFloat(style.paddingBottom);
    const barTop = nav.getBoundingClientRect().top;
    if (end > barTop + 1) found.covered.push(`the end of the screen lies ${round(end - barTop)} px under the bottom bar`);
  }
  for (const el of document.querySelectorAll('*')) if (el.scrollLeft) el.scrollLeft = 0;
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  return found;
}
