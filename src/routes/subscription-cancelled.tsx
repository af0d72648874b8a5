// /subscription-cancelled: where the payment provider sends a user who backed out.
import { Link } from 'react-router';
import { CircleSlash } from 'lucide-react';
import { BackLink } from '#/components/back-link';

export function Component() {
  return (
    <main className="mx-auto max-w-xl px-4 pb-8 pt-2">
      <BackLink fallback="/tastemakers" />
      <div className="mt-2 rounded-2xl border border-app bg-card px-6 py-10 text-center">
        <CircleSlash aria-hidden className="mx-auto h-10 w-10 text-muted" />
        <h1 className="mt-4 text-2xl font-bold">Payment cancelled</h1>
        <p className="mt-2 text-muted">No charge was made. You can subscribe any time.</p>
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Link
            to="/tastemakers"
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-strong px-4 py-2 text-sm font-semibold text-white hover:opacity-90"
          >
            Browse tastemakers
          </Link>
          <Link
            to="/"
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-app px-4 py-2 text-sm font-semibold hover:bg-card-2"
          >
            Go home
          </Link>
        </div>
      </div>
    </main>
  );
}
