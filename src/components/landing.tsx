import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Compass, MapPin, MessageCircle, Sparkles, WifiOff } from 'lucide-react';
import { FOLLOW_PRICE } from '#/domain/offers';

/** The footer's links: a list of single words, each its own 44 px tall target. */
const footerLink = 'inline-flex min-h-11 min-w-11 items-center';

const ROTATE_MS = 3000;
const FADE_MS = 300;

/** Cycles through `items` every 3 s, fading out for 300 ms before each change. */
function useRotatingItem<T>(items: readonly T[]): { item: T | undefined; visible: boolean } {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (items.length < 2) return;
    let fade: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setVisible(false);
      fade = setTimeout(() => {
        setIndex((i) => (i + 1) % items.length);
        setVisible(true);
      }, FADE_MS);
    }, ROTATE_MS);
    return () => {
      clearInterval(timer);
      if (fade) clearTimeout(fade);
    };
  }, [items.length]);
  return { item: items[index % Math.max(items.length, 1)], visible };
}

export interface LandingCity {
  name: string;
  status: string;
}

/** What the welcome gift gives in one live city, in words (src/domain/offers.ts); known once the cities are on the device. */
export interface LandingGift {
  city: string;
  line: string;
}

/** Until the first sync (and in the pre-rendered page), the landing page names the launch cities. */
export const LAUNCH_CITIES: LandingCity[] = [
  { name: 'Seoul', status: 'live' },
  { name: 'New York City', status: 'live' },
];

/**
 * The page signed-out visitors see at `/`. Its offer is the one there is: the
 * first city free with its local guide, and more tastemakers at their monthly
 * price (src/domain/offers.ts). The 'Tastemaker Package' of the first designs
 * is no product, so the page does not sell it.
 */
export function Landing({ cities, gifts = [] }: { cities: LandingCity[]; gifts?: readonly LandingGift[] }) {
  const liveNames = cities.filter((c) => c.status === 'live').map((c) => c.name);
  const { item: liveCity, visible } = useRotatingItem(liveNames.length ? liveNames : ['Seoul']);
  const tickerCities = cities.filter((c) => c.status !== 'archived');

  return (
    <main>
      <section className="relative overflow-hidden px-6 pb-12 pt-10 text-center">
        <div className="absolute inset-0 -z-10 bg-gradient-to-b from-brand/25 via-transparent to-transparent" />
        <span className="inline-flex items-center gap-1 rounded-full border border-brand/40 bg-brand/10 px-3 py-1 text-xs font-semibold text-brand">
          <Sparkles className="h-3 w-3" /> Currently in Beta
        </span>
        <h1 className="mx-auto mt-6 max-w-lg text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
          Eat, drink and explore{' '}
          <span
            className="bg-gradient-to-r from-brand to-brand-2 bg-clip-text text-transparent transition-opacity duration-300"
            style={{ opacity: visible ? 1 : 0 }}
            data-testid="rotating-city"
          >
            {liveCity}
          </span>{' '}
          like a local
        </h1>
        <p className="mx-auto mt-4 max-w-md text-muted">
          Curated places from the chefs, artists and DJs who live there, an AI local guide in your pocket, and it all works offline when you
          are on the road.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <Link to="/auth?tab=signup" className="rounded-full bg-brand-strong px-6 py-3 font-semibold text-white hover:opacity-90">
            Get Started Free
          </Link>
          <Link to="/auth" className="rounded-full border border-app px-6 py-3 font-semibold hover:bg-card-2">
            Sign In
          </Link>
        </div>
      </section>

      {tickerCities.length > 0 && (
        <section aria-label="Cities" className="overflow-hidden border-y border-app py-3">
          <div className="flex w-max animate-ticker gap-8 whitespace-nowrap text-sm text-muted">
            {[...tickerCities, ...tickerCities].map((c, i) => (
              <span key={`${c.name}-${i}`} className="inline-flex items-center gap-1">
                <MapPin className="h-3 w-3 text-brand" /> {c.name}
                {c.status === 'coming_soon' && <em className="text-xs not-italic opacity-70">· soon</em>}
              </span>
            ))}
          </div>
        </section>
      )}

      <section className="mx-auto grid max-w-3xl gap-4 px-6 py-12 sm:grid-cols-3">
        {[
          { icon: Compass, title: 'Curated by locals', text: 'Every place is picked by a tastemaker who actually goes there.' },
          { icon: MessageCircle, title: 'An AI local guide', text: 'Ask for a rooftop bar or a quiet cafe and get real places back.' },
          { icon: WifiOff, title: 'Works offline', text: 'Install it once; your city, saves and notes stay with you without data.' },
        ].map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-app bg-card p-5">
            <Icon className="h-6 w-6 text-brand" />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </div>
        ))}
      </section>

      <section className="mx-auto max-w-3xl px-6">
        <div className="rounded-3xl bg-gradient-to-br from-brand-strong to-brand-2-strong p-6 text-white" data-testid="welcome-gift">
          <p className="text-sm font-semibold uppercase tracking-wider">Welcome Gift</p>
          <h2 className="mt-2 text-2xl font-bold">Your first city free, with its local guide</h2>
          {gifts.length > 0 ? (
            <ul className="mt-2 space-y-1 text-sm">
              {gifts.map((gift) => (
                <li key={gift.city}>
                  <span className="font-semibold">{gift.city}:</span> {gift.line}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm">More tastemakers whenever you like, at {FOLLOW_PRICE.perMonth} each.</p>
          )}
          <p className="mt-1 text-sm">No payment needed for your first city. Mock payment mode during the beta.</p>
          <Link
            to="/auth?tab=signup"
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-white px-5 py-2.5 font-semibold text-ink"
          >
            Claim your free city
          </Link>
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-6 py-12 text-center">
        <h2 className="text-2xl font-bold">Join the First Wave</h2>
        <p className="mx-auto mt-2 max-w-md text-muted">
          Early members keep the Founding Member badge forever and help us choose the next cities.
        </p>
      </section>

      <footer className="border-t border-app px-6 py-10 text-sm">
        <div className="mx-auto grid max-w-3xl grid-cols-2 gap-8 sm:grid-cols-3">
          <div>
            <h3 className="font-semibold">Explore</h3>
            <ul className="mt-1 text-muted">
              <li>
                <Link to="/explorer" className={footerLink}>
                  Cities
                </Link>
              </li>
              <li>
                <Link to="/tastemakers" className={footerLink}>
                  Tastemakers
                </Link>
              </li>
              <li>
                <Link to="/search" className={footerLink}>
                  Search Places
                </Link>
              </li>
              <li>
                <Link to="/chat" className={footerLink}>
                  AI Guide
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">Company</h3>
            <ul className="mt-1 text-muted">
              <li>
                <Link to="/about" className={footerLink}>
                  About
                </Link>
              </li>
              <li>
                <Link to="/for-tastemakers" className={footerLink}>
                  Become a partner
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={footerLink}>
                  Privacy
                </Link>
              </li>
              <li>
                <Link to="/terms" className={footerLink}>
                  Terms
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">Contact</h3>
            <a className={`mt-1 ${footerLink} text-muted`} href="mailto:hello@tastemap.app">
              hello@tastemap.app
            </a>
          </div>
        </div>
        <p className="mx-auto mt-8 max-w-3xl text-xs text-muted">© 2025 Tastemap. Currently in Beta.</p>
      </footer>
    </main>
  );
}
