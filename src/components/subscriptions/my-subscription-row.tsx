// One row of /my-subscriptions: what the tab says about it and its one action.
// Each action posts to the server and syncs, so the row moves tab by itself.
import type { ReactNode } from 'react';
import { formatDistanceToNow } from 'date-fns';
import { toast } from '#/toast';
import { cancelSubscription, reactivateSubscription, subscribeToTastemaker } from '#/data/server/subscriptions';
import { formatCents } from '#/domain/format';
import { isFreeAccess, parseDate, subscriptionState } from '#/domain/subscriptions';
import { subscriptionDay } from './dates';
import { ActionButton, TastemakerIdentity, type TastemakerSubscription } from './shared';

export type SubscriptionTab = 'active' | 'ending' | 'expired';

function unsubscribed(end: Date | null) {
  const until = end ? subscriptionDay(end) : 'the end of your billing period';
  toast.success('Subscription cancelled', { description: `You keep access until ${until}.` });
}

export function MySubscriptionRow({ view, tab, now }: { view: TastemakerSubscription; tab: SubscriptionTab; now: Date }) {
  const end = parseDate(view.subscription_end);
  const ahead = end && end > now ? formatDistanceToNow(end, { addSuffix: true }) : null;
  const free = isFreeAccess(view);
  let detail: ReactNode;
  let action: ReactNode = null;
  if (tab === 'active') {
    detail = (
      <>
        <p className="text-sm">{free ? 'Free access' : `${formatCents(view.monthly_amount)}/month`}</p>
        {end && end > now && <p className="text-xs text-muted">Renews {subscriptionDay(end)}</p>}
      </>
    );
    if (!free) {
      action = (
        <ActionButton
          label="Unsubscribe"
          run={() => cancelSubscription(view.tastemaker)}
          failure={() => ({ title: 'Failed to unsubscribe' })}
          onSuccess={() => unsubscribed(end)}
        />
      );
    }
  } else if (tab === 'ending') {
    detail =
      subscriptionState(view, now) === 'past_due' ? (
        <p className="text-sm font-medium text-red-600 dark:text-red-400">Payment failed</p>
      ) : (
        <p className="text-sm text-muted">{ahead ? `Ends ${ahead}` : 'Ending'}</p>
      );
    action = (
      <ActionButton
        label="Reactivate"
        variant="primary"
        run={() => reactivateSubscription(view.tastemaker)}
        failure="Failed to reactivate"
        onSuccess={() => toast.success('Subscription reactivated')}
      />
    );
  } else {
    // An end date still ahead (an immediate unsubscribe) says nothing true about when it ended.
    const ended = end && end <= now ? `Ended ${formatDistanceToNow(end, { addSuffix: true })}` : 'Ended';
    detail = <p className="text-sm text-muted">{ended}</p>;
    action = (
      <ActionButton
        // Spec §4: Resubscribe once it has expired; one unsubscribed on the card (state none) reads Subscribe.
        label={subscriptionState(view, now) === 'expired' ? 'Resubscribe' : 'Subscribe'}
        variant="primary"
        run={() => subscribeToTastemaker(view.tastemaker)}
        failure={{ title: 'Subscription error', description: 'Failed to activate subscription' }}
        onSuccess={() => toast.success('Subscription activated!')}
      />
    );
  }
  return (
    <li data-testid="subscription-row" className="flex items-center gap-3 rounded-2xl border border-app bg-card p-3">
      <TastemakerIdentity tastemaker={view.tastemakerRecord}>{detail}</TastemakerIdentity>
      {action}
    </li>
  );
}
