import { LocateFixed } from 'lucide-react';
import type { ReferencePoint } from '#/domain/geo';
import { chipClass } from '../ui';
import type { PositionStatus } from '#/data/location/store';

/**
 * Search's "Near me": on, results come nearest first with their distance. The
 * first press asks the browser for the position; refused or unavailable, the
 * list still sorts, from the area chosen last or the city centre, and says so.
 */
export function NearMeToggle({ on, pending, onToggle }: { on: boolean; pending: boolean; onToggle: () => void }) {
  return (
    <button type="button" aria-pressed={on} onClick={onToggle} className={chipClass(on)}>
      <LocateFixed className={`h-4 w-4 ${pending ? 'animate-pulse' : ''}`} aria-hidden /> Near me
    </button>
  );
}

/** Where the distances are measured from, in a sentence. */
export function NearMeNote({ here, status, pending }: { here: ReferencePoint | null; status: PositionStatus; pending: boolean }) {
  let text: string;
  if (pending && here?.source !== 'position') text = 'Finding where you are…';
  else if (!here) text = 'Distances are unavailable for this city.';
  else if (here.source === 'position') text = 'Nearest to you first.';
  else {
    const why =
      status === 'denied'
        ? 'Location is off for Tastemap'
        : status === 'unavailable'
          ? 'Your location is unavailable'
          : status === 'granted'
            ? "You're outside the city"
            : 'Location not shared';
    text =
      here.source === 'area'
        ? `${why}: distances are from ${here.name}, the area you chose last.`
        : `${why}: distances are from the city centre.`;
  }
  return (
    <p role="status" className="text-sm text-muted" data-testid="near-me-note">
      {text}
    </p>
  );
}
