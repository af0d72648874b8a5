// Keeps a conversation at its newest message as messages arrive and grow
// (an answer streaming in, pictures loading), unless the traveller scrolled
// up to read: then nothing moves under them until they come back down, or
// ask something new.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Within this of the end counts as at the end: a finger never stops exactly there. */
const AT_END_PX = 48;

/**
 * `scroller` is the scrolling box, `content` what it holds. `askedKey` changes when the traveller
 * sends a question: that brings the conversation back to its end whatever they were reading.
 */
export function useStickToBottom(scroller: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, askedKey: string) {
  const following = useRef(true);

  useLayoutEffect(() => {
    const box = scroller.current;
    const inner = content.current;
    if (!box || !inner) return;
    const toEnd = () => {
      box.scrollTo({ top: box.scrollHeight });
    };
    const atEnd = () => box.scrollHeight - box.scrollTop - box.clientHeight <= AT_END_PX;
    // Only a move up (the traveller going back to read) stops following: a turn that grew between a
    // scroll to the end and its scroll event leaves the box short of the end without anyone moving it.
    let lastTop = box.scrollTop;
    const onScroll = () => {
      const top = box.scrollTop;
      if (top < lastTop - 1) following.current = atEnd();
      else if (atEnd()) following.current = true;
      lastTop = top;
    };
    // Whatever changes size, the messages or the box (the keyboard opening), the end stays in view while following.
    const observer = new ResizeObserver(() => {
      if (following.current) toEnd();
    });
    observer.observe(inner);
    observer.observe(box);
    box.addEventListener('scroll', onScroll, { passive: true });
    toEnd();
    return () => {
      observer.disconnect();
      box.removeEventListener('scroll', onScroll);
    };
  }, [scroller, content]);

  // A question just sent: follow again, from its end.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !askedKey) return;
    following.current = true;
    box.scrollTo({ top: box.scrollHeight });
  }, [scroller, askedKey]);
}
