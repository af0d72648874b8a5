import { Link } from 'react-router-dom';
import { Check, Plus } from 'lucide-react';
import type { City } from '#/domain/types';
import { SafeImage } from '../ui';

export function MyCities({ cities, activeId }: { cities: City[]; activeId: string }) {
  return (
    <section aria-labelledby="my-cities-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="my-cities-heading" className="text-lg font-semibold">
          My Cities
        </h2>
        <Link to="/explorer" className="inline-flex items-center gap-1 text-sm font-semibold text-brand">
          <Plus className="h-4 w-4" /> Add New City
        </Link>
      </div>
      {cities.length === 0 ? (
        <p className="text-sm text-muted">No unlocked cities yet</p>
      ) : (
        <ul className="space-y-2">
          {cities.map((city) => (
            <li key={city.id}>
              <Link to={`/city/${city.slug}`} className="flex items-center gap-3 rounded-2xl border border-app bg-card p-2 hover:bg-card-2">
                <SafeImage src={city.image} alt="" className="h-12 w-16 rounded-xl object-cover" />
                <span className="flex-1">
                  <span className="block font-medium">{city.name}</span>
                  <span className="text-xs text-muted">{city.country}</span>
                </span>
                {city.id === activeId && <Check className="mr-2 h-4 w-4 text-brand" aria-label="Active city" />}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
