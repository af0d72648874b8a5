import { toast } from 'sonner';

/**
 * Online-only actions (unlocking, subscribing, following, roles, approving
 * vibes, the server chat) check first and say why they cannot run, so nothing
 * half-happens offline.
 */
export function requireOnline(action: string): boolean {
  if (typeof navigator === 'undefined' || navigator.onLine) return true;
  toast.error("You're offline", { description: `${action} needs a connection. Try again when you're back online.` });
  return false;
}
