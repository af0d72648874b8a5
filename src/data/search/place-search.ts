// The device's place search for one city: ready when the traveller types.
// - A large list is indexed in a Web Worker; until the index arrives, queries
//   are answered by a plain scan of the list (no typos), so results show at
//   once. Small lists (a few hundred places) are indexed on the spot.
// - When the list changes (a sync), the index is updated by id: places gone
//   are removed, new or edited ones added. A change to much of the list, or
//   an index worn by many updates, is rebuilt in the worker while the current
//   index keeps answering.
// - Queries run on the calling thread against the index: a few milliseconds
//   over 20,000 places, so results belong to the query just typed.
import { PlaceIndex, PlaceScan, queryTerms, type SearchablePlace } from '#/domain/search';
import { workerBuilder, type BuildIndex } from './worker-builder';
import { indexStoreFor, type IndexStore } from './stored-index';
import { appLog } from '../log';
import { placeListKey } from '../queries/places';

/** Lists smaller than this are indexed on the calling thread: a worker's start costs more. */
export const WORKER_MIN_PLACES = 1000;
/** A change to more than this share of the list is a rebuild, not an update. */
const REBUILD_SHARE = 0.2;
/** Rebuild once this share of the index's documents were removed or added since it was built. */
const MAX_STALENESS = 0.25;

/** The searchable fields of a place only (a view carries much more). */
function searchable(place: SearchablePlace): SearchablePlace {
  const { id, name, name_local, neighborhood, categoryNames, vibes, description, address } = place;
  return { id, name, name_local, neighborhood, categoryNames, vibes, description, address };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

function sameSearchable(a: SearchablePlace, b: SearchablePlace): boolean {
  return (
    a.name === b.name &&
    a.name_local === b.name_local &&
    a.neighborhood === b.neighborhood &&
    a.description === b.description &&
    a.address === b.address &&
    sameList(a.categoryNames, b.categoryNames) &&
    sameList(a.vibes, b.vibes)
  );
}

/** What changed between what an index holds and a list (ids unique): ids gone, places new or edited. */
export function diffPlaces(
  indexed: ReadonlyMap<string, SearchablePlace>,
  places: readonly SearchablePlace[],
): { removed: string[]; changed: SearchablePlace[] } {
  const changed: SearchablePlace[] = [];
  let kept = 0;
  for (const place of places) {
    const before = indexed.get(place.id);
    if (before) kept++;
    if (!before || !sameSearchable(before, place)) changed.push(place);
  }
  const removed: string[] = [];
  if (kept < indexed.size) {
    const current = new Set(places.map((place) => place.id));
    for (const id of indexed.keys()) if (!current.has(id)) removed.push(id);
  }
  return { removed, changed };
}

/** How the index was last made ready, for the bench and the curious. */
export interface PlaceSearchStats {
  /** Places in the index. */
  indexed: number;
  /** 'worker', 'here' (calling thread), 'stored' (reloaded from the device), or 'update' (changed places applied to the index). */
  how: 'worker' | 'here' | 'stored' | 'update' | 'none';
  /** From the list's arrival to the index answering, in ms. */
  ms: number;
}

/** Where a city's last built index is kept between starts, and how a list names itself (equal keys, equal lists). */
export interface StoredIndexes {
  store: IndexStore;
  keyOf: (places: readonly SearchablePlace[]) => string | undefined;
}

type Loaded = Awaited<ReturnType<IndexStore['load']>>;

export class PlaceSearch {
  private places: readonly SearchablePlace[] = [];
  private scan: PlaceScan | undefined;
  private index: PlaceIndex | undefined;
  /** The searchable fields of each place the index holds, as built, and by id once the list changes. */
  private indexedDocs: SearchablePlace[] = [];
  private indexed: Map<string, SearchablePlace> | undefined;
  private building = false;
  private version = 0;
  private readonly listeners = new Set<() => void>();
  stats: PlaceSearchStats = { indexed: 0, how: 'none', ms: 0 };
  /** The stored index being read (from construction on, while the list loads), then what it held until used. */
  private storedRead: Promise<Loaded> | undefined;
  private storedIndex: Loaded;

  /**
   * `build` indexes elsewhere (a worker) lists of `elsewhereFrom` places or
   * more; without it, indexes are built on the calling thread.
   */
  constructor(
    private build: BuildIndex | undefined = workerBuilder(),
    private readonly elsewhereFrom = WORKER_MIN_PLACES,
    private readonly stored?: StoredIndexes,
  ) {
    this.storedRead = stored?.store.load().then(
      (loaded) => (this.storedIndex = loaded),
      () => undefined,
    );
  }

  /** Changes each time results may differ: the index arrived or was updated. */
  get revision(): number {
    return this.version;
  }

  /** Whether queries are answered by the index (else by a scan). */
  get ready(): boolean {
    return !!this.index;
  }

  /** Called when an index built elsewhere arrives (changes on the calling thread notify nobody: the caller sees them). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The places to search; nothing happens for the same array. */
  update(places: readonly SearchablePlace[]): void {
    if (places === this.places) return;
    this.places = places;
    this.scan = undefined;
    this.reconcile(performance.now());
  }

  /** Resolves once the stored index (if any) has been read: from then on a list it indexed is answered by it at once. */
  async whenStoredRead(): Promise<void> {
    await this.storedRead;
  }

  /** Resolves once the index answers for the current list. */
  whenReady(): Promise<void> {
    if (this.index && !this.building) return Promise.resolve();
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        if (this.index && !this.building) {
          unsubscribe();
          resolve();
        }
      });
    });
  }

  /** Ids of the places matching a query, best first; empty for a blank query. */
  search(query: string, limit?: number): string[] {
    if (!queryTerms(query).length) return [];
    if (this.index) return this.index.search(query, limit);
    this.scan ??= new PlaceScan(this.places);
    return this.scan.search(query, limit);
  }

  private changed(notify: boolean) {
    this.version++;
    if (notify) for (const listener of [...this.listeners]) listener();
  }

  /** Installs the stored index if it indexed exactly the current list (once: later lists are diffed into it). */
  private installStored(since: number): boolean {
    const stored = this.storedIndex;
    if (!stored || this.index || stored.key !== this.stored?.keyOf(this.places)) return false;
    this.storedIndex = undefined;
    // Lists with a key are never changed in place: the list stands for the documents indexed.
    this.install(PlaceIndex.fromPacked(stored.packed), this.places as SearchablePlace[], 'stored', since);
    return true;
  }

  private reconcile(since: number) {
    // A build under way reconciles with the newest list when it lands.
    if (this.building) return;
    if (this.installStored(since)) return this.changed(false);
    const places = this.places;
    const index = this.index;
    if (index) {
      this.indexed ??= new Map(this.indexedDocs.map((doc) => [doc.id, doc]));
      const { removed, changed } = diffPlaces(this.indexed, places);
      if (!removed.length && !changed.length) return;
      const small = removed.length + changed.length <= Math.max(50, places.length * REBUILD_SHARE);
      if (small && index.staleness < MAX_STALENESS) {
        for (const id of removed) {
          index.remove(id);
          this.indexed.delete(id);
        }
        for (const place of changed) {
          index.add(place);
          this.indexed.set(place.id, searchable(place));
        }
        this.stats = { indexed: index.size, how: 'update', ms: performance.now() - since };
        return this.changed(false);
      }
    }
    const build = this.build;
    if (!build || places.length < this.elsewhereFrom) {
      const docs = places.map(searchable);
      this.install(PlaceIndex.build(docs), docs, 'here', since);
      return this.changed(false);
    }
    // Elsewhere, from the next task on: the query being typed is answered first (by the scan, or the
    // current index, whose places gone the caller filters out) and the list's latest state is sent.
    this.building = true;
    setTimeout(() => void this.buildElsewhere(build, since));
  }

  private async buildElsewhere(build: BuildIndex, since: number) {
    // The stored index, still being read when the list came, may make the build unnecessary.
    await this.storedRead;
    if (this.installStored(since)) {
      this.building = false;
      this.reconcile(performance.now());
      return this.changed(true);
    }
    const docs = this.places.map(searchable);
    const key = this.stored?.keyOf(this.places);
    let packed;
    try {
      packed = await build(docs);
    } catch (error) {
      // No worker after all: build here, from now on.
      appLog.warn('search/worker', error);
      this.build = undefined;
      return this.landed(PlaceIndex.build(docs), docs, 'here', since);
    }
    this.landed(PlaceIndex.fromPacked(packed), docs, 'worker', since);
    // Not kept: the next start builds it again.
    if (key) void this.stored?.store.save(key, packed).catch((error: unknown) => appLog.warn('search/stored-index', error));
  }

  private landed(index: PlaceIndex, docs: SearchablePlace[], how: PlaceSearchStats['how'], since: number) {
    this.building = false;
    this.install(index, docs, how, since);
    this.reconcile(performance.now());
    this.changed(true);
  }

  private install(index: PlaceIndex, docs: SearchablePlace[], how: PlaceSearchStats['how'], since: number) {
    this.index = index;
    // The scan's texts are not needed any more.
    this.scan = undefined;
    this.indexedDocs = docs;
    this.indexed = undefined;
    this.stats = { indexed: index.size, how, ms: performance.now() - since };
  }
}

/** One search per city, the two most recent kept: coming back to a city finds its index ready. */
const searches = new Map<string, PlaceSearch>();

export function placeSearchFor(cityId: string): PlaceSearch {
  let search = searches.get(cityId);
  if (search) searches.delete(cityId);
  else search = new PlaceSearch(workerBuilder(), WORKER_MIN_PLACES, { store: indexStoreFor(cityId), keyOf: placeListKey });
  searches.set(cityId, search);
  for (const key of searches.keys()) if (searches.size > 2) searches.delete(key);
  return search;
}
