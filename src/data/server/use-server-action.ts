// One way for a screen to run an action: a busy flag, the online check for
// actions only the server may decide, the spec's error toast (§8) with the
// server's reason, and the storage-full message for writes the device could
// not store. Screens hand it the action and the words; nothing else.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '#/toast';
import { describeServerError, type ServerError } from './call';

export interface ServerActionOptions<A extends unknown[], R> {
  /**
   * Set for an action only the server may decide: what it is, for the offline
   * message ('Subscribing' → "Subscribing needs a connection…"). Device writes,
   * which work offline, leave it out.
   */
  needsConnection?: string;
  /**
   * The spec's error toast. A title (the server's reason, or `description`,
   * goes under it), or a function that picks the words, or returns null
   * when it handled the error itself.
   */
  failure:
    string | { title: string; description?: string } | ((error: ServerError, ...args: A) => { title: string; description?: string } | null);
  onSuccess?: (result: R, ...args: A) => void;
}

export interface ServerAction<A extends unknown[], R> {
  /** Runs the action; resolves with its result, or undefined when it did not run or failed (the user was told). */
  run: (...args: A) => Promise<R | undefined>;
  busy: boolean;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * For an online-only action that starts elsewhere (opening the unlock dialog):
 * says why it cannot run offline, so nothing half-happens. False when offline.
 */
export function requireConnection(action: string): boolean {
  if (!isOffline()) return true;
  toast.error("You're offline", { description: `${action} needs a connection. Try again when you're back online.` });
  return false;
}

export function useServerAction<A extends unknown[], R>(
  action: (...args: A) => Promise<R>,
  options: ServerActionOptions<A, R>,
): ServerAction<A, R> {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const mounted = useRef(true);
  // run() stays the same function across renders (effects may depend on it) yet calls the latest action and words.
  const latest = useRef({ action, options });
  useLayoutEffect(() => {
    latest.current = { action, options };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    const { action: act, options: opts } = latest.current;
    if (running.current) return undefined;
    if (opts.needsConnection && !requireConnection(opts.needsConnection)) return undefined;
    running.current = true;
    setBusy(true);
    try {
      const result = await act(...args);
      opts.onSuccess?.(result, ...args);
      return result;
    } catch (caught) {
      const failure = opts.failure;
      const title = typeof failure === 'string' ? failure : typeof failure === 'function' ? '' : failure.title;
      const error = describeServerError(caught, typeof failure === 'object' && failure.description ? failure.description : title);
      if (error.code === 'storage_full') {
        toast.error(error.message);
        return undefined;
      }
      const words =
        typeof failure === 'function'
          ? failure(error, ...args)
          : { title, description: error.message === title ? undefined : error.message };
      if (words) toast.error(words.title, words.description ? { description: words.description } : undefined);
      return undefined;
    } finally {
      running.current = false;
      // A dialog the action closed (or a screen it left) is gone by now.
      if (mounted.current) setBusy(false);
    }
  }, []);

  return { run, busy };
}
