// Stars: a read-only display and the 1-5 picker of the review form.
import { Star } from 'lucide-react';

const STEPS = [1, 2, 3, 4, 5] as const;

export function StarRating({ rating, size = 'h-4 w-4' }: { rating: number; size?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {STEPS.map((n) => (
        <Star key={n} aria-hidden className={`${size} ${n <= Math.round(rating) ? 'fill-brand-2 text-brand-2' : 'text-muted'}`} />
      ))}
    </span>
  );
}

/** Five toggle buttons; the pressed one is the chosen rating. */
export function StarPicker({
  value,
  onChange,
  invalid,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  invalid?: boolean;
}) {
  return (
    <div role="group" aria-label="Rating" aria-invalid={invalid || undefined} className="flex gap-1">
      {STEPS.map((n) => (
        <button
          key={n}
          type="button"
          aria-label={n === 1 ? '1 star' : `${n} stars`}
          aria-pressed={value === n}
          onClick={() => onChange(n)}
          className="rounded-full p-2 hover:bg-card-2 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <Star aria-hidden className={`h-7 w-7 ${value !== undefined && n <= value ? 'fill-brand-2 text-brand-2' : 'text-muted'}`} />
        </button>
      ))}
    </div>
  );
}
