// The app's one PocketBase client (same origin as the app), created once the
// stored session has been read from IndexedDB. The SDK loads with it, on the
// first call, not with the app: the first screen needs only the session,
// which ../../stores/session.ts reads without it. Offline, the service worker
// has the SDK's chunk precached like every other.
import type PocketBase from 'pocketbase';
import { db } from '../db';

let client: Promise<PocketBase> | undefined;

export function apiClient(): Promise<PocketBase> {
  client ??= import('./api').then(({ createApiClient }) => createApiClient(db, globalThis.location?.origin ?? 'http://127.0.0.1:8090'));
  return client;
}
