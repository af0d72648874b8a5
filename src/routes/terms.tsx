import { ScrollText } from 'lucide-react';
import { LegalPage, mailLink, type LegalSection } from '#/components/legal-page';
import { FOLLOW_PRICE } from '#/domain/offers';

const mail = mailLink('legal@tastemap.app');

const SECTIONS: LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Who can use Tastemap',
    body: <p>You must be 18 or over to create an account or use Tastemap.</p>,
  },
  {
    id: 'beta',
    title: 'Currently in Beta',
    body: (
      <p>
        Tastemap is a beta service. Features, cities and prices may change, be added or be removed while we learn what works. We will try to
        give notice of significant changes, but some things may break along the way.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        Give accurate details when you sign up, keep your password to yourself and let us know if you think someone else is using your
        account. You are responsible for what happens under your account.
      </p>
    ),
  },
  {
    id: 'use',
    title: 'Acceptable use',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>No fake, paid-for or spam reviews, and no harassment of other users, tastemakers or businesses.</li>
        <li>No illegal, hateful or sexually explicit content, and nothing that infringes someone else's rights.</li>
        <li>No scraping, reverse engineering, or attempts to break or overload the service.</li>
      </ul>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <p>
        You keep ownership of the reviews and collections you create. By posting them you grant Tastemap a non-exclusive, royalty-free
        licence to store and display them within the service. Public collections are visible to anyone with the link; keep a collection
        private if you do not want it shared. We may remove content that breaks these terms.
      </p>
    ),
  },
  {
    id: 'tastemakers',
    title: 'Tastemaker content',
    body: (
      <p>
        Place picks, vibes and guide personas come from independent tastemakers and reflect their own opinions. They are not endorsements by
        Tastemap, and tastemakers are not paid by the places they recommend.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Payments run in mock mode during the beta: no real charges are made.</li>
        <li>
          City unlocks are a one-time purchase and stay unlocked permanently on your account. A city comes with its local guide; its other
          tastemakers are subscribed to one by one.
        </li>
        <li>
          Tastemaker subscriptions cost {FOLLOW_PRICE.amount}/month each. You can cancel at any time; access continues until the end of the
          current billing period.
        </li>
      </ul>
    ),
  },
  {
    id: 'ai',
    title: 'AI guide answers',
    body: (
      <p>
        The AI local guide can be wrong or out of date. Places close, move and change their hours, so check opening hours and details with
        the venue before you go. Do not rely on it for safety, medical or legal decisions.
      </p>
    ),
  },
  {
    id: 'warranty',
    title: 'No warranty',
    body: <p>Tastemap is provided "as is" and "as available", without warranties of any kind, to the extent the law allows.</p>,
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent permitted by law, Tastemap is not liable for indirect or consequential losses, or for your experience at any place
        listed in the app. Our total liability is limited to the amount you paid us in the 12 months before the claim. Nothing here limits
        rights you have under consumer law that cannot be excluded.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You can stop using Tastemap at any time and ask us to delete your account. We may suspend or close accounts that break these terms.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: <p>We may update these terms. We will change the date above, and continuing to use Tastemap means you accept the update.</p>,
  },
  { id: 'contact', title: 'Contact', body: <p>Questions about these terms? Write to {mail}.</p> },
];

/** `/terms` - terms of service. */
export function Component() {
  return (
    <LegalPage
      icon={ScrollText}
      title="Terms of Service"
      intro="These terms are the agreement between you and Tastemap when you use the app."
      idPrefix="terms"
      sections={SECTIONS}
      seeAlso={{ to: '/privacy', label: 'Privacy Policy' }}
    />
  );
}
