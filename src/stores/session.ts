// Who is signed in, as the rest of the app sees it. Filled from the stored
// session at start-up (works offline) and kept in step with the client.
import { create } from 'zustand';
import type { RecordModel } from 'pocketbase';
import { sessionUserId } from '#/data/api';
import { apiClient } from '#/data/client';

export interface SessionState {
  /** False until the stored session has been read. */
  ready: boolean;
  userId: string;
  email: string;
  /** The account's name (the profile's name is what screens show). */
  accountName: string;
}

export const useSessionStore = create<SessionState>(() => ({ ready: false, userId: '', email: '', accountName: '' }));

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
    useSessionStore.setState({ ready: true, ...fromRecord(record, !!sessionUserIdOrStale(pb)) });
    pb.authStore.onChange((_token, model) => {
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
