// The rows of /subscriptions: price, end or renewal date, badge and the mock Manage.
import { Link } from 'react-router';
import { toast } from '#/toast';
import { useSubscriptions } from '#/data/queries/subscriptions';
import { formatCents } from '#/domain/format';
import { isCancelling, isFreeAccess, parseDate, subscriptionBadge } from '#/domain/subscriptions';
import type { Entitlement } from '#/domain/types';
import { Button, EmptyState } from '../ui';
import { subscriptionDay } from './dates';
import { TastemakerIdentity, withTastemaker } from './shared';

const badgeStyles: Record<string, string> = {
  Active: 'bg-emerald-500/15 text-emerald-600 dark:text-emerald-400',
  'Renewing Soon': 'bg-amber-500/15 text-amber-600 dark:text-amber-400',
  Canceled: 'bg-card-2 text-muted',
  'Payment Failed': 'bg-red-500/15 text-red-600 dark:text-red-400',
};

/** "Renews Jun 3, 2025", "Ends …", "Ended …" or "Access until …"; nothing without a date. */
function dateLabel(entitlement: Entitlement, now: Date): string | null {
  const end = parseDate(entitlement.subscription_end);
  if (!end) return null;
  const day = subscriptionDay(end);
  if (end <= now) return `Ended ${day}`;
  if (isCancelling(entitlement) || entitlement.status === 'cancelled' || entitlement.status === 'canceled') return `Ends ${day}`;
  return isFreeAccess(entitlement) ? `Access until ${day}` : `Renews ${day}`;
}

function showMockMode() {
  toast('Mock Mode', { description: 'Payments are in mock mode during the beta: there is nothing to manage yet.' });
}

export function SubscriptionList({ userId }: { userId: string }) {
  const views = useSubscriptions(userId);
  // Nothing until Dexie answers (a local read: a spinner would only flash).
  if (!views) return null;
  const rows = withTastemaker(views);
  if (rows.length === 0) {
    return (
      <EmptyState title="No subscriptions yet">
        <Link to="/tastemakers" className="inline-flex min-h-11 items-center font-semibold text-brand">
          Discover tastemakers
        </Link>
      </EmptyState>
    );
  }
  const now = new Date();
  return (
    <ul className="space-y-3">
      {rows.map((view) => {
        const badge = subscriptionBadge(view, now);
        const date = dateLabel(view, now);
        return (
          <li key={view.id} data-testid="subscription-row" className="flex items-center gap-3 rounded-2xl border border-app bg-card p-3">
            <TastemakerIdentity tastemaker={view.tastemakerRecord}>
              <p className="text-sm">{isFreeAccess(view) ? 'Free access' : `${formatCents(view.monthly_amount)}/month`}</p>
              {date && <p className="text-xs text-muted">{date}</p>}
            </TastemakerIdentity>
            <div className="flex shrink-0 flex-col items-end gap-2">
              <span
                data-testid="subscription-badge"
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeStyles[badge] ?? 'bg-card-2 text-muted'}`}
              >
                {badge}
              </span>
              <Button variant="secondary" className="px-3 py-1.5" onClick={showMockMode}>
                Manage
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
