// @vitest-environment jsdom
// The sync engine of the page (src/data/sync/engine.ts): when it syncs and how
// long it waits after a failure. Only the network edge is fake: `fetch` answers
// as the server would and `EventSource` stands in for the realtime connection;
// the engine, the outbox, push, pull and Dexie (fake-indexeddb) are the real
// ones. Timers and the clock are vitest's fake ones, so every delay is exact;
// IndexedDB keeps its real (setImmediate) scheduling.
//
// Each test makes its own engine (database, client, clock, log and status
// given to it) and disposes of it after. The page's lifecycle and the sync
// lock are the page's, so each test also imports a fresh copy of the data
// layer (vi.resetModules), and deletes the database after.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TastemapDB } from '#/data/db';
import type { ProblemLog } from '#/data/log';
import type { SyncEngine } from '#/data/sync/engine';
import type { SyncStatus } from '#/stores/sync-status';
import { BACKGROUND_SYNC_TAG } from '#/data/sync/background';

const USER = 'user0000000001';
const START = Date.UTC(2026, 4, 1, 9, 0, 0);

let engine: SyncEngine;
let lifecycle: typeof import('#/data/lifecycle');
let lock: typeof import('#/data/sync/lock');
let db: TastemapDB;
let log: ProblemLog;
let status: { getState: () => SyncStatus; setState: (state: Partial<SyncStatus>) => void };
let toggleSavedPlace: typeof import('#/data/writes/saved-places').toggleSavedPlace;

// ---- the network edge --------------------------------------------------------

interface Request {
  at: number;
  method: string;
  path: string;
}

/** What the fake server answers; each test changes the parts it needs. */
interface Behaviour {
  /** GET /api/app/sync: a status to fail with, 'network' to fail to connect, 'hang' to answer never (until cancelled), or 'ok'. */
  pull: number | 'network' | 'hang' | 'ok';
  /** POST /api/realtime (the subscription): a status to refuse it with, or 'ok'. */
  subscribe: number | 'ok';
  /** Record creates (one by one or in a batch): a status, 'network', or 'ok'. */
  writes: number | 'network' | 'ok';
  /** POST auth-refresh. */
  refresh: number | 'ok';
}

let requests: Request[];
let behaviour: Behaviour;
let pulls = 0;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function page() {
  pulls += 1;
  return {
    cursor: `cursor-${pulls}`,
    more: false,
    progress: { done: 0, total: 0 },
    scope: { user: USER, cities: [] },
    changes: {},
    deletions: [],
  };
}

function writeAnswer(body: Record<string, unknown>) {
  if (behaviour.writes === 'ok') return { status: 200, body: { ...body, created: '', updated: '' } };
  return { status: behaviour.writes as number, body: { status: behaviour.writes, message: 'Try again later.', data: {} } };
}

/** How the server answers one request; throws what fetch throws when the network fails. */
function answer(input: RequestInfo | URL, init: RequestInit = {}): Response {
  const url = new URL(input instanceof Request ? input.url : input.toString());
  const method = (init.method ?? 'GET').toUpperCase();
  requests.push({ at: Date.now(), method, path: url.pathname });
  if (url.pathname === '/api/app/sync') {
    if (behaviour.pull === 'network') throw new TypeError('Failed to fetch');
    if (behaviour.pull === 'hang') throw new Error('a hanging pull is answered by fakeFetch');
    if (behaviour.pull !== 'ok') return json(behaviour.pull, { status: behaviour.pull, message: 'Unavailable.', data: {} });
    return json(200, page());
  }
  if (url.pathname === '/api/realtime') {
    if (behaviour.subscribe !== 'ok') return json(behaviour.subscribe, { status: behaviour.subscribe, message: 'No.', data: {} });
    return new Response(null, { status: 204 });
  }
  if (url.pathname === '/api/collections/users/auth-refresh') {
    return behaviour.refresh === 'ok'
      ? json(200, { token: TOKEN, record: RECORD })
      : json(behaviour.refresh, { status: behaviour.refresh, message: 'No.', data: {} });
  }
  if (url.pathname === '/api/batch') {
    if (behaviour.writes === 'network') throw new TypeError('Failed to fetch');
    const raw = (init.body as FormData).get('@jsonPayload');
    const payload = JSON.parse(typeof raw === 'string' ? raw : '{}') as { requests: Array<{ body: Record<string, unknown> }> };
    const answers = payload.requests.map((r) => writeAnswer(r.body));
    const failed = answers.find((a) => a.status !== 200);
    return failed ? json(failed.status, failed.body) : json(200, answers);
  }
  if (/^\/api\/collections\/\w+\/records/.test(url.pathname)) {
    if (behaviour.writes === 'network') throw new TypeError('Failed to fetch');
    const written = writeAnswer(JSON.parse(typeof init.body === 'string' ? init.body : '{}'));
    return json(written.status, written.body);
  }
  return json(404, { status: 404, message: 'Not found.', data: {} });
}

/** A request the server never answers: it ends only when the device cancels it, as fetch does. */
function hang(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
}

const fakeFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const path = new URL(input instanceof Request ? input.url : input.toString()).pathname;
  if (path === '/api/app/sync' && behaviour.pull === 'hang') {
    requests.push({ at: Date.now(), method: 'GET', path });
    return hang(init?.signal);
  }
  return Promise.resolve().then(() => answer(input, init));
});

/** The realtime connection: connects at once and lets a test send the server's nudges. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('PB_CONNECT', { data: '{"clientId":"client1"}', lastEventId: 'client1' })));
  }
  close() {
    this.closed = true;
  }
  /** The server's nudge that rows this device may read changed. */
  nudge() {
    this.dispatchEvent(new MessageEvent('tastemap/sync', { data: '{"collection":"places"}' }));
  }
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN = `${base64url({ alg: 'HS256' })}.${base64url({ id: USER, type: 'auth', collectionId: '_pb_users_auth_', exp: 4_000_000_000 })}.sig`;
const RECORD = { id: USER, collectionId: '_pb_users_auth_', collectionName: 'users' };

// ---- helpers -----------------------------------------------------------------

const realTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Lets IndexedDB and the network promises run (real ticks, no fake time)
 * until `condition` holds. The engine's own delays only pass when a test
 * advances the fake clock, so a wait here never hides one.
 */
async function until(condition: () => boolean | Promise<boolean>, what = 'condition') {
  for (let i = 0; i < 5_000; i++) {
    if (await condition()) return;
    await realTick();
  }
  throw new Error(`${what} never held`);
}

/**
 * When each sync began (ms after START) and how many ended, as the status
 * indicator sees them: `syncing` turns on, then off. A sync turns it on in
 * the same task as the timer or event that starts it, so `starts` is exact
 * and complete the moment a test has advanced the clock.
 */
let starts: number[] = [];
let syncsDone = 0;

/** Waits until `n` syncs have finished since the test began, and the engine has settled after the last. */
async function syncsFinished(n: number) {
  await until(() => syncsDone >= n, `${n} finished syncs`);
  for (let i = 0; i < 5; i++) await realTick();
}

const pullTimes = () => requests.filter((r) => r.path === '/api/app/sync').map((r) => r.at - START);
const writeTimes = () =>
  requests
    .filter((r) => r.path === '/api/batch' || (r.method === 'POST' && r.path.startsWith('/api/collections/saved_places')))
    .map((r) => r.at - START);
const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);
const pendingWrites = () => db.outbox.where('status').equals('pending').count();
const write = (place: string) => toggleSavedPlace({ db, userId: USER }, place);

/** Starts the engine and waits for its first two syncs: the start, and the look after subscribing to nudges. */
async function started() {
  engine.start();
  await vi.advanceTimersByTimeAsync(0);
  await syncsFinished(1);
  await vi.advanceTimersByTimeAsync(0);
  await syncsFinished(2);
}

beforeEach(async () => {
  vi.resetModules();
  // Only timers and the clock: fake-indexeddb schedules with setImmediate, which stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START });
  vi.stubGlobal('fetch', fakeFetch);
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  requests = [];
  pulls = 0;
  starts = [];
  syncsDone = 0;
  behaviour = { pull: 'ok', writes: 'ok', refresh: 'ok', subscribe: 'ok' };
  ({ db } = await import('#/data/db'));
  const store = await import('#/stores/sync-status');
  status = store.useSyncStatus;
  store.useSyncStatus.subscribe((now, before) => {
    if (!before.syncing && now.syncing) starts.push(Date.now() - START);
    if (before.syncing && !now.syncing) syncsDone += 1;
  });
  ({ toggleSavedPlace } = await import('#/data/writes/saved-places'));
  lifecycle = await import('#/data/lifecycle');
  lock = await import('#/data/sync/lock');
  // A signed-in device: the session as the app stores it.
  await db.session.put({ key: 'session', value: JSON.stringify({ token: TOKEN, record: RECORD }) });
  const { createApiClient } = await import('#/data/server/api');
  const client = createApiClient(db, 'http://127.0.0.1:8090');
  const { createLog } = await import('#/data/log');
  log = createLog({ echo: () => {} });
  const { createSyncEngine, systemClock } = await import('#/data/sync/engine');
  engine = createSyncEngine({ db, client: () => client, clock: systemClock, log, status: store.useSyncStatus });
});

afterEach(async () => {
  lifecycle.showPage();
  engine.dispose();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.delete();
});

// ---- triggers ----------------------------------------------------------------

describe('triggers', () => {
  it('syncs at start, subscribes to nudges, then looks once more for changes made before the subscription', async () => {
    await started();
    expect(starts).toEqual([0, 0]);
    expect(pullTimes()).toEqual([0, 0]);
    expect(requests.filter((r) => r.path === '/api/realtime').map((r) => r.method)).toEqual(['POST']);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect((await db.meta.get('syncCursor'))?.value).toBe('cursor-2');
    expect(status.getState()).toMatchObject({ syncing: false, problem: '', online: true, nextRetryAt: null });
  });

  it('sends writes 250 ms after the last one, a burst in one request', async () => {
    await started();
    await write('place000000001');
    await vi.advanceTimersByTimeAsync(100);
    await write('place000000002');
    await write('place000000003');
    await vi.advanceTimersByTimeAsync(249);
    expect(starts).toEqual([0, 0]);
    expect(await pendingWrites()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 0, 350]);
    await syncsFinished(3);
    expect(requests.filter((r) => r.at - START === 350).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/batch',
      'GET /api/app/sync',
    ]);
    expect(await pendingWrites()).toBe(0);
  });

  it('syncs when the device comes back online, and not while it is offline', async () => {
    await started();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(status.getState()).toMatchObject({ online: false, problem: 'offline' });
    // Going offline drops the realtime connection.
    await until(() => FakeEventSource.opened[0]!.closed, 'realtime closed');

    // A write offline is kept; the sync it asks for does not start.
    await write('place000000001');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(starts).toEqual([0, 0]);
    expect(status.getState()).toMatchObject({ online: false, problem: 'offline' });

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(status.getState()).toMatchObject({ online: true, problem: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 0, 1_000]);
    await syncsFinished(3);
    expect(writeTimes()).toEqual([1_000]);
    expect(await pendingWrites()).toBe(0);
    // Back online, it subscribes again and looks once more.
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(4);
    expect(starts).toEqual([0, 0, 1_000, 1_000]);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('syncs when the page becomes visible again, not when it is hidden', async () => {
    await started();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(starts).toEqual([0, 0]);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 0, 5_000]);
    await syncsFinished(3);
    expect(pullTimes()).toEqual([0, 0, 5_000]);
  });

  it('pulls 300 ms after a realtime nudge, a burst of nudges in one pull', async () => {
    await started();
    const connection = FakeEventSource.opened[0]!;
    connection.nudge();
    await vi.advanceTimersByTimeAsync(200);
    connection.nudge();
    await vi.advanceTimersByTimeAsync(299);
    expect(starts).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([0, 0, 500]);
    await syncsFinished(3);
    expect(pullTimes()).toEqual([0, 0, 500]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toEqual([0, 0, 500]);
  });

  it("runs a 'Sync now' that arrives during a sync once more right after it, however many arrive", async () => {
    await started();
    const first = engine.syncNow();
    void engine.syncNow();
    void engine.syncNow();
    await first;
    expect(starts).toEqual([0, 0, 0]);
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts).toEqual([0, 0, 0, 0]);
    expect(pullTimes()).toEqual([0, 0, 0, 0]);
  });

  it('stops listening when disposed: no sync on online, writes or a pending retry', async () => {
    behaviour.pull = 'network';
    engine.start();
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(1);
    expect(status.getState().nextRetryAt).not.toBeNull();
    engine.dispose();
    window.dispatchEvent(new Event('online'));
    await write('place000000001');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(starts).toEqual([0]);
    expect(requests.map((r) => r.path)).toEqual(['/api/app/sync']);
  });
});

// ---- retry timing --------------------------------------------------------------

describe('retry timing', () => {
  beforeEach(() => {
    // Back-off has jitter (50-100% of the exponential delay): take its lower end, so each delay is exact.
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });

  it('retries writes the server could not take after 100, 200, 400, 800 ms, then sends them once it can', async () => {
    await started();
    behaviour.writes = 503;
    await write('place000000001');
    await vi.advanceTimersByTimeAsync(250);
    await syncsFinished(3);
    expect(status.getState()).toMatchObject({ problem: 'server', nextRetryAt: START + 350 });
    let at = 250;
    for (const delay of [100, 200, 400]) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(starts.at(-1)).toBe(at);
      await vi.advanceTimersByTimeAsync(1);
      at += delay;
      expect(starts.at(-1)).toBe(at);
      await syncsFinished(starts.length);
    }
    expect(writeTimes()).toEqual([250, 350, 550, 950]);
    expect(await pendingWrites()).toBe(1);
    behaviour.writes = 'ok';
    await vi.advanceTimersByTimeAsync(800);
    expect(starts.at(-1)).toBe(1_750);
    await syncsFinished(starts.length);
    expect(writeTimes()).toEqual([250, 350, 550, 950, 1_750]);
    expect(await pendingWrites()).toBe(0);
    expect(status.getState()).toMatchObject({ problem: '', nextRetryAt: null });
    // Back-off starts over for the next failure.
    behaviour.writes = 503;
    await write('place000000002');
    await vi.advanceTimersByTimeAsync(250);
    await syncsFinished(starts.length);
    expect(status.getState().nextRetryAt).toBe(Date.now() + 100);
  });

  it('keeps a write made during back-off until the back-off ends, instead of trying at once', async () => {
    await started();
    behaviour.writes = 'network';
    await write('place000000001');
    await vi.advanceTimersByTimeAsync(250);
    await syncsFinished(3);
    await vi.advanceTimersByTimeAsync(100);
    await syncsFinished(4);
    // The next attempt is due 200 ms later; this write asks for a sync in 250 ms.
    expect(status.getState().nextRetryAt).toBe(START + 550);
    behaviour.writes = 'ok';
    await write('place000000002');
    await vi.advanceTimersByTimeAsync(200);
    expect(starts).toEqual([0, 0, 250, 350, 550]);
    await syncsFinished(5);
    expect(writeTimes()).toEqual([250, 350, 550]);
    expect(await pendingWrites()).toBe(0);
    // The write's own sync, at 600 ms, finds nothing left to send.
    await vi.advanceTimersByTimeAsync(50);
    expect(starts).toEqual([0, 0, 250, 350, 550, 600]);
    await syncsFinished(6);
    expect(writeTimes()).toEqual([250, 350, 550]);
  });

  it('retries a pull that failed with growing delays, capped at 30 s at the lower end of the jitter', async () => {
    behaviour.pull = 'network';
    engine.start();
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(1);
    expect(status.getState()).toMatchObject({ problem: 'offline', nextRetryAt: START + 100 });
    const expected = [100, 200, 400, 800, 1_600, 3_200, 6_400, 12_800, 25_600, 30_000, 30_000];
    for (const delay of expected) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(syncsDone).toBe(starts.length);
      const count = starts.length;
      await vi.advanceTimersByTimeAsync(1);
      expect(starts).toHaveLength(count + 1);
      await syncsFinished(starts.length);
    }
    expect(gaps(starts)).toEqual(expected);
    expect(gaps(pullTimes())).toEqual(expected);

    // A server error is told apart from no connection, and the next success clears both.
    behaviour.pull = 503;
    await vi.advanceTimersByTimeAsync(30_000);
    await syncsFinished(13);
    expect(status.getState().problem).toBe('server');
    behaviour.pull = 'ok';
    await vi.advanceTimersByTimeAsync(30_000);
    await syncsFinished(14);
    expect(status.getState()).toMatchObject({ problem: '' });
    // After a success the next failure waits 100 ms again.
    behaviour.pull = 'network';
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(15);
    expect(status.getState().nextRetryAt).toBe(Date.now() + 100);
  });

  it('does not retry writes refused for an expired session: it keeps them and says so', async () => {
    await started();
    behaviour.writes = 401;
    behaviour.refresh = 401;
    await write('place000000001');
    await vi.advanceTimersByTimeAsync(250);
    await syncsFinished(3);
    expect(status.getState()).toMatchObject({ problem: 'session-expired', nextRetryAt: null });
    expect(requests.filter((r) => r.path === '/api/collections/users/auth-refresh')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(starts).toEqual([0, 0, 250]);
    expect(writeTimes()).toEqual([250]);
    expect(await pendingWrites()).toBe(1);
  });
});

// ---- leaving the page ----------------------------------------------------------

describe("the page's lifecycle", () => {
  const hideTab = (state: 'hidden' | 'visible') => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('stops the round in flight when the page is left, lets the sync lock go, and syncs again only once shown', async () => {
    await started();
    behaviour.pull = 'hang';
    void engine.syncNow();
    await until(() => pullTimes().length === 3, 'a pull in flight');
    expect(status.getState().syncing).toBe(true);

    lifecycle.hidePage(db);
    expect(status.getState()).toMatchObject({ syncing: false, progress: null, problem: '', nextRetryAt: null });
    // The lock is free at once: another tab (or the page the traveller went to) syncs meanwhile.
    await expect(lock.withLock(lock.SYNC_LOCK, () => Promise.resolve('free'))).resolves.toBe('free');

    // Nothing starts while the page is away: not 'online', not a retry, not a nudge.
    behaviour.pull = 'ok';
    window.dispatchEvent(new Event('online'));
    FakeEventSource.opened[0]!.nudge();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(starts).toEqual([0, 0, 0]);
    expect(pullTimes()).toEqual([0, 0, 0]);

    lifecycle.showPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(starts).toEqual([0, 0, 0, 60_000]);
    await syncsFinished(4);
    expect(pullTimes()).toEqual([0, 0, 0, 60_000]);
    expect((await db.meta.get('syncCursor'))?.value).toBe('cursor-3');
    expect(status.getState()).toMatchObject({ syncing: false, problem: '', online: true });
  });

  it('keeps writes made before the page was left, and sends them once it is shown', async () => {
    await started();
    behaviour.writes = 'network';
    await write('place000000001');
    await vi.advanceTimersByTimeAsync(250);
    await syncsFinished(3);
    expect(status.getState().nextRetryAt).not.toBeNull();

    lifecycle.hidePage(db);
    // The retry planned before is dropped with the page; being shown again is the next try.
    behaviour.writes = 'ok';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(writeTimes()).toEqual([250]);
    lifecycle.showPage();
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(4);
    // The outbox's own back-off (100 ms here) has long passed: the write goes at once.
    expect(writeTimes()).toEqual([250, 10_250]);
    expect(await pendingWrites()).toBe(0);
  });

  it('says writes wait for the app when the page is hidden with writes pending and no Background Sync, until they are sent', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await started();
    // Hidden with nothing waiting: nothing to say.
    hideTab('hidden');
    expect(status.getState().heldUntilOpen).toBe(false);
    hideTab('visible');
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(3);

    behaviour.writes = 'network';
    await write('place000000001');
    await write('place000000002');
    await vi.advanceTimersByTimeAsync(250);
    await syncsFinished(4);
    expect(await pendingWrites()).toBe(2);
    expect(status.getState().heldUntilOpen).toBe(false);

    // This device has no Background Sync (no service worker in the test's window): the note shows when hidden.
    hideTab('hidden');
    expect(status.getState().heldUntilOpen).toBe(true);
    // Back, and once the writes reach the server the note goes.
    behaviour.writes = 'ok';
    hideTab('visible');
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(5);
    // Still in the outbox's back-off (until 350 ms): the note stays until they are sent.
    expect(status.getState().heldUntilOpen).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    await syncsFinished(6);
    expect(writeTimes()).toEqual([250, 350]);
    expect(await pendingWrites()).toBe(0);
    await until(() => !status.getState().heldUntilOpen, 'the note gone');
  });

  it('says it on pagehide too, and not where Background Sync will send the writes', async () => {
    const registered: string[] = [];
    await started();
    behaviour.writes = 'network';
    await write('place000000001');
    await vi.advanceTimersByTimeAsync(250);
    await syncsFinished(3);
    lifecycle.hidePage(db);
    expect(status.getState().heldUntilOpen).toBe(true);
    lifecycle.showPage();
    status.setState({ heldUntilOpen: false });

    // A browser with Background Sync: the service worker sends them with no page open.
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: () => Promise.resolve({ sync: { register: (tag: string) => (registered.push(tag), Promise.resolve()) } }) },
    });
    try {
      await write('place000000002');
      await until(() => registered.length > 0, 'Background Sync registered');
      await until(async () => !status.getState().syncing && (await pendingWrites()) === 2, 'a settled engine');
      await vi.advanceTimersByTimeAsync(0);
      for (let i = 0; i < 20; i++) await realTick();
      hideTab('hidden');
      expect(registered[0]).toBe(BACKGROUND_SYNC_TAG);
      expect(status.getState().heldUntilOpen).toBe(false);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });
});

// ---- an instance -----------------------------------------------------------------

describe('an engine instance', () => {
  it('stops for good when disposed: the round in flight ends, the realtime connection closes, no timer is left', async () => {
    await started();
    behaviour.pull = 'hang';
    void engine.syncNow();
    await until(() => pullTimes().length === 3, 'a pull in flight');

    engine.dispose();
    expect(status.getState()).toMatchObject({ syncing: false, nextRetryAt: null });
    await until(() => FakeEventSource.opened[0]!.closed, 'realtime closed');
    // The lock is free at once, and nothing of the engine waits on the clock.
    await expect(lock.withLock(lock.SYNC_LOCK, () => Promise.resolve('free'))).resolves.toBe('free');
    expect(vi.getTimerCount()).toBe(0);

    // Nothing reaches it any more: not the network coming back, a write, a nudge, the page shown again, or a call.
    const before = requests.length;
    behaviour.pull = 'ok';
    window.dispatchEvent(new Event('online'));
    await write('place000000001');
    FakeEventSource.opened[0]!.nudge();
    lifecycle.hidePage(db);
    lifecycle.showPage();
    engine.requestSync(0);
    await engine.syncNow();
    engine.sessionChanged();
    await vi.advanceTimersByTimeAsync(120_000);
    for (let i = 0; i < 20; i++) await realTick();
    expect(requests.slice(before)).toEqual([]);
    expect(starts).toEqual([0, 0, 0]);
    expect(vi.getTimerCount()).toBe(0);
    expect(FakeEventSource.opened).toHaveLength(1);
    // Its round was stopped, not failed: nothing to show.
    expect(log.entries()).toEqual([]);
  });

  it('hears only its own database: a write to another device database starts no sync here', async () => {
    await started();
    const { TastemapDB } = await import('#/data/db');
    const other = new TastemapDB(`other-${Math.random()}`);
    try {
      await toggleSavedPlace({ db: other, userId: USER }, 'place000000001');
      await vi.advanceTimersByTimeAsync(1_000);
      expect(starts).toEqual([0, 0]);
    } finally {
      await other.delete();
    }
  });
});

describe('the problem log', () => {
  it('receives a round that failed, with where and why, as well as the status', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    behaviour.pull = 503;
    engine.start();
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(1);
    expect(status.getState().problem).toBe('server');
    expect(log.entries()).toEqual([{ at: START, level: 'error', where: 'sync/round', message: 'ClientResponseError 503: Unavailable.' }]);

    behaviour.pull = 'network';
    await vi.advanceTimersByTimeAsync(100);
    await syncsFinished(2);
    expect(log.entries()[1]).toMatchObject({ at: START + 100, level: 'warn', where: 'sync/round' });
  });

  it('receives a page the device failed to store', async () => {
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    vi.spyOn(db.meta, 'put').mockRejectedValue(full);
    engine.start();
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(1);
    expect(status.getState().problem).toBe('server');
    expect(log.entries()).toMatchObject([
      { level: 'error', where: 'sync/round', message: expect.stringContaining('QuotaExceededError') as unknown },
    ]);
  });

  it('receives a realtime subscription the server refused, which used to be dropped, and subscribes at the next round', async () => {
    behaviour.subscribe = 403;
    engine.start();
    await vi.advanceTimersByTimeAsync(0);
    await syncsFinished(1);
    await until(() => log.entries().length > 0, 'a logged refusal');
    expect(log.entries()).toMatchObject([{ level: 'warn', where: 'sync/realtime', message: 'ClientResponseError 403: No.' }]);

    behaviour.subscribe = 'ok';
    await engine.syncNow();
    await until(() => requests.filter((r) => r.path === '/api/realtime' && r.method === 'POST').length === 2, 'subscribed again');
  });

  it('receives writes the server could not take, with its reason', async () => {
    await started();
    behaviour.writes = 503;
    await write('place000000001');
    await vi.advanceTimersByTimeAsync(250);
    await syncsFinished(3);
    expect(log.entries()).toMatchObject([
      { level: 'warn', where: 'sync/push', message: 'Writes wait for a retry (status 503): Try again later.' },
    ]);
  });
});
