// Where each screen was scrolled, as a traveller moves between screens. A new
// screen (a tap on a card, a tab) opens at its top; Back and Forward return to
// where the traveller left that screen. The browser's own restoration can't:
// a screen's content arrives after the navigation (IndexedDB, lazy screens),
// so the page is too short when the browser tries, and it lands at the top.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { scrollWhenTall } from '#/data/scroll';

/** Where each history entry (react-router's location key) was left, kept for the tab's life across reloads. */
const STORAGE_KEY = 'tastemap.scroll';
/** Positions kept: the newest history entries'. */
const KEPT = 50;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT)));
  } catch {
    // Storage full or refused (private mode): positions live as long as the page.
  }
}

/** Keeps each screen's scroll position, and opens new screens at their top (see above). */
export function useScrollMemory(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(location.key);
  const path = useRef(location.pathname);
  const first = useRef(true);

  // The window's scroll position, as the traveller leaves it, under the entry it belongs to: noted at
  // each scroll (a tap on a card may follow at once), written to storage a moment later.
  useEffect(() => {
    const kept = (positions.current ??= readPositions());
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      writePositions(kept);
    };
    const remember = () => {
      kept.delete(current.current);
      kept.set(current.current, window.scrollY);
      timer ??= setTimeout(write, 250);
    };
    addEventListener('scroll', remember, { passive: true });
    addEventListener('pagehide', write);
    return () => {
      removeEventListener('scroll', remember);
      removeEventListener('pagehide', write);
      clearTimeout(timer);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const samePath = path.current === location.pathname;
    current.current = location.key;
    path.current = location.pathname;
    // The first screen is the page's own: a stored screen hands over its position (screen-release.ts).
    if (first.current) {
      first.current = false;
      return;
    }
    if (navigationType === NavigationType.Pop) {
      const top = positions.current.get(location.key) ?? 0;
      if (top > 0) return scrollWhenTall(top);
    }
    // A search typed or a filter chosen changes only the query: the traveller stays where they are.
    if (!samePath && !location.hash) window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}
