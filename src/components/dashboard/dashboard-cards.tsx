import { useTastemakerStats } from '#/data/queries/tastemaker-stats';
import { useSessionStore } from '#/stores/session';

/**
 * The four figures. Subscribers come from the server's stats (the stored copy
 * first so it shows offline); places from the device when it knows them.
 * Revenue and rating are fixed in the beta (spec §9).
 */
export function DashboardCards({ tastemakerId, curatedCount }: { tastemakerId: string | undefined; curatedCount: number | undefined }) {
  const userId = useSessionStore((s) => s.userId);
  const stats = useTastemakerStats(userId, tastemakerId);
  const places = tastemakerId && curatedCount !== undefined ? curatedCount : stats?.placesCurated;
  const cards = [
    ['revenue', 'Monthly Revenue', '$0', 'coming soon'],
    ['subscribers', 'Active Subscribers', stats ? String(stats.activeSubscribers) : '—', ''],
    ['places', 'Places Curated', places !== undefined ? String(places) : '—', ''],
    ['rating', 'Average Rating', '4.5', ''],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-2">
      {cards.map(([id, label, value, note]) => (
        <div key={id} data-testid={`card-${id}`} className="rounded-2xl border border-app bg-card p-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="mt-1 text-2xl font-bold">
            {value} {note && <span className="text-xs font-normal text-muted">{note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
