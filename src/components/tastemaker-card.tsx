// The tastemaker card (spec §2): banner, avatar, who they are and the follow
// button (the price → Loading... → Following). Following needs a connection,
// and costs money: the price and what it opens are confirmed in a dialog
// before anything is charged. A tastemaker the user has shows no price
// (Included, Following); a city's local guide is never sold alone, it comes
// with its city (src/domain/offers.ts).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Check, Lock, Users } from 'lucide-react';
import { toast } from '#/toast';
import { subscribeToTastemaker, unsubscribeNow } from '#/data/server/subscriptions';
import { useServerAction } from '#/data/server/use-server-action';
import { followerLabel } from '#/domain/format';
import { FOLLOW_PRICE, type FollowOffer } from '#/domain/offers';
import { bannerImage } from '#/domain/tastemakers';
import type { Tastemaker } from '#/domain/types';
import { Dialog } from './dialog';
import { FollowPromise } from './follow-promise';
import { Button, SafeImage } from './ui';
import { pictureOf } from '#/domain/images';

export interface TastemakerCardProps {
  tastemaker: Tastemaker;
  /** The user has access (unlocked, or an active subscription). */
  following: boolean;
  /** Following through a paid subscription, which the card can end (free access cannot be). */
  cancellable?: boolean;
  signedIn: boolean;
  /** What following gives this user and how the tastemaker stands for them; without it, a follow at the price. */
  offer?: FollowOffer;
}

const MAX_SPECIALTIES = 3;

export function TastemakerCard({ tastemaker: t, following, cancellable = false, signedIn, offer }: TastemakerCardProps) {
  const navigate = useNavigate();
  // Shown at once on success, before the synced entitlement reaches the access hook.
  const [followed, setFollowed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const isFollowing = following || followed;
  const status = followed ? 'following' : (offer?.status ?? (following ? 'following' : 'available'));
  const withCity = status === 'with_city' ? offer?.city : null;
  const profileHref = `/tastemaker/${t.slug}`;
  const { run: subscribe, busy } = useServerAction(() => subscribeToTastemaker(t.id), {
    needsConnection: 'Following a tastemaker',
    // Spec §8: the server's message, or 'Failed to follow tastemaker'.
    failure: (error) => ({ title: error.message || 'Failed to follow tastemaker' }),
    onSuccess: () => {
      setFollowed(true);
      toast.success('Success!', { description: `You are now following ${t.name}` });
    },
  });

  const { run: unsubscribe, busy: unsubscribing } = useServerAction(() => unsubscribeNow(t.id), {
    needsConnection: 'Unsubscribing',
    failure: () => ({ title: 'Failed to unsubscribe' }),
    onSuccess: () => {
      setFollowed(false);
      toast('Unsubscribed', { description: `You no longer follow ${t.name}` });
    },
  });

  function follow() {
    if (!signedIn) {
      toast.error('Please sign in to follow tastemakers');
      navigate('/auth');
      return;
    }
    setConfirming(true);
  }

  function confirm() {
    setConfirming(false);
    void subscribe();
  }

  return (
    <article
      aria-label={t.name}
      data-testid="tastemaker-card"
      data-tastemaker-id={t.id}
      data-following={isFollowing || undefined}
      className="overflow-hidden rounded-3xl border border-app bg-card"
    >
      <SafeImage src={bannerImage(t.specialties)} alt="" className="h-24 w-full object-cover" />
      <div className="px-4 pb-4">
        <div className="-mt-10 flex items-end justify-between gap-3">
          <div className="relative h-20 w-20 shrink-0 overflow-hidden rounded-full border-4 border-[var(--card)] bg-card-2">
            <SafeImage {...pictureOf('tastemakers', t)} alt={t.name} className="h-full w-full object-cover" />
            {!isFollowing && (
              <span className="absolute inset-0 flex items-center justify-center bg-black/45 text-white">
                <Lock className="h-6 w-6" role="img" aria-label="Locked" />
              </span>
            )}
          </div>
          <span className="mb-1 flex items-center gap-1 text-sm text-muted">
            <Users className="h-4 w-4" aria-hidden /> {followerLabel(t.followers)}
          </span>
        </div>
        <h3 className="mt-1 text-lg font-bold leading-tight">
          <Link to={profileHref} className="inline-flex min-h-11 items-center hover:underline">
            {t.name}
          </Link>
        </h3>
        <p className="text-sm text-muted">{t.username ? `@${t.username}` : t.slug}</p>
        {t.title && <p className="mt-1 text-sm font-medium">{t.title}</p>}
        {t.bio && <p className="mt-2 line-clamp-2 text-sm text-muted">{t.bio}</p>}
        {!!t.specialties?.length && (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Specialties">
            {t.specialties.slice(0, MAX_SPECIALTIES).map((s) => (
              <li key={s} className="rounded-full bg-card-2 px-3 py-1 text-xs font-medium">
                {s}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex gap-2">
          {status === 'included' || status === 'following' ? (
            <>
              <Button variant="secondary" disabled className="flex-1">
                <Check className="h-4 w-4" aria-hidden /> {status === 'included' ? 'Included' : 'Following'}
              </Button>
              <Link
                to={profileHref}
                className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-brand-strong px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
              >
                View Profile
              </Link>
            </>
          ) : withCity ? (
            // The local guide comes with its city: the city's page sells that, with what it opens.
            <Link
              to={`/city/${withCity.slug}`}
              className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-app px-4 py-2 text-sm font-semibold hover:bg-card-2"
            >
              Included with {withCity.name}
            </Link>
          ) : (
            <Button className="flex-1" disabled={busy} aria-busy={busy} onClick={follow}>
              {busy ? 'Loading...' : FOLLOW_PRICE.perMonth}
            </Button>
          )}
        </div>
        {isFollowing && cancellable && (
          // Spec §4: the card's Unsubscribe ends access at once; the subscription page cancels at period end.
          <div className="mt-2 flex items-center justify-between text-sm">
            <Link
              to="/my-subscriptions"
              className="inline-flex min-h-11 items-center font-medium text-muted underline-offset-2 hover:underline"
            >
              Manage subscription
            </Link>
            <button
              type="button"
              className="min-h-11 px-2 font-medium text-muted underline-offset-2 hover:underline"
              disabled={unsubscribing}
              onClick={() => setLeaving(true)}
            >
              Unsubscribe
            </button>
          </div>
        )}
        <Dialog
          open={leaving}
          onOpenChange={setLeaving}
          title={`Unsubscribe from ${t.name}?`}
          description="Your access to their picks and notes ends now. To keep it until the end of the month you paid for, cancel from Manage subscription instead."
        >
          <div className="flex gap-2">
            <Button variant="secondary" className="flex-1" onClick={() => setLeaving(false)}>
              Keep
            </Button>
            <Button
              className="flex-1"
              onClick={() => {
                setLeaving(false);
                void unsubscribe();
              }}
            >
              Unsubscribe
            </Button>
          </div>
        </Dialog>
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Follow ${t.name}?`}
          description={`${FOLLOW_PRICE.amount} a month for their picks and notes; cancel any time from your subscriptions. Mock payment mode (no real charges).`}
        >
          {offer && <FollowPromise offer={offer} />}
          <div className="flex gap-2">
            <Button variant="secondary" className="flex-1" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button className="flex-1" onClick={confirm}>
              Follow for {FOLLOW_PRICE.perMonth}
            </Button>
          </div>
        </Dialog>
      </div>
    </article>
  );
}
