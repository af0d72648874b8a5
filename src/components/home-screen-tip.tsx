import { useEffect } from 'react';
import { Share, Smartphone, SquarePlus } from 'lucide-react';
import { requestPersistentStorage } from '#/data/cache/images';
import { asksToKeepDataAtStart, showsHomeScreenTip } from '#/domain/install';
import { navigatorStandalone, useHomeScreenTipStore } from '#/stores/home-screen-tip';
import { Button } from './ui';

let askedToKeepData = false;

/** Asks once per start, where the rule says so (src/domain/install.ts); never throws where the API is missing. */
function useKeepDataOnIos() {
  useEffect(() => {
    if (askedToKeepData) return;
    askedToKeepData = true;
    const canPersist = typeof navigator !== 'undefined' && !!navigator.storage && 'persist' in navigator.storage;
    if (asksToKeepDataAtStart({ standalone: navigatorStandalone(), canPersist })) void requestPersistentStorage();
  }, []);
}

/**
 * The Add to Home Screen steps for Safari on iPhone and iPad, which has no
 * install prompt: shown until the traveller dismisses it, never once installed.
 */
export function HomeScreenTip() {
  useKeepDataOnIos();
  const shown = useHomeScreenTipStore(showsHomeScreenTip);
  const dismiss = useHomeScreenTipStore((s) => s.dismiss);
  if (!shown) return null;
  return (
    <section className="rounded-3xl border border-app bg-card p-5" aria-labelledby="home-screen-tip-heading" data-testid="home-screen-tip">
      <div className="flex items-start gap-3">
        <Smartphone className="mt-0.5 h-6 w-6 shrink-0 text-brand" aria-hidden />
        <div>
          <h2 id="home-screen-tip-heading" className="text-lg font-bold">
            Add Tastemap to your Home Screen
          </h2>
          <p className="mt-1 text-sm text-muted">
            Safari deletes a website’s stored data after seven days without a visit, but not a Home Screen app’s: your city, saved places
            and notes stay on this device.
          </p>
        </div>
      </div>
      <ol className="mt-4 space-y-3 text-sm">
        <li className="flex items-start gap-3">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-strong text-xs font-bold text-white">
            1
          </span>
          <span>
            Tap <Share className="inline h-4 w-4 align-text-bottom text-brand" aria-hidden /> <strong>Share</strong> in Safari’s toolbar
            <span className="block text-muted">Not there? It is in the ··· menu.</span>
          </span>
        </li>
        <li className="flex items-start gap-3">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-strong text-xs font-bold text-white">
            2
          </span>
          <span>
            Choose <SquarePlus className="inline h-4 w-4 align-text-bottom text-brand" aria-hidden /> <strong>Add to Home Screen</strong>
            <span className="block text-muted">Scroll down the list if you do not see it.</span>
          </span>
        </li>
      </ol>
      <Button variant="secondary" className="mt-4 min-h-11 min-w-11" onClick={dismiss}>
        Got it
      </Button>
    </section>
  );
}
