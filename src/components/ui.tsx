// Small shared building blocks, so screens look alike.
import { useState, type ButtonHTMLAttributes, type ImgHTMLAttributes, type ReactNode } from 'react';
import { PLACEHOLDER_IMAGE } from '#/domain/images';

/**
 * An image that falls back when it cannot load (offline and never saved, say):
 * to `fallback` (a photo's generated artwork), then to the placeholder.
 */
export function SafeImage({ src, fallback, alt, ...props }: ImgHTMLAttributes<HTMLImageElement> & { fallback?: string }) {
  // The sources that failed; a new src (a photo just uploaded) gets its own chance.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const shown = [src, fallback, PLACEHOLDER_IMAGE].find((url): url is string => !!url && !failed.includes(url)) ?? PLACEHOLDER_IMAGE;
  return (
    <img
      {...props}
      src={shown}
      alt={alt ?? ''}
      loading={props.loading ?? 'lazy'}
      decoding="async"
      onError={() => setFailed((list) => (list.includes(shown) ? list : [...list, shown]))}
    />
  );
}

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-strong text-white hover:opacity-90',
  secondary: 'border border-app bg-card hover:bg-card-2',
  ghost: 'hover:bg-card-2',
  danger: 'bg-red-600 text-white hover:bg-red-700',
};

export function Button({ variant = 'primary', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${variants[variant]} ${className}`}
    />
  );
}

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    // data-loading: a screen showing it is not ready yet (a stored screen stays over it, screen-release.ts).
    <div role="status" data-loading className="flex items-center justify-center gap-2 py-10 text-muted">
      <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" /> {label}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-app px-6 py-10 text-center">
      <p className="font-medium">{title}</p>
      {children && <div className="mt-3 text-sm text-muted">{children}</div>}
    </div>
  );
}

// An invalid field is marked in the error colour whether or not it has the focus: every field
// a form refuses shows, not only the first one, which the focus moves to.
export const inputClass =
  'min-h-11 w-full rounded-xl border border-app bg-card-2 px-3 py-2.5 text-sm text-fg placeholder:text-muted focus:border-brand focus:outline-none aria-[invalid=true]:border-brand aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-brand';

// Touch targets (issue 30): every control is at least 44×44 CSS px on a phone (Apple's HIG; Material asks
// 48 dp), whatever its words; only a link inside a sentence is exempt.

/** A chip: one of a row of filters or choices, on (`pressed`) or off; one line, a full touch target. */
export function chipClass(pressed = false): string {
  return `inline-flex min-h-11 shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-full border px-4 text-sm ${
    pressed ? 'border-brand-strong bg-brand-strong text-white' : 'border-app bg-card hover:bg-card-2'
  }`;
}

/**
 * A switch (Radix Switch.Root) and its thumb: a 44×24 track drawn in a 44×44 box, the padding above and
 * below part of what a finger can press.
 */
export const switchClass =
  'relative box-content h-6 w-11 shrink-0 rounded-full bg-card-2 bg-clip-content py-2.5 data-[state=checked]:bg-brand';
export const switchThumbClass = 'block h-5 w-5 translate-x-0.5 rounded-full bg-white transition data-[state=checked]:translate-x-[22px]';
