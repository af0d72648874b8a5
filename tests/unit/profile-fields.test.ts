// The interests a user sets (src/domain/profile-fields.ts, also the server's
// profile hook): bounded before any loop, repeats found in linear time.
import { describe, expect, it } from 'vitest';
import { MAX_INTERESTS, MAX_INTEREST_LENGTH, normaliseInterests } from '#/domain/profile-fields';

/** A list that counts how many of its items were read. */
function counted(items: unknown[]) {
  const reads = { count: 0 };
  const list = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list, reads };
}

describe('normaliseInterests', () => {
  it('trims, drops blanks and repeats, and keeps the order', () => {
    expect(normaliseInterests([' food ', 'jazz', '', '  ', 'food', 'jazz', 'tea'])).toEqual(['food', 'jazz', 'tea']);
    expect(normaliseInterests(null)).toEqual([]);
    expect(normaliseInterests('')).toEqual([]);
  });

  it('takes up to the maximum, and refuses a longer list before reading one item', () => {
    const most = Array.from({ length: MAX_INTERESTS }, (_, i) => `interest ${i}`);
    expect(normaliseInterests(most)).toEqual(most);
    for (const length of [MAX_INTERESTS + 1, 20_000]) {
      const { list, reads } = counted(Array.from({ length }, (_, i) => `interest ${i}`));
      expect(normaliseInterests(list)).toBeNull();
      expect(reads.count).toBe(0);
    }
  });

  it('refuses what is not a list of short texts', () => {
    expect(normaliseInterests('not a list')).toBeNull();
    expect(normaliseInterests([1, 2])).toBeNull();
    expect(normaliseInterests(['x'.repeat(MAX_INTEREST_LENGTH + 1)])).toBeNull();
    expect(normaliseInterests([` ${'x'.repeat(MAX_INTEREST_LENGTH)} `])).toEqual(['x'.repeat(MAX_INTEREST_LENGTH)]);
  });

  it('reads each item once', () => {
    const { list, reads } = counted(['a', 'b', 'a', 'c', 'b', 'a', 'd', 'e', 'a', 'f', 'g', 'h']);
    expect(normaliseInterests(list)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(reads.count).toBe(12);
  });
});
