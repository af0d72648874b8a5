import { Check, ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#/toast';
import { updateProfile } from '#/data/writes/actions';
import { useServerAction } from '#/data/server/use-server-action';
import { useCities } from '#/data/queries/cities';
import { useProfile } from '#/data/queries/profile';
import { switchableCities } from '#/domain/cities';
import type { City } from '#/domain/types';
import { useSessionStore } from '#/stores/session';

/** The active city and the user's other unlocked live cities; choosing one saves it (offline too). */
export function CitySwitcher({ active }: { active: City }) {
  const userId = useSessionStore((s) => s.userId);
  const profile = useProfile(userId);
  const cities = useCities();
  const [open, setOpen] = useState(false);
  const options = switchableCities(cities ?? [], profile?.unlocked_cities ?? []);
  const save = useServerAction((city: City) => updateProfile({ active_city: city.id }), {
    failure: () => ({ title: 'Failed to update city' }),
    onSuccess: (_result, city) => toast.success('City Updated', { description: `Now exploring ${city.name}` }),
  });
  const choose = (city: City) => {
    setOpen(false);
    if (city.id !== active.id) void save.run(city);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className="inline-flex min-h-11 items-center gap-1 rounded-full bg-black/40 px-4 text-sm font-semibold text-white backdrop-blur"
        aria-label={`City: ${active.name}. Switch city`}
      >
        {active.name} <ChevronDown className="h-4 w-4" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content sideOffset={6} align="start" className="z-50 w-60 rounded-2xl border border-app bg-card p-2 text-fg shadow-xl">
          {options.length === 0 ? (
            <p className="p-2 text-sm text-muted">No unlocked cities yet</p>
          ) : (
            <ul role="listbox" aria-label="Your cities">
              {options.map((city) => (
                <li key={city.id} role="option" aria-selected={city.id === active.id}>
                  <button
                    type="button"
                    onClick={() => choose(city)}
                    className="flex min-h-11 w-full items-center justify-between rounded-xl px-3 py-2 text-left text-sm hover:bg-card-2"
                  >
                    {city.name}
                    {city.id === active.id && <Check className="h-4 w-4 text-brand" aria-label="Active" />}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link
            to="/explorer"
            onClick={() => setOpen(false)}
            className="mt-1 flex min-h-11 items-center rounded-xl px-3 py-2 text-sm text-brand hover:bg-card-2"
          >
            Add New City
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
