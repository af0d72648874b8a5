// The sync cursor (src/domain/sync-cursor.ts): its named fields, how a cursor
// the server cannot read (an older format, a damaged one) is answered, and the
// grants it remembers per city, packed short.
import { describe, expect, it } from 'vitest';
import { CURSOR_VERSION, emptyCursor, packGrants, readCursor, unpackGrants, writeCursor, type SyncCursor } from '#/domain/sync-cursor';

const city = Array.from({ length: 11 }, (_, i) => `tastemaker${String(i).padStart(5, '0')}`);

const paging: SyncCursor = {
  version: CURSOR_VERSION,
  user: 'user00000000001',
  highWater: { global: '2026-01-02 03:04:05.678Z', 'city:seoul000000001': '2026-01-02 03:04:05.678Z' },
  servedGrants: { seoul000000001: '10abcdef3' },
  page: {
    readWith: 'global,city:seoul000000001,own#10abcdef3',
    windowStart: { global: '2026-01-02 03:03:55.678Z', 'city:seoul000000001': '', own: '' },
    windowEnd: '2026-01-02 04:00:00.000Z',
    streamIndex: 1,
    tableIndex: 2,
    afterUpdated: '2026-01-02 03:59:00.000Z',
    afterId: 'place0000000042',
    done: 300,
    total: 1200,
  },
};

describe('the cursor', () => {
  it('reads back what was written, a page in progress included', () => {
    expect(readCursor(writeCursor(paging))).toEqual(paging);
    const idle: SyncCursor = { version: CURSOR_VERSION, user: '', highWater: { global: '2026-01-02 03:04:05.678Z' }, servedGrants: {} };
    expect(readCursor(writeCursor(idle))).toEqual(idle);
  });

  it('names its fields: no packed letters', () => {
    expect(Object.keys(JSON.parse(writeCursor(paging))).sort()).toEqual(['highWater', 'page', 'servedGrants', 'user', 'version']);
  });

  it('answers a cursor of the packed format before it (version 2) with a full sync, not an error', () => {
    const packed = JSON.stringify({
      v: 2,
      u: 'user00000000001',
      hw: { global: '2026-01-02 03:04:05.678Z', own: '2026-01-02 03:04:05.678Z' },
      g: { seoul000000001: '10abcdef3' },
      p: { keys: 'global,own#', to: '2026-01-02 04:00:00.000Z', from: {}, s: 0, c: 1, au: '', aid: '', done: 0, total: 9 },
    });
    expect(readCursor(packed)).toEqual(emptyCursor());
  });

  it('answers no cursor, or one it cannot read, with a full sync', () => {
    for (const raw of [
      '',
      '{not json',
      'null',
      '[]',
      '"text"',
      JSON.stringify({ ...paging, version: 4 }),
      JSON.stringify({ ...paging, user: 7 }),
      JSON.stringify({ ...paging, highWater: null }),
      JSON.stringify({ ...paging, highWater: { global: 1 } }),
      JSON.stringify({ ...paging, servedGrants: [] }),
    ]) {
      expect(readCursor(raw), raw).toEqual(emptyCursor());
    }
  });

  it('drops only a damaged page: the round starts again from the marks it began at', () => {
    for (const page of [
      { ...paging.page, streamIndex: -1 },
      { ...paging.page, afterId: null },
      { ...paging.page, windowStart: [] },
      'page',
    ]) {
      const { page: _, ...rest } = paging;
      expect(readCursor(JSON.stringify({ ...paging, page }))).toEqual(rest);
    }
  });
});

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
