// When a device renews its session token. PocketBase tokens carry only an
// expiry (`exp`), and an expired one cannot be renewed (auth-refresh needs a
// token the server still accepts), so the device renews well ahead of expiry:
// a token older than a day is renewed the next time the app is opened or
// checks. A user is then signed out only after a whole lifetime (30 days)
// without opening the app, while a device open all day asks at most once a day.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Lifetime of a users token; pb_migrations/1795000220_extend_session_lifetime.js sets the same on the server. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;

/** A token this old is renewed: once a day at most, and a day is short next to a 30-day lifetime. */
export const SESSION_REFRESH_AFTER_MS = DAY_MS;

/** Renew when less than this is left (the token is older than SESSION_REFRESH_AFTER_MS). */
export const SESSION_REFRESH_AHEAD_MS = SESSION_LIFETIME_MS - SESSION_REFRESH_AFTER_MS;

/**
 * How often an open page looks at its token (a local check; it asks the
 * server only when the rule says so). Also the least time between two
 * attempts that reached the server, so a server that hands out shorter
 * tokens than we expect, or one that keeps refusing, is asked at most hourly.
 */
export const SESSION_CHECK_INTERVAL_MS = HOUR_MS;

export interface SessionClock {
  /** When the token expires (ms since the epoch); 0 or NaN when unknown. */
  expiresAt: number;
  now: number;
  /** When this page last reached the server to renew (ms), if ever. */
  lastAttemptAt?: number | undefined;
}

/** Whether to renew the session token now. */
export function shouldRefreshSession({ expiresAt, now, lastAttemptAt }: SessionClock): boolean {
  // No expiry: not a session token we know how to renew.
  if (!Number.isFinite(expiresAt) || expiresAt <= 0) return false;
  // Expired: the server would refuse; the user signs in again and the outbox waits.
  if (expiresAt <= now) return false;
  // (A clock set back before the last attempt does not hold renewals off.)
  if (lastAttemptAt !== undefined && now >= lastAttemptAt && now - lastAttemptAt < SESSION_CHECK_INTERVAL_MS) return false;
  return expiresAt - now < SESSION_REFRESH_AHEAD_MS;
}
