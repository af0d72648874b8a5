// The rules of shared collections (src/domain/policy/shared.ts): roles,
// invitations, votes and notes, the merge of adds and removals, and which
// places a member keeps.
import { describe, expect, it } from 'vitest';
import { memberId, pairId, reactionId } from '#/domain/ids';
import {
  checkNote,
  inviteExpiry,
  inviteUsable,
  isInviteRole,
  isVote,
  keptInCollection,
  mayEditShared,
  mayReadShared,
  NOTE_MAX,
  placesAfter,
} from '#/domain/policy/shared';

describe('shared collections', () => {
  it('let owners and editors write, and every member read', () => {
    expect(['owner', 'editor', 'viewer', '', undefined].map(mayEditShared)).toEqual([true, true, false, false, false]);
    expect(['owner', 'editor', 'viewer', '', 'admin'].map(mayReadShared)).toEqual([true, true, true, false, false]);
    expect(isInviteRole('owner')).toBe(false);
    expect(isInviteRole('viewer')).toBe(true);
  });

  it('take invitations until they expire or are revoked', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const expires = inviteExpiry(now).toISOString().replace('T', ' ');
    expect(expires).toBe('2026-12-05 10:00:00.000Z');
    expect(inviteUsable({ revoked: false, expires }, now)).toBe(true);
    expect(inviteUsable({ revoked: true, expires }, now)).toBe(false);
    expect(inviteUsable({ revoked: false, expires }, new Date('2026-12-05T10:00:00Z'))).toBe(false);
    expect(inviteUsable({ revoked: false, expires: '' }, now)).toBe(false);
  });

  it('keep notes short and votes to the three', () => {
    expect(checkNote('  Go early ')).toEqual({ ok: true, note: 'Go early' });
    expect(checkNote('x'.repeat(NOTE_MAX)).ok).toBe(true);
    expect(checkNote('x'.repeat(NOTE_MAX + 1)).ok).toBe(false);
    expect(['', 'up', 'heart', 'down', 'meh', 1].map(isVote)).toEqual([true, true, true, true, false, false]);
  });

  it('merge adds and removals in the order the server took them', () => {
    expect([
      ...placesAfter([
        { op: 'add', place: 'a' },
        { op: 'add', place: 'a' },
        { op: 'add', place: 'b' },
        { op: 'remove', place: 'a' },
        { op: 'remove', place: 'b' },
        { op: 'add', place: 'b' },
      ]),
    ]).toEqual(['b']);
  });

  it('let whoever added a place keep it, never the owner through a member', () => {
    expect(keptInCollection({ user: 'owner', added_by: 'member' }, 'member')).toBe(true);
    expect(keptInCollection({ user: 'owner', added_by: 'member' }, 'owner')).toBe(false);
    expect(keptInCollection({ user: 'owner' }, 'owner')).toBe(true);
    expect(keptInCollection({ user: 'owner' }, '')).toBe(false);
  });

  it('give members and votes ids of their own, the same on every device', () => {
    expect(memberId('c', 'u')).toBe(pairId('collection_members', 'c', 'u'));
    expect(reactionId('c', 'p', 'u')).toBe(pairId('collection_reactions', 'c', 'p', 'u'));
    expect(reactionId('c', 'p', 'u')).not.toBe(reactionId('c', 'p', 'v'));
    expect(memberId('', 'u')).toBe('');
    expect(reactionId('c', '', 'u')).toBe('');
  });
});
