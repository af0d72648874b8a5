import { useNavigate } from 'react-router';
import { CalendarClock, Sparkles, XCircle } from 'lucide-react';
import { toast } from '#/toast';
import { subscribeToTastemaker } from '#/data/server/subscriptions';
import { useServerAction } from '#/data/server/use-server-action';
import { useOfferContext } from '#/data/queries/offers';
import { FOLLOW_PRICE, followOffer } from '#/domain/offers';
import { useSessionStore } from '#/stores/session';
import { FollowPromise } from './follow-promise';
import { Button } from './ui';
import { Dialog } from './dialog';

export interface SubscribeDialogProps {
  tastemaker: { id: string; name: string; slug: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened to unlock a locked tastemaker (a place card's 'Unlock Now'): the spec's unlock toasts. */
  unlocking?: boolean;
}

const BENEFITS = [
  { icon: Sparkles, title: 'Exclusive Recommendations', text: 'Every place they curate, with their notes and signature vibes.' },
  { icon: CalendarClock, title: 'Monthly Updates', text: 'New picks as they discover them, month after month.' },
  { icon: XCircle, title: 'Cancel Anytime', text: 'Access continues until the end of the period you paid for.' },
];

/**
 * The monthly subscription to one tastemaker (spec §2), with what it opens
 * (src/domain/offers.ts). Needs a
 * connection: the server and its (mock) payment provider decide. Callers
 * should render it outside anything the subscription changes, since the
 * subscribe call syncs before it returns.
 */
export function SubscribeDialog({ tastemaker, open, onOpenChange, unlocking = false }: SubscribeDialogProps) {
  const navigate = useNavigate();
  const userId = useSessionStore((s) => s.userId);
  const context = useOfferContext(userId);
  const offer = context && followOffer(tastemaker.id, context);
  const { run: subscribe, busy } = useServerAction(() => subscribeToTastemaker(tastemaker.id), {
    needsConnection: 'Subscribing',
    failure: unlocking
      ? { title: 'Failed to unlock tastemaker' }
      : { title: 'Subscription error', description: 'Failed to activate subscription' },
    // alreadyActive is a success too: the user ends up subscribed either way.
    onSuccess: ({ sessionId }) => {
      toast.success(unlocking ? 'Tastemaker unlocked!' : 'Subscription activated!');
      onOpenChange(false);
      navigate(
        `/subscription-success?session_id=${encodeURIComponent(sessionId ?? '')}&tastemaker_id=${encodeURIComponent(tastemaker.id)}` +
          `&tastemaker_name=${encodeURIComponent(tastemaker.name)}&tastemaker_slug=${encodeURIComponent(tastemaker.slug)}`,
      );
    },
  });

  // A payment in flight cannot be dismissed halfway.
  const change = (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      title={`Subscribe to ${tastemaker.name}`}
      description="Unlock their curated places and signature vibes."
    >
      <div className="space-y-4">
        <ul className="space-y-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden />
              <div>
                <p className="text-sm font-semibold">{title}</p>
                <p className="text-xs text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-between rounded-2xl border border-app bg-card-2 px-4 py-3">
          <p className="text-sm font-semibold">Monthly Subscription</p>
          <p className="text-right">
            <span className="block text-2xl font-bold">{FOLLOW_PRICE.amount}</span>
            <span className="block text-xs text-muted">per month</span>
          </p>
        </div>
        {offer && <FollowPromise offer={offer} />}
        <p className="rounded-xl bg-card-2 px-3 py-2 text-xs text-muted">Mock payment mode (no real charges)</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => change(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void subscribe()} disabled={busy}>
            {busy ? 'Processing...' : 'Subscribe Now'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
