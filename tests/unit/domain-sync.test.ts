// Pure sync rules: retry timing, failure classes, merging pulled rows with
// pending writes, tombstones, device-made ids.
import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelay, classifyFailure } from '#/domain/backoff';
import { pairId, randomId } from '#/domain/ids';
import { newId } from '#/data/writes/new-id';
import { pocketbaseDate, rebase, tombstoneRemoves } from '#/domain/merge';
import { needsSync } from '#/domain/sync-start';

describe('backoff', () => {
  it('starts at 200 ms and doubles, between half and all of each step', () => {
    expect(backoffDelay(1, () => 0.999)).toBeLessThanOrEqual(BACKOFF_BASE_MS);
    expect(backoffDelay(1, () => 0)).toBe(BACKOFF_BASE_MS / 2);
    expect(backoffDelay(2, () => 0.999)).toBeLessThanOrEqual(400);
    expect(backoffDelay(3, () => 0)).toBe(400);
    expect(backoffDelay(4, () => 0.999)).toBeGreaterThan(790);
  });

  it('never waits longer than a minute', () => {
    expect(backoffDelay(50, () => 0.999)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
  });

  it('retries network failures, throttling and server errors; sends 401 to re-auth; keeps other 4xx for the user', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) expect(classifyFailure(status)).toBe('retry');
    expect(classifyFailure(401)).toBe('reauth');
    for (const status of [400, 403, 404, 422]) expect(classifyFailure(status)).toBe('permanent');
  });
});

describe('merging pulled rows with pending writes', () => {
  const server = { id: 'c1', name: 'From server', description: 'server', updated: '2026-01-01 00:00:00.000Z' };

  it('takes the server row when nothing is pending', () => {
    expect(rebase(server, [])).toEqual(server);
  });

  it('keeps pending field changes on top, in order', () => {
    expect(
      rebase(server, [
        { op: 'update', data: { name: 'Mine' } },
        { op: 'update', data: { name: 'Mine again' } },
      ]),
    ).toEqual({ ...server, name: 'Mine again' });
  });

  it('hides a row this device deleted but has not synced', () => {
    expect(rebase(server, [{ op: 'update', data: { name: 'x' } }, { op: 'delete' }])).toBeUndefined();
  });

  it('shows a row deleted then re-created on this device', () => {
    expect(rebase(server, [{ op: 'delete' }, { op: 'create', data: { name: 'Again' } }])).toEqual({ ...server, name: 'Again' });
  });

  it('lets a tombstone win over pending updates but not over a pending re-create', () => {
    expect(tombstoneRemoves([])).toBe(true);
    expect(tombstoneRemoves([{ op: 'update', data: {} }])).toBe(true);
    expect(tombstoneRemoves([{ op: 'create', data: {} }])).toBe(false);
  });

  it('formats dates like PocketBase so they sort as text', () => {
    expect(pocketbaseDate(Date.UTC(2026, 10, 22, 9, 5, 3, 7))).toBe('2026-11-22 09:05:03.007Z');
  });
});

describe('ids made on the device', () => {
  it('are 15 characters of a-z and 0-9, like PocketBase ids', () => {
    for (let i = 0; i < 200; i++) expect(newId()).toMatch(/^[a-z0-9]{15}$/);
    expect(new Set(Array.from({ length: 1000 }, () => newId())).size).toBe(1000);
  });

  it('draw every letter evenly, skipping bytes that would favour the first ones', () => {
    // 252..255 would map to a-d a second time; they are skipped, and a source that runs short is asked again.
    const batches = [[255, 0, 252, 35, 253, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 254, 255]];
    let calls = 0;
    const id = randomId((count) => {
      calls++;
      return Uint8Array.from(batches.shift() ?? Array.from({ length: count }, () => 36 + 12));
    });
    expect(id).toBe('a9bcdefghijklmm');
    expect(calls).toBe(2);
  });

  it('are the same for the same pair on every device, and differ between pairs', () => {
    expect(pairId('saved_places', 'user1', 'place1')).toBe(pairId('saved_places', 'user1', 'place1'));
    expect(pairId('saved_places', 'user1', 'place1')).toMatch(/^[a-z0-9]{15}$/);
    const ids = new Set<string>();
    for (let u = 0; u < 50; u++) for (let p = 0; p < 50; p++) ids.add(pairId('saved_places', `u${u}`, `p${p}`));
    expect(ids.size).toBe(2500);
    expect(pairId('a', 'bc')).not.toBe(pairId('ab', 'c'));
  });
});

describe('when the device starts syncing', () => {
  it('always when signed in; for a visitor, once they leave the landing page', () => {
    expect(needsSync(true, '/')).toBe(true);
    expect(needsSync(false, '/')).toBe(false);
    expect(needsSync(false, '/explorer')).toBe(true);
    expect(needsSync(false, '/collections/abc')).toBe(true);
  });
});
