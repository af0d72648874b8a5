// The session at start (src/stores/session.ts, src/data/server/session.ts):
// the signed-in user is known from the stored session without the PocketBase
// SDK, which loads on demand with the client; the SDK's errors are still told
// apart from any other.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { db } from '#/data/db';
import { ServerError } from '#/data/server/call';
import { isResponseError, readStoredSession, SESSION_KEY } from '#/data/server/session';

const client = vi.hoisted(() => ({ resolve: undefined as undefined | ((pb: unknown) => void) }));
// The client (and the SDK with it) has not loaded yet: it resolves when the test says.
vi.mock('#/data/server/client', () => ({
  apiClient: () =>
    new Promise((resolve) => {
      client.resolve = resolve;
    }),
}));

const user = { id: 'u1', collectionName: 'users', email: 'ana@example.com', name: 'Ana' };

beforeEach(async () => {
  await db.session.clear();
});

describe('the session at start', () => {
  it('names the signed-in user before the client has loaded', async () => {
    await db.session.put({ key: SESSION_KEY, value: JSON.stringify({ token: 'expired.or.not', record: user }) });
    vi.resetModules();
    const { loadSession, useSessionStore } = await import('#/stores/session');
    await loadSession();
    expect(useSessionStore.getState()).toMatchObject({ ready: true, userId: 'u1', email: 'ana@example.com', accountName: 'Ana' });
    expect(client.resolve).toBeDefined();
  });

  it('then follows the client: a sign-out clears the user', async () => {
    await db.session.put({ key: SESSION_KEY, value: JSON.stringify({ token: 't', record: user }) });
    vi.resetModules();
    const { loadSession, useSessionStore } = await import('#/stores/session');
    await loadSession();
    const listeners: Array<(token: string, model: unknown) => void> = [];
    const authStore = { token: 't', record: user, onChange: (listener: (typeof listeners)[number]) => listeners.push(listener) };
    client.resolve!({ authStore });
    await vi.waitFor(() => expect(listeners).toHaveLength(1));
    expect(useSessionStore.getState().userId).toBe('u1');
    listeners[0]!('', null);
    expect(useSessionStore.getState()).toMatchObject({ ready: true, userId: '' });
  });

  it('reads no session from an empty, tokenless or unreadable row', async () => {
    expect(await readStoredSession(db)).toBeUndefined();
    await db.session.put({ key: SESSION_KEY, value: JSON.stringify({ token: '', record: user }) });
    expect(await readStoredSession(db)).toBeUndefined();
    await db.session.put({ key: SESSION_KEY, value: '{not json' });
    expect(await readStoredSession(db)).toBeUndefined();
  });
});

describe("the SDK's errors, told without it", () => {
  it('recognises what the SDK throws: an answer, no answer, an abort', () => {
    expect(isResponseError(new ClientResponseError({ status: 404, response: { message: 'Not found.' } }))).toBe(true);
    expect(isResponseError(new ClientResponseError(new TypeError('Failed to fetch')))).toBe(true);
    expect(isResponseError(new ClientResponseError({ isAbort: true }))).toBe(true);
    const offline = new ClientResponseError(new TypeError('Failed to fetch'));
    expect(isResponseError(offline) && offline.status).toBe(0);
  });

  it('recognises nothing else', () => {
    for (const other of [
      new Error('ClientResponseError'),
      new TypeError('Failed to fetch'),
      new ServerError('x', 500),
      { status: 500 },
      null,
    ]) {
      expect(isResponseError(other)).toBe(false);
    }
  });
});
