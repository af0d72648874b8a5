import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { resetProfile, serverMessage } from '#/data/server/accounts';
import { requireOnline } from '../require-online';
import { Button } from '../ui';
import { Dialog } from '../dialog';

/** Reset profile (spec §7): deletes the user's data on the server, then onboarding again. */
export function ResetProfile() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const reset = async () => {
    if (!requireOnline('Resetting your profile')) return;
    setBusy(true);
    try {
      await resetProfile();
      toast.success('Profile Reset', { description: 'Your data has been cleared. Pick a city to start again.' });
      navigate('/onboarding', { replace: true });
    } catch (error) {
      toast.error('Failed to reset profile', { description: serverMessage(error, 'Please try again.') });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>Reset profile</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Reset your profile?"
        description="This deletes your cities, subscriptions, saved places, collections, reviews, vibe profiles and badges. Your account stays.">
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="danger" onClick={() => void reset()} disabled={busy}>{busy ? 'Resetting…' : 'Reset everything'}</Button>
        </div>
      </Dialog>
    </>
  );
}
