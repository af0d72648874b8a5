import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { toast } from '#/toast';
import { useOwnTastemaker } from '#/data/queries/tastemakers';
import { useTastemakerStats } from '#/data/queries/tastemaker-stats';
import { becomeTastemaker } from '#/data/server/accounts';
import { reviewStatusOf } from '#/data/server/tastemaker-review';
import { useServerAction } from '#/data/server/use-server-action';
import { useSessionStore } from '#/stores/session';
import { ReviewStatusNotice } from '../dashboard/review-status';
import { Button } from '../ui';

/**
 * For the default view: self-service 'Become a Tastemaker' (adds only that
 * role). A tastemaker made this way waits for an admin's approval before
 * travellers see them, and the toast says so.
 */
export function BecomeTastemakerCard() {
  const { run: become, busy } = useServerAction(becomeTastemaker, {
    needsConnection: 'Becoming a tastemaker',
    failure: { title: 'Failed to become a tastemaker', description: 'Please try again.' },
    onSuccess: (result) =>
      toast.success('Welcome Tastemaker', {
        description:
          reviewStatusOf(result) === 'approved'
            ? 'Your tastemaker tools are in the Dashboard tab.'
            : "Your tastemaker tools are in the Dashboard tab. You're awaiting approval: travellers see your profile and picks once an admin approves you.",
      }),
  });
  return (
    <section className="rounded-2xl border border-brand/40 bg-brand/5 p-4">
      <h2 className="flex items-center gap-2 font-semibold">
        <Sparkles className="h-4 w-4 text-brand" /> Become a Tastemaker
      </h2>
      <p className="mt-1 text-sm text-muted">
        Share the places you love, build your signature vibes and earn from subscribers. An admin approves new tastemakers before travellers
        see them.
      </p>
      <Button className="mt-3 min-h-11" onClick={() => void become()} disabled={busy}>
        {busy ? 'Setting up…' : 'Become a Tastemaker'}
      </Button>
    </section>
  );
}

/** For the tastemaker view: figures, kept on the device for offline use. Revenue and rating are fixed in the beta. */
export function TastemakerStatusCard() {
  const userId = useSessionStore((s) => s.userId);
  const own = useOwnTastemaker(userId);
  const stats = useTastemakerStats(userId, own?.id);
  const figures = [
    ['Monthly Revenue', '$0', 'coming soon'],
    ['Subscribers', stats ? String(stats.activeSubscribers) : '—', ''],
    ['Places Curated', stats ? String(stats.placesCurated) : '—', ''],
    ['Avg Rating', '4.5', ''],
  ] as const;
  return (
    <section className="rounded-2xl border border-app bg-card p-4" aria-labelledby="tastemaker-status-heading">
      <div className="flex items-center justify-between">
        <h2 id="tastemaker-status-heading" className="font-semibold">
          Tastemaker Status
        </h2>
        <Link to="/tastemaker-dashboard" className="-mr-2 inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand">
          Open Dashboard
        </Link>
      </div>
      <ReviewStatusNotice status={own?.status} heading="h3" className="mt-3" />
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {figures.map(([label, value, note]) => (
          <div key={label} className="rounded-xl bg-card-2 p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-bold">
              {value} {note && <span className="text-xs font-normal text-muted">{note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
