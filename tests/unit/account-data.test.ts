// The one list of what an account owns (src/domain/account-data.ts), which
// deleting an account and downloading its data both walk: each rule a
// deletion relies on holds of the list itself. That nothing of a deleted
// account is left is tests/integration/account-data.test.ts's to show.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROWS, anonymousId, exportFileName } from '#/domain/account-data';
import { OWN_COLLECTIONS, ownerColumn } from '#/domain/collections';

const own = (collection: string) => ACCOUNT_ROWS.filter((rows) => rows.collection === collection && !rows.of);

describe('what an account owns', () => {
  it('allows every row a device syncs as the user’s own, tied by its owner column', () => {
    for (const collection of OWN_COLLECTIONS) {
      const field = ownerColumn(collection) === 'id' ? ['id', 'user'] : ['user'];
      expect(
        own(collection).map((rows) => rows.field),
        collection,
      ).toEqual([expect.toBeOneOf(field)]);
    }
  });

  it('finds rows of another collection only from one the account owns directly, listed after them', () => {
    ACCOUNT_ROWS.forEach((rows, index) => {
      if (!rows.of) return;
      const parents = own(rows.of);
      expect(parents, `${rows.collection} of ${rows.of}`).toHaveLength(1);
      expect(ACCOUNT_ROWS.indexOf(parents[0]!), `${rows.collection} before ${rows.of}`).toBeGreaterThan(index);
    });
  });

  it('ends only entitlements through the state machine, and deletes the account after all it owns', () => {
    for (const rows of ACCOUNT_ROWS.filter((r) => r.fate === 'end')) expect(rows.collection).toBe('entitlements');
    const account = ACCOUNT_ROWS.findIndex((r) => r.collection === 'users');
    expect(ACCOUNT_ROWS[account]).toMatchObject({ field: 'id', fate: 'delete', section: 'account', single: true });
    // Only what deleting writes after the commit (tombstones) comes later.
    expect(ACCOUNT_ROWS.slice(account + 1).every((r) => r.afterCommit)).toBe(true);
    expect(ACCOUNT_ROWS.slice(0, account).some((r) => r.afterCommit)).toBe(false);
  });

  it('denies the download rows of other users: what the account’s persona ties to others has no section', () => {
    const followsOfPersona = ACCOUNT_ROWS.find((r) => r.collection === 'entitlements' && r.of === 'tastemakers');
    expect(followsOfPersona?.section).toBeUndefined();
    const sections = ACCOUNT_ROWS.map((r) => r.section).filter(Boolean);
    for (const wanted of ['account', 'profile', 'saved_places', 'collections', 'collection_places', 'reviews', 'payments']) {
      expect(sections).toContain(wanted);
    }
  });

  it('stands in for a deleted account with an id no record can have, and dates the file', () => {
    expect(anonymousId('abc123def4')).toBe('deleted-abc123def4');
    expect(anonymousId('abc123def4')).not.toMatch(/^[a-z0-9]{15}$/);
    expect(exportFileName(new Date('2026-03-09T23:30:00Z'))).toBe('tastemap-data-2026-03-09.json');
  });
});
