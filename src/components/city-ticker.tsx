import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import { toast } from '#/toast';
import { comingSoonMessage, tickerCities } from '#/domain/cities';
import type { City } from '#/domain/types';

/**
 * A scrolling strip of cities (archived ones hidden). Live cities open their
 * page; a coming-soon city says so in a toast.
 */
export function CityTicker({ cities }: { cities: readonly City[] }) {
  const shown = tickerCities(cities);
  if (!shown.length) return null;
  const item = (city: City, copy: boolean) => {
    const content = (
      <>
        <MapPin className="h-3 w-3 text-brand" /> {city.name}
        {city.status === 'coming_soon' && <em className="text-xs not-italic">· soon</em>}
      </>
    );
    const className = 'inline-flex min-h-11 items-center gap-1 hover:text-fg';
    const key = `${city.id}-${copy ? 'copy' : 'main'}`;
    const hidden = copy ? { 'aria-hidden': true as const, tabIndex: -1 } : {};
    return city.status === 'live' ? (
      <Link key={key} to={`/city/${city.slug}`} className={className} {...hidden}>
        {content}
      </Link>
    ) : (
      <button
        key={key}
        type="button"
        className={className}
        {...hidden}
        onClick={() => {
          const { title, description } = comingSoonMessage(city);
          toast(title, { description });
        }}
      >
        {content}
      </button>
    );
  };
  return (
    <section aria-label="Cities" className="overflow-hidden border-y border-app">
      <div className="flex w-max animate-ticker gap-8 whitespace-nowrap text-sm text-muted hover:[animation-play-state:paused]">
        {shown.map((c) => item(c, false))}
        {shown.map((c) => item(c, true))}
      </div>
    </section>
  );
}
