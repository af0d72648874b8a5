/// <reference path="../../pb_data/types.d.ts" />
// Benchmark data, never part of the product: a generated live city with
// BENCH_PLACES places, each recommended by two of its tastemakers and tagged
// with two vibes, and a user who has unlocked it. scripts/bench.ts copies this
// file next to the real migrations in a temporary migrations dir.
migrate(
  (app) => {
    const count = parseInt($os.getenv('BENCH_PLACES'), 10) || 5000;
    const insert = (name, data) => {
      const record = new Record(app.findCollectionByNameOrId(name));
      for (const key of Object.keys(data)) record.set(key, data[key]);
      app.saveNoValidate(record);
      return record;
    };
    const city = insert('cities', {
      slug: 'benchville',
      name: 'Benchville',
      country: 'Nowhere',
      status: 'live',
      is_free: false,
      price: 6.99,
      description: 'A generated city for benchmarks.',
      image: '/images/placeholder.svg',
      latitude: 10,
      longitude: 10,
      places_count: count,
      tastemakers_count: 10,
    });
    const categories = app.findAllRecords('place_categories').map((c) => c.id);
    const vibes = app.findRecordsByFilter('vibes', "status = 'approved'", '', 0, 0).map((v) => v.id);
    const tastemakers = [];
    for (let t = 0; t < 10; t++) {
      const tm = insert('tastemakers', {
        slug: `bench-tastemaker-${t}`,
        username: `bench_tm_${t}`,
        name: `Bench Tastemaker ${t}`,
        title: 'Generated',
        bio: 'Generated for benchmarks.',
        specialties: ['Food'],
        followers: 100 * t,
        chat_context: 'Generated.',
        price: 399,
        image: '/images/placeholder.svg',
        // Listed like the seed's personas: a tastemaker waiting for review is nobody else's to read.
        status: 'approved',
      });
      insert('city_tastemakers', { city: city.id, tastemaker: tm.id });
      tastemakers.push(tm.id);
    }
    const hoods = ['Old Town', 'Harbour', 'Hillside', 'Market', 'Riverside', 'Uptown', 'Docks', 'Garden District'];
    const now = new Date().toISOString().replace('T', ' ');
    for (let i = 0; i < count; i++) {
      const place = insert('places', {
        city: city.id,
        slug: `bench-place-${i}`,
        name: `Bench Place ${i}`,
        name_local: '',
        description: `Generated place number ${i}, with a description about as long as a real one so that payloads are realistic.`,
        categories: [categories[i % categories.length]],
        rating: 3.5 + (i % 15) / 10,
        budget: ['low', 'medium', 'high'][i % 3],
        address: `${i} Bench Street, Benchville`,
        neighborhood: hoods[i % hoods.length],
        image: '/images/placeholder.svg',
        latitude: 10 + (i % 100) / 1000,
        longitude: 10 + (i % 77) / 1000,
      });
      for (let k = 0; k < 2; k++) {
        insert('tastemaker_places', { tastemaker: tastemakers[(i + k) % 10], place: place.id, city: city.id });
        insert('place_vibes', { place: place.id, vibe: vibes[(i * 3 + k) % vibes.length], city: city.id });
      }
      insert('recommendations', { place: place.id, city: city.id, tastemaker: tastemakers[i % 10], recommended_at: now });
    }
  },
  () => {},
);
