import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#/toast';
import { resetProfile } from '#/data/server/accounts';
import { useServerAction } from '#/data/server/use-server-action';
import { Button } from '../ui';
import { Dialog } from '../dialog';

/**
 * Reset profile (spec §7): deletes the user's data on the server, then onboarding again. A section of
 * its own in Settings with a line saying what goes and what stays, then a confirmation.
 */
export function ResetProfile() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { run: reset, busy } = useServerAction(
    async () => {
      try {
        await resetProfile();
      } finally {
        setOpen(false);
      }
    },
    {
      needsConnection: 'Resetting your profile',
      failure: { title: 'Failed to reset profile', description: 'Please try again.' },
      onSuccess: () => {
        toast.success('Profile Reset', { description: 'Your data has been cleared. Pick a city to start again.' });
        navigate('/onboarding', { replace: true });
      },
    },
  );
  return (
    <>
      {/* Its own section, away from Sign Out, saying what it does before the confirmation asks again. */}
      <section aria-labelledby="reset-profile-heading" className="space-y-2 border-t border-app pt-4">
        <h3 id="reset-profile-heading" className="text-sm font-semibold">
          Start over
        </h3>
        <p className="text-sm text-muted" data-testid="reset-profile-note">
          Reset profile deletes your cities, subscriptions, saved places, collections, reviews, vibe profiles and badges, then takes you
          back to choosing a city. Your account stays, and your welcome gift stays with the city it opened.
        </p>
        <Button variant="secondary" className="min-h-11" onClick={() => setOpen(true)}>
          Reset profile
        </Button>
      </section>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Reset your profile?"
        description="This deletes your cities, subscriptions, saved places, collections, reviews, vibe profiles and badges. Your account stays."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void reset()} disabled={busy}>
            {busy ? 'Resetting…' : 'Reset everything'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
