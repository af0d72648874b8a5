// /invite/{token}: a link to join a shared collection (issue 34 §1). Shows
// which collection and whose, then joins with the role the link gives; the
// collection reaches the device with the sync that follows. A revoked,
// expired or made-up link says so. Needs a connection.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Users } from 'lucide-react';
import { toast } from '#/toast';
import { acceptInvite, previewInvite, type InvitePreview } from '#/data/server/shared-collections';
import { describeServerError } from '#/data/server/call';
import { useServerAction } from '#/data/server/use-server-action';
import { useSessionStore } from '#/stores/session';
import { BackLink } from '#/components/back-link';
import { Button, EmptyState, Spinner } from '#/components/ui';

export function Component() {
  const { token = '' } = useParams();
  const { ready, userId } = useSessionStore();
  const navigate = useNavigate();
  const [preview, setPreview] = useState<InvitePreview | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    if (!ready || !userId) return;
    let live = true;
    previewInvite(token).then(
      (found) => live && setPreview(found),
      (error: unknown) => live && setProblem(describeServerError(error, 'Failed to open the invitation').message),
    );
    return () => {
      live = false;
    };
  }, [ready, userId, token]);
  const join = useServerAction(() => acceptInvite(token), {
    failure: 'Failed to join',
    needsConnection: 'Joining needs a connection.',
    onSuccess: (collection) => {
      toast.success(`You joined ${preview?.name ?? 'the collection'}`);
      void navigate(`/collections/${collection}`, { replace: true });
    },
  });

  if (!ready) return <Spinner />;
  const drawn = !userId || !!preview || !!problem;
  return (
    <main data-screen-drawn={drawn ? '' : undefined} className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-2">
      <BackLink fallback="/collections" />
      {!userId ? (
        <EmptyState title="Sign in to join this collection">
          <p>Then open the invite link again.</p>
          <Link
            to="/auth"
            className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand-strong px-4 py-2 font-semibold text-white"
          >
            Sign In
          </Link>
        </EmptyState>
      ) : problem ? (
        <EmptyState title="This invitation can't be used">{problem}</EmptyState>
      ) : !preview ? (
        <Spinner />
      ) : (
        <section className="space-y-3 rounded-2xl border border-app bg-card p-5">
          <h1 className="flex items-center gap-2 text-xl font-bold">
            <Users className="h-5 w-5" aria-hidden /> {preview.name}
          </h1>
          <p className="text-sm text-muted">
            {preview.owner || 'A traveller'} invites you to{' '}
            {preview.role === 'editor' ? 'plan this collection with them' : 'see this collection'}.
          </p>
          <Button disabled={join.busy} onClick={() => void join.run()}>
            Join collection
          </Button>
        </section>
      )}
    </main>
  );
}
