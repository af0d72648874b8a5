import { Link } from 'react-router';
import { Bookmark, CalendarDays, Compass, FolderHeart, History } from 'lucide-react';
import { useActiveCity } from '#/data/queries/active-city';
import { useCities } from '#/data/queries/cities';
import { useCityTastemakers } from '#/data/queries/tastemakers';
import { useOfferContext } from '#/data/queries/offers';
import { cityStanding } from '#/domain/offers';
import { useSessionStore } from '#/stores/session';
import { CitySwitcher } from '../city-switcher';
import { CityTicker } from '../city-ticker';
import { SafeImage, Spinner } from '../ui';
import { HomeScreenTip } from '../home-screen-tip';
import { FreeToolCard } from './free-tool-card';
import { HotPlaces } from './hot-places';
import { MapEntry } from './map-entry';
import { PremiumCard } from './premium-card';
import { TopTastemakers } from './top-tastemakers';
import { pictureOf } from '#/domain/images';

/** Home for a signed-in user with at least one city. */
export function SignedInHome() {
  const active = useActiveCity();
  const cities = useCities();
  const city = active?.city;
  const tastemakers = useCityTastemakers(city?.id);
  const offers = useOfferContext(useSessionStore((s) => s.userId));
  if (!active || !cities || !tastemakers) return <Spinner />;
  if (!city) return <Spinner label="Loading your city…" />;
  return (
    <main className="mx-auto max-w-xl space-y-6 pb-8">
      <section className="relative">
        <SafeImage {...pictureOf('cities', city)} alt={city.name} loading="eager" className="aspect-[16/10] w-full object-cover" />
        <div className="absolute inset-0 flex flex-col justify-between bg-gradient-to-t from-black/80 via-black/10 to-transparent p-4 text-white">
          <div>
            <CitySwitcher active={city} />
          </div>
          <div>
            <p className="text-sm opacity-80">{city.country}</p>
            <h1 className="text-4xl font-extrabold">{city.name}</h1>
            <Link
              to="/explorer"
              className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
            >
              <Compass className="h-4 w-4" /> Explore cities
            </Link>
          </div>
        </div>
      </section>
      <CityTicker cities={cities} />
      <nav aria-label="Your city" className="grid grid-cols-4 gap-2 px-4 text-center text-xs">
        <MapEntry city={city} />
        {[
          { to: '/events', label: 'Events', icon: CalendarDays },
          { to: '/timeline', label: 'Timeline', icon: History },
          { to: '/collections', label: 'Collections', icon: FolderHeart },
          { to: '/profile#saved', label: 'Saved', icon: Bookmark },
        ].map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} className="flex flex-col items-center gap-1 rounded-2xl border border-app bg-card py-3 hover:bg-card-2">
            <Icon className="h-5 w-5 text-brand" /> {label}
          </Link>
        ))}
      </nav>
      <div className="space-y-8 px-4">
        <HomeScreenTip />
        <FreeToolCard city={city} guide={tastemakers.find((t) => t.is_tour_guide)} />
        <HotPlaces cityId={city.id} />
        {offers && <PremiumCard city={city} standing={cityStanding(city, offers)} />}
        <TopTastemakers tastemakers={tastemakers} />
      </div>
    </main>
  );
}
