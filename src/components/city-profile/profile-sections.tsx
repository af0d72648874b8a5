// The body of a traveller's city profile: achievements, followed tastemakers, bookmarked places.
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import type { CityProfile, PublicTastemaker } from '#/data/server/public-views';
import type { PlaceView } from '#/domain/types';
import type { BadgeView } from '#/data/queries/badges';
import { BadgeGrid } from '#/components/profile/badges-section';
import { PlaceCard } from '#/components/place-card';
import { PlacesListOrMap } from '#/components/map/places-list-or-map';
import { SafeImage } from '#/components/ui';
import { pictureOf } from '#/domain/images';

/** The server already orders badges (city-related first, then earned); the shared grid shows 6 with Show more / less. */
export function Achievements({ badges }: { badges: CityProfile['badges'] }) {
  if (!badges.length) return null;
  const views: BadgeView[] = badges.map((b) => ({ ...b, created: '', updated: '' }));
  return (
    <section aria-labelledby="achievements-heading" className="space-y-3">
      <h2 id="achievements-heading" className="text-lg font-semibold">
        Achievements
      </h2>
      <BadgeGrid badges={views} />
    </section>
  );
}

export function FollowedTastemakers({ cityName, tastemakers }: { cityName: string; tastemakers: PublicTastemaker[] }) {
  return (
    <section aria-labelledby="following-heading" className="space-y-3">
      <h2 id="following-heading" className="text-lg font-semibold">
        Following in {cityName}
      </h2>
      {tastemakers.length === 0 ? (
        <p className="text-sm text-muted">No tastemakers followed in {cityName} yet.</p>
      ) : (
        <ul className="space-y-2" data-testid="followed-tastemakers">
          {tastemakers.map((t) => (
            <li key={t.id}>
              <Link
                to={`/tastemaker/${t.slug}`}
                className="flex items-center gap-3 rounded-2xl border border-app bg-card p-3 hover:bg-card-2"
              >
                <SafeImage {...pictureOf('tastemakers', t)} alt="" className="h-12 w-12 shrink-0 rounded-full object-cover" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{t.name}</span>
                  <span className="block truncate text-sm text-muted">{t.title}</span>
                </span>
                <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted" aria-label={`${t.followers} followers`}>
                  <Users className="h-3.5 w-3.5" /> {t.followers}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BookmarkedPlaces({
  places,
  hidden,
  saved,
  signedIn,
  accessible,
}: {
  places: PlaceView[];
  /** Bookmarks from tastemakers the viewer does not follow: counted, not shown. */
  hidden: number;
  saved: ReadonlySet<string>;
  signedIn: boolean;
  accessible: ReadonlySet<string>;
}) {
  return (
    <section aria-labelledby="bookmarked-heading" className="space-y-3">
      <h2 id="bookmarked-heading" className="text-lg font-semibold">
        Bookmarked places
      </h2>
      {hidden > 0 && (
        <p className="rounded-xl bg-card-2 px-3 py-2 text-sm text-muted" data-testid="hidden-bookmarks">
          {hidden} more {hidden === 1 ? 'place' : 'places'} from tastemakers you don't follow.{' '}
          <Link to="/tastemakers" className="font-semibold text-brand">
            Discover Tastemakers
          </Link>
        </p>
      )}
      {places.length === 0 ? (
        hidden === 0 && <p className="text-sm text-muted">No bookmarked places yet.</p>
      ) : (
        <PlacesListOrMap places={places}>
          <div className="space-y-3">
            {places.map((place) => (
              <PlaceCard key={place.id} place={place} saved={saved.has(place.id)} signedIn={signedIn} accessible={accessible} />
            ))}
          </div>
        </PlacesListOrMap>
      )}
    </section>
  );
}
