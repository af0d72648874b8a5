import { useEffect, useState, type FormEvent } from 'react';
import { AlertTriangle, Check, X } from 'lucide-react';
import { toast } from '#/toast';
import { findSimilarVibes, listPendingVibes, proposeVibe, reviewVibe, type PendingVibe, type SimilarVibe } from '#/data/server/vibes';
import { useServerAction } from '#/data/server/use-server-action';
import { Button, EmptyState, inputClass, Spinner } from '../ui';

/**
 * Propose a vibe. For admins the server first lists similar ones (it reads
 * pending vibes, so spec §6 keeps it to admins); a second press submits anyway.
 */
function CreateVibe({ checkSimilar }: { checkSimilar: boolean }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [similar, setSimilar] = useState<SimilarVibe[] | null>(null);
  const check = useServerAction(() => findSimilarVibes(name.trim(), description.trim()), {
    needsConnection: 'Creating a vibe',
    failure: () => ({ title: 'Failed to check for similar vibes' }),
  });
  const propose = useServerAction(() => proposeVibe(name.trim(), description.trim()), {
    needsConnection: 'Creating a vibe',
    failure: (error) => ({ title: 'Failed to create vibe', description: error.message }),
    onSuccess: () => {
      toast.success('Vibe Submitted', { description: 'Your vibe has been submitted for admin approval' });
      setName('');
      setDescription('');
      setSimilar(null);
    },
  });
  const busy = check.busy || propose.busy;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return toast.error('Name Required', { description: 'Please enter a vibe name' });
    if (checkSimilar && similar === null) {
      const found = await check.run();
      if (!found) return;
      if (found.length) return setSimilar(found);
    }
    await propose.run();
  };
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <h3 className="font-semibold">Create a vibe</h3>
      <div>
        <label htmlFor="vibe-name" className="mb-1 block text-sm font-medium">
          Vibe name
        </label>
        <input
          id="vibe-name"
          value={name}
          maxLength={50}
          className={inputClass}
          onChange={(e) => {
            setName(e.target.value);
            setSimilar(null);
          }}
        />
      </div>
      <div>
        <label htmlFor="vibe-description" className="mb-1 block text-sm font-medium">
          Description
        </label>
        <textarea
          id="vibe-description"
          value={description}
          maxLength={300}
          rows={2}
          className={inputClass}
          onChange={(e) => {
            setDescription(e.target.value);
            setSimilar(null);
          }}
        />
      </div>
      {similar && similar.length > 0 && (
        <div role="alert" className="rounded-xl border border-brand-2/50 bg-brand-2/10 p-3 text-sm" data-testid="similar-vibes">
          <p className="flex items-center gap-1 font-semibold">
            <AlertTriangle className="h-4 w-4" /> Similar vibes already exist
          </p>
          <ul className="mt-1 list-inside list-disc">
            {similar.map((v) => (
              <li key={v.id}>
                {v.name} ({Math.round(v.similarity * 100)}% similar{v.status === 'pending' ? ', pending' : ''})
              </li>
            ))}
          </ul>
          <p className="mt-1 text-muted">Submit again to propose it anyway.</p>
        </div>
      )}
      <Button type="submit" disabled={busy}>
        {similar?.length ? 'Submit anyway' : 'Submit for approval'}
      </Button>
    </form>
  );
}

/** Admins: the pending vibes, newest first, to approve or reject. */
function PendingVibes() {
  // Offline there is nothing to review: the list is the server's.
  const [vibes, setVibes] = useState<PendingVibe[] | null>(() => (navigator.onLine ? null : []));
  const { run: load } = useServerAction(listPendingVibes, {
    failure: () => ({ title: 'Failed to load pending vibes' }),
    onSuccess: setVibes,
  });
  useEffect(() => {
    if (navigator.onLine) void load().then((list) => !list && setVibes([]));
  }, [load]);
  const review = useServerAction((vibe: PendingVibe, decision: 'approve' | 'reject') => reviewVibe(vibe.id, decision), {
    needsConnection: 'Reviewing vibes',
    failure: (_error, _vibe, decision) => ({ title: decision === 'approve' ? 'Failed to approve vibe' : 'Failed to reject vibe' }),
    onSuccess: (_result, vibe, decision) => {
      setVibes((list) => list?.filter((v) => v.id !== vibe.id) ?? null);
      if (decision === 'approve') toast.success('Vibe Approved', { description: 'The vibe is now available to all users' });
      else toast('Vibe Rejected', { description: 'The vibe has been rejected' });
    },
  });
  const decide = (vibe: PendingVibe, decision: 'approve' | 'reject') => review.run(vibe, decision);
  if (!vibes) return <Spinner />;
  return (
    <section className="space-y-2" aria-labelledby="pending-vibes-heading">
      <h3 id="pending-vibes-heading" className="font-semibold">
        Pending vibes
      </h3>
      {vibes.length === 0 ? (
        <EmptyState title="No pending vibes to review" />
      ) : (
        <ul className="space-y-2" data-testid="pending-vibes">
          {vibes.map((v) => (
            <li key={v.id} className="rounded-xl border border-app p-3">
              <p className="font-medium">{v.name}</p>
              {v.description && <p className="text-sm text-muted">{v.description}</p>}
              {v.createdBy && <p className="text-xs text-muted">Proposed by {v.createdBy}</p>}
              <div className="mt-2 flex gap-2">
                <Button onClick={() => void decide(v, 'approve')} aria-label={`Approve ${v.name}`}>
                  <Check className="h-4 w-4" /> Approve
                </Button>
                <Button variant="secondary" onClick={() => void decide(v, 'reject')} aria-label={`Reject ${v.name}`}>
                  <X className="h-4 w-4" /> Reject
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function VibeTools({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="space-y-6">
      <CreateVibe checkSimilar={isAdmin} />
      {isAdmin && <PendingVibes />}
    </div>
  );
}
