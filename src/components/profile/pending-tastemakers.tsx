import { useEffect, useState } from 'react';
import { formatDistanceToNow } from 'date-fns';
import { Check, X } from 'lucide-react';
import { toast } from '#/toast';
import { listPendingTastemakers, reviewTastemaker, type PendingTastemaker } from '#/data/server/tastemaker-review';
import { useServerAction } from '#/data/server/use-server-action';
import { useSyncStatus } from '#/stores/sync-status';
import { Button, EmptyState, Spinner } from '../ui';

function since(created: string): { iso: string; text: string } | null {
  const date = new Date(created.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : { iso: date.toISOString(), text: formatDistanceToNow(date, { addSuffix: true }) };
}

function Applicant({
  tastemaker,
  busy,
  onDecide,
}: {
  tastemaker: PendingTastemaker;
  busy: boolean;
  onDecide: (d: 'approve' | 'reject') => void;
}) {
  const when = since(tastemaker.created);
  const name = tastemaker.name || 'Unnamed tastemaker';
  const account = tastemaker.account;
  return (
    <li className="rounded-xl border border-app p-3" data-testid="pending-tastemaker">
      <p className="font-medium">{name}</p>
      {tastemaker.title && <p className="text-sm text-muted">{tastemaker.title}</p>}
      <dl className="mt-1 space-y-0.5 text-xs text-muted">
        <div className="flex gap-1">
          <dt>Cities:</dt>
          <dd>{tastemaker.cities.length ? tastemaker.cities.join(', ') : 'none yet'}</dd>
        </div>
        {account && (
          <div className="flex gap-1">
            <dt>Account:</dt>
            <dd className="min-w-0 truncate">
              {account.name || 'Unnamed'}
              {account.username && ` @${account.username}`}
            </dd>
          </div>
        )}
        {when && (
          <div className="flex gap-1">
            <dt>Applied</dt>
            <dd>
              <time dateTime={when.iso}>{when.text}</time>
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-2 flex gap-2">
        <Button className="min-h-11" onClick={() => onDecide('approve')} disabled={busy} aria-label={`Approve ${name}`}>
          <Check className="h-4 w-4" aria-hidden /> Approve
        </Button>
        <Button variant="secondary" className="min-h-11" onClick={() => onDecide('reject')} disabled={busy} aria-label={`Reject ${name}`}>
          <X className="h-4 w-4" aria-hidden /> Reject
        </Button>
      </div>
    </li>
  );
}

/**
 * Admins: tastemakers who became one in the app and wait for review, newest
 * first. Travellers see neither their profile nor their picks until approved.
 * The list is the server's, so offline it says so instead of showing none.
 */
export function PendingTastemakers() {
  const online = useSyncStatus((s) => s.online);
  const [list, setList] = useState<PendingTastemaker[] | null>(null);
  const [failed, setFailed] = useState(false);
  const { run: load } = useServerAction(listPendingTastemakers, {
    failure: () => ({ title: 'Failed to load pending tastemakers' }),
    onSuccess: (tastemakers) => {
      setList(tastemakers);
      setFailed(false);
    },
  });
  useEffect(() => {
    if (online) void load().then((found) => !found && setFailed(true));
  }, [load, online]);
  const review = useServerAction((t: PendingTastemaker, decision: 'approve' | 'reject') => reviewTastemaker(t.id, decision), {
    needsConnection: 'Reviewing tastemakers',
    failure: (error, _t, decision) => ({
      title: decision === 'approve' ? 'Failed to approve tastemaker' : 'Failed to reject tastemaker',
      description: error.message,
    }),
    onSuccess: (_result, t, decision) => {
      setList((current) => current?.filter((other) => other.id !== t.id) ?? null);
      const name = t.name || 'The tastemaker';
      if (decision === 'approve') toast.success('Tastemaker Approved', { description: `${name} is now listed for all travellers` });
      else toast('Tastemaker Rejected', { description: `${name} will not be listed` });
    },
  });

  return (
    <section className="space-y-2" aria-labelledby="pending-tastemakers-heading">
      <h3 id="pending-tastemakers-heading" className="font-semibold">
        Tastemakers awaiting approval
      </h3>
      {!online && !list ? (
        <p className="text-sm text-muted">You're offline. Tastemakers awaiting approval show when you're back online.</p>
      ) : failed && !list ? (
        <EmptyState title="Failed to load pending tastemakers">
          <Button variant="secondary" className="min-h-11" onClick={() => void load().then((found) => setFailed(!found))}>
            Try again
          </Button>
        </EmptyState>
      ) : !list ? (
        <Spinner />
      ) : list.length === 0 ? (
        <EmptyState title="No pending tastemakers to review" />
      ) : (
        <ul className="space-y-2" data-testid="pending-tastemakers">
          {list.map((t) => (
            <Applicant key={t.id} tastemaker={t} busy={review.busy} onDecide={(decision) => void review.run(t, decision)} />
          ))}
        </ul>
      )}
    </section>
  );
}
