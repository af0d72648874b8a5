import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { signOut } from '#/data/session/auth';
import { useSessionStore } from '#/stores/session';
import { Button } from './ui';
import { Dialog } from './dialog';

/** Signs out; with writes not yet on the server it asks before dropping them. */
export function SignOutButton() {
  const userId = useSessionStore((s) => s.userId);
  const navigate = useNavigate();
  const [unsynced, setUnsynced] = useState(0);
  const leave = async (discardUnsynced: boolean) => {
    const result = await signOut(userId, { discardUnsynced });
    if (!result.cleared) {
      setUnsynced(result.unsynced);
      return;
    }
    setUnsynced(0);
    navigate('/auth', { replace: true });
  };
  return (
    <>
      <Button variant="secondary" className="min-h-11" onClick={() => void leave(false)}>
        <LogOut className="h-4 w-4" /> Sign Out
      </Button>
      <Dialog
        open={unsynced > 0}
        onOpenChange={(open) => !open && setUnsynced(0)}
        title="Unsynced changes"
        description={`${unsynced} change${unsynced === 1 ? ' has' : 's have'} not reached the server yet. Signing out now deletes ${unsynced === 1 ? 'it' : 'them'} from this device.`}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setUnsynced(0)}>
            Stay signed in
          </Button>
          <Button variant="danger" onClick={() => void leave(true)}>
            Sign out anyway
          </Button>
        </div>
      </Dialog>
    </>
  );
}
