// "Plan a day" from a collection or the saved list (issue 34 §2): the
// traveller chooses where the day starts (a place of the list, where they
// are, or their hotel) and when; the planner orders the list's places of one
// city for walking and the plan is saved on the device (offline too), then opens.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#/toast';
import { useCities } from '#/data/queries/cities';
import { useUpcomingEvents } from '#/data/queries/events';
import { usePosition } from '#/data/location/use-position';
import { useServerAction } from '#/data/server/use-server-action';
import { createDayPlan } from '#/data/writes/actions';
import { MAX_PLAN_STOPS, type PlanStart, type PlanStartKind } from '#/domain/day-plans';
import { localDay } from '#/domain/events';
import { hasPosition } from '#/domain/map';
import { eventStarts, minutesOf, planDay, slotOf } from '#/domain/planner';
import type { City, PlaceView } from '#/domain/types';
import { useHotelStore } from '#/stores/hotel';
import { Button, inputClass } from '#/components/ui';
import { Dialog } from '#/components/dialog';

/** The city most of the places are in: a day is spent in one. */
function cityOfMost(places: readonly PlaceView[], cities: readonly City[]): City | undefined {
  const counts = new Map<string, number>();
  for (const place of places) counts.set(place.city, (counts.get(place.city) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top && cities.find((c) => c.id === top[0]);
}

export function PlanDayDialog({
  places,
  defaultName,
  open,
  onOpenChange,
}: {
  places: readonly PlaceView[];
  defaultName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cities = useCities();
  const city = useMemo(() => (cities ? cityOfMost(places, cities) : undefined), [cities, places]);
  const timeZone = city?.timezone || undefined;
  const inCity = useMemo(() => places.filter((p) => p.city === city?.id && hasPosition(p)), [places, city]);
  const planned = inCity.slice(0, MAX_PLAN_STOPS);
  const upcoming = useUpcomingEvents(city);
  const { status, position, pending, request } = usePosition();
  const hotel = useHotelStore((s) => (city ? s.hotels[city.id] : undefined));
  const setHotel = useHotelStore((s) => s.setHotel);
  const navigate = useNavigate();

  const [name, setName] = useState(defaultName);
  // Today in the city, once its time zone is known, until the traveller picks a day.
  const [chosenDay, setDay] = useState('');
  const day = chosenDay || localDay(new Date(), timeZone);
  const [time, setTime] = useState('10:00');
  const [kind, setKind] = useState<PlanStartKind>('place');
  const [startPlace, setStartPlace] = useState('');
  const [hotelName, setHotelName] = useState('');
  const here = status === 'granted' ? position : undefined;

  const start: PlanStart | null = (() => {
    if (kind === 'here') return here ? { kind, label: 'Where you were', latitude: here.latitude, longitude: here.longitude } : null;
    if (kind === 'hotel') return hotel ? { kind, label: hotel.name, latitude: hotel.latitude, longitude: hotel.longitude } : null;
    const place = planned.find((p) => p.id === startPlace) ?? planned[0];
    return place ? { kind, label: place.name, latitude: place.latitude, longitude: place.longitude, place: place.id } : null;
  })();

  const { run: make, busy } = useServerAction(
    async () => {
      if (!city || !start) throw new Error('Choose where the day starts.');
      const startMinutes = minutesOf(time);
      if (startMinutes === null) throw new Error('Choose a start time.');
      const fixed = eventStarts(
        planned,
        (upcoming ?? []).map((u) => u.event),
        day,
        timeZone,
      );
      const stops = planned.map((p) => ({
        id: p.id,
        latitude: p.latitude,
        longitude: p.longitude,
        slot: slotOf(p),
        fixedAt: fixed.get(p.id),
      }));
      const ordered = planDay(start, startMinutes, stops);
      return createDayPlan({ city: city.id, name, day, startTime: time, start, stops: ordered.map((s) => s.id) });
    },
    {
      failure: 'Failed to plan the day',
      onSuccess: (plan) => {
        onOpenChange(false);
        void navigate(`/plans/${plan.id}`);
      },
    },
  );

  const saveHotel = () => {
    if (!city || !here) return;
    setHotel(city.id, { name: hotelName.trim() || 'Your hotel', latitude: here.latitude, longitude: here.longitude });
    toast.success('Hotel saved');
  };

  const radio = (value: PlanStartKind, label: string) => (
    <label className="flex min-h-11 items-center gap-3 rounded-xl border border-app px-3">
      <input type="radio" name="plan-start" value={value} checked={kind === value} onChange={() => setKind(value)} className="h-5 w-5" />
      <span className="text-sm font-medium">{label}</span>
    </label>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Plan a day"
      description={city ? `Your places in ${city.name}, ordered for walking.` : undefined}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void make();
        }}
      >
        {inCity.length > planned.length && (
          <p className="rounded-xl bg-card-2 px-3 py-2 text-sm text-muted">
            A day holds {MAX_PLAN_STOPS} stops: the first {MAX_PLAN_STOPS} places are planned.
          </p>
        )}
        {places.length > inCity.length && city && (
          <p className="rounded-xl bg-card-2 px-3 py-2 text-sm text-muted">Only the places in {city.name} are planned.</p>
        )}
        <div>
          <label htmlFor="plan-name" className="mb-1 block text-sm font-medium">
            Name
          </label>
          <input id="plan-name" className={inputClass} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor="plan-day" className="mb-1 block text-sm font-medium">
              Day
            </label>
            <input id="plan-day" type="date" className={inputClass} value={day} onChange={(e) => setDay(e.target.value)} />
          </div>
          <div>
            <label htmlFor="plan-time" className="mb-1 block text-sm font-medium">
              Start time
            </label>
            <input id="plan-time" type="time" className={inputClass} value={time} onChange={(e) => setTime(e.target.value)} />
          </div>
        </div>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">Start from</legend>
          {radio('place', 'A place')}
          {kind === 'place' && (
            <select
              aria-label="Start place"
              className={inputClass}
              value={startPlace || planned[0]?.id || ''}
              onChange={(e) => setStartPlace(e.target.value)}
            >
              {planned.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
          {radio('here', 'Here')}
          {kind === 'here' && !here && (
            <div className="space-y-2 text-sm text-muted">
              {status === 'denied' || status === 'unavailable' ? (
                <p role="status">Your position isn't available: start from a place or your hotel.</p>
              ) : (
                <Button type="button" variant="secondary" disabled={pending} onClick={() => void request()}>
                  Use my position
                </Button>
              )}
            </div>
          )}
          {radio('hotel', hotel ? `My hotel (${hotel.name})` : 'My hotel')}
          {kind === 'hotel' && !hotel && (
            <div className="space-y-2">
              <label htmlFor="plan-hotel-name" className="block text-sm font-medium">
                Hotel name
              </label>
              <input
                id="plan-hotel-name"
                className={inputClass}
                value={hotelName}
                maxLength={100}
                onChange={(e) => setHotelName(e.target.value)}
              />
              {here ? (
                <Button type="button" variant="secondary" onClick={saveHotel}>
                  Set my hotel here
                </Button>
              ) : (
                <Button type="button" variant="secondary" disabled={pending} onClick={() => void request()}>
                  Use my position
                </Button>
              )}
            </div>
          )}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !start || !planned.length || !name.trim()}>
            Make the plan
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
