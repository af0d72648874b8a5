import { useState } from 'react';
import { Check, Gift, MapPin } from 'lucide-react';
import { toast } from '#/toast';
import { featuredCities } from '#/domain/onboarding';
import { cityOffer, cityOfferLine, countLabel } from '#/domain/offers';
import { useOfferContext } from '#/data/queries/offers';
import { useSessionStore } from '#/stores/session';
import type { City } from '#/domain/types';
import { Button, SafeImage } from '#/components/ui';
import { CityPicker } from './city-picker';
import { StepHeading } from './step-heading';
import { pictureOf } from '#/domain/images';

function CityCard({ city, places, selected, onToggle }: { city: City; places?: string; selected: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label={city.name}
      aria-pressed={selected}
      onClick={onToggle}
      className={`relative overflow-hidden rounded-2xl border-2 bg-card text-left transition ${selected ? 'border-brand' : 'border-app hover:border-muted'}`}
    >
      <SafeImage {...pictureOf('cities', city)} alt="" className="aspect-[4/3] w-full object-cover" />
      {selected && (
        <span className="absolute right-2 top-2 flex h-6 w-6 items-center justify-center rounded-full bg-brand-strong text-white">
          <Check className="h-4 w-4" aria-hidden />
        </span>
      )}
      <span className="block p-3">
        <span className="block truncate font-semibold">{city.name}</span>
        <span className="block truncate text-xs text-muted">{city.country}</span>
        {places && (
          <span className="mt-1 flex items-center gap-1 text-xs text-muted">
            <MapPin className="h-3 w-3" aria-hidden /> {places} free
          </span>
        )}
      </span>
    </button>
  );
}

/** Step 2: the first city is free; pick it from the dropdown or a card. */
export function GiftStep({
  cities,
  selectedId,
  onToggle,
  onClear,
  onNext,
}: {
  cities: readonly City[];
  selectedId: string | null;
  onToggle: (city: City) => void;
  onClear: () => void;
  onNext: () => void;
}) {
  const [missing, setMissing] = useState(false);
  // What the gift gives in each city (src/domain/offers.ts).
  const offers = useOfferContext(useSessionStore((s) => s.userId));
  // Start Over also empties the search box: a new key gives a fresh picker.
  const [pickerKey, setPickerKey] = useState(0);
  const selected = cities.find((c) => c.id === selectedId);
  const toggle = (city: City) => {
    setMissing(false);
    onToggle(city);
  };

  function next() {
    if (!selected) {
      setMissing(true);
      toast.error('Select a city', { description: 'Please select a city to unlock' });
      return;
    }
    onNext();
  }

  return (
    <section className="space-y-6">
      <StepHeading title="Welcome Gift">Your first city is free. Pick the one you want to explore.</StepHeading>
      <div className="flex items-center gap-3 rounded-2xl border border-brand/40 bg-brand/10 p-4 text-sm">
        <Gift className="h-6 w-6 shrink-0 text-brand" aria-hidden />
        <p>
          {selected ? (
            <>
              <span className="font-semibold">{selected.name}</span> will be unlocked free, forever
              {offers && (
                <>
                  : <span data-testid="gift-promise">{cityOfferLine(cityOffer('welcome_gift', selected, offers))}</span>
                </>
              )}
              .
            </>
          ) : (
            'Choose any live city: it is yours to keep, no payment needed.'
          )}
        </p>
      </div>
      <CityPicker key={pickerKey} cities={cities} selectedId={selectedId} onPick={toggle} />
      <div className="grid grid-cols-2 gap-3">
        {featuredCities(cities).map((city) => (
          <CityCard
            key={city.id}
            city={city}
            places={offers && countLabel(cityOffer('welcome_gift', city, offers).gives)}
            selected={city.id === selectedId}
            onToggle={() => toggle(city)}
          />
        ))}
      </div>
      {missing && (
        <p role="alert" className="text-center text-sm text-brand">
          Please select a city to unlock
        </p>
      )}
      <div className="flex gap-3">
        <Button
          variant="secondary"
          className="flex-1 py-3"
          onClick={() => {
            setMissing(false);
            setPickerKey((k) => k + 1);
            onClear();
          }}
        >
          Start Over
        </Button>
        <Button className="flex-1 py-3" onClick={next}>
          Continue
        </Button>
      </div>
    </section>
  );
}
