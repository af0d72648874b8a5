// Under a day the guide planned ("plan my Saturday in Seongsu"): saves it as
// the traveller's own day plan, on the device (offline too), and opens it.
import { useNavigate } from 'react-router';
import { CalendarPlus } from 'lucide-react';
import { useServerAction } from '#/data/server/use-server-action';
import { createDayPlan } from '#/data/writes/actions';
import { nextDayNamed } from '#/domain/day-plans';
import { localDay } from '#/domain/events';
import type { ChatMessage } from '#/domain/types';
import { Button } from '#/components/ui';

export function SaveGuidePlan({ plan, places }: { plan: NonNullable<ChatMessage['plan']>; places: NonNullable<ChatMessage['places']> }) {
  const navigate = useNavigate();
  const { run: save, busy } = useServerAction(
    async () => {
      const byId = new Map(places.map((p) => [p.id, p]));
      const stops = plan.stops.filter((id) => byId.has(id));
      const first = byId.get(stops[0] ?? '');
      if (!first) throw new Error('This plan has no places left on this device.');
      return createDayPlan({
        city: plan.city,
        name: plan.name,
        day: nextDayNamed(plan.weekday, localDay(new Date())),
        startTime: plan.startTime,
        start: { kind: 'place', label: first.name, latitude: first.latitude, longitude: first.longitude, place: first.id },
        stops,
      });
    },
    { failure: 'Failed to save the plan', onSuccess: (saved) => void navigate(`/plans/${saved.id}`) },
  );
  return (
    <Button variant="secondary" className="mt-2" disabled={busy} onClick={() => void save()}>
      <CalendarPlus className="h-4 w-4" aria-hidden /> Save as a day plan
    </Button>
  );
}
