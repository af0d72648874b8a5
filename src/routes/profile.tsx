import { Link, Navigate } from 'react-router-dom';
import { useAccess } from '#/data/queries/access';
import { useProfile } from '#/data/queries/profile';
import { useSavedPlaceIds, useSavedPlaces } from '#/data/queries/saved-places';
import { usePlaceViews } from '#/data/queries/places';
import { useSessionStore } from '#/stores/session';
import { PlaceCard } from '#/components/place-card';
import { SignOutButton } from '#/components/sign-out-button';
import { StorageStatus } from '#/components/storage-status';
import { SyncPanel } from '#/components/sync-status';
import { EmptyState, Spinner } from '#/components/ui';

export function Component() {
  const { ready, userId, email } = useSessionStore();
  const profile = useProfile(userId);
  const saved = useSavedPlaces(userId);
  const savedIds = useSavedPlaceIds(userId);
  const savedViews = usePlaceViews(saved?.map((p) => p.id));
  const access = useAccess(userId);
  if (ready && !userId) return <Navigate to="/auth" replace />;
  if (!ready || profile === undefined) return <Spinner label="Loading profile..." />;
  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 pb-8 pt-6">
      <header>
        <h1 className="text-2xl font-bold">{profile?.name || 'New User'}</h1>
        {profile?.username && <p className="text-muted">@{profile.username}</p>}
        <p className="text-sm text-muted">{email}</p>
      </header>

      <section className="rounded-2xl border border-app bg-card p-4">
        <h2 className="mb-3 font-semibold">Sync</h2>
        <SyncPanel />
        <div className="mt-4 border-t border-app pt-4"><StorageStatus /></div>
      </section>

      <section id="saved" aria-labelledby="saved-heading">
        <h2 id="saved-heading" className="mb-3 text-lg font-semibold">Saved places</h2>
        {!savedViews || !savedIds || !access ? <Spinner /> : savedViews.length === 0 ? (
          <EmptyState title="No saved places yet"><Link to="/search" className="text-brand">Find places to save</Link></EmptyState>
        ) : (
          <div className="space-y-4" data-testid="saved-places">
            {savedViews.map((place) => (
              <PlaceCard key={place.id} place={place} saved={savedIds.has(place.id)} signedIn accessible={access.tastemakers} />
            ))}
          </div>
        )}
      </section>

      <SignOutButton />
    </main>
  );
}
