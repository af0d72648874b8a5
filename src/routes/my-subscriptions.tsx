// /my-subscriptions: tabs Active, Ending and Expired with Unsubscribe, Reactivate and Resubscribe.
// The spec reloads the page after a change; here the rows follow Dexie after each action's sync.
import { SubscriptionsLoadBoundary } from '#/components/subscriptions/shared';
import { SubscriptionTabs } from '#/components/subscriptions/subscription-tabs';
import { useSessionStore } from '#/stores/session';
import { BackLink } from '#/components/back-link';

export function Component() {
  const userId = useSessionStore((s) => s.userId);
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback="/profile" />
      <h1 className="text-2xl font-bold">My Subscriptions</h1>
      <SubscriptionsLoadBoundary>
        <SubscriptionTabs userId={userId} />
      </SubscriptionsLoadBoundary>
    </main>
  );
}
