import { Lock } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from '#/toast';
import { cityUnlockPrice, unlockLabel } from '#/domain/offers';
import type { City } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { requireConnection } from '#/data/server/use-server-action';
import { Button } from './ui';
import { openUnlockDialog } from './unlock-city-dialog';

/**
 * The Unlock button of a locked city. Signed-out visitors go to /auth; offline
 * it says why and stays shut. The dialog itself is drawn by the page's
 * UnlockCityDialogHost, so it survives the card turning unlocked.
 */
export function UnlockCityButton({ city, className, onCityPage = false }: { city: City; className?: string; onCityPage?: boolean }) {
  const userId = useSessionStore((s) => s.userId);
  const navigate = useNavigate();
  return (
    <Button
      className={className}
      onClick={(event) => {
        event.stopPropagation();
        if (!userId) {
          // Spec: 'this city' on the city's own page, 'cities' where several are offered.
          toast.error('Sign in required', { description: `Please sign in to unlock ${onCityPage ? 'this city' : 'cities'}` });
          navigate('/auth');
          return;
        }
        if (!requireConnection('Unlocking a city')) return;
        openUnlockDialog(city);
      }}
    >
      <Lock className="h-4 w-4" aria-hidden /> {unlockLabel(cityUnlockPrice(city))}
    </Button>
  );
}
