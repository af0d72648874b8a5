// The app's one PocketBase client (same origin as the app), created once the
// stored session has been read from IndexedDB.
import type PocketBase from 'pocketbase';
import { createApiClient } from './api';
import { db } from '../db';

let client: Promise<PocketBase> | undefined;

export function apiClient(): Promise<PocketBase> {
  client ??= createApiClient(db, globalThis.location?.origin ?? 'http://127.0.0.1:8090');
  return client;
}
