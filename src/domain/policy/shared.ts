// Shared collections (issue 34 §1): who may read and write a collection its
// owner shares with other travellers, and what an invitation is worth. The
// server's hooks (compiled from here with the rest of the policy) check every
// write against these rules; the device uses them to show what it may do.
//
// - The owner invites by link (a revocable, expiring token) or by username.
//   Members are editors or viewers; the owner has a member row of their own
//   once the collection is shared, so every member's name is known to all.
// - Owners and editors add and remove places, vote and write notes; viewers
//   only read. A member reads a place of the collection only when the access
//   policy lets them read it (./access.ts): membership shares the list, never
//   the places.
// - A removed member loses the collection, its places, votes and notes.

export const MEMBER_ROLES = ['owner', 'editor', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The roles an invitation can give. */
export const INVITE_ROLES = ['editor', 'viewer'] as const satisfies readonly MemberRole[];
export type InviteRole = (typeof INVITE_ROLES)[number];

export function isInviteRole(value: unknown): value is InviteRole {
  return (INVITE_ROLES as readonly unknown[]).includes(value);
}

/** Whether a member with this role may add or remove places, vote and write notes. */
export function mayEditShared(role: string | undefined): boolean {
  return role === 'owner' || role === 'editor';
}

/** Whether a role reads the collection (every member does). */
export function mayReadShared(role: string | undefined): boolean {
  return (MEMBER_ROLES as readonly unknown[]).includes(role);
}

/** How long an invitation link works. */
export const INVITE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invitation made at `now` stops working. */
export function inviteExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITE_DAYS * DAY_MS);
}

/** Tokens are 32 letters and digits: whatever else a link carries is no token. */
export const INVITE_TOKEN = /^[a-zA-Z0-9]{32}$/;

export interface InviteTerms {
  revoked: boolean;
  /** PocketBase date string. */
  expires: string;
}

/** Whether an invitation may still be accepted: not revoked, and its expiry still to come. */
export function inviteUsable(invite: InviteTerms, now: Date = new Date()): boolean {
  if (invite.revoked) return false;
  const end = Date.parse(invite.expires.replace(' ', 'T'));
  return Number.isFinite(end) && end > now.getTime();
}

/** The three votes; each member gives at most one to each place. */
export const VOTES = ['up', 'heart', 'down'] as const;
export type Vote = (typeof VOTES)[number];
export const VOTE_EMOJI: Record<Vote, string> = { up: '👍', heart: '❤️', down: '👎' };
export const VOTE_LABEL: Record<Vote, string> = { up: 'Thumbs up', heart: 'Love it', down: 'Thumbs down' };

export function isVote(value: unknown): value is Vote | '' {
  return value === '' || (VOTES as readonly unknown[]).includes(value);
}

/** A member's note on a place: short. */
export const NOTE_MAX = 280;
export const NOTE_TOO_LONG = `Keep notes under ${NOTE_MAX + 1} characters`;

/** A note as stored (trimmed), or an error message. */
export function checkNote(raw: unknown): { ok: true; note: string } | { ok: false; message: string } {
  const note = typeof raw === 'string' ? raw.trim() : '';
  return note.length > NOTE_MAX ? { ok: false, message: NOTE_TOO_LONG } : { ok: true, note };
}

/**
 * Places of a shared collection, as a set with removals (the merge rule of
 * issue 34): adds are a set (one row per place, its id derived from the pair);
 * a removal wins over an add the server received earlier, but not over an add
 * it received after the removal. The server applies writes in the order they
 * reach it, and each device write exactly once (pb_hooks/lib/applied_writes.js),
 * so the rule is what it holds; this states it for the convergence tests.
 */
export function placesAfter(events: ReadonlyArray<{ op: 'add' | 'remove'; place: string }>): Set<string> {
  const places = new Set<string>();
  for (const event of events) {
    if (event.op === 'add') places.add(event.place);
    else places.delete(event.place);
  }
  return places;
}

/**
 * The collections a user's rows of a shared collection reach, as SQLite: those
 * they are a member of (owners included once they share). Binds {:user}.
 */
export const MEMBER_OF_SQL = 'SELECT [[collection]] FROM {{collection_members}} WHERE [[user]] = {:user}';

/**
 * The places a user keeps through collections, as SQLite: those they added to
 * a collection of their own or to one they are still a member of. A place a
 * member added is theirs to keep, never the owner's or the other members':
 * sharing a list never opens a place to someone who may not read it. Binds
 * `{:<param>}` to the user.
 */
export function keptInCollectionsSql(param: string): string {
  return (
    `SELECT [[place]] FROM {{collection_places}} WHERE [[added_by]] = {:${param}}` +
    ` AND ([[user]] = {:${param}} OR [[collection]] IN (SELECT [[collection]] FROM {{collection_members}} WHERE [[user]] = {:${param}}))`
  );
}

/** The same on the device, for one row it holds: rows from before `added_by` were added by their owner. */
export function keptInCollection(row: { user: string; added_by?: string }, userId: string): boolean {
  return !!userId && (row.added_by || row.user) === userId;
}
