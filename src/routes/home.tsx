import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { LAUNCH_CITIES, Landing } from '#/components/landing';
import { Spinner } from '#/components/ui';
import { useCities } from '#/data/queries/cities';
import { useProfile } from '#/data/queries/profile';
import { useSessionStore } from '#/stores/session';
import { useOfferContext } from '#/data/queries/offers';
import { cityOfferLine, welcomeGiftOffers, type OfferContext } from '#/domain/offers';

/** What the welcome gift gives a newcomer in each live city, in words. */
function welcomeGifts(offers: OfferContext) {
  return welcomeGiftOffers(offers).map((offer) => ({ city: offer.cityName, line: cityOfferLine(offer) }));
}

// Signed-in home loads on demand: visitors only need the landing page.
const SignedInHome = lazy(() => import('#/components/home/signed-in-home').then((m) => ({ default: m.SignedInHome })));

export function Component() {
  const { ready, userId } = useSessionStore();
  const cities = useCities();
  const profile = useProfile(userId);
  const offers = useOfferContext(userId);
  if (!ready) return <Spinner />;
  if (!userId) return <Landing cities={cities?.length ? cities : LAUNCH_CITIES} gifts={offers && welcomeGifts(offers)} />;
  if (profile === undefined || profile === null) return <Spinner />;
  if (!profile.unlocked_cities?.length) return <Navigate to="/onboarding" replace />;
  return (
    <Suspense fallback={<Spinner />}>
      <SignedInHome />
    </Suspense>
  );
}
