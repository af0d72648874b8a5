// @vitest-environment jsdom
// The device's search engine: an index updated place by place finds what a
// fresh one finds; a packed index (what the worker posts) answers the same;
// the scan answers before any index; the engine hands the list to a builder,
// scans meanwhile, and keeps up with a list that changes.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { diffPlaces, PlaceSearch } from '#/data/search/place-search';
import { PREPARE_AHEAD_FROM } from '#/data/search/meaning-prep';
import { usePlaceSearch } from '#/data/search/use-place-search';
import { inArea } from '#/domain/areas';
import type { BuildIndex } from '#/data/search/worker-builder';
import { buildPlaceIndex, packPlaces, PlaceIndex, PlaceScan, searchPlaces, type SearchablePlace } from '#/domain/search';
import { seedViews, seoulSearchable } from '../support/seed-places';

const docs = seoulSearchable;
const seoulViews = seedViews('seoul');
const byId = new Map(docs.map((d) => [d.id, d]));
const QUERIES = [
  'hongdae cafe',
  'gangnm',
  'rooftop',
  '시장',
  '광장',
  'gwangj',
  'jazz euljiro',
  'hidden gem itaewon',
  'c',
  'noodle',
  'market',
];
const sorted = (ids: readonly string[]) => [...ids].sort();

/** A sync's worth of changes: some places gone, some renamed, some new. */
function changedList<P extends SearchablePlace>(places: readonly P[]): P[] {
  const next = places
    .slice(5)
    .map((p, i) => (i % 20 === 0 ? { ...p, name: `${p.name} Rooftop Annex`, vibes: [...p.vibes, 'Rooftop'] } : p));
  for (let i = 0; i < 5; i++)
    next.push({ ...places[i + 10]!, id: `new-place-${i}`, name: `Zanzibar Noodle Bar ${i}`, neighborhood: 'Yeonnam' });
  return next;
}

describe('the place index', () => {
  it('updated place by place, finds what an index built from the new list finds', () => {
    const index = buildPlaceIndex(docs);
    const next = changedList(docs);
    const { removed, changed } = diffPlaces(byId, next);
    expect(removed).toEqual(docs.slice(0, 5).map((d) => d.id));
    expect(changed).toHaveLength(5 + Math.ceil((docs.length - 5) / 20));
    for (const id of removed) index.remove(id);
    for (const place of changed) index.add(place);
    const fresh = buildPlaceIndex(next);
    for (const query of [...QUERIES, 'zanzibar', 'zanzibr noodle', 'annex', 'yeonnam']) {
      expect(sorted(searchPlaces(index, query)), query).toEqual(sorted(searchPlaces(fresh, query)));
    }
    expect(searchPlaces(index, 'zanzibar')).toHaveLength(5);
    expect(searchPlaces(index, docs[0]!.name)).not.toContain(docs[0]!.id);
    expect(index.size).toBe(next.length);
    expect(index.staleness).toBeGreaterThan(0);
  });

  it('packed as a worker posts it, answers as the index it came from', () => {
    const packed = packPlaces(docs);
    // What postMessage does to it.
    const copy = PlaceIndex.fromPacked(structuredClone(packed));
    const original = buildPlaceIndex(docs);
    for (const query of QUERIES) expect(searchPlaces(copy, query), query).toEqual(searchPlaces(original, query));
  });

  it('finds a Korean name while its last syllable is still being typed', () => {
    const index = buildPlaceIndex(docs);
    // An input method shows '광자' and '광ㅈ' on the way to '광장'.
    expect(searchPlaces(index, '광자')).toContain('gwangjang-market');
    expect(searchPlaces(index, '광ㅈ')).toContain('gwangjang-market');
  });

  it('ranks a place whose every word matches first, and takes only the best when asked', () => {
    const index = buildPlaceIndex(docs);
    const all = searchPlaces(index, 'market');
    expect(all.length).toBeGreaterThan(3);
    expect(searchPlaces(index, 'market', 3)).toEqual(all.slice(0, 3));
    expect(searchPlaces(index, 'gwangjang market')[0]).toBe('gwangjang-market');
  });
});

describe('the scan before the index', () => {
  const scan = new PlaceScan(docs);

  it('finds words anywhere in a place, Korean inside a name too, best field first', () => {
    const market = docs.find((d) => d.name === 'Gwangjang Market')!;
    expect(scan.search('시장')).toContain(market.id);
    expect(scan.search('gwangjang')[0]).toBe(market.id);
    // The area a neighbourhood belongs to.
    const yeonnam = scan.search('hongdae');
    expect(yeonnam.some((id) => byId.get(id)!.neighborhood === 'Yeonnam')).toBe(true);
    const cafes = scan.search('hongdae cafe');
    expect(cafes.length).toBeGreaterThan(3);
    for (const id of cafes) expect(`${JSON.stringify(byId.get(id))}`.toLowerCase()).toMatch(/cafe/);
  });

  it('falls back to any word, and finds nothing for a blank query or a typo', () => {
    expect(scan.search('hongdae zzzzqq').length).toBeGreaterThan(0);
    expect(scan.search('  ')).toEqual([]);
    expect(scan.search('gangnm')).toEqual([]);
  });
});

/** A builder that lands when the test says so, as a worker would. */
function controlledBuilder() {
  const requests: Array<{ places: SearchablePlace[]; land: () => void; fail: () => void }> = [];
  const build: BuildIndex = (places) =>
    new Promise((resolve, reject) => {
      requests.push({ places, land: () => resolve(structuredClone(packPlaces(places))), fail: () => reject(new Error('no worker')) });
    });
  return { build, requests };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('the search engine', () => {
  it('answers from a scan at once, from the index once the builder lands it', async () => {
    const { build, requests } = controlledBuilder();
    const search = new PlaceSearch(build, 0);
    let notified = 0;
    search.subscribe(() => notified++);
    search.update(docs);
    expect(search.ready).toBe(false);
    expect(search.search('gangnam').length).toBeGreaterThan(0);
    // No typos before the index.
    expect(search.search('gangnm')).toEqual([]);
    await nextTask();
    expect(requests).toHaveLength(1);
    requests[0]!.land();
    await search.whenReady();
    expect(search.ready).toBe(true);
    expect(notified).toBe(1);
    expect(search.stats.how).toBe('worker');
    expect(search.search('gangnm').length).toBeGreaterThan(0);
  });

  it('catches up with a list that changed while the index was being built', async () => {
    const { build, requests } = controlledBuilder();
    const search = new PlaceSearch(build, 0);
    search.update(docs.slice(0, 100));
    await nextTask();
    const next = changedList(docs);
    search.update(next);
    // The first build is under way: the scan answers from the newest list meanwhile.
    expect(search.search('zanzibar')).toHaveLength(5);
    requests[0]!.land();
    // The list grew by more than a few places since: a second build, from the newest list.
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.places).toHaveLength(next.length);
    requests[1]!.land();
    await search.whenReady();
    expect(sorted(search.search('zanzibr'))).toEqual(sorted(next.filter((p) => p.name.startsWith('Zanzibar')).map((p) => p.id)));
    expect(sorted(search.search('rooftop'))).toEqual(sorted(searchPlaces(buildPlaceIndex(next), 'rooftop')));
  });

  it("applies a sync's few changes to the index, and rebuilds after many", async () => {
    const { build, requests } = controlledBuilder();
    const search = new PlaceSearch(build, 0);
    search.update(docs);
    await nextTask();
    requests[0]!.land();
    await search.whenReady();

    const next = changedList(docs);
    search.update(next);
    expect(search.stats.how).toBe('update');
    expect(requests).toHaveLength(1);
    expect(search.search('zanzibar')).toHaveLength(5);
    expect(search.search(docs[0]!.name)).not.toContain(docs[0]!.id);

    // Half the city changes: built again, the current index answering meanwhile.
    const renamed = next.map((p, i) => (i % 2 ? { ...p, description: `${p.description} Quokka.` } : p));
    search.update(renamed);
    await nextTask();
    expect(requests).toHaveLength(2);
    expect(search.search('zanzibar')).toHaveLength(5);
    requests[1]!.land();
    await search.whenReady();
    expect(search.search('quokka')).toHaveLength(Math.floor(next.length / 2));
  });

  it('builds on the calling thread when the builder fails', async () => {
    const { build, requests } = controlledBuilder();
    const search = new PlaceSearch(build, 0);
    search.update(docs);
    await nextTask();
    requests[0]!.fail();
    await search.whenReady();
    expect(search.stats.how).toBe('here');
    expect(search.search('gangnm').length).toBeGreaterThan(0);
  });
});

describe('usePlaceSearch', () => {
  it("returns a city's matches best first, follows the list, and nothing without a list", () => {
    const { result, rerender } = renderHook(
      ({ places, query }: { places: typeof docs | undefined; query: string }) => usePlaceSearch('seoul-test', places, query),
      { initialProps: { places: undefined as typeof docs | undefined, query: 'gangnm' } },
    );
    expect(result.current).toBeUndefined();
    // A list this small is indexed at once.
    rerender({ places: docs, query: 'gangnm' });
    expect(result.current!.complete).toBe(true);
    expect(result.current!.ids.length).toBeGreaterThan(4);
    rerender({ places: docs, query: 'zanzibar' });
    expect(result.current!.ids).toEqual([]);
    rerender({ places: changedList(docs), query: 'zanzibar' });
    expect(result.current!.ids).toHaveLength(5);
    rerender({ places: changedList(docs), query: ' ' });
    expect(result.current!.ids).toEqual([]);
  });
});

describe('usePlaceSearch on a large city', () => {
  it('answers from the text index at once, then by meaning once prepared in idle moments', async () => {
    // Over a thousand places: ranking by meaning is prepared ahead, not at the first keystroke.
    const big = Array.from({ length: 8 }, (_, k) => seoulViews.map((p) => ({ ...p, id: `${p.id}-${k}` }))).flat();
    expect(big.length).toBeGreaterThanOrEqual(PREPARE_AHEAD_FROM);
    const { result } = renderHook(() => usePlaceSearch('seoul-large', big, 'seongsu cafe'));
    const before = result.current!;
    expect(before.complete).toBe(false);
    expect(before.partialFrom).toBe(before.ids.length);
    // Preparing thousands of places takes idle moments, which a busy CI machine hands out slowly: wait for
    // the state itself, not testing-library's one-second default.
    await waitFor(() => expect(result.current!.complete).toBe(true), { timeout: 30_000 });
    const { ids, partialFrom } = result.current!;
    // Cafes in Seongsu first; places that are only one of the two after them.
    expect(partialFrom).toBeGreaterThan(0);
    expect(partialFrom).toBeLessThan(ids.length);
    const byId = new Map(big.map((p) => [p.id, p]));
    for (const id of ids.slice(0, partialFrom)) {
      expect(byId.get(id)!.categoryKeys).toContain('cafe');
      expect(inArea(byId.get(id)!, 'Seongsu')).toBe(true);
    }
  });
});
