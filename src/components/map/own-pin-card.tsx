// The card a tapped pin of the traveller's own opens over the map (issue 33):
// a place they imported that Tastemap does not list, with its note and the
// way there. Only they ever see it.
import { forwardRef } from 'react';
import { X } from 'lucide-react';
import { directionsToPin } from '#/domain/directions';
import { OWN_PIN_COLOUR } from '#/domain/map';
import type { Pin } from '#/domain/types';

export const OwnPinCard = forwardRef<HTMLElement, { pin: Pin; onClose: () => void }>(function OwnPinCard({ pin, onClose }, ref) {
  return (
    <article
      ref={ref}
      aria-label={pin.name}
      data-testid="map-pin-card"
      className="absolute inset-x-2 bottom-2 z-10 rounded-2xl border border-app bg-card p-3 shadow-xl"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 space-y-0.5">
          <h3 className="truncate text-base font-bold">{pin.name}</h3>
          <p className="flex items-center gap-1 text-sm text-muted">
            <span className="h-2.5 w-2.5 rounded-full" style={{ background: OWN_PIN_COLOUR }} aria-hidden />
            Your pin{pin.list ? ` · ${pin.list}` : ''}
          </p>
          {pin.note && <p className="line-clamp-3 whitespace-pre-line text-sm">{pin.note}</p>}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={`Close ${pin.name}`}
          className="-m-1 shrink-0 rounded-full p-2 text-muted hover:bg-card-2 hover:text-fg"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <a
        className="mt-2 inline-flex min-h-11 items-center rounded-full border border-app px-4 text-sm font-semibold hover:bg-card-2"
        href={directionsToPin(pin)}
        target="_blank"
        rel="noreferrer"
      >
        Get directions
      </a>
    </article>
  );
});
