// Who is signed in, as the rest of the app sees it. Filled from the stored
// session at start-up (works offline) and kept in step with the client.
import { create } from 'zustand';
import type { RecordModel } from 'pocketbase';
import { db } from '#/data/db';
import { appLog } from '#/data/log';
import { apiClient } from '#/data/server/client';
import { readStoredSession } from '#/data/server/session';

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

/**
 * Reads the stored session once and follows every later change. The first
 * screen waits for it, so it reads the stored session itself rather than
 * wait for the client's SDK to load; the client, when loaded, restores the
 * same session and is followed from then on.
 */
export function loadSession(): Promise<void> {
  started ??= readStoredSession(db).then((stored) => {
    // An expired token still names the user: their data stays on the device until they sign in again.
    publish(stored?.token ?? '', stored?.record ?? null);
    void apiClient().then(
      (pb) => {
        publish(pb.authStore.token, pb.authStore.record);
        pb.authStore.onChange((_token, model) => {
          writeHint(!!model);
          useSessionStore.setState({ ready: true, ...fromRecord(model, !!model) });
        });
      },
      (error: unknown) => appLog.error('session/client', error),
    );
  });
  return started;
}

/** The session the client holds (or will hold: the stored one), an expired token included. */
function publish(token: string, record: RecordModel | null) {
  const state = fromRecord(record, !!token && record?.collectionName === 'users' && !!record.id);
  writeHint(!!state.userId);
  useSessionStore.setState({ ready: true, ...state });
}

export function currentUserId(): string {
  return useSessionStore.getState().userId;
}
