import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BackLink } from './back-link';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export function mailLink(address: string) {
  return (
    <a href={`mailto:${address}`} className="text-brand underline underline-offset-4 hover:opacity-80">
      {address}
    </a>
  );
}

interface LegalPageProps {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  intro: ReactNode;
  /** Prefix of the sections' heading ids. */
  idPrefix: string;
  sections: LegalSection[];
  seeAlso: { to: string; label: string };
}

/** The frame of the privacy policy and the terms: title, intro, sections, a link to the other one. */
export function LegalPage({ icon: Icon, title, intro, idPrefix, sections, seeAlso }: LegalPageProps) {
  return (
    <main className="mx-auto max-w-xl px-4 pb-8 pt-2">
      <BackLink fallback="/" />
      <Icon className="mt-2 h-8 w-8 text-brand" aria-hidden="true" />
      <h1 className="mt-3 text-3xl font-bold">{title}</h1>
      <p className="mt-1 text-sm text-muted">Last updated: January 2025</p>
      <p className="mt-4 text-muted">{intro}</p>
      {sections.map(({ id, title: heading, body }) => (
        <section key={id} aria-labelledby={`${idPrefix}-${id}`} className="mt-6">
          <h2 id={`${idPrefix}-${id}`} className="text-lg font-semibold">
            {heading}
          </h2>
          <div className="mt-2 text-sm leading-relaxed text-muted">{body}</div>
        </section>
      ))}
      <footer className="mt-10 border-t border-app pt-4 text-xs text-muted">
        <p>
          See also our{' '}
          <Link to={seeAlso.to} className="underline underline-offset-4">
            {seeAlso.label}
          </Link>
          .
        </p>
        <p className="mt-2">© 2025 Tastemap</p>
      </footer>
    </main>
  );
}
