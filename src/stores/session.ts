// Who is signed in, as the rest of the app sees it. Filled from the stored
// session at start-up (works offline) and kept in step with the client.
import { create } from 'zustand';
import type { RecordModel } from 'pocketbase';
import { sessionUserId } from '#/data/server/api';
import { apiClient } from '#/data/server/client';

export interface SessionState {
  /** False until the stored session has been read. */
  ready: boolean;
  userId: string;
  email: string;
  /** The account's name (the profile's name is what screens show). */
  accountName: string;
}

// Whether this browser has a stored session, kept in localStorage (no secret,
// just a flag) so that visitors see the landing page before IndexedDB is open.
const HINT_KEY = 'tastemap.hasSession';
function readHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}
function writeHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // private mode: the landing page waits for IndexedDB instead
  }
}

export const useSessionStore = create<SessionState>(() => ({
  ready: typeof localStorage !== 'undefined' && !readHint(),
  userId: '',
  email: '',
  accountName: '',
}));

function fromRecord(record: RecordModel | null, valid: boolean): Omit<SessionState, 'ready'> {
  if (!record || !valid || record.collectionName !== 'users') return { userId: '', email: '', accountName: '' };
  return { userId: record.id, email: String(record.email ?? ''), accountName: String(record.name ?? '') };
}

let started: Promise<void> | undefined;

/** Reads the stored session once and follows every later change. */
export function loadSession(): Promise<void> {
  started ??= apiClient().then((pb) => {
    // An expired token still names the user: their data stays on the device until they sign in again.
    const record = pb.authStore.record;
    const state = fromRecord(record, !!sessionUserIdOrStale(pb));
    writeHint(!!state.userId);
    useSessionStore.setState({ ready: true, ...state });
    pb.authStore.onChange((_token, model) => {
      writeHint(!!model);
      useSessionStore.setState({ ready: true, ...fromRecord(model, !!model) });
    });
  });
  return started;
}

function sessionUserIdOrStale(pb: Awaited<ReturnType<typeof apiClient>>): string {
  return sessionUserId(pb) || (pb.authStore.token && pb.authStore.record?.collectionName === 'users' ? pb.authStore.record.id : '');
}

export function currentUserId(): string {
  return useSessionStore.getState().userId;
}
