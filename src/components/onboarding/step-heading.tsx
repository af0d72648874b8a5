import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The title of a step. It takes focus when the step appears, so keyboard and
 * screen-reader users land on the new step instead of a button that is gone.
 */
export function StepHeading({ title, children }: { title: string; children?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, []);
  return (
    <div className="text-center">
      <h1 ref={ref} tabIndex={-1} className="text-3xl font-extrabold outline-none">
        {title}
      </h1>
      {children && <p className="mt-2 text-muted">{children}</p>}
    </div>
  );
}
