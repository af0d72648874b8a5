// Record ids made on the device, in PocketBase's format (15 of [a-z0-9]).
//
// New rows get random ids, so a create retried after a lost response is
// recognised by its id and never duplicated. Set memberships (a saved place, a
// place in a collection, a vibe on a profile) get ids derived from the pair,
// so two devices adding the same member offline produce the same row; so does
// a review, one per traveller and place.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const ID_LENGTH = 15;

export type RandomBytes = (count: number) => Uint8Array;

/** The source of randomness is the caller's (the device's is src/data/writes/new-id.ts): domain code names no runtime global. */
export function randomId(random: RandomBytes): string {
  const bytes = random(ID_LENGTH * 2);
  let id = '';
  // 252 is the largest multiple of 36 below 256: rejecting above it keeps every letter equally likely.
  for (let i = 0; id.length < ID_LENGTH; i++) {
    if (i >= bytes.length) return id + randomId(random).slice(id.length);
    const byte = bytes[i]!;
    if (byte < 252) id += ALPHABET[byte % 36];
  }
  return id;
}

/**
 * A 53-bit hash of a text (cyrb53): the one hash of the app and its scripts, not a
 * secure one. Two seeds give two independent ones (~77 bits after pairId's
 * truncation). Its values are stored (membership ids on every device and the
 * server, catalog chunks on devices): changing it changes what they mean.
 */
export function cyrb53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The id of the membership row tying `parts` together, the same on every device. */
export function pairId(...parts: string[]): string {
  const text = parts.join('\u0000');
  const a = cyrb53(text, 1).toString(36).padStart(11, '0').slice(-8);
  const b = cyrb53(text, 2).toString(36).padStart(11, '0').slice(-7);
  return (a + b).replace(/[^a-z0-9]/g, '0');
}

/**
 * Set memberships (and pins, keyed like them) and the two fields that make each one: the owner side
 * (the user, or a collection or vibe profile the user owns) and the member.
 * The server derives the id of every membership it creates from the same
 * fields, and refuses any other, so one user can never create, probe or
 * revive another user's row by computing its id.
 */
export const MEMBERSHIPS = {
  saved_places: ['user', 'place'],
  collection_places: ['collection', 'place'],
  vibe_profile_vibes: ['vibe_profile', 'vibe'],
  // A traveller's own pin, one per item of the files they import (issue 33): importing one again changes nothing.
  pins: ['user', 'source'],
} as const satisfies Record<string, readonly [string, string]>;
export type MembershipCollection = keyof typeof MEMBERSHIPS;

export function isMembership(collection: string): collection is MembershipCollection {
  return Object.prototype.hasOwnProperty.call(MEMBERSHIPS, collection);
}

/** The id of a membership row, from its owner side and its member; '' when either is missing. */
export function membershipId(collection: MembershipCollection, row: Readonly<Record<string, unknown>>): string {
  const [owner, member] = MEMBERSHIPS[collection];
  const a = row[owner];
  const b = row[member];
  return typeof a === 'string' && a && typeof b === 'string' && b ? pairId(collection, a, b) : '';
}

/**
 * The id of `user`'s review of `place`, the same on every device: a traveller
 * has one review of a place, so two devices writing it offline write one row.
 * The server files every review under this id (pb_hooks/lib/own_data.js).
 * '' when either is missing.
 */
export function reviewId(user: string, place: string): string {
  return user && place ? pairId('reviews', user, place) : '';
}

/**
 * The id of `user`'s membership of a shared collection: one per user and
 * collection, the same whoever adds it (src/domain/policy/shared.ts).
 */
export function memberId(collection: string, user: string): string {
  return collection && user ? pairId('collection_members', collection, user) : '';
}

/**
 * The id of `user`'s vote and note on a place of a shared collection: one per
 * member and place, so two devices of a member voting offline write one row
 * (votes are per member). '' when any part is missing.
 */
export function reactionId(collection: string, place: string, user: string): string {
  return collection && place && user ? pairId('collection_reactions', collection, place, user) : '';
}
