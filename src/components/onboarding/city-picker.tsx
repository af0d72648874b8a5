import { useId, useState, type KeyboardEvent } from 'react';
import { Check, Search } from 'lucide-react';
import { toast } from '#/toast';
import { comingSoonMessage } from '#/domain/cities';
import { isSelectableCity, pickerCities } from '#/domain/onboarding';
import type { City } from '#/domain/types';
import { inputClass } from '#/components/ui';

/**
 * The searchable dropdown of step 2 (an ARIA combobox): typing filters the
 * list, arrows move, Enter picks, Escape closes. Coming-soon cities are listed
 * but disabled.
 */
export function CityPicker({
  cities,
  selectedId,
  onPick,
}: {
  cities: readonly City[];
  selectedId: string | null;
  onPick: (city: City) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const options = pickerCities(cities, query);
  const activeCity = open ? options[Math.min(active, options.length - 1)] : undefined;

  function pick(city: City) {
    if (!isSelectableCity(city)) {
      const { title, description } = comingSoonMessage(city);
      toast(title, { description });
      return;
    }
    onPick(city);
    setQuery('');
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (open ? (i + step + options.length) % Math.max(options.length, 1) : 0));
      setOpen(true);
    } else if (event.key === 'Enter' && activeCity) {
      event.preventDefault();
      pick(activeCity);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium">
        Search cities
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden />
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeCity ? `${id}-${activeCity.id}` : undefined}
          autoComplete="off"
          placeholder="Search cities…"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`${inputClass} pl-9`}
        />
      </div>
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Cities"
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-[400px] overflow-y-auto rounded-xl border border-app bg-card p-1 shadow-2xl"
      >
        {options.length === 0 && <li className="px-3 py-2 text-sm text-muted">No cities match “{query.trim()}”</li>}
        {options.map((city) => {
          const live = isSelectableCity(city);
          const selected = city.id === selectedId;
          return (
            <li
              key={city.id}
              id={`${id}-${city.id}`}
              role="option"
              aria-label={city.name}
              aria-selected={selected}
              aria-disabled={!live || undefined}
              // Keep focus in the input so the list does not close before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(city)}
              className={`flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ${activeCity === city ? 'bg-card-2' : ''} ${live ? 'hover:bg-card-2' : 'cursor-not-allowed opacity-60'}`}
            >
              <span>
                <span className="font-medium">{city.name}</span> <span className="text-muted">{city.country}</span>
              </span>
              {!live ? (
                <span className="rounded-full bg-card-2 px-2 py-0.5 text-xs text-muted">Coming Soon</span>
              ) : (
                selected && <Check className="h-4 w-4 text-brand" aria-hidden />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
