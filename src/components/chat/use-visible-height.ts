// The guide's screen fits what the traveller can see: from its top down to the
// bottom bar, or to the on-screen keyboard once that is up. Browsers differ in
// what the keyboard resizes (Chrome on Android and Safari shrink only the
// visual viewport), so this reads `visualViewport` rather than trusting `vh`:
// the conversation's end and the input then stay above the keyboard.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** Room the frame keeps under every screen for the bottom bar (app-frame.tsx, pb-20). */
const BOTTOM_BAR_ROOM = 80;
/** Below this the conversation would be a slit: the page scrolls instead. */
const MIN_HEIGHT = 240;

/**
 * The height `box` may take from its top to the bottom of what is visible; undefined before the first
 * measure. `shown`: whether the box is on the screen yet (a screen may show a spinner first).
 */
export function useVisibleHeight(box: RefObject<HTMLElement | null>, shown: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const viewport = window.visualViewport;
    const measure = () => {
      const element = box.current;
      if (!element) return;
      // Where the box starts on the page (not on the screen: a page the keyboard scrolled keeps its layout).
      const top = element.getBoundingClientRect().top + window.scrollY;
      const bar = document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().height ?? 0;
      const aboveBar = window.innerHeight - Math.max(bar, BOTTOM_BAR_ROOM);
      const aboveKeyboard = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(Math.min(aboveBar, aboveKeyboard) - top)));
    };
    measure();
    window.addEventListener('resize', measure);
    viewport?.addEventListener('resize', measure);
    viewport?.addEventListener('scroll', measure);
    return () => {
      window.removeEventListener('resize', measure);
      viewport?.removeEventListener('resize', measure);
      viewport?.removeEventListener('scroll', measure);
    };
  }, [box, shown]);
  return height;
}
