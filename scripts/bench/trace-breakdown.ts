// Where an offline cold start's main-thread time goes, read from a Chromium
// trace (BENCH_TRACE in cold-start.ts): the page's main thread from the first
// task to the app's first live cards, split into what the browser did (parse,
// style and layout, compile, garbage collection), what scripts ran (by chunk,
// from the trace's CPU samples), and the time the thread waited (IndexedDB,
// the service worker, timers). A figure here is one run under tracing, which
// itself costs time: it shows the shares, not the budget.
import { readFileSync } from 'node:fs';
import type { Report } from './load';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}

/** What the browser's own events are, by name; the rest of a task's time is its scripts. */
const BROWSER_WORK: Record<string, string> = {
  ParseHTML: 'parsing HTML',
  ParseAuthorStyleSheet: 'parsing CSS',
  UpdateLayoutTree: 'style and layout',
  Layout: 'style and layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  'v8.compile': 'compiling scripts',
  'v8.compileModule': 'compiling scripts',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};

/** Each event's own time (its duration less its children's) on one thread, by category. */
function ownTimes(events: TraceEvent[]): Map<string, number> {
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals = new Map<string, number>();
  const stack: Array<{ end: number; category: string; own: number }> = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      totals.set(done.category, (totals.get(done.category) ?? 0) + done.own);
    }
  };
  for (const event of complete) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    // Only what runs inside the thread's tasks: the busy time.
    if (!parent && event.name !== 'RunTask') continue;
    if (parent) parent.own -= event.dur!;
    // Inside a category, nested events stay in it (a Layout inside a Paint is paint's).
    const category =
      BROWSER_WORK[event.name] ?? (parent && parent.category !== 'scripts and the rest' ? parent.category : 'scripts and the rest');
    stack.push({ end: event.ts + event.dur!, category, own: event.dur! });
  }
  close(Infinity);
  return totals;
}

/** The CPU samples' time by script file (chunk), on the thread's process. */
function scriptTimes(events: TraceEvent[], pid: number, from: number, to: number): Map<string, number> {
  const chunks = events.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk')).sort((a, b) => a.ts - b.ts);
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<[number, number]> = [];
  let time = 0;
  for (const event of chunks) {
    const data = event.args?.data;
    if (event.name === 'Profile') {
      time = data?.startTime ?? 0;
      continue;
    }
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((sample, i) => {
      time += data?.timeDeltas?.[i] ?? 0;
      samples.push([sample, time]);
    });
  }
  const byFile = new Map<string, number>();
  samples.forEach(([sample, at], i) => {
    if (at < from || at > to) return;
    const next = samples[i + 1]?.[1] ?? at;
    let node = nodes.get(sample);
    // A sample's time goes to the innermost frame that has a file: the chunk that ran.
    while (node && !node.callFrame.url) node = node.parent === undefined ? undefined : nodes.get(node.parent);
    const name = nodes.get(sample)?.callFrame.functionName;
    if (!node && (name === '(idle)' || name === '(program)' || name === '(garbage collector)' || name === '(root)')) return;
    const file = node ? (node.callFrame.url.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '.js') : '(browser)';
    if (node) byFile.set(file, (byFile.get(file) ?? 0) + (next - at));
  });
  return byFile;
}

export function traceBreakdown(file: string, report: Report): void {
  const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };
  const mains = new Set(
    traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's renderer: the main thread that ran most (others are the previous page's, or blank).
  const busy = new Map<string, number>();
  for (const e of traceEvents) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return;
  const thread = traceEvents.filter((e) => `${e.pid}:${e.tid}` === main);
  const tasks = thread.filter((e) => e.name === 'RunTask');
  const from = Math.min(...tasks.map((e) => e.ts));
  const to = Math.max(...tasks.map((e) => e.ts + (e.dur ?? 0)));
  const taskTime = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
  report('trace', `main thread of the traced start (4x CPU, under tracing), first task to live cards`, ms(to - from));
  report('trace', `  busy / waiting (IndexedDB, the service worker, timers, idle)`, `${ms(taskTime)} / ${ms(to - from - taskTime)}`);
  const own = ownTimes(thread.filter((e) => e.ph === 'X'));
  for (const [category, time] of [...own.entries()].sort((a, b) => b[1] - a[1])) {
    if (time >= 5000) report('trace', `  ${category}`, ms(time));
  }
  const scripts = scriptTimes(traceEvents, Number(main.split(':')[0]), from, to);
  // Shares, not times: under CPU throttling the sampler counts the thread's enforced pauses as the browser's.
  const sampled = [...scripts.values()].reduce((sum, time) => sum + time, 0);
  const top = [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  report(
    'trace',
    `  scripts by chunk (share of the CPU samples in scripts)`,
    top.map(([chunk, time]) => `${chunk} ${((100 * time) / sampled).toFixed(0)}%`).join(', '),
  );
}
