import { Link } from 'react-router';
import { useAccess } from '#/data/queries/access';
import { useBadges, useNewBadges } from '#/data/queries/badges';
import { useCities } from '#/data/queries/cities';
import { useProfile } from '#/data/queries/profile';
import { usePlaceViews } from '#/data/queries/places';
import { useSavedPlaceIds, useSavedPlaces } from '#/data/queries/saved-places';
import { usePins } from '#/data/queries/pins';
import { useVibeProfiles } from '#/data/queries/vibe-profiles';
import { syncNow } from '#/data/sync/app-engine';
import { isTastemakerView } from '#/domain/roles';
import { useSessionStore } from '#/stores/session';
import { useSyncStatus } from '#/stores/sync-status';
import { PlaceCard } from '#/components/place-card';
import { PlacesListOrMap } from '#/components/map/places-list-or-map';
import { BadgesSection } from '#/components/profile/badges-section';
import { MyCities } from '#/components/profile/my-cities';
import { OfflineCities } from '#/components/profile/offline-cities';
import { NewBadgesNotice, useBadgesShownOnce } from '#/components/profile/new-badges-notice';
import { AccountHeader } from '#/components/profile/account-header';
import { StatCards } from '#/components/profile/stat-cards';
import { BecomeTastemakerCard, TastemakerStatusCard } from '#/components/profile/tastemaker-status';
import { VibeProfiles } from '#/components/profile/vibe-profiles';
import { YourPins } from '#/components/profile/your-pins';
import { ExportPlaces } from '#/components/places-io/export-places';
import { StorageStatus } from '#/components/storage-status';
import { SyncPanel } from '#/components/sync-status';
import { PlanDayButton } from '#/components/plan/plan-day-button';
import { Button, EmptyState, Spinner } from '#/components/ui';

function SavedPlaces({ userId, placeIds }: { userId: string; placeIds: string[] }) {
  const places = usePlaceViews(placeIds);
  const saved = useSavedPlaceIds(userId);
  const access = useAccess(userId);
  const pins = usePins(userId);
  return (
    // The Saved tile links here (tabIndex: the focus follows).
    <section id="saved" tabIndex={-1} aria-labelledby="saved-heading" className="scroll-mt-4 space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="saved-heading" className="text-lg font-semibold">
          Saved places
        </h2>
        {places && places.length > 0 && <ExportPlaces scope={{ kind: 'saved' }} what="saved places" />}
      </div>
      {!places || !saved || !access ? (
        <Spinner />
      ) : places.length === 0 ? (
        <EmptyState title="No saved places yet">
          <Link to="/search" className="inline-flex min-h-11 items-center text-brand">
            Find places to save
          </Link>
        </EmptyState>
      ) : (
        <PlacesListOrMap places={places} ownPins={pins}>
          <PlanDayButton places={places} defaultName="A day of my saved places" />
          <div className="space-y-3" data-testid="saved-places">
            {places.map((place) => (
              <PlaceCard key={place.id} place={place} saved={saved.has(place.id)} signedIn accessible={access.tastemakers} />
            ))}
          </div>
        </PlacesListOrMap>
      )}
    </section>
  );
}

export function Component() {
  const { userId, email } = useSessionStore();
  const syncing = useSyncStatus((s) => s.syncing);
  const profile = useProfile(userId);
  const access = useAccess(userId);
  const cities = useCities();
  const badges = useBadges(userId);
  const newBadges = useNewBadges(userId);
  const shownNew = useBadgesShownOnce(userId, newBadges ?? []);
  const vibeProfiles = useVibeProfiles(userId);
  const savedIds = useSavedPlaces(userId);
  if (profile === undefined || (profile === null && syncing)) return <Spinner label="Loading profile..." />;
  if (profile === null) {
    return (
      <main className="mx-auto max-w-xl px-4 py-10">
        <EmptyState title="Failed to load profile">
          <div className="flex justify-center gap-2">
            <Button variant="secondary" onClick={() => void syncNow()}>
              Refresh
            </Button>
            <Link to="/onboarding" className="rounded-full bg-brand-strong px-4 py-2 text-sm font-semibold text-white">
              Go to Onboarding
            </Link>
          </div>
        </EmptyState>
      </main>
    );
  }
  if (!access || !cities || !badges || !newBadges || !vibeProfiles || !savedIds) return <Spinner label="Loading profile..." />;
  const tastemakerView = isTastemakerView(access.roles, profile.view_mode);
  const myCities = cities.filter((c) => profile.unlocked_cities.includes(c.id));
  return (
    // Drawn with its account and figures: a stored screen of it goes now (src/data/cache/screen-release.ts).
    <main data-screen-drawn className="mx-auto max-w-xl space-y-6 px-4 pb-8 pt-6">
      <AccountHeader profile={profile} email={email} roles={access.roles} tastemakerView={tastemakerView} />
      <StatCards cities={myCities.length} saved={savedIds.length} tastemakers={access.tastemakers.size} />
      <NewBadgesNotice badges={shownNew} />
      {tastemakerView ? <TastemakerStatusCard /> : <BecomeTastemakerCard />}
      <MyCities cities={myCities} activeId={profile.active_city} userId={profile.id} />
      <OfflineCities />
      <BadgesSection badges={badges} fresh={new Set(shownNew.map((b) => b.id))} />
      <VibeProfiles profiles={vibeProfiles} activeId={profile.active_vibe_profile} />
      <SavedPlaces userId={userId} placeIds={savedIds} />
      <YourPins userId={userId} />
      <section className="space-y-3 rounded-2xl border border-app bg-card p-4" aria-labelledby="places-io-heading">
        <h2 id="places-io-heading" className="font-semibold">
          Your places in and out
        </h2>
        <p className="text-xs text-muted">
          Bring your lists from Google Maps and other apps, or take everything you saved here to any maps app. Works offline.
        </p>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/import"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-strong px-4 py-2 text-sm font-semibold text-white"
          >
            Import places
          </Link>
          <ExportPlaces scope={{ kind: 'everything' }} label="Export everything" what="all your places" />
        </div>
      </section>
      <section className="rounded-2xl border border-app bg-card p-4" aria-labelledby="sync-heading">
        <h2 id="sync-heading" className="mb-3 font-semibold">
          Sync and storage
        </h2>
        <SyncPanel />
        <div className="mt-4 border-t border-app pt-4">
          <StorageStatus />
        </div>
      </section>
    </main>
  );
}
