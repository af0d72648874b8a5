// The device's search engine under load: 20,000 generated places in Dexie,
// decorated like the search screen does, indexed with MiniSearch and queried.
// Runs in Node (fake-indexeddb) and in Chromium (real IndexedDB).
import { editCatalog } from '#/data/catalog/chunks';
import { TastemapDB } from '#/data/db';
import { cityPlaceViews } from '#/data/queries/places';
import { buildPlaceIndex, searchPlaces } from '#/domain/search-index';

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
    city: 'benchcity000000',
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
  loadMs: number;
  buildMs: number;
  p50Ms: number;
  p95Ms: number;
  queries: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** Loads and decorates every place from Dexie, builds the index, then times 200 queries. */
export async function runSearchBench(database: TastemapDB): Promise<SearchBenchResult> {
  const loadStart = performance.now();
  const views = await cityPlaceViews('benchcity000000', database);
  const loadMs = performance.now() - loadStart;
  const buildStart = performance.now();
  const index = buildPlaceIndex(views);
  const buildMs = performance.now() - buildStart;
  const times: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const query of QUERIES) {
      const start = performance.now();
      searchPlaces(index, query);
      times.push(performance.now() - start);
    }
  }
  return { places: views.length, loadMs, buildMs, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95), queries: times.length };
}
