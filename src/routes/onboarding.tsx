// First-time setup (spec §2 'Onboarding'): six steps ending with the free
// first city. Only for signed-in users who have not unlocked a city yet.
import { useState } from 'react';
import { Navigate } from 'react-router';
import { useCities } from '#/data/queries/cities';
import { useProfile } from '#/data/queries/profile';
import { ONBOARDING_STEPS, toggleCitySelection } from '#/domain/onboarding';
import { useSessionStore } from '#/stores/session';
import { AllSetStep } from '#/components/onboarding/all-set-step';
import { ChatStep } from '#/components/onboarding/chat-step';
import { DiscoverStep } from '#/components/onboarding/discover-step';
import { GiftStep } from '#/components/onboarding/gift-step';
import { GuidesStep } from '#/components/onboarding/guides-step';
import { ProgressHeader } from '#/components/onboarding/progress-header';
import { WelcomeStep } from '#/components/onboarding/welcome-step';
import { Spinner } from '#/components/ui';

export function Component() {
  const userId = useSessionStore((s) => s.userId);
  const profile = useProfile(userId);
  const cities = useCities();
  const [step, setStep] = useState(1);
  const [cityId, setCityId] = useState<string | null>(null);

  if (profile === undefined || cities === undefined) return <Spinner />;
  // A missing profile is created by the server on first sync: until then the user has no city.
  if (profile?.unlocked_cities?.length) return <Navigate to="/" replace />;

  const city = cities.find((c) => c.id === cityId);
  // Steps after the gift need a city; if it vanished (a sync removed it), ask again.
  const current = step > 2 && !city ? 2 : step;
  const next = () => setStep(Math.min(current + 1, ONBOARDING_STEPS));

  return (
    <main className="mx-auto max-w-xl px-4 pb-8 pt-6">
      <ProgressHeader step={current} onBack={() => setStep(Math.max(current - 1, 1))} />
      <div key={current} className="mt-6">
        {current === 1 && <WelcomeStep onNext={next} />}
        {current === 2 && (
          <GiftStep
            cities={cities}
            selectedId={cityId}
            onToggle={(c) => setCityId((id) => toggleCitySelection(id, c))}
            onClear={() => setCityId(null)}
            onNext={next}
          />
        )}
        {city && current === 3 && <GuidesStep city={city} onNext={next} />}
        {city && current === 4 && <ChatStep city={city} onNext={next} />}
        {city && current === 5 && <DiscoverStep city={city} onNext={next} />}
        {city && current === 6 && <AllSetStep city={city} onChooseAgain={() => setStep(2)} />}
      </div>
    </main>
  );
}
