// Local events of the active city (spec §2 'Timeline, events'): upcoming only, soonest first.
import { format } from 'date-fns';
import { CalendarDays, MapPin, Ticket } from 'lucide-react';
import { useActiveCity } from '#/data/queries/active-city';
import { useUpcomingEvents } from '#/data/queries/events';
import type { CityEvent } from '#/domain/types';
import { EmptyState, SafeImage, Spinner } from '#/components/ui';

/** PocketBase's "2026-11-22 10:00:00.000Z" as a Date (the space is not ISO everywhere). */
function parseDate(value: string): Date {
  return new Date(value.replace(' ', 'T'));
}

/** e.g. "Sun, Nov 22 · 7:00 PM", in the city's time zone when it has one, else the device's. */
function formatEventDate(date: Date, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  if (timeZone) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).formatToParts(date);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('weekday')}, ${part('month')} ${part('day')} · ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
    } catch {
      // An unknown time zone name: fall back to the device's.
    }
  }
  return format(date, 'EEE, MMM d · h:mm a');
}

function EventCard({ event, timeZone }: { event: CityEvent; timeZone?: string }) {
  const date = parseDate(event.date);
  return (
    <article className="overflow-hidden rounded-2xl border border-app bg-card" data-testid="event-card">
      <SafeImage src={event.image} alt={event.name} className="aspect-[16/9] w-full object-cover" />
      <div className="space-y-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-bold">{event.name}</h2>
          {event.category && <span className="shrink-0 rounded-full bg-card-2 px-2.5 py-1 text-xs font-semibold">{event.category}</span>}
        </div>
        <p className="flex items-center gap-1.5 text-sm">
          <CalendarDays className="h-4 w-4 shrink-0 text-brand" aria-hidden />
          <time dateTime={Number.isNaN(date.getTime()) ? undefined : date.toISOString()}>{formatEventDate(date, timeZone)}</time>
        </p>
        {event.location && (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden /> {event.location}
          </p>
        )}
        {event.price && (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <Ticket className="h-4 w-4 shrink-0" aria-hidden /> {event.price}
          </p>
        )}
        {event.description && <p className="text-sm text-muted">{event.description}</p>}
      </div>
    </article>
  );
}

export function Component() {
  const active = useActiveCity();
  const city = active?.city ?? null;
  const events = useUpcomingEvents(city?.id);

  if (active === undefined || !events) return <Spinner />;
  const cityName = city?.name ?? 'your city';

  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-6">
      <h1 className="text-2xl font-bold">Events in {cityName}</h1>
      {events.length === 0 ? (
        <EmptyState title={`No upcoming events in ${cityName} yet`} />
      ) : (
        <ul className="space-y-4">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} timeZone={city?.timezone || undefined} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
