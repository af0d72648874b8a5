import { ArrowLeft } from 'lucide-react';
import { stepProgress } from '#/domain/onboarding';

/** 'Step n of 6', the percent and a bar; Back from step 2 on. */
export function ProgressHeader({ step, onBack }: { step: number; onBack: () => void }) {
  const { label, percent } = stepProgress(step);
  return (
    <header className="space-y-2">
      <div className="flex min-h-11 items-center justify-between gap-2 text-sm">
        {step > 1 ? (
          <button
            type="button"
            onClick={onBack}
            className="-ml-3 inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-muted hover:bg-card-2 hover:text-fg"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back
          </button>
        ) : (
          <span />
        )}
        <p className="text-muted">
          <span className="font-semibold text-fg">{label}</span> · {percent}%
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${percent}%`}
        className="h-1.5 overflow-hidden rounded-full bg-card-2"
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </header>
  );
}
