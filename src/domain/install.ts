// Installing the app where the browser offers no prompt. Chromium fires
// `beforeinstallprompt` and shows its own install button; Safari on iPhone and
// iPad never does: the traveller has to know to tap Share, then Add to Home
// Screen. It matters there more than anywhere: Safari deletes a website's
// stored data after seven days without a visit, but not a Home Screen app's.
// Everything here is read by feature, never from the user agent (iPadOS says
// it is a Mac).

/** What the browser says about installing, and what the traveller chose. */
export interface InstallSignals {
  /**
   * `navigator.standalone`, which only WebKit on iOS and iPadOS has: false in
   * Safari, true when opened from the Home Screen, undefined everywhere else.
   */
  standalone: boolean | undefined;
  /** A `beforeinstallprompt` event arrived: the browser offers installation itself. */
  installPrompt: boolean;
  /** The traveller dismissed the Home Screen tip on this device. */
  dismissed: boolean;
}

/** Whether to show the Add to Home Screen steps: Safari on iPhone or iPad, not installed, and not dismissed yet. */
export function showsHomeScreenTip({ standalone, installPrompt, dismissed }: InstallSignals): boolean {
  return standalone === false && !installPrompt && !dismissed;
}

/**
 * Whether to ask the browser to keep the app's data as soon as the app starts:
 * on iPhone and iPad (Safari or the Home Screen app), where WebKit decides on its
 * own without asking the traveller, and only where the Storage API has
 * `persist()`. Elsewhere a browser may ask the traveller, so the app asks only
 * when they act: 'Make available offline' and 'Keep data'.
 */
export function asksToKeepDataAtStart({ standalone, canPersist }: { standalone: boolean | undefined; canPersist: boolean }): boolean {
  return standalone !== undefined && canPersist;
}
