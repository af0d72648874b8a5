// The Add to Home Screen tip's state on this device: what the browser says
// about installing, read by feature (src/domain/install.ts), and whether the
// traveller dismissed the tip, a flag in localStorage like the theme's.
import { create } from 'zustand';
import type { InstallSignals } from '#/domain/install';

const STORAGE_KEY = 'tastemap.homeScreenTip';

function readDismissed(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'dismissed';
  } catch {
    return false;
  }
}

/** `navigator.standalone` where the browser has it (WebKit on iOS and iPadOS), else undefined. */
export function navigatorStandalone(): boolean | undefined {
  if (typeof navigator === 'undefined' || !('standalone' in navigator)) return undefined;
  return typeof navigator.standalone === 'boolean' ? navigator.standalone : undefined;
}

interface HomeScreenTipState extends InstallSignals {
  dismiss: () => void;
}

export const useHomeScreenTipStore = create<HomeScreenTipState>((set) => ({
  standalone: navigatorStandalone(),
  installPrompt: false,
  dismissed: readDismissed(),
  dismiss: () => {
    try {
      localStorage.setItem(STORAGE_KEY, 'dismissed');
    } catch {
      // private mode: dismissed for this visit only
    }
    set({ dismissed: true });
  },
}));

// A browser that offers installation itself needs no tip. The event may come before a screen with
// the tip first imports this module; it does only in browsers without navigator.standalone, which
// never show the tip anyway, so listening from here on is a second guard, not the first.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', () => useHomeScreenTipStore.setState({ installPrompt: true }), { once: true });
}
