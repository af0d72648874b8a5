import { Link } from 'react-router';
import { followerLabel } from '#/domain/format';
import type { Tastemaker } from '#/domain/types';
import { EmptyState, SafeImage } from '../ui';
import { pictureOf } from '#/domain/images';

export const TOP_TASTEMAKERS = 6;

/** The city's most followed tastemakers (the free guide has its own card). */
export function TopTastemakers({ tastemakers }: { tastemakers: readonly Tastemaker[] }) {
  const top = tastemakers.filter((t) => !t.is_tour_guide).slice(0, TOP_TASTEMAKERS);
  return (
    <section aria-labelledby="top-tastemakers-heading" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 id="top-tastemakers-heading" className="text-xl font-bold">
          Top Tastemakers
        </h2>
        <Link to="/tastemakers" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand">
          View All
        </Link>
      </div>
      {top.length === 0 ? (
        <EmptyState title="No tastemakers available yet" />
      ) : (
        <ul className="grid grid-cols-2 gap-3" data-testid="top-tastemakers">
          {top.map((t) => (
            <li key={t.id}>
              <Link
                to={`/tastemaker/${t.slug}`}
                className="flex h-full flex-col items-center gap-2 rounded-2xl border border-app bg-card p-4 text-center hover:bg-card-2"
              >
                <SafeImage {...pictureOf('tastemakers', t)} alt="" className="h-16 w-16 rounded-full object-cover" />
                <span className="font-semibold">{t.name}</span>
                <span className="line-clamp-2 text-xs text-muted">{t.title}</span>
                <span className="text-xs text-muted">{followerLabel(t.followers)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
