// The list/map switch of a list of places. The choice is in the address
// (?view=map), so Back, a reload and a shared link keep it; it replaces the
// entry instead of adding one, so Back still leaves the screen.
import { List, Map as MapIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';

export type PlacesView = 'list' | 'map';

export function usePlacesView(defaultView: PlacesView = 'list'): [PlacesView, (view: PlacesView) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: PlacesView = asked === 'map' || asked === 'list' ? asked : defaultView;
  const setView = (next: PlacesView) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === defaultView) updated.delete('view');
        else updated.set('view', next);
        return updated;
      },
      { replace: true },
    );
  return [view, setView];
}

const OPTIONS = [
  { value: 'list', label: 'List', icon: List },
  { value: 'map', label: 'Map', icon: MapIcon },
] as const;

export function ListMapToggle({ view, onChange }: { view: PlacesView; onChange: (view: PlacesView) => void }) {
  return (
    <div role="group" aria-label="Show places as" className="inline-flex shrink-0 rounded-full border border-app bg-card p-0.5">
      {OPTIONS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ${
            view === value ? 'bg-brand-strong text-white' : 'text-muted hover:text-fg'
          }`}
        >
          <Icon className="h-4 w-4" aria-hidden /> {label}
        </button>
      ))}
    </div>
  );
}
