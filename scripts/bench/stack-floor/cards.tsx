// The stack's own floor (stack-floor.ts): React drawing 20 place cards and
// nothing else. No router, no data, no icons library: the markup and classes
// of src/components/place-card.tsx, written out, with a heart that toggles.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

interface Card {
  id: string;
  name: string;
  rating: string;
  area: string;
  kind: string;
  text: string;
  tags: string[];
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={`h-5 w-5 ${filled ? 'fill-brand text-brand' : ''}`}
    >
      <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
    </svg>
  );
}

function PlaceCard({ place }: { place: Card }) {
  const [saved, setSaved] = useState(false);
  return (
    <article data-testid="place-card" className="overflow-hidden rounded-2xl border border-line bg-surface">
      <div className="relative">
        <div className="aspect-[16/9] w-full bg-surface-2" />
        <div className="absolute right-2 top-2 flex gap-2">
          <button
            type="button"
            onClick={() => setSaved(!saved)}
            aria-label={`Save ${place.name}`}
            className="rounded-full bg-black/50 p-3 text-white"
          >
            <Heart filled={saved} />
          </button>
        </div>
      </div>
      <div className="space-y-1 p-3">
        <div className="flex items-center justify-between gap-2">
          <h3 className="truncate text-base font-bold">{place.name}</h3>
          <span className="text-sm text-muted">★ {place.rating}</span>
        </div>
        <p className="text-sm text-muted">
          {place.area} · {place.kind}
        </p>
        <p className="line-clamp-2 text-sm">{place.text}</p>
        <div className="flex gap-2">
          {place.tags.map((tag) => (
            <span key={tag} className="rounded-full bg-surface-2 px-2 py-1 text-xs">
              {tag}
            </span>
          ))}
        </div>
      </div>
    </article>
  );
}

const places: Card[] = Array.from({ length: 24 }, (_, i) => ({
  id: `place-${i}`,
  name: `Place ${i + 1}`,
  rating: (4 + (i % 10) / 10).toFixed(1),
  area: 'Seongsu',
  kind: 'Cafe',
  text: 'A roastery in a converted factory, with long tables and a quiet room upstairs.',
  tags: ['coffee', 'quiet', 'wifi'],
}));

createRoot(document.getElementById('root')!).render(
  <main className="mx-auto max-w-xl space-y-4 px-4 pb-8 pt-4">
    <div className="space-y-3">
      {places.map((place) => (
        <PlaceCard key={place.id} place={place} />
      ))}
    </div>
  </main>,
);
