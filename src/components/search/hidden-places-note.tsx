import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import type { Tastemaker } from '#/domain/types';

/**
 * Under a search that found little: the places it could not find come with
 * the tastemakers the user does not follow yet (domain/shown-places.ts).
 * Names a few of them, each leading to their profile, and all of them.
 */
export function HiddenPlacesNote({ tastemakers }: { tastemakers: readonly Tastemaker[] }) {
  return (
    <aside
      aria-labelledby="hidden-places-heading"
      data-testid="hidden-places-note"
      className="space-y-3 rounded-2xl border border-app bg-card p-4"
    >
      <h2 id="hidden-places-heading" className="flex items-center gap-2 font-semibold">
        <Lock className="h-4 w-4 shrink-0 text-brand" aria-hidden /> More places come with tastemakers you don&apos;t follow yet
      </h2>
      <ul className="space-y-1">
        {tastemakers.map((t) => (
          <li key={t.id}>
            <Link to={`/tastemaker/${t.slug}`} className="-mx-2 block rounded-xl px-2 py-1.5 hover:bg-card-2">
              <span className="block font-medium">{t.name}</span>
              {!!t.specialties?.length && <span className="block text-xs text-muted">{t.specialties.slice(0, 3).join(' · ')}</span>}
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/tastemakers" className="inline-block text-sm font-semibold text-brand">
        Discover Tastemakers
      </Link>
    </aside>
  );
}
