import { useState } from 'react';
import { toast } from '#/toast';
import { useServerAction } from '#/data/server/use-server-action';
import { updateProfile } from '#/data/writes/actions';
import { saveUsername } from '#/data/server/accounts';
import { checkUsername } from '#/domain/validation';
import { inputClass } from '../ui';

/**
 * Username, saved on blur (spec §5). Online, the server answers at once (it
 * alone knows whether a name is taken); offline, the change waits in the
 * outbox and a clash would show up as a refused write.
 */
export function UsernameField({ userId, current }: { userId: string; current: string }) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState('');
  // A username saved elsewhere (another device, a sync) replaces what the field shows.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }
  const store = useServerAction(
    async (username: string) => {
      if (navigator.onLine) await saveUsername(userId, username);
      else await updateProfile({ username });
      return username;
    },
    {
      failure: (failed) => {
        const message = failed.message === 'Username already taken' ? 'Username already taken' : 'Failed to update username';
        setError(message);
        return { title: message };
      },
      onSuccess: (username) => {
        setValue(username);
        toast.success('Username updated!');
      },
    },
  );
  const save = async () => {
    if (value.trim().toLowerCase() === current) return setError('');
    const checked = checkUsername(value);
    if (!checked.ok) return setError(checked.message);
    setError('');
    await store.run(checked.username);
  };
  return (
    <div>
      <label htmlFor="username" className="mb-1 block text-sm font-medium">
        Username
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted">@</span>
        <input
          id="username"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={() => void save()}
          onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
          aria-invalid={!!error}
          aria-describedby="username-meaning"
          autoCapitalize="none"
          autoComplete="username"
          className={`${inputClass} pl-7`}
        />
      </div>
      {error ? (
        <p role="alert" className="mt-1 text-xs text-brand">
          {error}
        </p>
      ) : (
        <p id="username-meaning" className="mt-1 text-xs text-muted">
          Your @name on your profile; saved when you leave the field.
        </p>
      )}
    </div>
  );
}
