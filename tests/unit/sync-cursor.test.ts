// The grants a sync cursor remembers per city, packed short (src/domain/sync-cursor.ts).
import { describe, expect, it } from 'vitest';
import { packGrants, unpackGrants } from '#/domain/sync-cursor';

const city = Array.from({ length: 11 }, (_, i) => `tastemaker${String(i).padStart(5, '0')}`);

describe('grants in the cursor', () => {
  it('reads back what was packed, whole-city grants included', () => {
    for (const grants of [
      { all: false, notes: false, tastemakers: [] },
      { all: false, notes: false, tastemakers: [city[0]!, city[5]!, city[10]!] },
      { all: true, notes: true, tastemakers: [...city] },
      { all: false, notes: false, tastemakers: [city[3]!], curators: [city[3]!] },
    ]) {
      expect(unpackGrants(packGrants(grants, city), city)).toEqual(grants);
    }
  });

  it('stays short: a few characters for a city of tastemakers', () => {
    expect(packGrants({ all: false, notes: false, tastemakers: city.slice(0, 7) }, city)).toHaveLength(2 + 6 + 3);
  });

  it('denies reading a value packed against another list of tastemakers, or garbage', () => {
    const packed = packGrants({ all: false, notes: false, tastemakers: [city[1]!] }, city);
    expect(unpackGrants(packed, [...city, 'tastemaker99999'].sort())).toBeUndefined();
    expect(unpackGrants('00|abc', city)).toBeUndefined();
    expect(unpackGrants(undefined, city)).toBeUndefined();
  });
});
