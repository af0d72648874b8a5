// A traveller's public profile for one city (/user/{userId}/city/{citySlug}).
// Readable only when that user has unlocked the city; opens offline once seen.
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '#/toast';
import { useCityProfile, type CityProfile } from '#/data/server/public-views';
import { useAccess } from '#/data/queries/access';
import { useSavedPlaceIds } from '#/data/queries/saved-places';
import { useSessionStore } from '#/stores/session';
import { CityProfileHeader } from '#/components/city-profile/profile-header';
import { Achievements, BookmarkedPlaces, FollowedTastemakers } from '#/components/city-profile/profile-sections';
import { EmptyState, Spinner } from '#/components/ui';
import { BackLink } from '#/components/back-link';

const NONE: ReadonlySet<string> = new Set();

export function Component() {
  const { userId = '', citySlug = '' } = useParams();
  const view = useCityProfile(userId, citySlug);
  const navigate = useNavigate();
  // Owner wording and the viewer's hearts depend on who is signed in: wait for the stored session.
  const sessionReady = useSessionStore((s) => s.ready);
  const notUnlocked = view.state === 'error' && view.status === 403;
  const redirected = useRef(false);

  useEffect(() => {
    if (!notUnlocked || redirected.current) return;
    redirected.current = true;
    toast.error('City not unlocked', { description: 'This user has not unlocked this city yet' });
    navigate('/', { replace: true });
  }, [notUnlocked, navigate]);

  if (view.state === 'loading' || notUnlocked || (view.state === 'ready' && !sessionReady)) return <Spinner />;
  if (view.state === 'error') {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        {view.status === 404 ? (
          <EmptyState title="Profile not found">
            <Link to="/" className="text-brand">
              Go home
            </Link>
          </EmptyState>
        ) : (
          <EmptyState title={view.message || 'Failed to load profile'}>
            <Link to="/" className="text-brand">
              Go home
            </Link>
          </EmptyState>
        )}
      </main>
    );
  }
  return <CityProfileScreen profile={view.data} userId={userId} citySlug={citySlug} offline={view.offline} />;
}

function CityProfileScreen({
  profile,
  userId,
  citySlug,
  offline,
}: {
  profile: CityProfile;
  userId: string;
  citySlug: string;
  offline: boolean;
}) {
  const viewerId = useSessionStore((s) => s.userId);
  const saved = useSavedPlaceIds(viewerId);
  const access = useAccess(viewerId);
  const isOwner = !!viewerId && viewerId === userId;
  const cityName = profile.city.name;
  const explored = profile.counts.bookmarked > 0 || profile.followedTastemakers.length > 0;

  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback={`/city/${citySlug}`} />
      <CityProfileHeader profile={profile} userId={userId} citySlug={citySlug} offline={offline} />
      <Achievements badges={profile.badges} />
      {explored ? (
        <>
          <FollowedTastemakers cityName={cityName} tastemakers={profile.followedTastemakers} />
          <BookmarkedPlaces
            places={profile.bookmarkedPlaces}
            hidden={profile.hiddenBookmarks ?? 0}
            saved={saved ?? NONE}
            signedIn={!!viewerId}
            accessible={access?.tastemakers ?? NONE}
          />
        </>
      ) : (
        <EmptyState title={isOwner ? `You have not explored ${cityName} yet` : `They have not explored ${cityName} yet`}>
          {isOwner && (
            <Link
              to="/search"
              className="inline-flex min-h-11 items-center rounded-full bg-brand-strong px-4 py-2 font-semibold text-white hover:opacity-90"
            >
              Start Exploring
            </Link>
          )}
        </EmptyState>
      )}
    </main>
  );
}
