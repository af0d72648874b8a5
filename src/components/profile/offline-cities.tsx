// Profile's "Offline cities": each city saved on this device for use with no
// connection, what it takes and when it was saved, with Update (a newer map,
// photos added since) and Remove (to free the room).
import { useState } from 'react';
import { Link } from 'react-router';
import { format } from 'date-fns';
import { RefreshCw, Trash2 } from 'lucide-react';
import { toast } from '#/toast';
import { removeOfflineCity } from '#/data/cache/offline-cities';
import { useActiveCity } from '#/data/queries/active-city';
import { useOfflineCities, type OfflineCity } from '#/data/queries/offline-cities';
import { useServerAction } from '#/data/server/use-server-action';
import { formatBytes } from '#/domain/format';
import { Dialog } from '../dialog';
import { DownloadProgressBar, useCityDownload } from '../offline-city';
import { Button } from '../ui';

/** "1.3 MB: a 40 KB map and 87 photos"; without the photos' size (saved before it was counted), the parts alone. */
function sizeLine({ photos, map }: OfflineCity): string {
  const parts = [map && `a ${formatBytes(map.bytes)} map`, photos && `${photos.count} ${photos.count === 1 ? 'photo' : 'photos'}`];
  const what = parts.filter(Boolean).join(' and ');
  const known = !photos || photos.bytes !== undefined;
  return known ? `${formatBytes((photos?.bytes ?? 0) + (map?.bytes ?? 0))}: ${what}` : what;
}

function OfflineCityRow({ city }: { city: OfflineCity }) {
  const { start, busy, progress } = useCityDownload(city.cityId, city.name);
  const [removing, setRemoving] = useState(false);
  const remove = useServerAction(() => removeOfflineCity(city.cityId), {
    failure: (error) => ({ title: `Failed to remove ${city.name}`, description: error.message }),
    onSuccess: () => toast.success(`${city.name} removed from this device`),
  });
  return (
    <li className="rounded-2xl border border-app bg-card p-4" data-testid="offline-city" aria-label={city.name}>
      {progress ? (
        <DownloadProgressBar cityName={city.name} progress={progress} />
      ) : (
        <>
          <p className="font-semibold">{city.name}</p>
          <p className="text-sm text-muted" data-testid="offline-city-size">
            {sizeLine(city)}
          </p>
          <p className="text-sm text-muted" data-testid="offline-city-date">
            Saved <time dateTime={new Date(city.savedAt).toISOString()}>{format(city.savedAt, 'MMM d, yyyy')}</time>
          </p>
          {city.newerMap !== null && (
            <p className="text-sm font-medium text-brand-2" data-testid="offline-city-newer">
              A newer map is available ({formatBytes(city.newerMap)})
            </p>
          )}
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button
              variant={city.newerMap !== null ? 'primary' : 'secondary'}
              className="min-h-11"
              onClick={start}
              disabled={busy || remove.busy}
              aria-label={`Update ${city.name}`}
            >
              <RefreshCw className="h-4 w-4" aria-hidden /> Update
            </Button>
            <Button
              variant="secondary"
              className="min-h-11"
              onClick={() => setRemoving(true)}
              disabled={busy || remove.busy}
              aria-label={`Remove ${city.name}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden /> Remove
            </Button>
          </div>
        </>
      )}
      <Dialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remove ${city.name} from this device?`}
        description="Its saved photos and map are deleted to free the space. The guide stays; save the city again before a trip."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" className="min-h-11" onClick={() => setRemoving(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            className="min-h-11"
            onClick={() => {
              setRemoving(false);
              void remove.run();
            }}
          >
            Remove
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

/** The cities saved for offline use on this device; nothing (not a spinner flash) while the device is read. */
export function OfflineCities() {
  const cities = useOfflineCities();
  const activeCitySlug = useActiveCity()?.city?.slug;
  if (!cities) return null;
  return (
    <section aria-labelledby="offline-cities-heading" className="space-y-3">
      <h2 id="offline-cities-heading" className="text-lg font-semibold">
        Offline cities
      </h2>
      {cities.length === 0 ? (
        <p className="text-sm text-muted" data-testid="offline-cities-empty">
          No city is saved on this device yet. A city&apos;s page has &lsquo;Make available offline&rsquo; for its photos and map.
          {activeCitySlug && (
            <>
              {' '}
              <Link to={`/city/${activeCitySlug}`} className="font-semibold text-brand">
                Open your city
              </Link>
            </>
          )}
        </p>
      ) : (
        <ul className="space-y-2" data-testid="offline-cities">
          {cities.map((city) => (
            <OfflineCityRow key={city.cityId} city={city} />
          ))}
        </ul>
      )}
    </section>
  );
}
