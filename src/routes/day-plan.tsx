// /plans/{id}: the traveller's own day plan, from the device (works offline
// with the city downloaded): the map with the walk's line and numbered stops,
// the list with times and walking minutes, reordering, planning again, the
// .ics, the share link, and deleting it.
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CalendarPlus, Link2, Link2Off, Route, Trash2 } from 'lucide-react';
import { toast } from '#/toast';
import { useCities } from '#/data/queries/cities';
import { useDayPlan } from '#/data/queries/day-plans';
import { useUpcomingEvents } from '#/data/queries/events';
import { usePlaceViews } from '#/data/queries/places';
import { saveToDownloads } from '#/data/download';
import { usePendingRecordIds } from '#/data/queries/sync';
import { useServerAction } from '#/data/server/use-server-action';
import { deleteDayPlan, setDayPlanSharing, updateDayPlan } from '#/data/writes/actions';
import { readPlanStart, readPlanStops } from '#/domain/day-plans';
import { formatLocalTime } from '#/domain/events';
import { icsFileName, planIcs } from '#/domain/plan-ics';
import { eventStarts, knownTimes, minutesOf, planDay, slotOf, VISIT_MINUTES } from '#/domain/planner';
import type { DayPlan, PlaceView } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { BackLink } from '#/components/back-link';
import { PlaceMap } from '#/components/map/place-map';
import { moved, PlanStops, type PlanListStop } from '#/components/plan/plan-stops';
import { Button, EmptyState, Spinner } from '#/components/ui';

export function Component() {
  const { id = '' } = useParams();
  const { ready, userId } = useSessionStore();
  const plan = useDayPlan(id);
  if (!ready || plan === undefined) return <Spinner />;
  if (!plan || plan.user !== userId) {
    return (
      <main className="mx-auto max-w-xl px-4 pb-8 pt-6">
        <EmptyState title="Plan not found" />
      </main>
    );
  }
  return <OwnPlan plan={plan} />;
}

function OwnPlan({ plan }: { plan: DayPlan }) {
  const ids = useMemo(() => readPlanStops(plan.stops), [plan.stops]);
  const start = useMemo(() => readPlanStart(plan.start), [plan.start]);
  const views = usePlaceViews(ids);
  const cities = useCities();
  const city = cities?.find((c) => c.id === plan.city);
  const timeZone = city?.timezone || undefined;
  const upcoming = useUpcomingEvents(city);
  const pending = usePendingRecordIds('day_plans');
  const navigate = useNavigate();
  const [sharing, setSharing] = useState(false);

  const byId = useMemo(() => new Map((views ?? []).map((v) => [v.id, v])), [views]);
  const places = useMemo(() => ids.map((id) => byId.get(id)).filter((p): p is PlaceView => !!p), [ids, byId]);
  const fixed = useMemo(
    () =>
      eventStarts(
        places,
        (upcoming ?? []).map((u) => u.event),
        plan.day,
        timeZone,
      ),
    [places, upcoming, plan.day, timeZone],
  );
  const startMinutes = minutesOf(plan.start_time) ?? 600;
  const stops: PlanListStop[] = useMemo(() => {
    const located = ids.map((id) => {
      const place = byId.get(id);
      return place ? { latitude: place.latitude, longitude: place.longitude, fixedAt: fixed.get(id) } : null;
    });
    const times = knownTimes(start, startMinutes, located);
    return ids.map((id, i) => ({ key: id, place: byId.get(id), eventAt: fixed.get(id), ...times[i] }));
  }, [ids, byId, fixed, start, startMinutes]);

  const { run: reorder } = useServerAction((next: string[]) => updateDayPlan(plan.id, { stops: next }), {
    failure: 'Failed to update the plan',
  });
  const { run: planAgain } = useServerAction(
    async () => {
      if (!start) return;
      const ordered = planDay(
        start,
        startMinutes,
        places.map((p) => ({ id: p.id, latitude: p.latitude, longitude: p.longitude, slot: slotOf(p), fixedAt: fixed.get(p.id) })),
      );
      // Stops this device cannot show keep their places at the end.
      const unseen = ids.filter((id) => !byId.has(id));
      await updateDayPlan(plan.id, { stops: [...ordered.map((s) => s.id), ...unseen] });
    },
    { failure: 'Failed to update the plan', onSuccess: () => toast.success('Planned again for walking') },
  );
  const { run: share } = useServerAction((on: boolean) => setDayPlanSharing(plan.id, on), {
    failure: 'Failed to update the plan',
    onSuccess: (token) => {
      if (!token) {
        toast.success('Sharing stopped: the old link no longer opens');
        return;
      }
      setSharing(true);
      void navigator.clipboard?.writeText(shareUrl(token)).then(
        () => toast.success('Link copied'),
        () => undefined,
      );
    },
  });
  const { run: remove } = useServerAction(() => deleteDayPlan(plan.id), {
    failure: 'Failed to delete the plan',
    onSuccess: () => {
      toast.success('Plan deleted');
      void navigate('/collections', { replace: true });
    },
  });

  const exportIcs = () => {
    const shown = stops.filter((s): s is PlanListStop & { place: PlaceView; arrive: number } => !!s.place && s.arrive !== undefined);
    const text = planIcs({
      id: plan.id,
      name: plan.name,
      day: plan.day,
      timeZone,
      stamp: new Date(),
      stops: shown.map((s) => ({
        id: s.place.id,
        name: s.place.name,
        address: s.place.address,
        latitude: s.place.latitude,
        longitude: s.place.longitude,
        arrive: s.arrive,
        leave: s.arrive + VISIT_MINUTES,
        walkMinutes: s.walkMinutes ?? 0,
        url: `${location.origin}/place/${s.place.id}`,
      })),
    });
    saveToDownloads(new Blob([text], { type: 'text/calendar' }), icsFileName(plan.name));
  };

  const ready = views !== undefined && cities !== undefined;
  const startLabel = start?.label || 'the start';
  return (
    <main data-screen-drawn={ready ? '' : undefined} className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback="/collections" />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{plan.name}</h1>
        <p className="text-sm text-muted" data-testid="plan-when">
          {[plan.day, `from ${formatLocalTime(plan.start_time)}`, start?.label && `at ${start.label}`].filter(Boolean).join(' · ')}
        </p>
        {pending?.has(plan.id) && <p className="inline-block rounded-full bg-card-2 px-2.5 py-1 text-xs text-brand-2">Pending sync</p>}
      </header>
      {!ready ? (
        <Spinner />
      ) : (
        <>
          <PlaceMap places={places} citySlug={city?.slug} plan={{ start }} className="h-[40dvh] min-h-64" />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void planAgain()}>
              <Route className="h-4 w-4" aria-hidden /> Plan again
            </Button>
            <Button variant="secondary" onClick={exportIcs}>
              <CalendarPlus className="h-4 w-4" aria-hidden /> Add to calendar (.ics)
            </Button>
            {plan.share_token ? (
              <Button variant="secondary" onClick={() => void share(false)}>
                <Link2Off className="h-4 w-4" aria-hidden /> Stop sharing
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void share(true)}>
                <Link2 className="h-4 w-4" aria-hidden /> Share link
              </Button>
            )}
          </div>
          {plan.share_token && (
            <p className="break-all rounded-xl bg-card-2 px-3 py-2 text-xs" data-testid="plan-share-link">
              {sharing ? 'Link copied: ' : 'Read-only link: '}
              {shareUrl(plan.share_token)}
            </p>
          )}
          <PlanStops stops={stops} startLabel={startLabel} onMove={(from, to) => void reorder(moved(ids, from, to))} />
          <Button variant="ghost" className="text-red-500" onClick={() => void remove()}>
            <Trash2 className="h-4 w-4" aria-hidden /> Delete plan
          </Button>
        </>
      )}
    </main>
  );
}

function shareUrl(token: string): string {
  return `${location.origin}/plans/shared/${token}`;
}
