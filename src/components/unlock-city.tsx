import { Lock } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { cityPrice, formatDollars } from '#/domain/format';
import type { City } from '#/domain/types';
import { useSessionStore } from '#/stores/session';
import { requireOnline } from './require-online';
import { Button } from './ui';

/** The Unlock button of a locked city: signed-out visitors go to /auth first. */
export function UnlockCityButton({ city }: { city: City }) {
  const userId = useSessionStore((s) => s.userId);
  const navigate = useNavigate();
  return (
    <Button
      onClick={() => {
        if (!userId) {
          toast.error('Sign in required', { description: 'Please sign in to unlock cities' });
          navigate('/auth');
          return;
        }
        if (!requireOnline('Unlocking a city')) return;
        navigate(`/explorer?unlock=${city.slug}`);
      }}
    >
      <Lock className="h-4 w-4" /> Unlock for {formatDollars(cityPrice(city.price))}
    </Button>
  );
}
