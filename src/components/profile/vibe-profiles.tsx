import { useState, type FormEvent } from 'react';
import { Check, Trash2, X } from 'lucide-react';
import { toast } from '#/toast';
import { createVibeProfile, deleteVibeProfile, switchVibeProfile, toggleProfileVibe } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import type { VibeProfileView } from '#/data/queries/vibe-profiles';
import { nextActiveVibeProfile } from '#/domain/vibe-profiles';
import { Button, inputClass } from '../ui';

/** Vibe profiles: create (becomes active), switch, delete, remove a vibe. All work offline. */
export function VibeProfiles({ profiles, activeId }: { profiles: VibeProfileView[]; activeId: string }) {
  const [name, setName] = useState('');
  const creation = useServerAction(createVibeProfile, {
    failure: 'Failed to create vibe profile',
    onSuccess: (profile) => {
      toast.success('Vibe Profile Created', { description: `${profile.name} is now your active profile` });
      setName('');
    },
  });
  const create = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) void creation.run(name);
  };
  // Switching, deleting and removing a vibe: device writes, each with its own words.
  const change = useServerAction((action: () => Promise<unknown>, _success: string, _failure: string) => action(), {
    failure: (_error, _action, _success, failure) => ({ title: failure }),
    onSuccess: (_result, _action, success) => toast.success(success),
  });
  const run = (action: () => Promise<unknown>, success: string, failure: string) => () => void change.run(action, success, failure);
  // Deleting the active profile hands 'active' to the next one as listed (domain/vibe-profiles.ts): say which.
  const deletion = useServerAction((profileId: string, _wasActive: boolean, _next: string) => deleteVibeProfile(profileId), {
    failure: 'Failed to delete vibe profile',
    onSuccess: (_result, _profileId, wasActive, next) => {
      if (!wasActive) return void toast.success('Vibe Profile Deleted');
      toast.success('Vibe Profile Removed', {
        description: next ? `${next} is now your active profile` : 'You have no active vibe profile now',
      });
    },
  });
  const remove = (profile: VibeProfileView) => () => {
    const wasActive = profile.id === activeId;
    const others = profiles.filter((p) => p.id !== profile.id);
    const next = wasActive ? (others.find((p) => p.id === nextActiveVibeProfile(others))?.name ?? '') : '';
    void deletion.run(profile.id, wasActive, next);
  };
  return (
    <section aria-labelledby="vibe-profiles-heading" className="space-y-3">
      <div>
        <h2 id="vibe-profiles-heading" className="text-lg font-semibold">
          Vibe Profiles
        </h2>
        <p className="text-sm text-muted" data-testid="vibe-profiles-note">
          A vibe profile is a set of vibes, the moods places are tagged with (Cozy, Late Night, Hidden Gem…): one for date nights, say, one
          for rainy days. Tap a vibe in a tastemaker's Signature Vibes to add it to your active profile.
        </p>
      </div>
      <ul className="space-y-2" data-testid="vibe-profiles">
        {profiles.map((p) => (
          <li key={p.id} className={`rounded-2xl border p-3 ${p.id === activeId ? 'border-brand bg-brand/5' : 'border-app bg-card'}`}>
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium">
                {p.name}
                {p.id === activeId && <span className="ml-2 text-xs text-brand">Active</span>}
              </p>
              <div className="flex gap-1">
                {p.id !== activeId && (
                  <button
                    type="button"
                    aria-label={`Switch to ${p.name}`}
                    className="rounded-full p-1.5 hover:bg-card-2"
                    onClick={run(() => switchVibeProfile(p.id), 'Vibe Profile Switched', 'Failed to switch vibe profile')}
                  >
                    <Check className="h-4 w-4" />
                  </button>
                )}
                <button type="button" aria-label={`Delete ${p.name}`} className="rounded-full p-1.5 hover:bg-card-2" onClick={remove(p)}>
                  <Trash2 className="h-4 w-4" />
                </button>
              </div>
            </div>
            {p.vibes.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {p.vibes.map((v) => (
                  <li key={v.id} className="inline-flex items-center gap-1 rounded-full bg-card-2 px-2 py-0.5 text-xs">
                    {v.name}
                    <button
                      type="button"
                      aria-label={`Remove ${v.name} from ${p.name}`}
                      onClick={run(() => toggleProfileVibe(p.id, v.id), 'Vibe removed', 'Failed to remove vibe')}
                    >
                      <X className="h-3 w-3" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-1 text-xs text-muted">Add vibes from a tastemaker's Signature Vibes.</p>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={create} className="flex gap-2">
        <label htmlFor="vibe-profile-name" className="sr-only">
          New vibe profile name
        </label>
        <input
          id="vibe-profile-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. Rainy Sundays"
          className={inputClass}
          maxLength={50}
        />
        <Button type="submit" disabled={!name.trim()}>
          Create
        </Button>
      </form>
    </section>
  );
}
