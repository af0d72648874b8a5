import { useEffect, useState } from 'react';
import { fetchTastemakerStats, storedTastemakerStats, type TastemakerStats } from '#/data/server/accounts';

/**
 * The four figures. Subscribers come from the server's stats (the stored copy
 * first so it shows offline); places from the device when it knows them.
 * Revenue and rating are fixed in the beta (spec §9).
 */
export function DashboardCards({ tastemakerId, curatedCount }: { tastemakerId: string | undefined; curatedCount: number | undefined }) {
  const [stats, setStats] = useState<TastemakerStats | undefined>();
  useEffect(() => {
    let live = true;
    void storedTastemakerStats().then((s) => { if (live && s) setStats((current) => current ?? s); });
    if (navigator.onLine) void fetchTastemakerStats().then((s) => { if (live) setStats(s); }).catch(() => undefined);
    return () => { live = false; };
  }, [tastemakerId]);
  // A copy stored for another account (a shared device) is not shown.
  const own = stats && (!tastemakerId || !stats.tastemakerId || stats.tastemakerId === tastemakerId) ? stats : undefined;
  const places = tastemakerId && curatedCount !== undefined ? curatedCount : own?.placesCurated;
  const cards = [
    ['revenue', 'Monthly Revenue', '$0', 'coming soon'],
    ['subscribers', 'Active Subscribers', own ? String(own.activeSubscribers) : '—', ''],
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
