// 'Make available offline': a city's photos and its map saved on the device,
// from the city page (near its top) and, to update, from Profile's list of
// offline cities (profile/offline-cities.tsx), with progress and a count.
import { useEffect, useState } from 'react';
import { CheckCircle2, Download } from 'lucide-react';
import { toast } from '#/toast';
import { makeCityAvailableOffline, offlineCityState, requestPersistentStorage, type OfflineCityState } from '#/data/cache/images';
import { cityMapStatus, type CityMapStatus } from '#/data/maps/city-status';
import { downloadCityArchive, type StoredCityArchive } from '#/data/maps/offline-archive';
import { useServerAction } from '#/data/server/use-server-action';
import { formatBytes } from '#/domain/format';
import { Button } from './ui';

export interface DownloadProgress {
  done: number;
  total: number;
  /** Bytes of the map received so far, once its download started. */
  map?: { received: number; total: number };
}

interface Saved {
  images: OfflineCityState;
  map: StoredCityArchive | null;
  /** Why the map could not be saved; the images stay saved. */
  mapError?: string;
}

/**
 * Downloads every image of the city and its map (a newer map replaces the
 * stored one; the same one is not downloaded again), telling the traveller
 * how it went. `onSaved` runs once whatever was saved is on the device.
 */
export function useCityDownload(cityId: string, cityName: string, onSaved?: () => void) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const download = useServerAction(
    async (): Promise<Saved> => {
      setProgress({ done: 0, total: 0 });
      void requestPersistentStorage();
      try {
        const images = await makeCityAvailableOffline(cityId, (done, total) => setProgress({ done, total }));
        const status = await cityMapStatus(cityId);
        if (!status) return { images, map: null };
        try {
          const stored = await downloadCityArchive(status.slug, (received, total) =>
            setProgress((shown) => shown && { ...shown, map: { received, total } }),
          );
          return { images, map: stored };
        } catch (error) {
          return { images, map: status.stored, mapError: error instanceof Error ? error.message : String(error) };
        }
      } finally {
        setProgress(null);
        onSaved?.();
      }
    },
    {
      needsConnection: 'Downloading a city',
      failure: (error) => ({ title: 'Download interrupted', description: error.message }),
      onSuccess: (result) => {
        if (result.mapError) {
          toast.error(`${cityName}'s photos are saved, but not its map`, { description: result.mapError });
          return;
        }
        const mapSaved = result.map ? ` and the map (${formatBytes(result.map.bytes)})` : '';
        toast.success(`${cityName} is available offline`, {
          description: `${result.images.images} images${mapSaved} saved on this device.`,
        });
      },
    },
  );
  return { start: () => void download.run(), busy: download.busy, progress };
}

/** The download under way: a bar (the map's bytes once it started, the images before), and counts. */
export function DownloadProgressBar({ cityName, progress }: { cityName: string; progress: DownloadProgress }) {
  const shown = progress.map ? { done: progress.map.received, total: progress.map.total } : progress;
  return (
    <div>
      <p className="text-sm font-medium">Saving {cityName} for offline use…</p>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-card-2"
        role="progressbar"
        aria-label={`Saving ${cityName}`}
        aria-valuemin={0}
        aria-valuemax={shown.total}
        aria-valuenow={shown.done}
      >
        <div
          className="h-full bg-brand transition-all"
          style={{ width: `${shown.total ? Math.round((shown.done / shown.total) * 100) : 0}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-muted" data-testid="offline-progress">
        {progress.done} of {progress.total} images
      </p>
      {progress.map && (
        <p className="text-xs text-muted" data-testid="offline-map-progress">
          Map: {formatBytes(progress.map.received)} of {formatBytes(progress.map.total)}
        </p>
      )}
    </div>
  );
}

function mapLine(map: CityMapStatus | null): string | null {
  if (!map) return null;
  if (map.stored && !map.outdated) return `Map saved (${formatBytes(map.stored.bytes)})`;
  if (map.bytes === null) return null;
  return map.stored ? `A newer map is available (${formatBytes(map.bytes)})` : `The map (${formatBytes(map.bytes)}) is not saved yet`;
}

/** The city page's card: what saving the city takes before it starts, its progress, and what is saved. */
export function MakeCityOffline({ cityId, cityName }: { cityId: string; cityName: string }) {
  const [state, setState] = useState<OfflineCityState | undefined>();
  const [map, setMap] = useState<CityMapStatus | null>(null);
  const [saved, setSaved] = useState(0);
  useEffect(() => {
    void offlineCityState(cityId).then(setState);
    // What the device remembers first (offline too), then the server's latest.
    void cityMapStatus(cityId, { fresh: false }).then((status) => {
      setMap(status);
      return cityMapStatus(cityId).then(setMap);
    });
  }, [cityId, saved]);
  const { start, progress } = useCityDownload(cityId, cityName, () => setSaved((n) => n + 1));
  const mapState = mapLine(map);

  return (
    <section className="rounded-2xl border border-app bg-card p-4" aria-label="Offline">
      {progress ? (
        <DownloadProgressBar cityName={cityName} progress={progress} />
      ) : (
        <div className="space-y-3">
          <div>
            <p className="font-semibold">{state ? 'Available offline' : 'Travelling without data?'}</p>
            <p className="text-sm text-muted" data-testid="offline-state">
              {state
                ? `${state.images} images saved on this device`
                : 'Save every photo of this city so it looks right with no connection.'}
            </p>
            {state
              ? mapState && (
                  <p className="text-sm text-muted" data-testid="offline-map-state">
                    {mapState}
                  </p>
                )
              : map?.bytes != null && (
                  <p className="text-sm text-muted" data-testid="offline-size">
                    Photos and a {formatBytes(map.bytes)} map
                  </p>
                )}
          </div>
          {state ? (
            <Button variant="secondary" className="w-full" onClick={start} aria-label="Update offline copy">
              <CheckCircle2 className="h-4 w-4 text-green-500" /> Update
            </Button>
          ) : (
            <Button className="w-full" onClick={start}>
              <Download className="h-4 w-4" /> Make available offline
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
