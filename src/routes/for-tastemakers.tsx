import { Link } from 'react-router';
import { FeatureList, type Feature } from '#/components/feature-list';
import { FOLLOW_PRICE } from '#/domain/offers';
import {
  ArrowRight,
  ChefHat,
  Coffee,
  LayoutDashboard,
  Mail,
  MapPin,
  MessageCircle,
  Music,
  Palette,
  Scissors,
  Sparkles,
  Users,
} from 'lucide-react';
import { BackLink } from '#/components/back-link';

const ROLE: Feature[] = [
  {
    icon: MapPin,
    title: 'Curate your city',
    text: 'Pick the places you actually go to - the counter seat, the late bar, the bakery that sells out by ten.',
  },
  {
    icon: Sparkles,
    title: 'Set your signature vibes',
    text: 'Tag your picks with the moods that define your taste so travellers can find places that feel like you.',
  },
  {
    icon: MessageCircle,
    title: 'Get a chat persona',
    text: 'The AI local guide gets a version flavoured by your picks and voice, so people can ask "where would you go?"',
  },
];

const BENEFITS = [
  { icon: Users, title: 'Subscribers', text: `Fans subscribe to your picks for ${FOLLOW_PRICE.amount}/month each.` },
  { icon: LayoutDashboard, title: 'Your dashboard', text: 'See your subscribers and the places you have curated in one place.' },
  { icon: Sparkles, title: 'Revenue sharing', text: 'A share of subscription revenue for tastemakers - coming soon.' },
];

const STEPS = [
  { title: 'Apply', text: 'Create an account and tell us who you are and which city you know best.' },
  { title: 'Build your map', text: 'Add your places, write a line on why each one matters and set your signature vibes.' },
  { title: 'Go live', text: 'Your profile and guide persona appear in the city, and travellers can start subscribing.' },
];

const WHO = [
  { icon: ChefHat, label: 'Chefs' },
  { icon: Palette, label: 'Artists' },
  { icon: Music, label: 'DJs' },
  { icon: Coffee, label: 'Baristas' },
  { icon: Scissors, label: 'Stylists' },
];

/** `/for-tastemakers` - invitation for local personalities to apply. */
export function Component() {
  return (
    <main className="mx-auto max-w-xl px-4 pb-8 pt-2">
      <BackLink fallback="/" />
      <span className="mt-2 flex w-fit items-center gap-1 rounded-full border border-brand/40 bg-brand/10 px-3 py-1 text-xs font-semibold text-brand">
        <Sparkles className="h-3 w-3" aria-hidden="true" /> For tastemakers
      </span>
      <h1 className="mt-4 text-3xl font-bold">Become a tastemaker</h1>
      <p className="mt-3 text-muted">
        Share your city with people who care. Tastemap is built on recommendations from locals with real taste. If friends already text you
        before they visit your city, we would love to have you on board.
      </p>

      <section aria-labelledby="ft-role" className="mt-8">
        <h2 id="ft-role" className="text-xl font-semibold">
          What a tastemaker does
        </h2>
        <FeatureList features={ROLE} />
      </section>

      <section aria-labelledby="ft-benefits" className="mt-8">
        <h2 id="ft-benefits" className="text-xl font-semibold">
          What you get
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-app bg-card-2 p-4">
              <Icon className="h-5 w-5 text-brand" aria-hidden="true" />
              <h3 className="mt-2 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ft-steps" className="mt-8">
        <h2 id="ft-steps" className="text-xl font-semibold">
          How it works
        </h2>
        <ol className="mt-3 space-y-3">
          {STEPS.map(({ title, text }, i) => (
            <li key={title} className="flex gap-3">
              <span
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-strong font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="ft-who" className="mt-8">
        <h2 id="ft-who" className="text-xl font-semibold">
          Who we are looking for
        </h2>
        <p className="mt-2 text-sm text-muted">
          Chefs, artists, DJs, baristas, stylists and other locals with real knowledge of their neighbourhoods - people whose picks come
          from years of living there, not from a list of trending spots.
        </p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {WHO.map(({ icon: Icon, label }) => (
            <li key={label} className="inline-flex items-center gap-1 rounded-full border border-app bg-card px-3 py-1 text-sm">
              <Icon className="h-3.5 w-3.5 text-brand" aria-hidden="true" /> {label}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ft-apply" className="mt-8 rounded-3xl bg-gradient-to-br from-brand-strong to-brand-2-strong p-6 text-white">
        <h2 id="ft-apply" className="text-2xl font-bold">
          Ready to put your city on the map?
        </h2>
        <p className="mt-1 text-sm">Seoul and New York City first, with more cities coming soon.</p>
        <Link
          to="/auth"
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-ink hover:opacity-90"
        >
          Apply as a tastemaker <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
        <p className="mt-4 text-sm">
          Already have an account?{' '}
          <Link to="/profile" className="underline underline-offset-4 hover:opacity-80">
            Become a tastemaker from your profile
          </Link>
        </p>
      </section>

      <p className="mt-6 text-sm text-muted">
        Questions first? Write to{' '}
        <a
          href="mailto:tastemakers@tastemap.app"
          className="inline-flex items-center gap-1 text-brand underline underline-offset-4 hover:opacity-80"
        >
          <Mail className="h-3.5 w-3.5" aria-hidden="true" /> tastemakers@tastemap.app
        </a>
      </p>
    </main>
  );
}
