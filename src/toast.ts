// The app's toasts, with sonner's call shapes (toast(), toast.success(),
// toast.error(), … with description, duration, action) but without sonner on
// the app's start: sonner loads at the first toast, or with the toaster
// (components/app-toaster.tsx, which the layout loads after the screen), and
// a toast asked for before it has loaded is shown once it has, in order.
// sonner keeps its toasts until a toaster shows them, so one made before the
// toaster is on the page shows when it arrives.
import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { appLog } from './data/log';

type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Sonner | undefined;
/** Toasts asked for while sonner loads; undefined when it is not loading. */
let waiting: Array<(toast: Sonner) => void> | undefined;

function show(call: (toast: Sonner) => void): void {
  if (sonner) return call(sonner);
  if (waiting) {
    waiting.push(call);
    return;
  }
  waiting = [call];
  import('sonner').then(
    (module) => {
      sonner = module.toast;
      const calls = waiting ?? [];
      waiting = undefined;
      for (const queued of calls) queued(module.toast);
    },
    (error: unknown) => {
      // Offline with the chunk not stored: these toasts are lost, the next one tries again.
      waiting = undefined;
      appLog.error('toast', error);
    },
  );
}

const of =
  (kind: Kind) =>
  (message: Message, data?: ExternalToast): void =>
    show((toast) => toast[kind](message, data));

/** Shows a toast (sonner's toast()); it loads sonner first if need be. */
export const toast = Object.assign((message: Message, data?: ExternalToast): void => show((toast) => toast(message, data)), {
  success: of('success'),
  error: of('error'),
  info: of('info'),
  warning: of('warning'),
});
