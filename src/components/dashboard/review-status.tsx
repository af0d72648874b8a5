import { useId } from 'react';
import { Clock, XCircle } from 'lucide-react';
import type { TastemakerStatus } from '#/domain/types';

const WORDS = {
  pending: {
    title: 'Awaiting approval',
    body: "Travellers don't see your profile or your picks until an admin approves you. Keep adding places, notes and photos meanwhile: they show once you're approved.",
  },
  rejected: {
    title: 'Not approved',
    body: "An admin did not approve you, so travellers don't see your profile or your picks. Your places and notes stay here for you.",
  },
} as const;

/**
 * Where a self-made tastemaker stands with the admins' review, in the
 * dashboard and on the profile's status card; nothing once approved (or for
 * an admin previewing without a tastemaker record).
 */
export function ReviewStatusNotice({
  status,
  heading: Heading = 'h2',
  className = '',
}: {
  status: TastemakerStatus | undefined;
  heading?: 'h2' | 'h3';
  className?: string;
}) {
  const headingId = useId();
  if (status !== 'pending' && status !== 'rejected') return null;
  const words = WORDS[status];
  const Icon = status === 'pending' ? Clock : XCircle;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="review-status"
      className={`flex gap-3 rounded-2xl border p-3 text-sm ${status === 'pending' ? 'border-brand-2/50 bg-brand-2/10' : 'border-app bg-card-2'} ${className}`}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-2" aria-hidden />
      <div className="min-w-0 space-y-1">
        <Heading id={headingId} className="font-semibold">
          {words.title}
        </Heading>
        <p>{words.body}</p>
      </div>
    </section>
  );
}
