import { Link } from 'react-router';
import { Check, Plus, UserRound } from 'lucide-react';
import type { City } from '#/domain/types';
import { SafeImage } from '../ui';
import { pictureOf } from '#/domain/images';

export function MyCities({ cities, activeId, userId }: { cities: City[]; activeId: string; userId: string }) {
  return (
    <section aria-labelledby="my-cities-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="my-cities-heading" className="text-lg font-semibold">
          My Cities
        </h2>
        <Link to="/explorer" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand">
          <Plus className="h-4 w-4" /> Add New City
        </Link>
      </div>
      {cities.length === 0 ? (
        <p className="text-sm text-muted">No unlocked cities yet</p>
      ) : (
        <ul className="space-y-2">
          {cities.map((city) => (
            <li key={city.id} className="flex items-center gap-2 rounded-2xl border border-app bg-card p-2">
              <Link to={`/city/${city.slug}`} className="flex flex-1 items-center gap-3 rounded-xl hover:bg-card-2">
                <SafeImage {...pictureOf('cities', city)} alt="" className="h-12 w-16 rounded-xl object-cover" />
                <span className="flex-1">
                  <span className="block font-medium">{city.name}</span>
                  <span className="text-xs text-muted">{city.country}</span>
                </span>
                {city.id === activeId && <Check className="mr-2 h-4 w-4 text-brand" aria-label="Active city" />}
              </Link>
              {/* What others see of this traveller in the city: their saved places, tastemakers and badges. */}
              <Link
                to={`/user/${userId}/city/${city.slug}`}
                className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-xs font-semibold text-muted hover:bg-card-2"
                aria-label={`Your public profile in ${city.name}`}
              >
                <UserRound className="h-4 w-4" aria-hidden /> Public profile
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
