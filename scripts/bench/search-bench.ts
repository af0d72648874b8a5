// The device's search engine under load: 20,000 generated places in Dexie,
// decorated like the search screen does, then searched the way the screen
// does (src/data/search): first results from a scan while the index is built
// (in a Web Worker in a browser; on a later task in Node), then queries typed
// a keystroke at a time against the index, and a sync's changes applied to it.
// Runs in Node (fake-indexeddb) and in Chromium (real IndexedDB).
import { editCatalog } from '#/data/catalog/chunks';
import { TastemapDB } from '#/data/db';
import { loadCatalog } from '#/data/catalog/catalog';
import { cityPlaceViews, placeListKey } from '#/data/queries/places';
import { indexStoreFor } from '#/data/search/stored-index';
import { PlaceSearch } from '#/data/search/place-search';
import { workerBuilder, type BuildIndex } from '#/data/search/worker-builder';
import { PlaceScan, packPlaces, type SearchablePlace } from '#/domain/search';
import { prepareMeaning, searchByMeaning } from '#/domain/query';

const HOODS = ['Hongdae', 'Yeonnam', 'Gangnam', 'Itaewon', 'Seongsu', 'Euljiro', 'Bukchon', 'Hannam', 'Mangwon', 'Jamsil'];
const WORDS = ['Noodle', 'Coffee', 'Garden', 'Vinyl', 'Market', 'Tavern', 'Gallery', 'Bakery', 'Rooftop', 'Jazz', 'Dumpling', 'Tea'];
const KOREAN = ['국수', '커피', '정원', '시장', '주점', '갤러리', '빵집', '옥상', '재즈', '만두', '찻집'];
const QUERIES = [
  'hongdae cafe',
  'gangnm',
  'rooftop bar',
  'cozy work',
  'date night',
  '시장',
  'jazz euljiro',
  'noodle',
  'hidden gem itaewon',
  'bakery seongsu',
];

const CITY = 'benchcity000000';
const iso = '2026-01-01 00:00:00.000Z';
const base = { created: iso, updated: iso };

export async function fillDevice(database: TastemapDB, count: number) {
  const categories = ['restaurant', 'cafe', 'bar', 'nightlife', 'shopping', 'culture', 'outdoor'].map((key, i) => ({
    id: `cat${String(i).padStart(12, '0')}`,
    key,
    name: `${key[0]!.toUpperCase()}${key.slice(1)}s`,
    icon: '',
    ...base,
  }));
  const vibes = ['Cozy', 'Rooftop', 'Hidden Gem', 'Date Night', 'Work-Friendly', 'Late Night', 'Local Favorite', 'Trendy'].map(
    (name, i) => ({
      id: `vibe${String(i).padStart(11, '0')}`,
      name,
      description: '',
      status: 'approved' as const,
      created_by: '',
      approved_by: '',
      approved_at: '',
      ...base,
    }),
  );
  const places = Array.from({ length: count }, (_, i) => ({
    id: `place${String(i).padStart(10, '0')}`,
    city: CITY,
    slug: `p${i}`,
    name: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`,
    name_local: `${KOREAN[i % KOREAN.length]}${KOREAN[(i * 3) % KOREAN.length]}`,
    description: `A ${WORDS[(i * 5) % WORDS.length]!.toLowerCase()} spot with a description about as long as a real one, number ${i}.`,
    categories: [categories[i % categories.length]!.id],
    rating: 3.5 + (i % 15) / 10,
    budget: 'medium' as const,
    address: `${i} Bench-ro, Mapo-gu, Seoul`,
    neighborhood: HOODS[i % HOODS.length]!,
    image: '',
    latitude: 0,
    longitude: 0,
    ...base,
  }));
  const placeVibes = places.flatMap((p, i) =>
    [0, 1].map((k) => ({
      id: `pv${k}${String(i).padStart(12, '0')}`,
      place: p.id,
      vibe: vibes[(i + k * 3) % vibes.length]!.id,
      city: p.city,
      ...base,
    })),
  );
  // Stored the way a sync stores them (src/data/sync/pull.ts applyPage).
  await database.transaction('rw', [database.place_categories, database.vibes, database.catalog, database.meta], async () => {
    await database.place_categories.bulkPut(categories);
    await database.vibes.bulkPut(vibes);
    await editCatalog(database, 'places', { upserts: places, deletions: [] });
    await editCatalog(database, 'place_vibes', { upserts: placeVibes, deletions: [] });
  });
}

export interface SearchBenchResult {
  places: number;
  /** Load + decorate the city's places (the list the screen searches). */
  loadMs: number;
  /** Of which reading the catalog from IndexedDB (its chunks parsed and indexed by city, place…). */
  catalogMs: number;
  /** From the engine's start to the end of its read of the stored index (found or not), beside the catalog. */
  storedReadMs: number | null;
  /** From the list in memory to the first query's results. */
  firstResultMs: number;
  /** What answered it: 'stored' (the index kept at the last start), or 'scan' (no index yet). */
  firstFrom: string;
  /** From the list handed over to the index answering: in a Web Worker in a browser, on a later task in Node. */
  buildMs: number;
  /** Where the index was built: 'worker', 'here' (the calling thread, when the worker failed), or Node's later task. */
  builtIn: string;
  /** Per keystroke (every prefix of every query) against the index. */
  p50Ms: number;
  p95Ms: number;
  queries: number;
  /** Whole queries only (the figure measured before the engine changed). */
  wholeP50Ms: number;
  wholeP95Ms: number;
  /** Per keystroke with the scan that answers until the index is ready. */
  scanP50Ms: number;
  scanP95Ms: number;
  /** Per keystroke as the search screen ranks: the query's meaning over the places its inverted lists give, its leftover words through the index. */
  meaningP50Ms: number;
  meaningP95Ms: number;
  /** The same keystrokes, interleaved with those, checking every place for every need (no inverted lists): the floor they cut. */
  everyPlaceP50Ms: number;
  everyPlaceP95Ms: number;
  /** Preparing a list for ranking by meaning (in idle moments on the device): in all, and its longest step. */
  prepareMs: number;
  prepareLongestStepMs: number;
  /** The first query ranked by meaning once prepared. */
  meaningFirstMs: number;
  /** A sync's changes (50 places edited, 20 removed, 30 added) applied to the index. */
  updateMs: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** What a traveller types, a keystroke at a time: every prefix of every query. */
const KEYSTROKES = QUERIES.flatMap((query) =>
  Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)).filter((q) => q.trim()),
);

/** Without workers (Node), the index is built on a later task: the screen answers from the scan meanwhile, as in a browser. */
const laterTask: BuildIndex = (places) => new Promise((resolve) => setTimeout(() => resolve(packPlaces(places))));

function timeEach(queries: readonly string[], rounds: number, search: (query: string) => unknown): number[] {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const start = performance.now();
      search(query);
      times.push(performance.now() - start);
    }
  }
  return times;
}

/** A sync's worth of changes to the list: some places edited, some gone, some new. */
function syncedChanges(views: readonly SearchablePlace[]): SearchablePlace[] {
  const next = views.slice(20).map((place, i) => (i % 400 === 0 ? { ...place, name: `${place.name} Annex` } : place));
  for (let i = 0; i < 30; i++) next.push({ ...views[i]!, id: `newplace${String(i).padStart(7, '0')}`, name: `Fresh Noodle Bar ${i}` });
  return next;
}

/** Loads and decorates every place from Dexie, then times the search from a cold start, per keystroke and on a sync. */
export async function runSearchBench(database: TastemapDB): Promise<SearchBenchResult> {
  // As the search screen does: its engine (which starts reading the stored index) is made as the list starts loading.
  const loadStart = performance.now();
  const search = new PlaceSearch(workerBuilder() ?? laterTask, undefined, {
    store: indexStoreFor(CITY, database),
    keyOf: placeListKey,
  });
  let storedReadMs: number | null = null;
  void search.whenStoredRead().then(() => (storedReadMs = performance.now() - loadStart));
  await loadCatalog(database);
  const catalogMs = performance.now() - loadStart;
  const views = await cityPlaceViews(CITY, database);
  const loadMs = performance.now() - loadStart;

  // Cold: the engine gets the list and is asked at once: from the stored index if it indexed this list, else a scan.
  const coldStart = performance.now();
  search.update(views);
  search.search(QUERIES[0]!);
  const firstResultMs = performance.now() - coldStart;
  const firstFrom = search.ready ? search.stats.how : 'scan';
  await search.whenReady();
  const buildMs = search.stats.ms;
  const builtIn = workerBuilder() || search.stats.how === 'stored' ? search.stats.how : 'a later task (Node has no Web Workers)';

  // Warm-up, then every keystroke of every query, and whole queries.
  timeEach(KEYSTROKES, 1, (q) => search.search(q));
  const times = timeEach(KEYSTROKES, 5, (q) => search.search(q));
  const whole = timeEach(QUERIES, 20, (q) => search.search(q));

  // The scan that answers before the index: over the same list, per keystroke.
  const scan = new PlaceScan(views);
  scan.search(QUERIES[0]!);
  const scanTimes = timeEach(KEYSTROKES, 2, (q) => scan.search(q));

  let prepareMs = 0;
  let prepareLongestStepMs = 0;
  for (const steps = prepareMeaning(views); ;) {
    const start = performance.now();
    const done = steps.next().done;
    const step = performance.now() - start;
    prepareMs += step;
    prepareLongestStepMs = Math.max(prepareLongestStepMs, step);
    if (done) break;
  }
  // A copy of the list has tables of its own: checking every place, it reuses none of the lists' answers.
  const everyPlaceViews = [...views];
  const everyPlaceSteps = prepareMeaning(everyPlaceViews);
  while (!everyPlaceSteps.next().done);
  const meaningStart = performance.now();
  searchByMeaning(QUERIES[0]!, views, (q) => search.search(q));
  const meaningFirstMs = performance.now() - meaningStart;
  searchByMeaning(QUERIES[0]!, everyPlaceViews, (q) => search.search(q), undefined, { everyPlace: true });
  // Keystroke by keystroke, one way then the other, so that both see the same machine.
  const meaningTimes: number[] = [];
  const everyPlaceTimes: number[] = [];
  for (const q of KEYSTROKES) {
    meaningTimes.push(...timeEach([q], 1, () => searchByMeaning(q, views, (text) => search.search(text))));
    everyPlaceTimes.push(
      ...timeEach([q], 1, () => searchByMeaning(q, everyPlaceViews, (text) => search.search(text), undefined, { everyPlace: true })),
    );
  }

  const synced = syncedChanges(views);
  const updateStart = performance.now();
  search.update(synced);
  const updateMs = performance.now() - updateStart;
  if (search.stats.how !== 'update') throw new Error(`A sync's changes were applied by ${search.stats.how}, not as an update`);

  return {
    places: views.length,
    loadMs,
    catalogMs,
    storedReadMs,
    firstResultMs,
    firstFrom,
    buildMs,
    builtIn,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    queries: times.length,
    wholeP50Ms: percentile(whole, 0.5),
    wholeP95Ms: percentile(whole, 0.95),
    scanP50Ms: percentile(scanTimes, 0.5),
    scanP95Ms: percentile(scanTimes, 0.95),
    meaningP50Ms: percentile(meaningTimes, 0.5),
    meaningP95Ms: percentile(meaningTimes, 0.95),
    everyPlaceP50Ms: percentile(everyPlaceTimes, 0.5),
    everyPlaceP95Ms: percentile(everyPlaceTimes, 0.95),
    meaningFirstMs,
    prepareMs,
    prepareLongestStepMs,
    updateMs,
  };
}
