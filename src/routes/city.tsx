import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Compass, Lock, MessageCircle, UserRound, Users } from 'lucide-react';
import { useCities, useCityBySlug } from '#/data/queries/cities';
import { useAccess } from '#/data/queries/access';
import { useActiveCity } from '#/data/queries/active-city';
import { updateProfile } from '#/data/writes/actions';
import { useCityTastemakers } from '#/data/queries/tastemakers';
import { mayOpenCity } from '#/domain/policy/access';
import { useOfferContext, useOpenCount } from '#/data/queries/offers';
import { cityOffer, cityOfferLine, cityUnlockPrice, followOffer, openCountLine, unlockTerms, type OfferContext } from '#/domain/offers';
import type { City } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { MakeCityOffline } from '#/components/offline-city';
import { PhotoPicker } from '#/components/photo-picker';
import { UnlockCityButton } from '#/components/unlock-city';
import { UnlockCityDialogHost } from '#/components/unlock-city-dialog';
import { EmptyState, SafeImage, Spinner } from '#/components/ui';
import { pictureOf } from '#/domain/images';
import { BackLink } from '#/components/back-link';

export function Component() {
  // The dialog sits outside the page so the unlock's own sync (which turns this page unlocked) cannot unmount it.
  return (
    <>
      <CityPage />
      <UnlockCityDialogHost />
    </>
  );
}

function CityPage() {
  const { slug } = useParams();
  const cities = useCities();
  const city = useCityBySlug(slug);
  const userId = useSessionStore((s) => s.userId);
  const access = useAccess(userId);
  const tastemakers = useCityTastemakers(city?.id);
  const activeCityId = useActiveCity()?.city?.id;
  const offers = useOfferContext(userId);
  const open = useOpenCount(city, userId);
  const navigate = useNavigate();
  // A brand-new device has no cities until its first sync lands: that is loading, not 'City not found'.
  if (!cities?.length || city === undefined || access === undefined || offers === undefined) return <Spinner />;
  if (city === null) {
    return (
      <main className="mx-auto max-w-xl space-y-4 px-4 pb-16 pt-2">
        <BackLink fallback="/explorer" />
        <EmptyState title="City not found">
          <Link to="/explorer" className="text-brand">
            Browse cities
          </Link>
        </EmptyState>
      </main>
    );
  }

  if (!mayOpenCity(access.caller, city)) {
    const price = cityUnlockPrice(city);
    return (
      <main className="mx-auto max-w-xl px-4 pb-10 pt-2 text-center">
        <div className="mb-2 text-left">
          <BackLink fallback="/explorer" />
        </div>
        <SafeImage
          {...pictureOf('cities', city)}
          alt={city.name}
          className="mx-auto aspect-[16/10] w-full rounded-3xl object-cover opacity-60"
        />
        <Lock className="mx-auto mt-6 h-8 w-8 text-brand" />
        <h1 className="mt-2 text-3xl font-bold">{city.name}</h1>
        <p className="mt-2 text-muted">{city.description}</p>
        <p className="mt-4 text-2xl font-bold">{price.price}</p>
        <p className="text-sm text-muted">{unlockTerms(price)}</p>
        <p className="mt-2 text-sm" data-testid="unlock-promise">
          {cityOfferLine(cityOffer('city_unlock', city, offers))}
        </p>
        <div className="mt-6 flex justify-center">
          <UnlockCityButton city={city} onCityPage />
        </div>
      </main>
    );
  }

  // Ask AI and Discover follow the active city: from this city's page they act on this city, made active first.
  const goInThisCity = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!userId || activeCityId === city.id) return;
    event.preventDefault();
    void updateProfile({ active_city: city.id })
      .catch(() => undefined)
      .then(() => navigate(to));
  };

  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 pb-8">
      <section className="relative -mx-4 overflow-hidden">
        <SafeImage {...pictureOf('cities', city)} alt={city.name} loading="eager" className="aspect-[16/10] w-full object-cover" />
        <BackLink fallback="/explorer" overlay className="absolute left-3 top-3" />
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-5 text-white">
          <p className="text-sm opacity-80">{city.country}</p>
          <h1 className="text-4xl font-extrabold">{city.name}</h1>
        </div>
      </section>
      <p className="text-muted">{city.description}</p>
      {/* Near the top, in view on a phone: a traveller about to lose their connection looks for it first. */}
      <MakeCityOffline cityId={city.id} cityName={city.name} />
      {access.caller.roles.includes('admin') && <PhotoPicker collection="cities" record={city} name={city.name} />}
      {userId && access.caller.unlockedCities.includes(city.id) && (
        <Link to={`/user/${userId}/city/${city.slug}`} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand">
          <UserRound className="h-4 w-4" aria-hidden /> Your public profile in {city.name}
        </Link>
      )}
      <div className="grid grid-cols-3 gap-2">
        <Link
          to="/chat"
          onClick={goInThisCity('/chat')}
          className="flex flex-col items-center gap-1 rounded-2xl bg-brand-strong p-3 text-sm font-semibold text-white"
        >
          <MessageCircle className="h-5 w-5" /> Ask AI
        </Link>
        <Link
          to="/search"
          onClick={goInThisCity('/search')}
          className="flex flex-col items-center gap-1 rounded-2xl border border-app bg-card p-3 text-sm font-semibold"
        >
          <Compass className="h-5 w-5" /> Discover
        </Link>
        <Link
          to="/tastemakers"
          className="flex flex-col items-center gap-1 rounded-2xl border border-app bg-card p-3 text-sm font-semibold"
        >
          <Users className="h-5 w-5" /> Tastemakers
        </Link>
      </div>
      <div className="grid grid-cols-2 gap-2 text-center">
        <div className="rounded-2xl border border-app bg-card p-4">
          <p className="text-2xl font-bold" data-testid="places-count">
            {open?.open}
          </p>
          <p className="text-sm text-muted">{open && open.open < open.total ? `of ${open.total} places open` : 'places'}</p>
        </div>
        <div className="rounded-2xl border border-app bg-card p-4">
          <p className="text-2xl font-bold">{city.tastemakers_count}</p>
          <p className="text-sm text-muted">tastemakers</p>
        </div>
      </div>
      {open && (
        <p className="text-center text-sm text-muted" data-testid="open-count">
          {openCountLine(open)}
        </p>
      )}
      <LocalGuideGift city={city} offers={offers} />
      {!!tastemakers?.length && (
        <section aria-labelledby="city-tastemakers">
          <h2 id="city-tastemakers" className="mb-3 text-lg font-bold">
            Local tastemakers
          </h2>
          {/* The scroll padding matches the side padding: a card snaps in line with the text, never against the screen's edge. */}
          <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2">
            {tastemakers.map((t) => (
              <li key={t.id} className="w-28 shrink-0 snap-start">
                <Link to={`/tastemaker/${t.slug}`} className="block text-center">
                  <SafeImage
                    {...pictureOf('tastemakers', t)}
                    alt=""
                    className="mx-auto h-20 w-20 rounded-full border border-app object-cover"
                  />
                  <p className="mt-2 truncate text-sm font-semibold">{t.name}</p>
                  <p className="truncate text-xs text-muted">{t.title}</p>
                  <p className="mt-1 truncate text-xs font-semibold text-brand" data-testid="tastemaker-offer">
                    {followOffer(t.id, offers).price}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}

/**
 * A city open to the user whose local guide they do not have (a free city,
 * when their welcome gift went to another): the guide comes with the city,
 * free, never for a monthly price.
 */
function LocalGuideGift({ city, offers }: { city: City; offers: OfferContext }) {
  if (!city.featured_tastemaker || followOffer(city.featured_tastemaker, offers).status !== 'with_city') return null;
  const offer = cityOffer('city_unlock', city, offers);
  return (
    <section className="space-y-3 rounded-2xl border border-brand/40 bg-brand/10 p-4 text-sm" data-testid="local-guide-gift">
      <p>
        {city.name}&apos;s local guide comes with the city: {cityOfferLine(offer)}.
      </p>
      <UnlockCityButton city={city} onCityPage className="w-full" />
    </section>
  );
}
