// Server load test for `npm run bench`: a fixed number of requests from a pool
// of signed-in devices, on loopback, so the figures say what one PocketBase
// serves on this machine.
//
// The devices are travellers following Seoul's tastemakers (the seed city
// most users start in, not the 5,000-place bench city: a no-change sync runs
// the same indexed queries whatever the city's size, and a first sync of Seoul
// is what most new devices ask for). Each one makes its own first sync, so its cursor is
// the one a real device echoes; then every device syncs again and again with
// nothing changed, and sends saved places the way src/data/sync/push.ts does.
//
// The load generator is this one Node thread, on the same 2 cores as the
// server: keep-alive sockets and tiny answers keep its share small (the
// no-change rows say how much CPU it used per request), but the figures are a
// floor for a server with the machine to itself. The load average printed with
// the first row says how busy the machine already was.
//
// The app's client is a browser: pb.send() is a plain fetch, so the browser's
// HTTP cache keeps each sync answer with its ETag (private, no-cache) and
// revalidates the same URL with If-None-Match, which an idle device asks for
// again and again. The no-change sync is measured both ways: without that
// cache (any other client), and as a browser sends it.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { gunzipSync } from 'node:zlib';
import type PocketBase from 'pocketbase';
import { membershipId, randomId } from '#/domain/ids';

export type Report = (section: string, what: string, figure: string) => void;

// Sized so the section takes a minute or two at today's speed (tens of syncs a second).
const DEVICES = 50;
const SYNC_REQUESTS = 3_000;
const IN_FLIGHT = 16;
const ALONE = 100; // no-change syncs one at a time: the latency without queueing
const SINGLE_WRITES = 5; // per device: saves made while online go one at a time
const BATCH = 50; // per batch, as push.ts sends a queue that built up offline
const BATCHES = 1; // per device
// The sync route re-sends rows this recent (pb_hooks/lib/sync.js); no-change figures wait it out.
const OVERLAP_MS = 10_000;

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Answer {
  status: number;
  text: string;
  ms: number;
  etag: string;
}

interface Device {
  id: string;
  token: string;
  cursor: string;
  /** What a browser's HTTP cache keeps of the device's last sync answer. */
  cached?: { url: string; etag: string; text: string };
}

const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });

function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: { 'Accept-Encoding': 'gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - start, etag: String(res.headers.etag ?? '') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs `count` tasks with at most `inFlight` at once; the wall time in seconds. */
async function inPool<T>(count: number, inFlight: number, task: (i: number) => Promise<T>): Promise<{ results: T[]; seconds: number }> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, worker));
  return { results, seconds: (performance.now() - start) / 1000 };
}

const rowsOf = (page: { changes?: Record<string, unknown[]>; deletions?: unknown[] }) =>
  Object.values(page.changes ?? {}).reduce((n, list) => n + (Array.isArray(list) ? list.length : 0), 0) + (page.deletions?.length ?? 0);

/** One sync from the device's cursor; `revalidate`: as a browser does, with the ETag its HTTP cache kept for this URL. */
async function syncOnce(
  url: string,
  device: Device,
  revalidate = false,
): Promise<Answer & { rows: number; more: boolean; revalidated: boolean }> {
  const target = `${url}/api/app/sync?cursor=${encodeURIComponent(device.cursor)}`;
  const cached = revalidate && device.cached?.url === target ? device.cached : undefined;
  const answer = await send(target, 'GET', { Authorization: device.token, ...(cached ? { 'If-None-Match': cached.etag } : {}) });
  // The HTTP cache answers a 304 with the body it kept, as fetch() does in a browser.
  const revalidated = answer.status === 304 && !!cached;
  if (answer.status !== 200 && !revalidated) return { ...answer, rows: 0, more: false, revalidated };
  const text = revalidated ? cached.text : answer.text;
  if (!revalidated) device.cached = { url: target, etag: answer.etag, text };
  const page = JSON.parse(text) as { cursor: string; more: boolean; changes?: Record<string, unknown[]>; deletions?: unknown[] };
  device.cursor = page.cursor;
  return { ...answer, status: 200, text, rows: rowsOf(page), more: page.more, revalidated };
}

/** The load generator's own CPU time per request (ms) while `run` went on. */
async function withClientCpu<T>(requests: number, run: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  return { result, cpuMs: (used.user + used.system) / 1000 / requests };
}

/** The devices, each signed in (impersonated) and following every Seoul tastemaker. */
async function createDevices(admin: PocketBase, cityId: string): Promise<Device[]> {
  const run = randomBytes(4).toString('hex');
  const password = randomBytes(12).toString('hex');
  // One request each, not batches: a batch must end within its 10 s timeout, and each create hashes a password.
  const users = await inPool(DEVICES, 4, (i) =>
    admin
      .collection('users')
      .create({ email: `load-${run}-${i}@tastemap.test`, password, passwordConfirm: password, verified: true }, { requestKey: null }),
  );
  const ids = users.results.map((user) => user.id);
  const links = await admin.collection('city_tastemakers').getFullList({ filter: `city="${cityId}"`, requestKey: null });
  const follows = ids.flatMap((user) => links.map((link) => ({ user, tastemaker: link.tastemaker as string })));
  await inPool(follows.length, 4, (i) =>
    admin.collection('entitlements').create({ ...follows[i], subscribed: true, status: 'active', monthly_amount: 0 }, { requestKey: null }),
  );
  const { results } = await inPool(ids.length, 4, async (i) => {
    const client = await admin.collection('users').impersonate(ids[i]!, 3600, { requestKey: null });
    return { id: ids[i]!, token: client.authStore.token, cursor: '' };
  });
  return results;
}

function savedPlaceBody(userId: string, placeId: string) {
  const now = Date.now();
  return {
    id: membershipId('saved_places', { user: userId, place: placeId }),
    user: userId,
    place: placeId,
    _clock: { user: now, place: now },
    _write: randomId((n) => randomBytes(n)),
  };
}

/** A batch as the PocketBase SDK sends it: multipart with the requests in `@jsonPayload`. */
function batchBody(userId: string, placeIds: string[]): { body: string; type: string } {
  const requests = placeIds.map((place) => ({
    method: 'POST',
    url: '/api/collections/saved_places/records',
    body: savedPlaceBody(userId, place),
  }));
  const boundary = `----tastemap${randomBytes(8).toString('hex')}`;
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="@jsonPayload"\r\n\r\n` +
    `${JSON.stringify({ requests })}\r\n--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

function latencies(answers: Answer[]) {
  const times = answers.map((a) => a.ms);
  return `p50 ${ms(percentile(times, 0.5))}, p99 ${ms(percentile(times, 0.99))}`;
}

function failures(answers: Answer[], ok = 200) {
  const failed = answers.filter((a) => a.status !== ok);
  if (!failed.length) return '';
  return `; ${failed.length} failed (first: ${failed[0]!.status} ${failed[0]!.text.slice(0, 120)})`;
}

export async function loadFigures(url: string, admin: PocketBase, report: Report) {
  const seoul = await admin.collection('cities').getFirstListItem('slug = "seoul"', { requestKey: null });
  const picks = await admin
    .collection('tastemaker_places')
    .getFullList({ filter: `city="${seoul.id}"`, fields: 'place', requestKey: null });
  const places = [...new Set(picks.map((p) => p.place as string))];
  if (places.length < SINGLE_WRITES + BATCH * BATCHES) throw new Error(`Seoul has only ${places.length} picked places`);

  // One address sends what thousands of phones would: the per-address rate limits are for
  // abuse, not capacity, so the loopback is exempt while the test runs (and only then).
  const settings = await admin.settings.getAll({ requestKey: null });
  const rateLimits = settings.rateLimits as { excludedIPs?: string[] };
  await admin.settings.update(
    { rateLimits: { ...rateLimits, excludedIPs: [...(rateLimits.excludedIPs ?? []), '127.0.0.1'] } },
    { requestKey: null },
  );
  try {
    const setupStart = performance.now();
    const devices = await createDevices(admin, seoul.id);
    const lastWriteAt = Date.now();
    const setupSeconds = (performance.now() - setupStart) / 1000;

    // ---- first syncs: each device's own, so its cursor carries its own grants ----
    const first = await inPool(devices.length, 4, async (i) => {
      const device = devices[i]!;
      let rows = 0;
      let total = 0;
      for (let more = true; more;) {
        const answer = await syncOnce(url, device);
        if (answer.status !== 200) throw new Error(`first sync answered ${answer.status}: ${answer.text.slice(0, 200)}`);
        rows += answer.rows;
        total += answer.ms;
        more = answer.more;
      }
      return { rows, ms: total };
    });
    const firstTimes = first.results.map((r) => r.ms);
    report(
      'server',
      `first sync of Seoul: ${devices.length} devices, 4 in flight (${first.results[0]!.rows} rows each)`,
      `${(devices.length / first.seconds).toFixed(1)} devices/s, p50 ${ms(percentile(firstTimes, 0.5))} (set up in ${setupSeconds.toFixed(1)} s; load average ${loadavg()[0]!.toFixed(1)})`,
    );

    // ---- the same first syncs through catalog pages: the route's answer, then the pages it lists, all fetched from
    // this PocketBase (a CDN in front would serve the pages instead, see README) ----
    const pagedSync = (fetchPages: boolean) =>
      inPool(devices.length, 4, async (i) => {
        const device = devices[i]!;
        let rows = 0;
        let total = 0;
        let cursor = '';
        for (let more = true; more;) {
          const answer = await send(`${url}/api/app/sync?pages=1&cursor=${encodeURIComponent(cursor)}`, 'GET', {
            Authorization: device.token,
          });
          if (answer.status !== 200) throw new Error(`first sync through pages answered ${answer.status}: ${answer.text.slice(0, 200)}`);
          const page = JSON.parse(answer.text) as { cursor: string; more: boolean; pages?: Array<{ url: string; rows: number }> };
          const start = performance.now();
          const files = fetchPages ? await Promise.all((page.pages ?? []).map((ref) => send(`${url}${ref.url}`, 'GET', {}))) : [];
          if (files.some((file) => file.status !== 200)) throw new Error('a catalog page was refused');
          rows +=
            rowsOf(JSON.parse(answer.text) as { changes?: Record<string, unknown[]> }) +
            (page.pages ?? []).reduce((n, ref) => n + ref.rows, 0);
          total += answer.ms + (performance.now() - start);
          cursor = page.cursor;
          more = page.more;
        }
        return { rows, ms: total };
      });
    const paged = await pagedSync(true);
    // The same with the pages served from elsewhere (a CDN, the service worker): what the sync route itself sustains.
    const routeOnly = await pagedSync(false);
    const perMinute = (seconds: number) => Math.floor((devices.length / seconds) * 60).toLocaleString('en-US');
    const pagedTimes = paged.results.map((r) => r.ms);
    report(
      'server',
      `first sync of Seoul through pages: ${devices.length} devices, 4 in flight (${paged.results[0]!.rows} rows each)`,
      `${(devices.length / paged.seconds).toFixed(1)} devices/s, p50 ${ms(percentile(pagedTimes, 0.5))}`,
    );
    report(
      'server',
      'first syncs a minute: through the route / through pages / their route part alone (pages from a CDN)',
      `${perMinute(first.seconds)} / ${perMinute(paged.seconds)} / ${perMinute(routeOnly.seconds)} devices`,
    );

    // ---- no-change syncs, once the devices' own rows are older than the overlap window ----
    await new Promise((r) => setTimeout(r, Math.max(0, lastWriteAt + OVERLAP_MS + 500 - Date.now())));
    await inPool(devices.length, 4, (i) => syncOnce(url, devices[i]!));
    const alone = await inPool(ALONE, 1, (i) => syncOnce(url, devices[i % devices.length]!));
    report('server', `no-change sync, one request at a time (${ALONE} requests)`, `${latencies(alone.results)}${failures(alone.results)}`);
    const { result: idle, cpuMs } = await withClientCpu(SYNC_REQUESTS, () =>
      inPool(SYNC_REQUESTS, IN_FLIGHT, (i) => syncOnce(url, devices[i % devices.length]!)),
    );
    const rps = SYNC_REQUESTS / idle.seconds;
    const changed = idle.results.filter((a) => a.rows > 0).length;
    report(
      'server',
      `no-change sync: ${SYNC_REQUESTS} requests, ${devices.length} devices, ${IN_FLIGHT} in flight`,
      `${rps.toFixed(0)} requests/s, ${latencies(idle.results)}${failures(idle.results)}${changed ? `; ${changed} carried rows` : ''} (load generator ${cpuMs.toFixed(2)} ms CPU per request)`,
    );
    const browser = await withClientCpu(SYNC_REQUESTS, () =>
      inPool(SYNC_REQUESTS, IN_FLIGHT, (i) => syncOnce(url, devices[i % devices.length]!, true)),
    );
    const revalidated = browser.result.results.filter((a) => a.revalidated).length;
    report(
      'server',
      `no-change sync as a browser sends it (If-None-Match from its HTTP cache), ${IN_FLIGHT} in flight`,
      `${(SYNC_REQUESTS / browser.result.seconds).toFixed(0)} requests/s, ${latencies(browser.result.results)}${failures(browser.result.results)}; ${revalidated} answered 304 (load generator ${browser.cpuMs.toFixed(2)} ms CPU per request)`,
    );
    report('server', 'capacity: devices served at one sync a minute each', `${Math.floor(rps * 60).toLocaleString('en-US')} devices`);

    // ---- outbox writes: saves one at a time, then queues flushed in batches ----
    const singles = await inPool(devices.length * SINGLE_WRITES, IN_FLIGHT, (i) => {
      const device = devices[i % devices.length]!;
      const place = places[Math.floor(i / devices.length)]!;
      return send(
        `${url}/api/collections/saved_places/records`,
        'POST',
        { Authorization: device.token, 'Content-Type': 'application/json' },
        JSON.stringify(savedPlaceBody(device.id, place)),
      );
    });
    report(
      'server',
      `outbox writes one at a time: ${singles.results.length} saved places, ${IN_FLIGHT} in flight`,
      `${(singles.results.length / singles.seconds).toFixed(0)} writes/s, ${latencies(singles.results)}${failures(singles.results)}`,
    );
    const batches = await inPool(devices.length * BATCHES, IN_FLIGHT, (i) => {
      const device = devices[i % devices.length]!;
      const from = SINGLE_WRITES + Math.floor(i / devices.length) * BATCH;
      const { body, type } = batchBody(device.id, places.slice(from, from + BATCH));
      return send(`${url}/api/batch`, 'POST', { Authorization: device.token, 'Content-Type': type }, body);
    });
    const written = batches.results.length * BATCH;
    report(
      'server',
      `outbox writes in batches of ${BATCH} (/api/batch): ${written} saved places, ${IN_FLIGHT} in flight`,
      `${(written / batches.seconds).toFixed(0)} writes/s (${(batches.results.length / batches.seconds).toFixed(1)} batches/s), ${latencies(batches.results)}${failures(batches.results)}`,
    );
  } finally {
    await admin.settings.update({ rateLimits }, { requestKey: null });
    agent.destroy();
  }
}
