// The day planner's time for 25 stops (issue 34 §2), on the device: the
// planner (src/domain/planner.ts) bundled as it ships, run in Chromium with
// the CPU slowed 4x (about a mid-range phone, as the cold start measures) and
// at full speed, and in Node. Each run plans a different day of 25 real
// places of the seed (ordered for walking, morning and late places, an event
// fixed), so no run reuses another's work. A figure, never an assertion.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { chromium } from 'playwright-core';
import { root } from '../lib/pocketbase.mjs';
import { planDay, slotOf, type PlanStop } from '#/domain/planner';
import type { Report } from './bounds';

const STOPS = 25;
const RUNS = 30;

interface SeedPlace {
  name: string;
  latitude: number;
  longitude: number;
  categories: string[];
  facets?: unknown;
}

/** RUNS days of STOPS Seoul places each, drawn with a fixed seed; the 13th stop of each holds an event at 14:00. */
function days(): PlanStop[][] {
  const places = (JSON.parse(readFileSync(join(root, 'pb_migrations', 'seed', 'seoul.json'), 'utf8')) as { places: SeedPlace[] }).places;
  let seed = 34;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: RUNS }, () => {
    const picked = new Set<SeedPlace>();
    while (picked.size < STOPS) picked.add(places[Math.floor(next() * places.length)]!);
    return [...picked].map((p, i) => ({
      id: String(i),
      latitude: p.latitude,
      longitude: p.longitude,
      slot: slotOf({ facets: p.facets, categoryKeys: p.categories }),
      fixedAt: i === 12 ? 14 * 60 : null,
    }));
  });
}

const START = { latitude: 37.5665, longitude: 126.978 };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))]!;
const figure = (times: number[]) => `median ${median(times).toFixed(1)} ms, p95 ${p95(times).toFixed(1)} ms (${times.length} days)`;

export async function plannerFigures(report: Report, executablePath: string, args: string[]): Promise<void> {
  const sets = days();
  const node = sets.map((stops) => {
    const start = performance.now();
    planDay(START, 600, stops);
    return performance.now() - start;
  });
  report('planner', `a day of ${STOPS} stops in Node`, figure(node));

  // The planner as the app ships it: one script, its imports bundled, minified.
  const bundle = buildSync({
    entryPoints: [join(root, 'src', 'domain', 'planner.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'planner',
    write: false,
    target: 'es2022',
  }).outputFiles[0]!.text;
  const browser = await chromium.launch({ executablePath, args });
  try {
    for (const slowdown of [4, 1]) {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><title>planner</title>');
      await page.addScriptTag({ content: bundle });
      const cdp = await page.context().newCDPSession(page);
      if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const times = await page.evaluate(
        ({ sets: all, start }) => {
          const { planDay: plan } = (window as unknown as { planner: { planDay: typeof planDay } }).planner;
          return all.map((stops) => {
            const t = performance.now();
            plan(start, 600, stops);
            return performance.now() - t;
          });
        },
        { sets, start: START },
      );
      report('planner', `a day of ${STOPS} stops in Chromium${slowdown > 1 ? `, CPU ${slowdown}x slower (a phone)` : ''}`, figure(times));
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
