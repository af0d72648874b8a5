import { useState } from 'react';
import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { FOLLOW_PRICE, standingLine, type CityGift } from '#/domain/offers';
import { Button } from '../ui';
import { Dialog } from '../dialog';

/**
 * Home's premium card (spec: 'Unlock for $5.99', 'Learn More'). The 'Tastemaker
 * Package' it once advertised is no product (src/domain/offers.ts), so it says
 * what there is to buy in the city: how much is open to the user already, and
 * the tastemakers still to follow at their monthly price.
 */
export function PremiumCard({ city, standing }: { city: { name: string }; standing: CityGift }) {
  const [open, setOpen] = useState(false);
  const rest = standing.rest.length > 0;
  return (
    <section className="rounded-3xl bg-gradient-to-br from-brand-strong to-brand-2-strong p-5 text-white" data-testid="premium-card">
      <p className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wider">
        <Crown className="h-4 w-4" /> Premium
      </p>
      <h2 className="mt-1 text-2xl font-bold">{city.name}&apos;s tastemakers</h2>
      <p className="mt-1 text-sm" data-testid="premium-standing">
        {standingLine(standing)}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {rest && (
          <Link to="/tastemakers" className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 text-sm font-bold text-ink">
            Follow for {FOLLOW_PRICE.perMonth}
          </Link>
        )}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="min-h-11 rounded-full border border-white/70 px-4 py-2 text-sm font-semibold"
        >
          Learn More
        </button>
      </div>
      <Dialog open={open} onOpenChange={setOpen} title={`Premium in ${city.name}`} description="What you have, and what you can add.">
        <p className="text-sm text-muted">
          Your city came with its local guide, free for good. Every other tastemaker is {FOLLOW_PRICE.perMonth}: their places open as soon
          as you follow, and you can cancel any time. Payments run in mock mode during the beta: nothing is charged.
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
