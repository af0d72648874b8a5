import { Link } from 'react-router';
import { FeatureList, type Feature } from '#/components/feature-list';
import { Compass, Mail, MapPin, MessageCircle, Sparkles, Users, WifiOff } from 'lucide-react';
import { BackLink } from '#/components/back-link';

const BETA_CITIES = ['Seoul', 'New York City'];
const COMING_SOON = ['Tokyo', 'Lisbon', 'Mexico City', 'Bangkok', 'Berlin'];

const FEATURES: Feature[] = [
  {
    icon: Users,
    title: 'Curated by tastemakers',
    text: 'Every place is recommended by a local personality - a chef, an artist, a DJ, a barista - who actually goes there, not by an algorithm or paid placement.',
  },
  {
    icon: MessageCircle,
    title: 'An AI local guide per city',
    text: 'Ask the free local guide for a late-night noodle spot or a quiet cafe to work from, or switch to a guide flavoured by one of the tastemakers you follow.',
  },
  {
    icon: WifiOff,
    title: 'Works offline',
    text: 'Install Tastemap on your phone and your city, saved places and notes stay available without a connection - handy on the subway or abroad without data.',
  },
];

/** `/about` - what Tastemap is and who it is for. */
export function Component() {
  return (
    <main className="mx-auto max-w-xl px-4 pb-8 pt-2">
      <BackLink fallback="/" />
      <span className="mt-2 flex w-fit items-center gap-1 rounded-full border border-brand/40 bg-brand/10 px-3 py-1 text-xs font-semibold text-brand">
        <Sparkles className="h-3 w-3" aria-hidden="true" /> Currently in Beta
      </span>
      <h1 className="mt-4 text-3xl font-bold">About Tastemap</h1>
      <p className="mt-3 text-muted">
        Tastemap is a city guide for travellers and for locals who want to see their own city differently. Instead of endless star ratings,
        you get places picked by people whose taste you can trust: the tastemakers.
      </p>

      <section aria-labelledby="about-how" className="mt-8">
        <h2 id="about-how" className="text-xl font-semibold">
          How it works
        </h2>
        <FeatureList features={FEATURES} />
      </section>

      <section aria-labelledby="about-cities" className="mt-8">
        <h2 id="about-cities" className="text-xl font-semibold">
          Where we are
        </h2>
        <p className="mt-2 text-sm text-muted">
          During the beta, Tastemap covers two cities. More are on the way as we find the right tastemakers in each.
        </p>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Beta cities">
          {BETA_CITIES.map((city) => (
            <li
              key={city}
              className="inline-flex items-center gap-1 rounded-full bg-brand-strong px-3 py-1 text-sm font-semibold text-white"
            >
              <MapPin className="h-3 w-3" aria-hidden="true" /> {city}
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-sm font-semibold">Coming soon</h3>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Coming soon cities">
          {COMING_SOON.map((city) => (
            <li key={city} className="rounded-full border border-app bg-card-2 px-3 py-1 text-sm text-muted">
              {city}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-start" className="mt-8">
        <h2 id="about-start" className="text-xl font-semibold">
          Start exploring
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link
            to="/explorer"
            className="inline-flex items-center gap-2 rounded-full bg-brand-strong px-5 py-2.5 font-semibold text-white hover:opacity-90"
          >
            <Compass className="h-4 w-4" aria-hidden="true" /> Browse cities
          </Link>
          <Link
            to="/tastemakers"
            className="inline-flex items-center gap-2 rounded-full border border-app px-5 py-2.5 font-semibold hover:bg-card-2"
          >
            <Users className="h-4 w-4" aria-hidden="true" /> Meet the tastemakers
          </Link>
        </div>
      </section>

      <section aria-labelledby="about-contact" className="mt-8 rounded-2xl border border-app bg-card p-4">
        <h2 id="about-contact" className="text-xl font-semibold">
          Get in touch
        </h2>
        <p className="mt-1 text-sm text-muted">
          Found a place that closed, have a city you want next, or just want to say hi? We read every message.
        </p>
        <a
          href="mailto:hello@tastemap.app"
          className="mt-1 inline-flex min-h-11 items-center gap-2 text-brand underline underline-offset-4 hover:opacity-80"
        >
          <Mail className="h-4 w-4" aria-hidden="true" /> hello@tastemap.app
        </a>
      </section>

      <p className="mt-8 text-xs text-muted">© 2025 Tastemap. Currently in Beta.</p>
    </main>
  );
}
