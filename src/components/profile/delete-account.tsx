import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '#/toast';
import { deleteAccount } from '#/data/session/account';
import { useServerAction } from '#/data/server/use-server-action';
import { ADMIN_CANNOT_DELETE } from '#/domain/account-data';
import { useSessionStore } from '#/stores/session';
import { Button } from '../ui';
import { Dialog } from '../dialog';

/** What deleting takes, in the traveller's words (src/domain/account-data.ts lists the rows). */
function whatGoes(isTastemaker: boolean): string {
  const persona = isTastemaker ? ', and your tastemaker profile with its picks and notes' : '';
  return (
    'This deletes your account and everything in it, on every device: your profile, saved places, collections, ' +
    `reviews, vibe profiles, badges, unlocked cities and subscriptions${persona}. ` +
    "Subscriptions end now. Payment records are kept without your name. This can't be undone."
  );
}

/**
 * Delete account (issue 29 §4): one dialog says what goes, one destructive button deletes it on the
 * server; this device is then cleared and shows the landing page. Admins are told why they cannot.
 */
export function DeleteAccount({ isAdmin, isTastemaker }: { isAdmin: boolean; isTastemaker: boolean }) {
  const [open, setOpen] = useState(false);
  const userId = useSessionStore((s) => s.userId);
  const navigate = useNavigate();
  const { run, busy } = useServerAction(() => deleteAccount(userId), {
    needsConnection: 'Deleting your account',
    failure: 'Failed to delete account',
    onSuccess: () => {
      setOpen(false);
      navigate('/', { replace: true });
      toast.success('Account deleted', { description: 'Your account and its data are gone, and every device is signed out.' });
    },
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" /> Delete account
      </Button>
      <p className="text-xs text-muted">Deletes your account and everything in it, on every device. It asks first.</p>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title="Delete your account?"
        description={isAdmin ? ADMIN_CANNOT_DELETE : whatGoes(isTastemaker)}
      >
        {isAdmin ? (
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          </div>
        ) : (
          <>
            <p className="text-sm text-muted">To keep a copy, use Download my data first.</p>
            <div className="mt-4 flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => void run()} disabled={busy}>
                {busy ? 'Deleting…' : 'Delete account'}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
