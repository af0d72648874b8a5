import { ChevronDown } from 'lucide-react';
import { SectionLink } from '../section-link';

const tile = 'rounded-2xl border border-app bg-card p-3';

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className={tile} data-testid={`stat-${label.toLowerCase()}`}>
      <p className="text-2xl font-bold">{value}</p>
      <p className="text-xs text-muted">{label}</p>
    </div>
  );
}

/** Cities, Saved and Tastemakers (spec §2). Saved opens the saved places, further down. */
export function StatCards({ cities, saved, tastemakers }: { cities: number; saved: number; tastemakers: number }) {
  return (
    <div className="grid grid-cols-3 gap-2 text-center">
      <Stat label="Cities" value={cities} />
      <SectionLink to="saved" className={`${tile} block hover:bg-card-2`} data-testid="stat-saved" aria-label={`Saved places (${saved})`}>
        <p className="text-2xl font-bold">{saved}</p>
        <p className="flex items-center justify-center gap-0.5 text-xs text-muted">
          Saved <ChevronDown className="h-3 w-3" aria-hidden />
        </p>
      </SectionLink>
      <Stat label="Tastemakers" value={tastemakers} />
    </div>
  );
}
