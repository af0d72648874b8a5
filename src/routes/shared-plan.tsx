// /plans/shared/{token}: a day plan someone shared by its link, read-only,
// for anyone who holds the link (signed in or not). The server shows each
// stop only if the reader may read that place; the others are locked cards.
// The last copy opens offline.
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { CloudOff } from 'lucide-react';
import { useSharedPlan, type SharedPlan } from '#/data/server/shared-plan';
import { formatLocalTime } from '#/domain/events';
import { minutesOf, knownTimes } from '#/domain/planner';
import { BackLink } from '#/components/back-link';
import { PlaceMap } from '#/components/map/place-map';
import { PlanStops, type PlanListStop } from '#/components/plan/plan-stops';
import { EmptyState, Spinner } from '#/components/ui';

const START_WORDS = { place: 'a place', here: 'where they were', hotel: 'their hotel' } as const;

export function Component() {
  const { token = '' } = useParams();
  const view = useSharedPlan(token);
  if (view.state === 'loading') return <Spinner />;
  if (view.state === 'error') {
    return (
      <main className="mx-auto max-w-xl px-4 pb-8 pt-6">
        <EmptyState title={view.status === 404 ? 'Plan not found' : view.message || 'Failed to load the plan'} />
      </main>
    );
  }
  return <SharedPlanView data={view.data} offline={view.offline} />;
}

function SharedPlanView({ data, offline }: { data: SharedPlan; offline: boolean }) {
  const { plan, owner, start, stops } = data;
  const startPoint =
    start && typeof start.latitude === 'number' && typeof start.longitude === 'number'
      ? { latitude: start.latitude, longitude: start.longitude }
      : null;
  const startLabel = start?.label || (start ? START_WORDS[start.kind] : 'the start');
  const places = useMemo(() => stops.flatMap((s) => ('place' in s ? [s.place] : [])), [stops]);
  const list: PlanListStop[] = useMemo(() => {
    const times = knownTimes(
      startPoint,
      minutesOf(plan.start_time) ?? 600,
      stops.map((s) => ('place' in s ? s.place : null)),
    );
    return stops.map((s, i) =>
      'place' in s ? { key: `${i}:${s.place.id}`, place: s.place, ...times[i] } : { key: `${i}:locked`, lockedBy: s.pickedBy, ...times[i] },
    );
    // startPoint is made from `start` at each render: its values are what count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stops, plan.start_time, startPoint?.latitude, startPoint?.longitude]);

  return (
    <main data-screen-drawn="" className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback="/" />
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{plan.name}</h1>
        <p className="text-sm text-muted">A day plan by {owner.name} · read-only</p>
        <p className="text-sm text-muted">
          {[plan.day, `from ${formatLocalTime(plan.start_time)}`, `at ${startLabel}`].filter(Boolean).join(' · ')}
        </p>
        {offline && (
          <p className="inline-flex items-center gap-1 rounded-full bg-card-2 px-2.5 py-1 text-xs text-muted">
            <CloudOff className="h-3.5 w-3.5" aria-hidden /> Offline copy
          </p>
        )}
      </header>
      {places.length > 0 && <PlaceMap places={places} plan={{ start: startPoint }} className="h-[40dvh] min-h-64" />}
      <PlanStops stops={list} startLabel={startLabel} />
    </main>
  );
}
