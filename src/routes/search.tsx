import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Search as SearchIcon } from 'lucide-react';
import { useAccess } from '#/data/queries/access';
import { useActiveCity } from '#/data/queries/active-city';
import { useCityPlaces } from '#/data/queries/places';
import { useSavedPlaceIds } from '#/data/queries/saved-places';
import { matchesCategoryChip, SEARCH_CHIPS, type SearchChip } from '#/domain/categories';
import { buildPlaceIndex, searchPlaces } from '#/domain/search-index';
import { useSessionStore } from '#/stores/session';
import { PlaceCard } from '#/components/place-card';
import { EmptyState, inputClass, SafeImage, Spinner } from '#/components/ui';

export function Component() {
  const userId = useSessionStore((s) => s.userId);
  const active = useActiveCity();
  const city = active?.city ?? undefined;
  const places = useCityPlaces(city?.id);
  const access = useAccess(userId);
  const saved = useSavedPlaceIds(userId);
  const [query, setQuery] = useState('');
  const [chip, setChip] = useState<SearchChip>('all');

  // The device holds only the places the access policy lets this user read.
  const visible = places;

  const index = useMemo(() => (visible ? buildPlaceIndex(visible) : undefined), [visible]);
  const results = useMemo(() => {
    if (!visible || !index) return undefined;
    const inChip = visible.filter((p) => matchesCategoryChip(p.categoryKeys, chip));
    if (!query.trim()) return inChip.sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name));
    // Best matches first.
    const rank = new Map(searchPlaces(index, query).map((id, i) => [id, i]));
    return inChip.filter((p) => rank.has(p.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  }, [visible, index, query, chip]);

  if (active === undefined || !results || !saved || !access) return <Spinner />;

  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-4">
      {city && (
        <Link to={`/city/${city.slug}`} className="relative block overflow-hidden rounded-2xl">
          <SafeImage src={city.image} alt={city.name} className="h-24 w-full object-cover" loading="eager" />
          <span className="absolute inset-0 flex items-end bg-gradient-to-t from-black/70 to-transparent p-3 text-lg font-bold text-white">
            {city.name}
          </span>
        </Link>
      )}
      <label className="relative block">
        <span className="sr-only">Search places</span>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search places, neighborhoods, vibes…"
          aria-label="Search places"
          className={`${inputClass} pl-9`}
        />
      </label>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="group" aria-label="Categories">
        {SEARCH_CHIPS.map((c) => (
          <button
            key={c.value}
            type="button"
            aria-pressed={chip === c.value}
            onClick={() => setChip(c.value)}
            className={`shrink-0 rounded-full border px-3 py-1.5 text-sm ${chip === c.value ? 'border-brand bg-brand text-white' : 'border-app bg-card'}`}
          >
            {c.label}
          </button>
        ))}
      </div>
      {visible && visible.length === 0 ? (
        <EmptyState title="Subscribe to tastemakers to unlock curated places">
          <Link to="/tastemakers" className="inline-block rounded-full bg-brand px-4 py-2 font-semibold text-white">
            Discover Tastemakers
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted" data-testid="results-count">
            {results.length} {results.length === 1 ? 'place' : 'places'}
          </p>
          {results.length === 0 ? (
            <EmptyState title="No places found. Try adjusting your filters." />
          ) : (
            <div className="space-y-4">
              {results.map((place) => (
                <PlaceCard key={place.id} place={place} saved={saved.has(place.id)} signedIn={!!userId} accessible={access.tastemakers} />
              ))}
            </div>
          )}
        </>
      )}
    </main>
  );
}
