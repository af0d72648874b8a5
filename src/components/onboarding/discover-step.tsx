import { Compass, MapPinned, MessageCircle, SearchCheck, type LucideIcon } from 'lucide-react';
import type { City } from '#/domain/types';
import { Button } from '#/components/ui';
import { StepHeading } from './step-heading';

function tiles(city: City): ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> {
  return [
    { icon: Compass, title: 'Discovery page', text: `Hot places this month and top tastemakers in ${city.name}, filtered by category.` },
    { icon: MessageCircle, title: 'Chat', text: 'Ask your local guide anything and get picks from the places tastemakers recommend.' },
    { icon: SearchCheck, title: 'Deep Search', text: 'Search every place by name, neighborhood or vibe, with category filters.' },
    { icon: MapPinned, title: 'City Profile', text: `Your own page for ${city.name}, to share your taste with friends.` },
  ];
}

/** Step 5: the four ways to find places. */
export function DiscoverStep({ city, onNext }: { city: City; onNext: () => void }) {
  return (
    <section className="space-y-6">
      <StepHeading title="Discover places">Four ways to find your next favorite spot.</StepHeading>
      <ul className="grid grid-cols-2 gap-3">
        {tiles(city).map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-app bg-card p-4">
            <Icon className="h-6 w-6 text-brand" aria-hidden />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
      <Button className="w-full py-3" onClick={onNext}>
        Continue
      </Button>
    </section>
  );
}
