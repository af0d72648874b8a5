// The seed checker (scripts/check-seed.mjs) refuses an event whose dates
// contradict its title (issue 29, §2): "Smorgasburg Saturday" dated a
// Wednesday, as a one-off or recurring, fails with a message that says so.
// Each case runs the checker on a copy of the real seed with one event changed.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const SEED = join(root, 'pb_migrations', 'seed');
const scratch = mkdtempSync(join(tmpdir(), 'tastemap-check-seed-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Seed = { calendar: Array<Record<string, unknown> & { name: string }>; events: unknown[] };

/** Runs the checker on New York City's seed, changed by `change`. */
function check(name: string, change: (seed: Seed) => void): { status: number | null; stderr: string } {
  const dir = join(scratch, name);
  cpSync(SEED, dir, { recursive: true });
  const file = join(dir, 'new-york-city.json');
  const seed = JSON.parse(readFileSync(file, 'utf8')) as Seed;
  change(seed);
  writeFileSync(file, JSON.stringify(seed));
  const run = spawnSync(process.execPath, ['scripts/check-seed.mjs', '--dir', dir, 'new-york-city.json'], { cwd: root, encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
}

function smorgasburg(seed: Seed) {
  const event = seed.calendar.find((e) => e.name === 'Smorgasburg Saturday');
  expect(event).toBeDefined();
  return event!;
}

describe('the seed checker', () => {
  it('allows the seed as it is', () => {
    expect(check('as-is', () => {})).toEqual({ status: 0, stderr: '' });
  });

  it('denies a recurring event whose weekday contradicts its title', () => {
    const { status, stderr } = check('recurs-wednesday', (seed) => {
      smorgasburg(seed).weekdays = ['wednesday'];
    });
    expect(status).toBe(1);
    expect(stderr.trim()).toBe('new-york-city.json: event "Smorgasburg Saturday" recurs on Wednesday, but its title names Saturday');
  });

  it('denies a one-off dated on a day its title does not name', () => {
    const { status, stderr } = check('dated-wednesday', (seed) => {
      Object.assign(smorgasburg(seed), { weekdays: [], time: '11:00', seasonal: false, date: '2026-11-25T11:00:00-05:00' });
    });
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(
      'new-york-city.json: event "Smorgasburg Saturday" falls on a Wednesday (2026-11-25), but its title names Saturday',
    );
  });

  it("reads the day in the city's time zone, not in UTC", () => {
    // 11pm on Saturday in New York is already Sunday in UTC.
    const { status } = check('saturday-night', (seed) => {
      Object.assign(smorgasburg(seed), { weekdays: [], time: '23:00', seasonal: false, date: '2026-11-28T23:00:00-05:00' });
    });
    expect(status).toBe(0);
  });

  it('denies events dated by the seed run, which the first seed migration reads', () => {
    const { status, stderr } = check('relative-dates', (seed) => {
      seed.events = [{ name: 'Smorgasburg Saturday', days_after_seed: 4, hour: 11 }];
    });
    expect(status).toBe(1);
    expect(stderr).toContain('events must stay []');
  });
});
