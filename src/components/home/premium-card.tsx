import { useState } from 'react';
import { Crown } from 'lucide-react';
import { Button } from '../ui';
import { Dialog } from '../dialog';

/** The Seoul Tastemaker Package promotion (spec: 'Unlock for $5.99', 'Learn More'). */
export function PremiumCard() {
  const [open, setOpen] = useState(false);
  return (
    <section className="rounded-3xl bg-gradient-to-br from-brand to-brand-2 p-5 text-white">
      <p className="flex items-center gap-1 text-sm font-semibold uppercase tracking-wider opacity-90">
        <Crown className="h-4 w-4" /> Premium
      </p>
      <h2 className="mt-1 text-2xl font-bold">Seoul Tastemaker Package</h2>
      <p className="mt-1 text-sm opacity-90">All 5 Seoul tastemakers and their 500+ places, with lifetime access.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <span className="rounded-full bg-white px-4 py-2 text-sm font-bold text-ink">Unlock for $5.99</span>
        <button type="button" onClick={() => setOpen(true)} className="rounded-full border border-white/70 px-4 py-2 text-sm font-semibold">
          Learn More
        </button>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Seoul Tastemaker Package"
        description="One payment, lifetime access to every Seoul tastemaker's curation."
      >
        <p className="text-sm text-muted">
          The package opens soon. Until then you can follow each tastemaker for $0.99 a month, and cancel any time. Payments run in mock
          mode during the beta: nothing is charged.
        </p>
        <div className="mt-4 flex justify-end">
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </div>
      </Dialog>
    </section>
  );
}
