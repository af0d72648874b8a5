import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { toast } from '#/toast';
import { toggleProfileVibe } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import { useActiveVibeProfileVibes, type SignatureVibe } from '#/data/queries/tastemaker-profile';
import { chipClass } from '../ui';

const SHOWN = 6;

/**
 * The tastemaker's signature vibes; each toggles on the user's active vibe
 * profile. The toggle is a local write with an outbox entry, so it works offline.
 */
export function SignatureVibes({ vibes, userId }: { vibes: SignatureVibe[]; userId: string }) {
  const [all, setAll] = useState(false);
  const active = useActiveVibeProfileVibes(userId);

  const change = useServerAction((profileId: string, vibe: SignatureVibe) => toggleProfileVibe(profileId, vibe.id), {
    failure: 'Failed to update vibes',
    onSuccess: (added) => (added ? toast.success('Vibe added!') : toast('Vibe removed')),
  });
  if (!vibes.length) return null;

  const toggle = async (vibe: SignatureVibe) => {
    if (!userId) return void toast.error('Please sign in to add vibes to your profile');
    if (!active) return;
    if (!active.profileId) {
      return void toast.error('No Active Profile', { description: 'Please create a vibe profile first in your profile settings' });
    }
    await change.run(active.profileId, vibe);
  };

  const shown = all ? vibes : vibes.slice(0, SHOWN);
  return (
    <section aria-labelledby="signature-vibes" className="space-y-3">
      <h2 id="signature-vibes" className="flex items-center gap-2 text-lg font-bold">
        <Sparkles className="h-5 w-5 text-brand" aria-hidden /> Signature Vibes
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shown.map((vibe) => {
          const on = !!active?.vibes.has(vibe.id);
          return (
            <li key={vibe.id}>
              <button type="button" aria-pressed={on} onClick={() => void toggle(vibe)} className={`${chipClass(on)} transition`}>
                {vibe.name}
              </button>
            </li>
          );
        })}
      </ul>
      {vibes.length > SHOWN && (
        <button
          type="button"
          onClick={() => setAll((v) => !v)}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand"
        >
          {all ? 'Show less' : `See all ${vibes.length}`}
        </button>
      )}
    </section>
  );
}
