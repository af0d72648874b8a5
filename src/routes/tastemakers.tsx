// Discover Tastemakers (/tastemakers, spec §2): search, city filter, stats and
// the cards, followed tastemakers first. Open to signed-out visitors; reads
// only what the device holds, so it works offline.
import { useMemo, useState } from 'react';
import { Search as SearchIcon } from 'lucide-react';
import { useAccess } from '#/data/queries/access';
import { useCities } from '#/data/queries/cities';
import { useOfferContext } from '#/data/queries/offers';
import { followOffer } from '#/domain/offers';
import { useSubscriptions } from '#/data/queries/subscriptions';
import { useLastSyncedAt } from '#/data/queries/sync';
import { useTastemakerCityMap } from '#/data/queries/tastemaker-cities';
import { useAllTastemakers } from '#/data/queries/tastemakers';
import { canUnsubscribeOnCard } from '#/domain/subscriptions';
import { discoverStats, filterTastemakers, sortForDiscover } from '#/domain/tastemakers';
import { useSessionStore } from '#/stores/session';
import { useSyncStatus } from '#/stores/sync-status';
import { TastemakerCard } from '#/components/tastemaker-card';
import { EmptyState, Spinner, inputClass } from '#/components/ui';
import { BackLink } from '#/components/back-link';

const ALL = 'all';

export function Component() {
  const ready = useSessionStore((s) => s.ready);
  const userId = useSessionStore((s) => s.userId);
  const tastemakers = useAllTastemakers();
  const cities = useCities();
  const cityMap = useTastemakerCityMap();
  const access = useAccess(userId);
  const offers = useOfferContext(userId);
  const lastSynced = useLastSyncedAt();
  const online = useSyncStatus((s) => s.online);
  const [query, setQuery] = useState('');
  const [cityId, setCityId] = useState(ALL);

  const liveCities = useMemo(
    () => (cities ?? []).filter((c) => c.status === 'live').sort((a, b) => a.name.localeCompare(b.name)),
    [cities],
  );
  const accessible = access?.tastemakers;
  const subscriptions = useSubscriptions(userId);
  const cancellable = useMemo(
    () => new Set((subscriptions ?? []).filter((e) => canUnsubscribeOnCard(e)).map((e) => e.tastemaker)),
    [subscriptions],
  );
  const shown = useMemo(() => {
    if (!tastemakers || !cityMap || !accessible) return [];
    return sortForDiscover(filterTastemakers(tastemakers, { query, cityId, cityMap }), accessible);
  }, [tastemakers, cityMap, accessible, query, cityId]);
  const stats = discoverStats(shown);

  // A new device's first sync is still coming; offline with nothing stored shows the empty state.
  const firstSync = tastemakers?.length === 0 && lastSynced === null && online;
  const loading = !ready || !tastemakers || !cities || !cityMap || !accessible || !offers || lastSynced === undefined || firstSync;

  return (
    <main data-screen-drawn={loading ? undefined : ''} className="mx-auto max-w-xl px-4 pb-8 pt-2">
      <BackLink fallback="/" />
      <h1 className="mt-2 text-3xl font-extrabold">Discover Tastemakers</h1>
      <p className="mt-1 text-muted">Follow the locals whose taste you trust.</p>

      <div className="mt-5 space-y-3">
        <label className="relative block">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search by name, title or specialty"
            aria-label="Search tastemakers"
            className={`${inputClass} pl-9`}
          />
        </label>
        <label className="flex items-center gap-3 text-sm font-medium">
          <span>City</span>
          <select value={cityId} onChange={(e) => setCityId(e.target.value)} className={`${inputClass} flex-1`}>
            <option value={ALL}>All Cities</option>
            {liveCities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>

      {loading ? (
        <Spinner />
      ) : (
        <>
          <dl className="mt-5 grid grid-cols-3 gap-2 text-center">
            <Stat testId="stat-count" label="Tastemakers" value={stats.count} />
            <Stat testId="stat-total" label="Total followers" value={stats.totalFollowers} />
            <Stat testId="stat-average" label="Average followers" value={stats.averageFollowers} />
          </dl>
          <div className="mt-5 space-y-4">
            {shown.length === 0 ? (
              <EmptyState title="No tastemakers found">
                {tastemakers.length === 0 ? 'Connect to the internet to load the tastemakers.' : 'Try another name, specialty or city.'}
              </EmptyState>
            ) : (
              shown.map((t) => (
                <TastemakerCard
                  key={t.id}
                  tastemaker={t}
                  following={accessible.has(t.id)}
                  cancellable={cancellable.has(t.id)}
                  signedIn={!!userId}
                  offer={followOffer(t.id, offers)}
                />
              ))
            )}
          </div>
        </>
      )}
    </main>
  );
}

function Stat({ testId, label, value }: { testId: string; label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-2xl border border-app bg-card px-2 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd data-testid={testId} className="text-xl font-bold">
        {value.toLocaleString('en-US')}
      </dd>
    </div>
  );
}
