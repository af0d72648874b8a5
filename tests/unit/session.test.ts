// When a device renews its session (src/domain/session.ts), on a fixed clock:
// young tokens are left alone, older ones renewed well before expiry, expired
// ones never sent; and simulated users (weekly, monthly, all-day) stay signed
// in without the server being asked more than once a day.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_LIFETIME_MS,
  SESSION_REFRESH_AFTER_MS,
  SESSION_REFRESH_AHEAD_MS,
  shouldRefreshSession,
} from '#/domain/session';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 2, 1, 9, 0, 0);
/** The expiry of a token issued `ago` ms before NOW with the server's lifetime. */
const issued = (ago: number, lifetime = SESSION_LIFETIME_MS) => NOW - ago + lifetime;

describe('shouldRefreshSession', () => {
  it('denies renewing a token issued less than a day ago', () => {
    expect(shouldRefreshSession({ expiresAt: issued(0), now: NOW })).toBe(false);
    expect(shouldRefreshSession({ expiresAt: issued(SESSION_REFRESH_AFTER_MS - MINUTE), now: NOW })).toBe(false);
  });

  it('allows renewing a token older than a day', () => {
    expect(shouldRefreshSession({ expiresAt: issued(SESSION_REFRESH_AFTER_MS + MINUTE), now: NOW })).toBe(true);
  });

  it('allows renewing the token of a user back after a week', () => {
    expect(shouldRefreshSession({ expiresAt: issued(7 * DAY), now: NOW })).toBe(true);
  });

  it('allows renewing a token a second before it expires', () => {
    expect(shouldRefreshSession({ expiresAt: NOW + 1000, now: NOW })).toBe(true);
  });

  it("allows renewing a token issued under PocketBase's default 5-day lifetime at once", () => {
    expect(shouldRefreshSession({ expiresAt: issued(0, 5 * DAY), now: NOW })).toBe(true);
  });

  it('denies renewing an expired token (the server would refuse it; the user signs in again)', () => {
    expect(shouldRefreshSession({ expiresAt: NOW, now: NOW })).toBe(false);
    expect(shouldRefreshSession({ expiresAt: NOW - DAY, now: NOW })).toBe(false);
  });

  it('denies renewing a token without an expiry', () => {
    expect(shouldRefreshSession({ expiresAt: 0, now: NOW })).toBe(false);
    expect(shouldRefreshSession({ expiresAt: Number.NaN, now: NOW })).toBe(false);
  });

  it('denies asking the server again within an hour of the last attempt', () => {
    const expiresAt = NOW + DAY;
    expect(shouldRefreshSession({ expiresAt, now: NOW, lastAttemptAt: NOW - SESSION_CHECK_INTERVAL_MS + MINUTE })).toBe(false);
  });

  it('allows asking again an hour after the last attempt', () => {
    const expiresAt = NOW + DAY;
    expect(shouldRefreshSession({ expiresAt, now: NOW, lastAttemptAt: NOW - SESSION_CHECK_INTERVAL_MS })).toBe(true);
  });

  it('allows asking again when the clock was set back before the last attempt', () => {
    expect(shouldRefreshSession({ expiresAt: NOW + DAY, now: NOW, lastAttemptAt: NOW + DAY })).toBe(true);
  });
});

describe('session constants', () => {
  it('renew far enough ahead that a user can skip three weeks', () => {
    expect(SESSION_REFRESH_AHEAD_MS).toBeGreaterThanOrEqual(21 * DAY);
    expect(SESSION_REFRESH_AHEAD_MS).toBeLessThan(SESSION_LIFETIME_MS);
    expect(SESSION_CHECK_INTERVAL_MS).toBeLessThan(SESSION_REFRESH_AFTER_MS);
  });

  it('match the lifetime the server migration sets', () => {
    const migration = readFileSync(join(process.cwd(), 'pb_migrations/1795000220_extend_session_lifetime.js'), 'utf8');
    const match = /const LIFETIME_SECONDS = ([\d\s*]+);/.exec(migration);
    const seconds = match?.[1]?.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
    expect(seconds).toBe(SESSION_LIFETIME_MS / 1000);
  });
});

/**
 * A device over `days`: the app is opened (or checks) at each of `opens`
 * (ms after the start); each renewal gives a fresh token. Returns whether the
 * session ever expired and how many renewals reached the server.
 */
function simulate(opens: number[]) {
  let expiresAt = NOW + SESSION_LIFETIME_MS;
  let lastAttemptAt: number | undefined;
  let renewals = 0;
  let expired = false;
  for (const at of opens) {
    const now = NOW + at;
    if (expiresAt <= now) expired = true;
    if (shouldRefreshSession({ expiresAt, now, lastAttemptAt })) {
      renewals += 1;
      lastAttemptAt = now;
      expiresAt = now + SESSION_LIFETIME_MS;
    }
  }
  return { expired, renewals };
}

const every = (step: number, until: number) => Array.from({ length: Math.floor(until / step) }, (_, i) => (i + 1) * step);

describe('simulated users', () => {
  it('keeps a user who opens the app once a week signed in for a year, renewing at each visit', () => {
    const { expired, renewals } = simulate(every(7 * DAY, 365 * DAY));
    expect(expired).toBe(false);
    expect(renewals).toBe(52);
  });

  it('keeps a user who opens the app every 29 days signed in', () => {
    expect(simulate(every(29 * DAY, 365 * DAY)).expired).toBe(false);
  });

  it('signs out a user who stays away longer than the lifetime', () => {
    expect(simulate([SESSION_LIFETIME_MS + MINUTE]).expired).toBe(true);
  });

  it('asks the server at most once a day for a page open all week (hourly checks) or opened every few minutes', () => {
    expect(simulate(every(SESSION_CHECK_INTERVAL_MS, 7 * DAY)).renewals).toBeLessThanOrEqual(7);
    expect(simulate(every(5 * MINUTE, 3 * DAY)).renewals).toBeLessThanOrEqual(3);
  });
});
