// The traveller's own pins (issue 33): places they imported that matched
// nothing in the catalog. Only they see them; removing one works offline.
import { MapPin, Trash2 } from 'lucide-react';
import { usePins } from '#/data/queries/pins';
import { deletePin } from '#/data/writes/actions';
import { directionsToPin } from '#/domain/directions';
import { toast } from '#/toast';
import { Button } from '../ui';

export function YourPins({ userId }: { userId: string }) {
  const pins = usePins(userId);
  if (!pins?.length) return null;
  return (
    <section aria-labelledby="pins-heading" className="space-y-3">
      <h2 id="pins-heading" className="text-lg font-semibold">
        Your pins
      </h2>
      <p className="text-xs text-muted">Places you imported that Tastemap doesn’t list. Only you see them.</p>
      <ul className="space-y-2" data-testid="pins">
        {pins.map((pin) => {
          const located = !(pin.latitude === 0 && pin.longitude === 0);
          return (
            <li key={pin.id} className="flex items-start justify-between gap-3 rounded-2xl border border-app bg-card px-4 py-3">
              <div className="min-w-0 space-y-0.5 text-sm">
                <p className="flex items-center gap-1.5 font-semibold">
                  <MapPin className="h-4 w-4 shrink-0 text-brand" aria-hidden /> {pin.name}
                </p>
                {pin.list && <p className="text-xs text-muted">{pin.list}</p>}
                {pin.address && <p className="text-xs text-muted">{pin.address}</p>}
                {pin.note && <p className="whitespace-pre-line text-xs">{pin.note}</p>}
                {(located || pin.address) && (
                  <a
                    className="inline-flex min-h-11 items-center text-xs text-brand"
                    href={directionsToPin(pin)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Get directions
                  </a>
                )}
              </div>
              <Button
                variant="ghost"
                aria-label={`Remove the pin ${pin.name}`}
                className="min-w-11 px-2"
                onClick={() =>
                  void deletePin(pin.id).then(
                    () => toast.success('Pin removed', { description: pin.name }),
                    () => toast.error('Failed to remove the pin'),
                  )
                }
              >
                <Trash2 className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
