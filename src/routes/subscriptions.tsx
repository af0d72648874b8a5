// /subscriptions: every tastemaker the user subscribes to or has access to, with badges.
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { SubscriptionList } from '#/components/subscriptions/subscription-list';
import { SubscriptionsLoadBoundary } from '#/components/subscriptions/shared';
import { useSessionStore } from '#/stores/session';
import { BackLink } from '#/components/back-link';

export function Component() {
  const userId = useSessionStore((s) => s.userId);
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback="/profile" />
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Subscriptions</h1>
        <Link to="/my-subscriptions" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand">
          My Subscriptions <ChevronRight aria-hidden className="h-4 w-4" />
        </Link>
      </div>
      <SubscriptionsLoadBoundary>
        <SubscriptionList userId={userId} />
      </SubscriptionsLoadBoundary>
    </main>
  );
}
