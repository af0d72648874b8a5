import { Lock, Sparkles } from 'lucide-react';
import { useCityTastemakers } from '#/data/queries/tastemakers';
import { previewSpecialties, splitGuides } from '#/domain/onboarding';
import { cityOffer, countLabel, FOLLOW_PRICE } from '#/domain/offers';
import { useOfferContext } from '#/data/queries/offers';
import { useSessionStore } from '#/stores/session';
import type { City, Tastemaker } from '#/domain/types';
import { Button, EmptyState, SafeImage, Spinner } from '#/components/ui';
import { StepHeading } from './step-heading';
import { pictureOf } from '#/domain/images';

function GuideRow({ tastemaker, isGuide }: { tastemaker: Tastemaker; isGuide: boolean }) {
  return (
    <li className={`flex gap-3 rounded-2xl border bg-card p-3 ${isGuide ? 'border-brand/60' : 'border-app'}`}>
      <SafeImage {...pictureOf('tastemakers', tastemaker)} alt="" className="h-14 w-14 shrink-0 rounded-full object-cover" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate font-semibold">{tastemaker.name}</h2>
          {isGuide && <span className="rounded-full bg-brand-strong px-2 py-0.5 text-xs font-semibold text-white">Included free</span>}
        </div>
        <p className="truncate text-sm text-muted">{tastemaker.title}</p>
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Specialties">
          {previewSpecialties(tastemaker, isGuide).map((s) => (
            <li key={s} className="rounded-full bg-card-2 px-2 py-0.5 text-xs">
              {s}
            </li>
          ))}
        </ul>
        {!isGuide && (
          <p className="mt-2 flex items-center gap-1 text-xs text-muted">
            {/* What subscribing costs everywhere else (the card, the dialog), not the record's list price. */}
            <Lock className="h-3 w-3" aria-hidden /> Unlock later for {FOLLOW_PRICE.perMonth}
          </p>
        )}
      </div>
    </li>
  );
}

/** Step 3: who comes with the city: the free local guide, then the rest. */
export function GuidesStep({ city, onNext }: { city: City; onNext: () => void }) {
  const tastemakers = useCityTastemakers(city.id);
  const { guide, others } = splitGuides(tastemakers ?? [], city.featured_tastemaker);
  // What the gift's local guide opens (src/domain/offers.ts).
  const offers = useOfferContext(useSessionStore((s) => s.userId));
  const gift = offers && cityOffer('welcome_gift', city, offers).gives;
  return (
    <section className="space-y-6">
      <StepHeading title={`Meet ${city.name}'s tastemakers`}>
        Your local guide comes free with {city.name}. Unlock other tastemakers whenever you like.
      </StepHeading>
      {tastemakers === undefined ? (
        <Spinner />
      ) : tastemakers.length === 0 ? (
        <EmptyState title="No tastemakers available yet">They will appear here as soon as they join {city.name}.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {guide && <GuideRow tastemaker={guide} isGuide />}
          {others.map((t) => (
            <GuideRow key={t.id} tastemaker={t} isGuide={false} />
          ))}
        </ul>
      )}
      {guide && (
        <p className="flex items-center justify-center gap-1 text-center text-sm text-muted">
          <Sparkles className="h-4 w-4 text-brand-2" aria-hidden /> {guide.name} is included free with your city
          {gift ? `: ${countLabel(gift)}` : ''}.
        </p>
      )}
      <Button className="w-full py-3" onClick={onNext}>
        Continue
      </Button>
    </section>
  );
}
