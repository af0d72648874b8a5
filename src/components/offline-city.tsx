import { useEffect, useState } from 'react';
import { CheckCircle2, Download } from 'lucide-react';
import { toast } from 'sonner';
import { makeCityAvailableOffline, offlineCityState, requestPersistentStorage, type OfflineCityState } from '#/data/cache/images';
import { useServerAction } from '#/data/server/use-server-action';
import { Button } from './ui';

/** 'Make available offline': downloads every image of the city, with a progress bar and a count. */
export function MakeCityOffline({ cityId, cityName }: { cityId: string; cityName: string }) {
  const [state, setState] = useState<OfflineCityState | undefined>();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  useEffect(() => {
    void offlineCityState(cityId).then(setState);
  }, [cityId]);

  const download = useServerAction(
    async () => {
      setProgress({ done: 0, total: 0 });
      void requestPersistentStorage();
      try {
        return await makeCityAvailableOffline(cityId, (done, total) => setProgress({ done, total }));
      } finally {
        setProgress(null);
      }
    },
    {
      needsConnection: 'Downloading a city',
      failure: (error) => ({ title: 'Download interrupted', description: error.message }),
      onSuccess: (result) => {
        setState(result);
        toast.success(`${cityName} is available offline`, { description: `${result.images} images saved on this device.` });
      },
    },
  );
  const start = () => download.run();

  return (
    <section className="rounded-2xl border border-app bg-card p-4" aria-label="Offline">
      {progress ? (
        <div>
          <p className="text-sm font-medium">Saving {cityName} for offline use…</p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-card-2"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
          >
            <div
              className="h-full bg-brand transition-all"
              style={{ width: `${progress.total ? Math.round((progress.done / progress.total) * 100) : 0}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-muted" data-testid="offline-progress">
            {progress.done} of {progress.total} images
          </p>
        </div>
      ) : (
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="font-semibold">{state ? 'Available offline' : 'Travelling without data?'}</p>
            <p className="text-sm text-muted" data-testid="offline-state">
              {state
                ? `${state.images} images saved on this device`
                : 'Save every photo of this city so it looks right with no connection.'}
            </p>
          </div>
          {state ? (
            <Button variant="secondary" onClick={() => void start()} aria-label="Update offline copy">
              <CheckCircle2 className="h-4 w-4 text-green-500" /> Update
            </Button>
          ) : (
            <Button onClick={() => void start()}>
              <Download className="h-4 w-4" /> Make available offline
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
