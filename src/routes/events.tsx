// Local events of the active city (spec §2 'Timeline, events'): upcoming only, soonest first.
// A recurring event says its days and its next one; a seasonal one says to check its dates.
import { format, parseISO } from 'date-fns';
import { CalendarDays, MapPin, Repeat, Ticket } from 'lucide-react';
import { useActiveCity } from '#/data/queries/active-city';
import { useUpcomingEvents } from '#/data/queries/events';
import { describeWeekdays, formatLocalTime, type Occurrence } from '#/domain/events';
import type { CityEvent } from '#/domain/types';
import { EmptyState, SafeImage, Spinner } from '#/components/ui';
import { BackLink } from '#/components/back-link';

/** e.g. "Sun, Nov 22 · 7:00 PM", in the city's time zone when it has one, else the device's. */
function formatEventDate(date: Date, timeZone?: string): string {
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

/** A local calendar day ("2026-11-28") as "Sat, Nov 28". */
function formatDay(day: string): string {
  return format(parseISO(day), 'EEE, MMM d');
}

/** When the event happens: a one-off's date, or a recurring event's days and its next occurrence. */
function When({ event, next, timeZone }: { event: CityEvent; next: Occurrence; timeZone?: string }) {
  const weekdays = event.weekdays ?? [];
  if (!weekdays.length) {
    return (
      <p className="flex items-center gap-1.5 text-sm">
        <CalendarDays className="h-4 w-4 shrink-0 text-brand" aria-hidden />
        <time dateTime={next.start ? next.start.toISOString() : next.day}>
          {next.start ? formatEventDate(next.start, timeZone) : formatDay(next.day)}
        </time>
      </p>
    );
  }
  const at = formatLocalTime(event.time);
  return (
    <>
      <p className="flex items-center gap-1.5 text-sm">
        <Repeat className="h-4 w-4 shrink-0 text-brand" aria-hidden />
        <span data-testid="event-schedule">
          {describeWeekdays(weekdays)}
          {at && ` · ${at}`}
        </span>
      </p>
      <p className="flex items-center gap-1.5 text-sm text-muted">
        <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
        {event.seasonal ? (
          <span>Seasonal: check the dates before you go</span>
        ) : (
          <span>
            Next: <time dateTime={next.day}>{formatDay(next.day)}</time>
          </span>
        )}
      </p>
    </>
  );
}

function EventCard({ event, next, timeZone }: { event: CityEvent; next: Occurrence; timeZone?: string }) {
  return (
    <article className="overflow-hidden rounded-2xl border border-app bg-card" data-testid="event-card">
      <SafeImage src={event.image} alt={event.name} className="aspect-[16/9] w-full object-cover" />
      <div className="space-y-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-bold">{event.name}</h2>
          {event.category && <span className="shrink-0 rounded-full bg-card-2 px-2.5 py-1 text-xs font-semibold">{event.category}</span>}
        </div>
        <When event={event} next={next} timeZone={timeZone} />
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
  const events = useUpcomingEvents(city);

  if (active === undefined || !events) return <Spinner />;
  const cityName = city?.name ?? 'your city';

  return (
    <main data-screen-drawn className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback="/" />
      <h1 className="text-2xl font-bold">Events in {cityName}</h1>
      {events.length === 0 ? (
        <EmptyState title={`No upcoming events in ${cityName} yet`} />
      ) : (
        <ul className="space-y-4">
          {events.map(({ event, next }) => (
            <li key={event.id}>
              <EventCard event={event} next={next} timeZone={city?.timezone || undefined} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
