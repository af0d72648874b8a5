// A place's two ways on: 'Get directions' (a map app, src/domain/directions.ts)
// and 'View Details' (its page, reached from a collection when `via` names
// one). The list's card and the map's card show them, in their own size.
import { Link } from 'react-router';
import { Navigation } from 'lucide-react';
import { directionsUrl, type Locatable } from '#/domain/directions';

const SIZES = {
  /** A row under a place card in a list. */
  small: {
    row: 'flex min-w-0 gap-2',
    directions:
      'inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full border border-app px-2.5 text-[13px] font-semibold hover:bg-card-2',
    icon: 'h-3.5 w-3.5 shrink-0',
    details:
      'inline-flex min-h-11 items-center whitespace-nowrap rounded-full bg-brand-strong px-2.5 text-[13px] font-semibold text-white hover:opacity-90',
  },
  /** The map's card: two wide buttons, easy to tap over a map. */
  large: {
    row: 'mt-3 flex gap-2',
    directions:
      'inline-flex min-h-11 flex-1 items-center justify-center gap-1 whitespace-nowrap rounded-full border border-app px-3 py-2 text-sm font-semibold hover:bg-card-2',
    icon: 'h-4 w-4',
    details:
      'inline-flex min-h-11 flex-1 items-center justify-center whitespace-nowrap rounded-full bg-brand-strong px-3 py-2 text-sm font-semibold text-white hover:opacity-90',
  },
} as const;

interface PlaceLinksProps {
  place: Locatable & { id: string };
  /** The collection the place was opened from, kept on its page. */
  via?: string;
  size: keyof typeof SIZES;
}

export function PlaceLinks({ place, via, size }: PlaceLinksProps) {
  const style = SIZES[size];
  return (
    <div className={style.row}>
      <a href={directionsUrl(place)} target="_blank" rel="noopener noreferrer" className={style.directions}>
        <Navigation className={style.icon} aria-hidden /> Get directions
      </a>
      <Link to={`/place/${place.id}${via ? `?collection=${via}` : ''}`} className={style.details}>
        View Details
      </Link>
    </div>
  );
}
