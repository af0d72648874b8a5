// A place's opening hours, phone and website on its page, when known; an
// honest line when the hours are not (nothing here ever guesses them). An
// admin fills them in here; a tastemaker from their dashboard.
import { useState } from 'react';
import { Clock, Globe, Phone } from 'lucide-react';
import { HOURS_UNKNOWN, hoursLines, phoneHref, websiteLabel } from '#/domain/place-details';
import type { PlaceView } from '#/domain/types';
import { PlaceDetailsForm } from './place-details-form';
import { Button } from './ui';

const linkClass = 'inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand hover:underline';

export function PlaceHoursAndContact({ place, canEdit }: { place: PlaceView; canEdit: boolean }) {
  const [editing, setEditing] = useState(false);
  const hours = hoursLines(place.hours ?? '');
  return (
    <section className="space-y-2" aria-labelledby="hours-heading" data-testid="place-hours-contact">
      <h2 id="hours-heading" className="text-lg font-bold">
        Hours and contact
      </h2>
      <div className="flex items-start gap-2 text-sm">
        <Clock className="mt-0.5 h-4 w-4 shrink-0 text-muted" aria-hidden />
        {hours.length ? (
          <ul aria-label="Opening hours" data-testid="place-hours">
            {hours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted" data-testid="place-hours">
            {HOURS_UNKNOWN}
          </p>
        )}
      </div>
      {place.phone && (
        <a href={phoneHref(place.phone)} className={linkClass}>
          <Phone className="h-4 w-4" aria-hidden /> {place.phone}
        </a>
      )}
      {place.website && (
        <div>
          <a href={place.website} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Globe className="h-4 w-4" aria-hidden /> {websiteLabel(place.website)}
          </a>
        </div>
      )}
      {canEdit &&
        (editing ? (
          <div className="rounded-2xl border border-app bg-card p-3">
            <PlaceDetailsForm place={place} onDone={() => setEditing(false)} />
          </div>
        ) : (
          <Button variant="secondary" className="min-h-11" onClick={() => setEditing(true)}>
            Edit hours and contact
          </Button>
        ))}
    </section>
  );
}
