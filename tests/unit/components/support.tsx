// Rendering screens' pieces as a user meets them: inside a router, with the
// toasts shown, a signed-in (or not) session, the app's device database in
// fake-indexeddb, and the server replaced at the network edge only (fetch).
import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { vi } from 'vitest';
import { db } from '#/data/db';
import { useSessionStore } from '#/stores/session';

export type Reply = { status?: number; body: unknown } | (() => Promise<{ status?: number; body: unknown }>);

/** An empty answer of the sync route: a device that asks after a write gets nothing new. */
const quietSync = { cursor: '', more: false, progress: { done: 0, total: 0 }, scope: { user: '', cities: [] }, changes: {}, deletions: [] };

/**
 * The server as the device's fetch sees it: `routes` maps "METHOD /path" to a
 * reply; the sync route answers quietly unless given; anything else is a 404.
 * Returns the requests made, in order.
 */
export function fakeServer(routes: Record<string, Reply>): Array<{ method: string; path: string; body: unknown }> {
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  // The realtime connection a sync opens: connected at once, subscribed quietly.
  vi.stubGlobal(
    'EventSource',
    class extends EventTarget {
      constructor() {
        super();
        setTimeout(
          () =>
            this.dispatchEvent(
              new MessageEvent('PB_CONNECT', { data: JSON.stringify({ clientId: 'test-client' }), lastEventId: 'test-client' }),
            ),
          0,
        );
      }
      close() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path: url.pathname, body });
      const fallback =
        url.pathname === '/api/app/sync'
          ? { body: quietSync }
          : url.pathname === '/api/realtime'
            ? { status: 204, body: null }
            : { status: 404, body: { message: 'Not found.' } };
      const route = routes[`${method} ${url.pathname}`] ?? fallback;
      const reply = typeof route === 'function' ? await route() : route;
      if (reply.status === 204) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
}

/** A text matcher for toHaveTextContent that takes the whole text, not a part of it: `exactly('1 change')` is not '11 changes'. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

export function signInAs(userId: string) {
  useSessionStore.setState({ ready: true, userId, email: `${userId}@tastemap.test`, accountName: 'Mina' });
}

export function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `ui` at `route`, with the toasts; `location` shows where navigation went. */
export function renderScreen(ui: ReactElement, route = '/') {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <WhereAmI />
            </>
          }
        />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

export async function resetDevice() {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
  setOnline(true);
  useSessionStore.setState({ ready: true, userId: '', email: '', accountName: '' });
  await Promise.all(db.tables.map((table) => table.clear()));
}
