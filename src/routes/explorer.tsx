import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowRight, Mail, MapPin, Users } from 'lucide-react';
import { toast } from '#/toast';
import { useCities } from '#/data/queries/cities';
import { useAccess } from '#/data/queries/access';
import { useOfferContext } from '#/data/queries/offers';
import { cityOffer, cityOfferLine, type OfferContext } from '#/domain/offers';
import { mayOpenCity } from '#/domain/policy/access';
import { comingSoonMessage, sortCities } from '#/domain/cities';
import type { City } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { useSyncStatus } from '#/stores/sync-status';
import { UnlockCityButton } from '#/components/unlock-city';
import { UnlockCityDialogHost } from '#/components/unlock-city-dialog';
import { Button, EmptyState, SafeImage, Spinner } from '#/components/ui';
import { pictureOf } from '#/domain/images';
import { BackLink } from '#/components/back-link';

const SUGGEST_CITY_HREF = 'mailto:cities@tastemap.app?subject=City%20suggestion';
const cardId = (city: City) => `city-${city.slug}`;

export function Component() {
  const cities = useCities();
  const userId = useSessionStore((s) => s.userId);
  const access = useAccess(userId);
  const offers = useOfferContext(userId);
  const online = useSyncStatus((s) => s.online);
  // Tastemaker profiles link here with ?city=<City Name>: that card is scrolled to and outlined.
  const [params] = useSearchParams();
  const wanted = params.get('city')?.trim().toLowerCase() ?? '';
  const highlighted = cities?.find((c) => c.name.toLowerCase() === wanted);

  useEffect(() => {
    if (highlighted) document.getElementById(cardId(highlighted))?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [highlighted]);

  // A first sync on a new device is loading; offline with nothing stored is empty.
  const loading = cities === undefined || (cities.length === 0 && online) || access === undefined || offers === undefined;

  return (
    <main className="mx-auto max-w-xl px-4 pb-8 pt-2">
      <BackLink fallback="/" />
      <h1 className="mt-2 text-3xl font-extrabold">Explore Cities</h1>
      <p className="mt-1 text-muted">Local tastemakers, one city at a time.</p>
      <div className="mt-6 space-y-4">
        {loading ? (
          <Spinner />
        ) : cities.length === 0 ? (
          <EmptyState title="No cities yet">Connect to the internet to load the cities.</EmptyState>
        ) : (
          sortCities(cities).map((city) => (
            <CityCard
              key={city.id}
              city={city}
              open={mayOpenCity(access.caller, city)}
              offers={offers}
              highlighted={city.id === highlighted?.id}
            />
          ))
        )}
      </div>
      <a
        href={SUGGEST_CITY_HREF}
        className="mt-8 flex items-center justify-center gap-2 rounded-2xl border border-dashed border-app p-4 text-sm font-semibold text-brand"
      >
        <Mail className="h-4 w-4" aria-hidden /> Suggest a City
      </a>
      <UnlockCityDialogHost />
    </main>
  );
}

function CityCard({ city, open, offers, highlighted }: { city: City; open: boolean; offers: OfferContext; highlighted: boolean }) {
  const live = city.status === 'live';
  const body = (
    <>
      <span className="relative block">
        <SafeImage
          {...pictureOf('cities', city)}
          alt=""
          className={`aspect-[16/9] w-full object-cover ${live ? '' : 'opacity-60 grayscale'}`}
        />
        {!live && (
          <span className="absolute right-3 top-3 rounded-full bg-brand-2-fill px-3 py-1 text-xs font-bold text-ink">Coming Soon</span>
        )}
      </span>
      <span className="block p-4 pb-0">
        <span className="block text-xl font-bold">{city.name}</span>
        <span className="block text-sm text-muted">{city.country}</span>
        <span className="mt-2 line-clamp-2 text-sm">{city.description}</span>
        {live && (
          <span className="mt-3 flex gap-4 text-sm text-muted">
            <span className="flex items-center gap-1">
              <MapPin className="h-4 w-4" aria-hidden /> {city.places_count} places
            </span>
            <span className="flex items-center gap-1">
              <Users className="h-4 w-4" aria-hidden /> {city.tastemakers_count} tastemakers
            </span>
          </span>
        )}
      </span>
    </>
  );

  let content: ReactNode;
  if (!live) {
    const { title, description } = comingSoonMessage(city);
    content = (
      <>
        <button type="button" className="block w-full text-left" onClick={() => toast(title, { description })}>
          {body}
        </button>
        <div className="p-4">
          <Button variant="secondary" disabled className="w-full">
            In Development
          </Button>
        </div>
      </>
    );
  } else if (open) {
    content = (
      <Link to={`/city/${city.slug}`} className="block">
        {body}
        <span className="flex items-center gap-1 p-4 text-sm font-semibold text-brand">
          Explore <ArrowRight className="h-4 w-4" aria-hidden />
        </span>
      </Link>
    );
  } else {
    content = (
      <>
        {body}
        <div className="space-y-2 p-4">
          {/* What the unlock gives, beside its price (src/domain/offers.ts). */}
          <p className="text-sm" data-testid="unlock-promise">
            {cityOfferLine(cityOffer('city_unlock', city, offers))}
          </p>
          <UnlockCityButton city={city} className="w-full" />
        </div>
      </>
    );
  }

  return (
    <article
      id={cardId(city)}
      aria-label={city.name}
      data-highlighted={highlighted || undefined}
      className={`overflow-hidden rounded-3xl border bg-card ${highlighted ? 'border-brand ring-2 ring-brand' : 'border-app'}`}
    >
      {content}
    </article>
  );
}
