import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MapPin, PartyPopper, Users } from 'lucide-react';
import { toast } from '#/toast';
import { completeOnboarding } from '#/data/server/accounts';
import { useServerAction } from '#/data/server/use-server-action';
import type { City } from '#/domain/types';
import { cityOffer, placesSource, countLabel, restLabel } from '#/domain/offers';
import { useOfferContext } from '#/data/queries/offers';
import { useSessionStore } from '#/stores/session';
import { Button, SafeImage } from '#/components/ui';
import { StepHeading } from './step-heading';
import { pictureOf } from '#/domain/images';

/**
 * Step 6: claims the chosen city on the server (online only: the server
 * decides the free first city), then goes home. The welcome gift is spent once
 * per account: after a profile reset only the city it went to is free again,
 * and the server's refusal says which; it stays on screen with a way back to
 * the choice.
 */
export function AllSetStep({ city, onChooseAgain }: { city: City; onChooseAgain: () => void }) {
  const navigate = useNavigate();
  // What the gift gives (src/domain/offers.ts): the places it opens, and what stays paid beside them.
  const offers = useOfferContext(useSessionStore((s) => s.userId));
  const offer = offers && cityOffer('welcome_gift', city, offers);
  const rest = offer && restLabel(offer.gives);
  const [refusal, setRefusal] = useState('');
  const { run: finish, busy: pending } = useServerAction(() => completeOnboarding(city.id), {
    needsConnection: 'Finishing onboarding',
    failure: (error) => {
      // A refusal of the server's (not a lost connection) is worth keeping in view.
      // (Messages reach screens without their closing full stop; a sentence on the page gets it back.)
      if (error.status >= 400 && error.status < 500) setRefusal(/[.!?]$/.test(error.message) ? error.message : `${error.message}.`);
      return { title: 'Failed to complete onboarding', description: error.message };
    },
    onSuccess: () => {
      toast.success('Welcome aboard', { description: `${city.name} is unlocked. Enjoy exploring!` });
      navigate('/', { replace: true });
    },
  });

  return (
    <section className="space-y-6">
      <StepHeading title="You're all set!">Here is your free city. Everything is ready to explore.</StepHeading>
      <div className="overflow-hidden rounded-2xl border border-app bg-card">
        <div className="relative">
          <SafeImage {...pictureOf('cities', city)} alt="" loading="eager" className="aspect-[16/10] w-full object-cover" />
          <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent p-4 text-white">
            <p className="text-sm opacity-80">{city.country}</p>
            <h2 className="text-2xl font-extrabold">{city.name}</h2>
          </div>
        </div>
        {offer && (
          <div className="space-y-2 p-4 text-sm" data-testid="gift-promise">
            <p className="flex items-center gap-2">
              <MapPin className="h-4 w-4 shrink-0 text-brand" aria-hidden /> {countLabel(offer.gives)} {placesSource(offer)}
            </p>
            {rest && (
              <p className="flex items-center gap-2">
                <Users className="h-4 w-4 shrink-0 text-brand" aria-hidden /> {rest}
              </p>
            )}
          </div>
        )}
        <p className="flex items-center gap-2 border-t border-app px-4 py-3 text-sm text-muted">
          <PartyPopper className="h-4 w-4 text-brand-2" aria-hidden />{' '}
          {city.featured_tastemaker ? 'Yours for good, with your local guide included.' : 'Yours for good, no payment needed.'}
        </p>
      </div>
      <Button
        className="w-full py-3"
        disabled={pending}
        onClick={() => {
          setRefusal('');
          void finish();
        }}
      >
        {pending ? 'Setting up…' : 'Start Exploring'}
      </Button>
      {refusal && (
        <div role="alert" className="space-y-2 rounded-2xl border border-brand/40 bg-brand/5 p-4 text-sm">
          <p>{refusal}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" className="min-h-11" onClick={onChooseAgain}>
              Choose again
            </Button>
            <Link
              to="/explorer"
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand hover:bg-card-2"
            >
              Open the explorer
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
