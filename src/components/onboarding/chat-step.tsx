import { MessageCircle, Star } from 'lucide-react';
import { useCityPlaces } from '#/data/queries/places';
import { useCityTastemakers } from '#/data/queries/tastemakers';
import { exampleConversation, splitGuides } from '#/domain/onboarding';
import type { City } from '#/domain/types';
import { Button, Spinner } from '#/components/ui';
import { StepHeading } from './step-heading';

/**
 * Step 4: a static example of the guide chat. The answer names real places
 * only when the device has the city's places (a free city, say); otherwise it
 * stays general rather than inventing any.
 */
export function ChatStep({ city, onNext }: { city: City; onNext: () => void }) {
  const places = useCityPlaces(city.id);
  const tastemakers = useCityTastemakers(city.id);
  const guideName = splitGuides(tastemakers ?? [], city.featured_tastemaker).guide?.name ?? `${city.name} Local Guide`;
  const chat = places && exampleConversation(city, places);
  return (
    <section className="space-y-6">
      <StepHeading title="Chat with your guides">
        Ask in your own words. Your local guide answers with places from {city.name}&apos;s tastemakers.
      </StepHeading>
      <figure className="rounded-2xl border border-app bg-card p-4">
        <figcaption className="mb-3 flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted">
          <MessageCircle className="h-4 w-4" aria-hidden /> Example conversation
        </figcaption>
        {!chat ? (
          <Spinner />
        ) : (
          <ol className="space-y-3 text-sm">
            <li className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-brand-strong px-4 py-2.5 text-white">
              <span className="sr-only">You: </span>
              {chat.question}
            </li>
            <li className="w-fit max-w-[85%] rounded-2xl rounded-bl-sm bg-card-2 px-4 py-2.5">
              <p className="mb-1 text-xs font-semibold text-brand">{guideName}</p>
              <p>{chat.answer}</p>
              {chat.picks.length > 0 && (
                <ul className="mt-2 space-y-1">
                  {chat.picks.map((p) => (
                    <li key={p.id}>
                      <span className="font-semibold">{p.name}</span>
                      {p.neighborhood && <span className="text-muted"> · {p.neighborhood}</span>}
                      <span className="ml-1 inline-flex items-center gap-0.5 text-muted">
                        · <Star className="h-3 w-3 fill-brand-2 text-brand-2" aria-hidden />
                        <span className="sr-only">rated</span> {p.rating.toFixed(1)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          </ol>
        )}
      </figure>
      <Button className="w-full py-3" onClick={onNext}>
        Continue
      </Button>
    </section>
  );
}
