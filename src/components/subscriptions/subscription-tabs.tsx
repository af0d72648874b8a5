// /my-subscriptions' tabs Active, Ending and Expired, grouped by subscriptionTab.
import { Tabs } from 'radix-ui';
import { useSubscriptions } from '#/data/queries/subscriptions';
import { subscriptionTab } from '#/domain/subscriptions';
import { EmptyState } from '../ui';
import { MySubscriptionRow, type SubscriptionTab } from './my-subscription-row';
import { withTastemaker, type TastemakerSubscription } from './shared';

const tabs: Array<{ value: SubscriptionTab; label: string; empty: string }> = [
  { value: 'active', label: 'Active', empty: 'No active subscriptions' },
  { value: 'ending', label: 'Ending', empty: 'Nothing ending' },
  { value: 'expired', label: 'Expired', empty: 'No expired subscriptions' },
];

const trigger =
  'min-h-11 flex-1 whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium text-muted data-[state=active]:bg-card data-[state=active]:text-fg data-[state=active]:shadow-sm';

export function SubscriptionTabs({ userId }: { userId: string }) {
  const views = useSubscriptions(userId);
  // Nothing until Dexie answers (a local read: a spinner would only flash).
  if (!views) return null;
  const now = new Date();
  const groups: Record<SubscriptionTab, TastemakerSubscription[]> = { active: [], ending: [], expired: [] };
  for (const view of withTastemaker(views)) groups[subscriptionTab(view, now)].push(view);
  return (
    <Tabs.Root defaultValue="active">
      <Tabs.List aria-label="Subscriptions by state" className="flex gap-1 rounded-full bg-card-2 p-1">
        {tabs.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} className={trigger}>
            {t.label} <span className="ml-1.5 text-xs text-muted">{groups[t.value].length}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} className="mt-4">
          {groups[t.value].length === 0 ? (
            <EmptyState title={t.empty} />
          ) : (
            <ul className="space-y-3">
              {groups[t.value].map((view) => (
                <MySubscriptionRow key={view.id} view={view} tab={t.value} now={now} />
              ))}
            </ul>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
