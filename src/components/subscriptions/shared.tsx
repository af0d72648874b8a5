// Pieces both subscription screens use: the tastemaker beside each row, a
// button that runs an online-only action, and the fallback when Dexie fails.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import type { SubscriptionView } from '#/data/queries/subscriptions';
import { useServerAction, type ServerActionOptions } from '#/data/server/use-server-action';
import type { Tastemaker } from '#/domain/types';
import { Button, EmptyState, SafeImage } from '../ui';
import { pictureOf } from '#/domain/images';

export type TastemakerSubscription = SubscriptionView & { tastemakerRecord: Tastemaker };

/** Rows need a tastemaker to show: entitlements whose tastemaker is not on the device are left out. */
export function withTastemaker(views: SubscriptionView[]): TastemakerSubscription[] {
  return views.filter((v): v is TastemakerSubscription => v.tastemakerRecord !== null);
}

export function TastemakerIdentity({ tastemaker, children }: { tastemaker: Tastemaker; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <SafeImage {...pictureOf('tastemakers', tastemaker)} alt="" className="h-12 w-12 shrink-0 rounded-full object-cover" />
      <div className="min-w-0 space-y-0.5">
        <Link to={`/tastemaker/${tastemaker.slug}`} className="flex min-h-11 min-w-0 items-center font-semibold hover:underline">
          <span className="truncate">{tastemaker.name}</span>
        </Link>
        {children}
      </div>
    </div>
  );
}

/** A button for one server action on a subscription, busy while it runs. */
export function ActionButton({
  label,
  run,
  failure,
  onSuccess,
  variant = 'secondary',
}: {
  label: string;
  run: () => Promise<unknown>;
  failure: ServerActionOptions<[], unknown>['failure'];
  onSuccess: () => void;
  variant?: 'primary' | 'secondary';
}) {
  const action = useServerAction(run, { needsConnection: label, failure, onSuccess });
  const busy = action.busy;
  return (
    <Button variant={variant} onClick={() => void action.run()} disabled={busy} aria-busy={busy} className="shrink-0 px-3 py-1.5">
      {busy && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
      {label}
    </Button>
  );
}

/** useLiveQuery rethrows a failed read while rendering; this shows the spec's message instead of a blank screen. */
export class SubscriptionsLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Failed to load subscriptions', error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState title="Failed to load subscriptions">
        <button type="button" className="font-semibold text-brand" onClick={() => this.setState({ failed: false })}>
          Try again
        </button>
      </EmptyState>
    );
  }
}
