import type { AnchorHTMLAttributes, MouseEvent } from 'react';

/**
 * A link to a section further down the same screen (`to`, its id): it scrolls
 * there and moves the focus there too, so a screen reader and a keyboard
 * follow. The section has `tabIndex={-1}`.
 */
export function SectionLink({ to, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(to);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start', behavior: 'smooth' });
    target.focus({ preventScroll: true });
  };
  return <a {...props} href={`#${to}`} onClick={jump} />;
}
