import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';

/**
 * What a visitor without access sees under the header. `children` is the
 * subscription area for their state: Subscribe, Resubscribe, or Reactivate
 * after a failed payment.
 */
export function UnlockPrompt({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-app bg-card p-6 text-center" data-testid="unlock-prompt">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand/10">
        <Lock className="h-6 w-6 text-brand" aria-hidden />
      </span>
      <p className="mt-3 text-lg font-semibold">Subscribe to see {name}'s places and signature vibes</p>
      <p className="mt-2 text-2xl font-bold">$0.99/month</p>
      <p className="text-xs text-muted">Cancel anytime</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
