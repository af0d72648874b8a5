import { BarChart3 } from 'lucide-react';

/** Placeholder until analytics ship. */
export function AnalyticsTab() {
  return (
    <section className="rounded-2xl border border-dashed border-app px-6 py-10 text-center">
      <BarChart3 className="mx-auto h-8 w-8 text-muted" aria-hidden />
      <h2 className="mt-3 font-semibold">Analytics are coming soon</h2>
      <p className="mt-2 text-sm text-muted">
        You will see how your subscribers grow over time, which of your places travellers save most, and what they ask your guide about.
      </p>
    </section>
  );
}
