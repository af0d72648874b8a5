import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '#/toast';
import { useEntitlement } from '#/data/queries/subscriptions';
import { useOfferContext } from '#/data/queries/offers';
import { followOffer } from '#/domain/offers';
import { useSignatureVibes, useTastemakerByParam } from '#/data/queries/tastemaker-profile';
import { subscriptionState } from '#/domain/subscriptions';
import type { Tastemaker } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { SubscribeDialog } from '#/components/subscribe-dialog';
import { CuratedPlaces } from '#/components/tastemaker-profile/curated-places';
import { Specialties, TastemakerCities } from '#/components/tastemaker-profile/profile-details';
import { TastemakerHeader } from '#/components/tastemaker-profile/tastemaker-header';
import { SignatureVibes } from '#/components/tastemaker-profile/signature-vibes';
import { SubscriptionArea } from '#/components/tastemaker-profile/subscription-area';
import { UnlockPrompt } from '#/components/tastemaker-profile/unlock-prompt';
import { EmptyState, Spinner } from '#/components/ui';
import { BackLink } from '#/components/back-link';

/** /tastemaker/{slug}, /expert/{slug}, /tastemakers/{slug}: the slug may also be a tastemaker or account id. */
export function Component() {
  const { slug } = useParams();
  const ready = useSessionStore((s) => s.ready);
  const tastemaker = useTastemakerByParam(slug);
  if (!ready || tastemaker === undefined) return <Spinner />;
  if (tastemaker === null) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <EmptyState title="Tastemaker not found">
          <Link to="/tastemakers" className="text-brand">
            Browse tastemakers
          </Link>
        </EmptyState>
      </main>
    );
  }
  return <TastemakerProfile key={tastemaker.id} tastemaker={tastemaker} />;
}

function TastemakerProfile({ tastemaker }: { tastemaker: Tastemaker }) {
  const userId = useSessionStore((s) => s.userId);
  const entitlement = useEntitlement(userId, tastemaker.id);
  const offers = useOfferContext(userId);
  const [subscribing, setSubscribing] = useState(false);
  const navigate = useNavigate();
  const state = subscriptionState(entitlement ?? undefined);
  const following = state === 'active' || state === 'ending';

  const openSubscribe = () => {
    if (!userId) {
      toast.error('Please sign in to subscribe');
      navigate('/auth');
      return;
    }
    setSubscribing(true);
  };

  const area = <SubscriptionArea tastemakerId={tastemaker.id} entitlement={entitlement} state={state} onSubscribe={openSubscribe} />;
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 pb-6 pt-2">
      <BackLink fallback="/" />
      <TastemakerHeader tastemaker={tastemaker} brief={!following} />
      {entitlement === undefined ? (
        area
      ) : following ? (
        <FullProfile tastemaker={tastemaker} userId={userId} subscription={area} />
      ) : (
        <UnlockPrompt name={tastemaker.name} offer={offers && followOffer(tastemaker.id, offers)}>
          {area}
        </UnlockPrompt>
      )}
      {/* Outside the locked/full branches: the subscribe call syncs, which flips this page to the full profile mid-request. */}
      <SubscribeDialog tastemaker={tastemaker} open={subscribing} onOpenChange={setSubscribing} />
    </main>
  );
}

function FullProfile({ tastemaker, userId, subscription }: { tastemaker: Tastemaker; userId: string; subscription: ReactNode }) {
  const vibes = useSignatureVibes(tastemaker.id);
  return (
    <>
      <Specialties specialties={tastemaker.specialties} />
      {subscription}
      <TastemakerCities tastemakerId={tastemaker.id} />
      {vibes && <SignatureVibes vibes={vibes} userId={userId} />}
      <CuratedPlaces tastemakerId={tastemaker.id} name={tastemaker.name} userId={userId} />
    </>
  );
}
