import { useNavigate } from 'react-router-dom';
import { MapPin, PartyPopper, Users } from 'lucide-react';
import { toast } from 'sonner';
import { completeOnboarding } from '#/data/server/accounts';
import { useServerAction } from '#/data/server/use-server-action';
import type { City } from '#/domain/types';
import { Button, SafeImage } from '#/components/ui';
import { StepHeading } from './step-heading';
import { pictureOf } from '#/domain/images';

/**
 * Step 6: claims the chosen city on the server (online only: the server
 * decides the free first city), then goes home.
 */
export function AllSetStep({ city }: { city: City }) {
  const navigate = useNavigate();
  const { run: finish, busy: pending } = useServerAction(() => completeOnboarding(city.id), {
    needsConnection: 'Finishing onboarding',
    failure: { title: 'Failed to complete onboarding', description: 'Please try again.' },
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
        <div className="grid grid-cols-2 gap-2 p-4 text-sm">
          <p className="flex items-center gap-2">
            <MapPin className="h-4 w-4 text-brand" aria-hidden /> {city.places_count} places
          </p>
          <p className="flex items-center gap-2">
            <Users className="h-4 w-4 text-brand" aria-hidden /> {city.tastemakers_count} tastemakers
          </p>
        </div>
        <p className="flex items-center gap-2 border-t border-app px-4 py-3 text-sm text-muted">
          <PartyPopper className="h-4 w-4 text-brand-2" aria-hidden />{' '}
          {city.featured_tastemaker ? 'Yours for good, with your local guide included.' : 'Yours for good, no payment needed.'}
        </p>
      </div>
      <Button className="w-full py-3" disabled={pending} onClick={() => void finish()}>
        {pending ? 'Setting up…' : 'Start Exploring'}
      </Button>
    </section>
  );
}
