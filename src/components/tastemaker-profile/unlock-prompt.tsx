import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { FOLLOW_PRICE, type FollowOffer } from '#/domain/offers';
import { FollowPromise } from '../follow-promise';

/**
 * What a visitor without access sees under the header. `children` is the
 * subscription area for their state: Subscribe, Resubscribe, or Reactivate
 * after a failed payment. A city's local guide is not sold alone: it comes
 * with its city, whose page sells that (src/domain/offers.ts).
 */
export function UnlockPrompt({ name, offer, children }: { name: string; offer?: FollowOffer; children: ReactNode }) {
  const city = offer?.status === 'with_city' ? offer.city : null;
  return (
    <section className="rounded-3xl border border-app bg-card p-6 text-center" data-testid="unlock-prompt">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand/10">
        <Lock className="h-6 w-6 text-brand" aria-hidden />
      </span>
      {city ? (
        <>
          <p className="mt-3 text-lg font-semibold">
            {name} is {city.name}&apos;s local guide, included with the city
          </p>
          <div className="mt-5">
            <Link
              to={`/city/${city.slug}`}
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-strong px-5 py-2.5 text-sm font-semibold text-white hover:opacity-90"
            >
              See {city.name}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-lg font-semibold">Subscribe to see {name}'s places and signature vibes</p>
          <p className="mt-2 text-2xl font-bold">{FOLLOW_PRICE.amount}/month</p>
          <p className="mb-3 text-xs text-muted">Cancel anytime</p>
          {offer && <FollowPromise offer={offer} />}
          <div className="mt-5">{children}</div>
        </>
      )}
    </section>
  );
}
