// Home's way to the map: one tap from the city's home to all its places on
// the map (/map, which shows the active city, the one Home shows).
import { Link } from 'react-router';
import { ChevronRight, Map as MapIcon } from 'lucide-react';
import type { City } from '#/domain/types';

export function MapEntry({ city }: { city: Pick<City, 'name'> }) {
  return (
    <Link
      to="/map"
      className="col-span-full flex min-h-14 items-center gap-3 rounded-2xl border border-app bg-card px-4 py-2 text-left hover:bg-card-2"
    >
      <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-strong text-white">
        <MapIcon className="h-5 w-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">Map of {city.name}</span>
        <span className="block truncate text-xs text-muted">Every place, and where you are</span>
      </span>
      <ChevronRight className="h-5 w-5 shrink-0 text-muted" aria-hidden />
    </Link>
  );
}
