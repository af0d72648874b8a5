import { useState } from 'react';
import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import type { City } from '#/domain/types';
import { Button } from '../ui';
import { Dialog } from '../dialog';

/**
 * The city's Tastemaker Package promotion (spec: 'Unlock for $5.99', 'Learn More'). Its numbers are
 * the city's own; the package is not on sale yet, so both buttons say so and point to what is.
 */
export function PremiumCard({ city }: { city: Pick<City, 'name' | 'places_count' | 'tastemakers_count'> }) {
  const [open, setOpen] = useState(false);
  const tastemakers = city.tastemakers_count === 1 ? '1 tastemaker' : `all ${city.tastemakers_count} ${city.name} tastemakers`;
  return (
    <section className="rounded-3xl bg-gradient-to-br from-brand-strong to-brand-2-strong p-5 text-white">
      <p className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wider">
        <Crown className="h-4 w-4" /> Premium
      </p>
      <h2 className="mt-1 text-2xl font-bold">{city.name} Tastemaker Package</h2>
      <p className="mt-1 text-sm">
        {tastemakers[0]!.toUpperCase() + tastemakers.slice(1)} and their {city.places_count} places, with lifetime access.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={() => setOpen(true)} className="rounded-full bg-white px-4 py-2 text-sm font-bold text-ink">
          Unlock for $5.99
        </button>
        <button type="button" onClick={() => setOpen(true)} className="rounded-full border border-white/70 px-4 py-2 text-sm font-semibold">
          Learn More
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`${city.name} Tastemaker Package`}
        description={`One payment, lifetime access to every ${city.name} tastemaker's curation.`}
      >
        <p className="text-sm text-muted">
          The package opens soon. Until then you can follow each tastemaker for $0.99 a month, and cancel any time. Payments run in mock
          mode during the beta: nothing is charged.
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Got it
          </Button>
          <Link to="/tastemakers" className="rounded-full bg-brand-strong px-4 py-2 text-sm font-semibold text-white hover:opacity-90">
            Browse tastemakers
          </Link>
        </div>
      </Dialog>
    </section>
  );
}
