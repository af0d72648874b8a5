import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, Compass, User } from 'lucide-react';
import { checkActiveSubscription } from '#/data/server/subscriptions';
import { SUCCESS_INITIAL_WAIT_MS, SUCCESS_MAX_ATTEMPTS, successRetryDelay } from '#/domain/subscriptions';
import { useOfferContext } from '#/data/queries/offers';
import { placesLabel, placesOf } from '#/domain/offers';
import { useSessionStore } from '#/stores/session';
import { Spinner } from '#/components/ui';

type Phase = 'verifying' | 'confirmed' | 'received';

/**
 * /subscription-success (spec §4): asks the server whether the entitlement is
 * active, waiting 0.5 s first and retrying up to 5 times (1 s × attempt apart).
 * Not found, or an error on the last try, still counts as paid: 'Payment Received'.
 */
export function Component() {
  const [params] = useSearchParams();
  const tastemakerId = params.get('tastemaker_id') ?? '';
  const name = params.get('tastemaker_name') ?? '';
  const slug = params.get('tastemaker_slug') ?? '';
  const phase = useVerification(tastemakerId);
  const userId = useSessionStore((s) => s.userId);
  const offers = useOfferContext(userId);
  // What the follow opened, by the server's count of their places (src/domain/offers.ts).
  const opened = tastemakerId && offers ? placesOf(tastemakerId, offers).filter((p) => p.places > 0) : [];

  if (phase === 'verifying') {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <Spinner label="Verifying your subscription..." />
      </main>
    );
  }

  const confirmed = phase === 'confirmed';
  const label = name || 'this tastemaker';
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <CheckCircle2 className="mx-auto h-16 w-16 text-green-500" aria-hidden />
      <h1 className="mt-4 text-3xl font-bold">{confirmed ? 'Subscription confirmed!' : 'Payment Received'}</h1>
      <p className="mt-2 text-muted">
        {confirmed ? `You are now subscribed to ${label}` : 'Your payment was received. Your access will appear in a moment.'}
      </p>
      {confirmed && opened.length > 0 && (
        <p className="mt-2 text-sm" data-testid="follow-opened">
          {opened
            .map((p) => `${placesLabel(p.places)} they pick in ${p.city.name} ${p.places === 1 ? 'is' : 'are'} open to you now.`)
            .join(' ')}
        </p>
      )}
      <div className="mt-8 flex flex-col gap-3">
        {tastemakerId && (
          <Link
            to={`/tastemaker/${encodeURIComponent(slug || tastemakerId)}`}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-strong px-4 py-2.5 text-sm font-semibold text-white hover:opacity-90"
          >
            <User className="h-4 w-4" aria-hidden /> View {label}
          </Link>
        )}
        <Link
          to="/search"
          className="inline-flex items-center justify-center gap-2 rounded-full border border-app bg-card px-4 py-2.5 text-sm font-semibold hover:bg-card-2"
        >
          <Compass className="h-4 w-4" aria-hidden /> Discover places
        </Link>
      </div>
    </main>
  );
}

/** The verification loop; every pending timer is cleared on unmount. */
function useVerification(tastemakerId: string): Phase {
  // The phase is kept with the tastemaker it is about, so another tastemaker starts from 'verifying'.
  const [result, setResult] = useState<{ tastemakerId: string; phase: Phase } | null>(null);
  useEffect(() => {
    if (!tastemakerId) return;
    const setPhase = (phase: Phase) => setResult({ tastemakerId, phase });
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async (n: number) => {
      let found = false;
      // Not useServerAction: a failed look is quietly retried (spec §4), never shown.
      try {
        found = await checkActiveSubscription(tastemakerId);
      } catch {
        // A failed look is retried; a failure on the last one still shows 'Payment Received'.
      }
      if (cancelled) return;
      if (found) return setPhase('confirmed');
      if (n >= SUCCESS_MAX_ATTEMPTS) return setPhase('received');
      timer = setTimeout(() => void attempt(n + 1), successRetryDelay(n));
    };
    timer = setTimeout(() => void attempt(1), SUCCESS_INITIAL_WAIT_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [tastemakerId]);
  // Spec §4: without a tastemaker to look up, success is shown at once.
  if (!tastemakerId) return 'confirmed';
  return result?.tastemakerId === tastemakerId ? result.phase : 'verifying';
}
