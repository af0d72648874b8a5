import { formatDistanceToNow } from 'date-fns';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '#/toast';
import { reactivateSubscription } from '#/data/server/subscriptions';
import { useServerAction } from '#/data/server/use-server-action';
import { isFreeAccess, parseDate, type SubscriptionState } from '#/domain/subscriptions';
import type { Entitlement } from '#/domain/types';
import { subscriptionDay } from '../subscriptions/dates';
import { Button, Spinner } from '../ui';

interface Props {
  tastemakerId: string;
  /** undefined while loading, null when there is none. */
  entitlement: Entitlement | null | undefined;
  state: SubscriptionState;
  onSubscribe: () => void;
}

const box = 'rounded-2xl border border-app bg-card p-4';

/** The subscription block of the profile, by state (spec §4): loading, active, ending, past_due, expired, none. */
export function SubscriptionArea({ tastemakerId, entitlement, state, onSubscribe }: Props) {
  if (entitlement === undefined) return <Spinner label="Loading subscription…" />;
  const end = parseDate(entitlement?.subscription_end);

  if (state === 'active') {
    const free = !!entitlement && isFreeAccess(entitlement);
    return (
      <div className={`${box} flex items-center gap-3`} data-testid="subscription-area">
        <CheckCircle2 className="h-6 w-6 shrink-0 text-green-500" aria-hidden />
        <div className="flex-1">
          <p className="font-semibold">You're subscribed</p>
          <p className="text-sm text-muted">{free ? 'Free access' : end ? `Renews ${subscriptionDay(end)}` : 'Monthly subscription'}</p>
        </div>
        {!free && (
          <Link
            to="/my-subscriptions"
            className="inline-flex min-h-11 shrink-0 items-center px-2 text-sm font-semibold text-brand hover:underline"
          >
            Manage
          </Link>
        )}
      </div>
    );
  }
  if (state === 'ending' || state === 'past_due') {
    const Icon = state === 'ending' ? Clock : AlertTriangle;
    return (
      <div className={`${box} flex items-center justify-between gap-3`} data-testid="subscription-area">
        <div className="flex items-center gap-3">
          <Icon className={`h-6 w-6 shrink-0 ${state === 'ending' ? 'text-amber-500' : 'text-red-500'}`} aria-hidden />
          <p className="font-semibold">
            {state === 'ending'
              ? `Your subscription ends ${end ? formatDistanceToNow(end, { addSuffix: true }) : 'soon'}`
              : 'Payment failed'}
          </p>
        </div>
        <ReactivateButton tastemakerId={tastemakerId} />
      </div>
    );
  }
  return (
    <Button onClick={onSubscribe} className="w-full">
      {state === 'expired' ? 'Resubscribe' : 'Subscribe'}
    </Button>
  );
}

function ReactivateButton({ tastemakerId }: { tastemakerId: string }) {
  const { run: reactivate, busy } = useServerAction(() => reactivateSubscription(tastemakerId), {
    needsConnection: 'Reactivating',
    // The spec's words here; /my-subscriptions says 'Failed to reactivate'.
    failure: () => ({ title: 'Failed to reactivate subscription' }),
    onSuccess: () => toast.success('Subscription reactivated'),
  });
  return (
    <Button variant="secondary" onClick={() => void reactivate()} disabled={busy}>
      Reactivate
    </Button>
  );
}
