import { Shield } from 'lucide-react';
import { LegalPage, mailLink, type LegalSection } from '#/components/legal-page';

const mail = mailLink('privacy@tastemap.app');

const SECTIONS: LegalSection[] = [
  {
    id: 'who',
    title: 'Who can use Tastemap',
    body: <p>Tastemap is intended for users 18 and over. We do not knowingly collect data from anyone younger.</p>,
  },
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>Your account details: e-mail address and name.</li>
        <li>Profile fields you fill in, such as your username.</li>
        <li>What you create in the app: saved places, collections, reviews and your vibe profiles.</li>
        <li>Your tastemaker subscriptions and the cities you have unlocked.</li>
        <li>
          Payments run in mock mode during the beta. No real charges are made and we never collect card numbers or other payment card data.
        </li>
      </ul>
    ),
  },
  {
    id: 'device',
    title: 'Data stored on your device',
    body: (
      <p>
        To work offline, Tastemap keeps copies of city guides, places and your own saves in your browser's IndexedDB and cache storage. This
        data stays on your device and is cleared when you sign out. You can also reset your profile at any time from the app.
      </p>
    ),
  },
  {
    id: 'ai',
    title: 'The AI local guide',
    body: (
      <p>
        When you ask the AI guide something, it receives your question, the city you chose and the guide you picked (the free local guide or
        a tastemaker-flavoured one). It does not receive your e-mail address. Avoid typing personal details into your questions.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'What we do not do',
    body: (
      <ul className="list-disc space-y-1 pl-5">
        <li>We do not sell your data, and we do not share it with advertisers.</li>
        <li>There are no third-party trackers, analytics pixels or ads in the app.</li>
      </ul>
    ),
  },
  {
    id: 'storage',
    title: 'Cookies and local storage',
    body: (
      <p>
        We only use your browser's storage for things the app needs: remembering your theme preference (light or dark) and keeping you
        signed in with a session. There are no advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Retention and deletion',
    body: (
      <p>
        We keep your data for as long as your account exists. You can reset your profile yourself in the app, which removes your vibe
        profiles and local data. In Profile, Settings, you can download your data as one file, or delete your account and everything linked
        to it, on every device; payment records are then kept without your name. If you cannot sign in, e-mail {mail} from the address you
        signed up with and we will delete it for you.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data is sent over encrypted connections (HTTPS), and access to our servers is restricted. No system is perfectly secure, so please
        use a strong, unique password and tell us right away if you suspect a problem.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        Tastemap is in beta and this policy may change as the product does. We will update the date above and, for significant changes, let
        you know in the app.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: <p>Questions about your data? Write to {mail}.</p>,
  },
];

/** `/privacy` - plain-language privacy policy. */
export function Component() {
  return (
    <LegalPage
      icon={Shield}
      title="Privacy Policy"
      intro="This policy explains, in plain language, what Tastemap collects, why, and what control you have over it."
      idPrefix="privacy"
      sections={SECTIONS}
      seeAlso={{ to: '/terms', label: 'Terms of Service' }}
    />
  );
}
