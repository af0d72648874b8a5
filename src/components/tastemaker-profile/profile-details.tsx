import { Link } from 'react-router';
import { chipClass } from '../ui';
import { MapPin } from 'lucide-react';
import { useTastemakerCities } from '#/data/queries/tastemaker-profile';

/** Specialties as chips. */
export function Specialties({ specialties }: { specialties: string[] | null }) {
  if (!specialties?.length) return null;
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label="Specialties">
      {specialties.map((s) => (
        <li key={s} className="rounded-full bg-card-2 px-3 py-1 text-xs font-medium">
          {s}
        </li>
      ))}
    </ul>
  );
}

/** The cities where the tastemaker is active, each opening the explorer on that city. */
export function TastemakerCities({ tastemakerId }: { tastemakerId: string }) {
  const cities = useTastemakerCities(tastemakerId);
  if (!cities?.length) return null;
  return (
    <section aria-labelledby="tastemaker-cities" className="space-y-2">
      <h2 id="tastemaker-cities" className="text-lg font-bold">
        Cities
      </h2>
      <ul className="flex flex-wrap gap-2">
        {cities.map((city) => (
          <li key={city.id}>
            <Link to={`/explorer?city=${encodeURIComponent(city.name)}`} className={`${chipClass()} font-medium`}>
              <MapPin className="h-3.5 w-3.5 text-brand" aria-hidden /> {city.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
