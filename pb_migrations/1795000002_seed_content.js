/// <reference path="../pb_hooks/types/runtime.ts" />
// Seed content: the catalog (categories, vibes, badges, cities) and each live
// city's tastemakers, places, events and activity, from pb_migrations/seed/*.json.
// Runs once like every migration, so restarting never duplicates it. Dates
// (events, recommendations, activity) are relative to the moment it runs.
migrate(
  (app) => {
    const seedDir = `${__hooks}/../pb_migrations/seed`;
    // The seed files are checked by scripts/check-seed.mjs, not here.
    const readJson = (/** @type {string} */ name) => JSON.parse(toString($os.readFile(`${seedDir}/${name}`)));
    const catalog = readJson('catalog.json');
    const liveCityFiles = ['seoul.json', 'new-york-city.json'];

    // Deterministic pseudo-random numbers, so two seeded servers hold the same data shape.
    let state = 20250101;
    const random = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    const DAY = 24 * 3600 * 1000;
    const now = Date.now();
    const iso = (/** @type {number} */ ms) => new Date(ms).toISOString().replace('T', ' ');
    // Fixed offsets are enough for seed dates; the app shows times in the city's zone.
    /** @type {Object<string, number>} */
    const utcOffsetHours = { 'Asia/Seoul': 9, 'America/New_York': -5 };
    /** @type {Object<string, string>} */
    const timezones = { seoul: 'Asia/Seoul', 'new-york-city': 'America/New_York' };

    const insert = (/** @type {string} */ collectionName, /** @type {Object<string, unknown>} */ data) => {
      const record = new Record(app.findCollectionByNameOrId(collectionName));
      for (const key of Object.keys(data)) record.set(key, data[key]);
      app.save(record);
      return record;
    };

    /** @type {Object<string, string>} */
    const categoryIds = {};
    for (const c of catalog.categories) categoryIds[c.key] = insert('place_categories', c).id;

    /** @type {Object<string, string>} */
    const vibeIds = {};
    for (const v of catalog.vibes) vibeIds[v.name] = insert('vibes', { ...v, status: 'approved', approved_at: iso(now) }).id;
    for (const v of catalog.pendingVibes) insert('vibes', { ...v, status: 'pending' });

    for (const b of catalog.badges) {
      insert('badges', {
        name: b.name,
        description: b.description,
        icon: b.icon,
        criteria_type: b.criteria.type,
        criteria_count: b.criteria.count,
      });
    }

    for (const c of catalog.cities) {
      insert('cities', {
        ...c,
        is_free: false,
        image: `/images/generated/cities/${c.slug}.svg`,
        places_count: 0,
        tastemakers_count: 0,
      });
    }

    for (const file of liveCityFiles) {
      const data = readJson(file);
      const c = data.city;
      const timezone = timezones[c.slug] || 'UTC';
      const city = insert('cities', {
        slug: c.slug,
        name: c.name,
        country: c.country,
        description: c.description,
        status: c.status,
        is_free: !!c.is_free,
        price: c.price || 0,
        latitude: c.latitude,
        longitude: c.longitude,
        timezone,
        image: `/images/generated/cities/${c.slug}.svg`,
        places_count: data.places.length,
        tastemakers_count: data.tastemakers.length,
      });

      /** @type {Object<string, string>} */
      const tastemakerIds = {};
      for (const t of data.tastemakers) {
        const tastemaker = insert('tastemakers', {
          slug: t.slug,
          username: t.username,
          name: t.name,
          title: t.title,
          bio: t.bio,
          specialties: t.specialties,
          followers: t.followers,
          chat_context: t.chat_context,
          is_tour_guide: !!t.is_tour_guide,
          is_locked: !t.is_tour_guide,
          price: t.price,
          image: `/images/generated/tastemakers/${t.slug}.svg`,
        });
        tastemakerIds[t.slug] = tastemaker.id;
        insert('city_tastemakers', { city: city.id, tastemaker: tastemaker.id });
        for (const v of t.vibes || []) {
          insert('tastemaker_vibes', { tastemaker: tastemaker.id, vibe: vibeIds[v.vibe], frequency: v.frequency });
        }
      }
      city.set('featured_tastemaker', tastemakerIds[c.featured_tastemaker]);
      app.save(city);

      const monthStart = new Date(now);
      monthStart.setUTCDate(1);
      monthStart.setUTCHours(0, 0, 0, 0);
      /** @type {Object<string, string>} */
      const placeIds = {};
      for (const p of data.places) {
        const place = insert('places', {
          city: city.id,
          slug: p.slug,
          name: p.name,
          name_local: p.name_local || '',
          description: p.description,
          categories: p.categories.map((/** @type {string} */ key) => categoryIds[key]),
          rating: p.rating,
          budget: p.budget,
          address: p.address,
          neighborhood: p.neighborhood,
          latitude: p.latitude,
          longitude: p.longitude,
          image: `/images/generated/places/${c.slug}/${p.slug}.svg`,
        });
        placeIds[p.slug] = place.id;
        for (const v of p.vibes) insert('place_vibes', { place: place.id, vibe: vibeIds[v], city: city.id });
        for (const slug of p.tastemakers) {
          insert('tastemaker_places', { tastemaker: tastemakerIds[slug], place: place.id, city: city.id });
          // One recommendation per recommending tastemaker, dated this month.
          const when = monthStart.getTime() + random() * Math.max(now - monthStart.getTime(), 60000);
          insert('recommendations', { place: place.id, city: city.id, tastemaker: tastemakerIds[slug], recommended_at: iso(when) });
        }
      }

      const offset = utcOffsetHours[timezone] || 0;
      const localMidnightUtc = Math.floor((now + offset * 3600000) / DAY) * DAY - offset * 3600000;
      data.events.forEach((/** @type {any} */ e, /** @type {number} */ index) => {
        insert('events', {
          city: city.id,
          name: e.name,
          category: e.category,
          description: e.description,
          location: e.location,
          price: e.price,
          image: `/images/generated/events/${c.slug}-${index + 1}.svg`,
          date: iso(localMidnightUtc + e.days_after_seed * DAY + e.hour * 3600000),
        });
      });

      for (const a of data.activity) {
        insert('activity_feed', {
          city: city.id,
          tastemaker: tastemakerIds[a.tastemaker],
          place: a.place ? placeIds[a.place] : '',
          activity_type: a.type,
          content: a.content,
          happened_at: iso(now - a.days_ago * DAY - Math.floor(random() * 12) * 3600000),
        });
      }
    }
  },
  (app) => {
    // Seeded rows are the whole catalog; removing the cities and catalog
    // collections' rows cascades to everything that points at them.
    for (const name of ['cities', 'tastemakers', 'vibes', 'badges', 'place_categories']) {
      for (const record of app.findAllRecords(name)) app.delete(record);
    }
  },
);
