import type { MouseEvent, ReactNode } from 'react';

/**
 * A link to a section further down the same screen (`id`): it scrolls there and
 * moves the focus there too, so a screen reader and a keyboard follow. The
 * section has `tabIndex={-1}`.
 */
export function SectionLink({
  to,
  className,
  children,
  ...rest
}: {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(to);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start', behavior: 'smooth' });
    target.focus({ preventScroll: true });
  };
  return (
    <a href={`#${to}`} onClick={jump} className={className} {...rest}>
      {children}
    </a>
  );
}
