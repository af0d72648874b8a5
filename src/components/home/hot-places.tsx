import { useState } from 'react';
import { Link } from 'react-router';
import { Flame } from 'lucide-react';
import { useAccess } from '#/data/queries/access';
import { useHotPlaces } from '#/data/queries/hot-places';
import { useSavedPlaceIds } from '#/data/queries/saved-places';
import { HOME_CHIPS } from '#/domain/categories';
import { useSessionStore } from '#/stores/session';
import { PlaceCard } from '../place-card';
import { chipClass, EmptyState } from '../ui';

/** The city's six most recommended places this month, then by rating. */
export function HotPlaces({ cityId }: { cityId: string }) {
  const userId = useSessionStore((s) => s.userId);
  const [category, setCategory] = useState<string | null>(null);
  const places = useHotPlaces(cityId, userId, category);
  const saved = useSavedPlaceIds(userId);
  const access = useAccess(userId);
  return (
    // Home is drawn once its places are (a stored screen of it goes then: src/data/cache/screen-release.ts).
    <section aria-labelledby="hot-places-heading" className="space-y-3" data-screen-drawn={places && saved && access ? '' : undefined}>
      <div className="flex items-center justify-between">
        <h2 id="hot-places-heading" className="flex items-center gap-2 text-xl font-bold">
          <Flame className="h-5 w-5 text-brand" /> Hot Places
        </h2>
        <Link to="/search" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand">
          View All
        </Link>
      </div>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" role="group" aria-label="Hot place categories">
        {HOME_CHIPS.map((chip) => (
          <button
            key={chip.label}
            type="button"
            aria-pressed={category === chip.key}
            onClick={() => setCategory(chip.key)}
            className={chipClass(category === chip.key)}
          >
            {chip.label}
          </button>
        ))}
      </div>
      {places &&
        saved &&
        access &&
        (places.length === 0 ? (
          <EmptyState title="No places found in this category" />
        ) : (
          <div className="space-y-3" data-testid="hot-places">
            {places.map((place) => (
              <PlaceCard key={place.id} place={place} saved={saved.has(place.id)} signedIn={!!userId} accessible={access.tastemakers} />
            ))}
          </div>
        ))}
    </section>
  );
}
