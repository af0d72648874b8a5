// One way to call the server's routes: send, turn any failure into a
// ServerError the screens can show, and sync afterwards so the screens (which
// read Dexie) show what the server decided. Every online-only action and
// server read of the app goes through here.
import { StorageFullError } from '../writes/outbox';
import { syncNow } from '../sync/app-engine';
import { apiClient } from './client';
import { isResponseError } from './session';

export const OFFLINE_MESSAGE = "You're offline. This needs a connection.";

/** A failed call as a screen shows it: the server's reason when it gave one. */
export class ServerError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The route's machine-readable code, when it has one. */
    readonly code = '',
    /** Field errors of a record write, by field. */
    readonly fields: Record<string, { code: string; message: string }> = {},
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/** Any failure of a server call (or of the device write before it) as a ServerError; `fallback` when it says nothing useful. */
export function describeServerError(error: unknown, fallback: string): ServerError {
  if (error instanceof ServerError) return error;
  if (error instanceof StorageFullError) return new ServerError(error.message, 0, 'storage_full');
  if (isResponseError(error)) {
    if (error.status === 0) return new ServerError(OFFLINE_MESSAGE, 0, error.isAbort ? 'aborted' : 'offline');
    const response = (error.response ?? {}) as { message?: unknown; code?: unknown; data?: unknown };
    const fields = (response.data && typeof response.data === 'object' ? response.data : {}) as ServerError['fields'];
    const message = typeof response.message === 'string' ? response.message.replace(/\.$/, '') : '';
    // PocketBase's generic wording says nothing a traveller can act on.
    const generic = /^(Something went wrong|Failed to create record|Failed to update record)/.test(message);
    return new ServerError(
      !message || generic ? fallback : message,
      error.status,
      typeof response.code === 'string' ? response.code : '',
      fields,
    );
  }
  if (error instanceof TypeError) return new ServerError(OFFLINE_MESSAGE, 0, 'offline');
  // The app's own errors (a write refusing a blank name, a download that broke off) speak to the user already.
  if (error instanceof Error && error.message) return new ServerError(error.message, -1);
  return new ServerError(fallback, -1);
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  query?: Record<string, string>;
  /** Sync after a write (default): its result reaches the screens through Dexie. */
  sync?: boolean;
  /** Identical keys cancel an earlier call still under way (a search typed letter by letter). */
  requestKey?: string;
  /** What to say when the failure says nothing of its own. */
  fallback?: string;
}

/** Calls one of the server's routes; throws a ServerError. */
export async function callServer<T>(path: string, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const pb = await apiClient();
  let result: T;
  try {
    result = await pb.send<T>(path, {
      method,
      ...(method === 'POST' ? { body: options.body ?? {} } : {}),
      ...(options.query ? { query: options.query } : {}),
      requestKey: options.requestKey ?? null,
    });
  } catch (error) {
    throw describeServerError(error, options.fallback ?? 'Something went wrong. Please try again.');
  }
  if (method !== 'GET' && options.sync !== false) await syncNow();
  return result;
}
