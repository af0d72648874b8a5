// /place/{id}: everything about one place, read from the device (works
// offline). A place the device does not hold (opened from someone's public
// collection, `?collection=<id>`) comes from the server, read-only.
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Lock, MapPin, Navigation } from 'lucide-react';
import { PlaceActions, PlaceDistance } from '#/components/place-card';
import { PhotoPicker } from '#/components/photo-picker';
import { PlaceRatings } from '#/components/place-ratings';
import { Reviews } from '#/components/reviews';
import { EmptyState, SafeImage, Spinner } from '#/components/ui';
import { useAccess } from '#/data/queries/access';
import { useRoles } from '#/data/queries/profile';
import { usePlaceView } from '#/data/queries/places';
import { useServerPlace } from '#/data/server/public-views';
import { useSavedPlaceIds } from '#/data/queries/saved-places';
import { directionsUrl } from '#/domain/directions';
import { budgetSymbol } from '#/domain/format';
import type { PlaceView, Tastemaker } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { usePosition } from '#/data/location/use-position';
import { distanceMeters, NEAR_CITY_METERS } from '#/domain/geo';
import { pictureOf } from '#/domain/images';
import { PlaceMiniMap } from '#/components/map/place-mini-map';
import { PlaceHoursAndContact } from '#/components/place-hours-contact';
import { useCities } from '#/data/queries/cities';

const roundButton = 'rounded-full bg-black/50 p-3 text-white backdrop-blur hover:bg-black/70';

function CuratorCard({ tastemaker, followed }: { tastemaker: Tastemaker; followed: boolean }) {
  return (
    <li>
      <Link
        to={`/tastemaker/${tastemaker.slug}`}
        className={`flex items-center gap-3 rounded-2xl border border-app bg-card p-3 hover:bg-card-2 ${followed ? '' : 'text-muted [&_img]:opacity-60'}`}
      >
        <SafeImage {...pictureOf('tastemakers', tastemaker)} alt="" className="h-12 w-12 shrink-0 rounded-full object-cover" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{tastemaker.name}</span>
          <span className="block truncate text-sm text-muted">{tastemaker.title}</span>
        </span>
        {!followed && <Lock className="h-4 w-4 shrink-0" aria-label="Locked" />}
      </Link>
    </li>
  );
}

export function Component() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const local = usePlaceView(id);
  const remote = useServerPlace(id, params.get('collection') ?? '', local === null);
  if (local) return <PlaceDetail place={local} fromDevice />;
  if (local === undefined || remote.state === 'loading') return <Spinner />;
  if (remote.state === 'ready') return <PlaceDetail place={remote.data} fromDevice={false} />;
  return (
    <main data-screen-drawn className="mx-auto max-w-xl px-4 pb-8 pt-6">
      <EmptyState title="Place not found">
        <Link to="/search" className="inline-block rounded-full bg-brand-strong px-4 py-2 font-semibold text-white">
          Back to search
        </Link>
      </EmptyState>
    </main>
  );
}

function PlaceDetail({ place, fromDevice }: { place: PlaceView; fromDevice: boolean }) {
  const navigate = useNavigate();
  const userId = useSessionStore((s) => s.userId);
  const saved = useSavedPlaceIds(userId);
  const access = useAccess(userId);
  const isAdmin = !!useRoles(userId)?.includes('admin');
  const isSaved = !!saved?.has(place.id);
  const citySlug = useCities()?.find((c) => c.id === place.city)?.slug;
  const signedIn = !!userId;
  // How far it is from the traveller, once they shared where they are and are in the city.
  const { status, position } = usePosition();
  const from = status === 'granted' && position && distanceMeters(place, position) <= NEAR_CITY_METERS ? position : null;
  const goBack = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/search'));
  return (
    // Drawn with the place: a stored screen of it goes now (src/data/cache/screen-release.ts).
    <main data-screen-drawn className="mx-auto max-w-xl space-y-6 px-4 pb-8 pt-6">
      <div className="relative -mx-4 -mt-6 aspect-[16/10] overflow-hidden sm:mx-0 sm:mt-0 sm:rounded-2xl">
        <SafeImage {...pictureOf('places', place)} alt={place.name} loading="eager" className="h-full w-full object-cover" />
        <button type="button" onClick={goBack} aria-label="Back" className={`absolute left-3 top-3 ${roundButton}`}>
          <ArrowLeft className="h-5 w-5" />
        </button>
        {/* Saving and reviewing need a place the user may read themselves, which the device then holds. */}
        {fromDevice && <PlaceActions place={place} saved={isSaved} signedIn={signedIn} />}
        {place.categoryNames[0] && (
          <span className="absolute bottom-3 left-3 rounded-full bg-black/55 px-2.5 py-1 text-xs font-semibold text-white backdrop-blur">
            {place.categoryNames[0]}
          </span>
        )}
      </div>

      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{place.name}</h1>
        {place.name_local && (
          <p className="text-muted" lang={/seoul/i.test(place.address) ? 'ko' : undefined}>
            {place.name_local}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="flex items-center gap-1 text-muted">
            <MapPin className="h-3.5 w-3.5" /> {place.neighborhood}
          </span>
          <span className="font-semibold text-brand-2" aria-label={`Budget ${place.budget || 'low'}`}>
            {budgetSymbol(place.budget)}
          </span>
        </p>
        <PlaceRatings rating={place.rating} placeId={fromDevice ? place.id : null} />
        {fromDevice && isAdmin && <PhotoPicker collection="places" record={place} name={place.name} />}
        {place.vibes.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Vibes">
            {place.vibes.map((vibe) => (
              <li key={vibe} className="rounded-full bg-card-2 px-2.5 py-1 text-xs">
                {vibe}
              </li>
            ))}
          </ul>
        )}
      </header>

      <section className="space-y-2">
        <h2 className="text-lg font-bold">About</h2>
        <p className="whitespace-pre-line text-sm leading-relaxed text-muted">{place.description}</p>
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-bold">Location</h2>
        {/* Only a place the device holds opens on the full map, where its pin and card are. */}
        {fromDevice && <PlaceMiniMap place={place} citySlug={citySlug} />}
        <p className="text-sm">{place.address}</p>
        {from && <PlaceDistance place={place} from={from} suffix=" from you" />}
        <a
          href={directionsUrl(place)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-strong px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
        >
          <Navigation className="h-4 w-4" /> Get Directions
        </a>
      </section>

      <PlaceHoursAndContact place={place} canEdit={fromDevice && isAdmin} />

      <section className="space-y-3">
        <h2 className="text-lg font-bold">Curated By</h2>
        {place.tastemakers.length ? (
          <ul className="space-y-2">
            {place.tastemakers.map((t) => (
              <CuratorCard key={t.id} tastemaker={t} followed={!!access?.tastemakers.has(t.id)} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No tastemaker recommends this place yet.</p>
        )}
      </section>

      {fromDevice ? (
        <Reviews placeId={place.id} cityId={place.city} />
      ) : (
        <p className="rounded-xl bg-card-2 px-3 py-2 text-sm text-muted" data-testid="shared-place-note">
          Shared with you through a collection. Follow a tastemaker who recommends it to save it and read its reviews.
        </p>
      )}
    </main>
  );
}
