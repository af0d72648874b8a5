import { Bookmark, MessageCircle, Users, WifiOff, type LucideIcon } from 'lucide-react';
import { Button } from '#/components/ui';
import { StepHeading } from './step-heading';

const FEATURES: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Users,
    title: 'Curated by local tastemakers',
    text: 'Chefs, artists, DJs and baristas who live in the city pick the places they love.',
  },
  {
    icon: MessageCircle,
    title: 'An AI local guide',
    text: 'Ask for dinner tonight, a quiet café or a hidden gem, and get answers from local picks.',
  },
  { icon: WifiOff, title: 'Works offline', text: 'Your cities stay on your device, so the guide keeps working without a signal.' },
  {
    icon: Bookmark,
    title: 'Save places & collections',
    text: 'Bookmark places and group them into collections for a trip, a mood or a friend.',
  },
];

/** Step 1: what Tastemap does. */
export function WelcomeStep({ onNext }: { onNext: () => void }) {
  return (
    <section className="space-y-6">
      <StepHeading title="Welcome to Tastemap">Discover a city through the people who know it best.</StepHeading>
      <ul className="space-y-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-2xl border border-app bg-card p-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand/15 text-brand">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Button className="w-full py-3" onClick={onNext}>
        Get Started
      </Button>
    </section>
  );
}
