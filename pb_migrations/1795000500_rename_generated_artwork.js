/// <reference path="../pb_hooks/types/runtime.ts" />
// The generated artwork of places and events moves to names nobody can tell a
// place or an event by. The seed named each file after its place
// (/images/generated/places/new-york-city/katzs-delicatessen.svg) and
// numbered each city's events (/images/generated/events/new-york-city-1.svg):
// the files are public, so anyone could ask whether a locked city's guide holds
// a place they guessed, or read its events one by one. Now each category of
// place has 8 pictures and events have 8 (scripts/gen-images.mjs makes them,
// whatever places exist), and each place or event points at one of them,
// chosen from its slug or name. Only rows still pointing at the seed's names
// change; the save moves `updated`, so devices sync the new paths.
//
// Self-contained on purpose: the categories and the choice are written out
// here, so this migration does tomorrow what it does today.
migrate(
  (app) => {
    const VARIANTS = 8;
    const CATEGORIES = ['restaurant', 'cafe', 'bar', 'nightlife', 'shopping', 'culture', 'outdoor'];
    /** FNV-1a: the same picture for the same place on every server. @param {string} text */
    const variantOf = (text) => {
      let hash = 2166136261;
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
      return (hash % VARIANTS) + 1;
    };

    /** @type {Object<string, string>} */
    const categoryKeys = {};
    for (const category of app.findAllRecords('place_categories')) {
      if (category) categoryKeys[category.id] = category.getString('key');
    }

    let moved = 0;
    for (const place of app.findAllRecords('places')) {
      if (!place || !/^\/images\/generated\/places\/[^/]+\/[^/]+\.svg$/.test(place.getString('image'))) continue;
      const first = categoryKeys[place.getStringSlice('categories')[0] || ''] || '';
      const kind = CATEGORIES.indexOf(first) >= 0 ? first : 'restaurant';
      place.set('image', `/images/generated/places/${kind}-${variantOf(place.getString('slug') || place.id)}.svg`);
      app.save(place);
      moved += 1;
    }
    for (const event of app.findAllRecords('events')) {
      if (!event || !/^\/images\/generated\/events\/[a-z0-9-]*[a-z][a-z0-9-]*-\d+\.svg$/.test(event.getString('image'))) continue;
      event.set('image', `/images/generated/events/${variantOf(event.getString('name') || event.id)}.svg`);
      app.save(event);
      moved += 1;
    }
    if (moved) console.log(`[migrations] moved ${moved} places and events to artwork named by nothing of theirs`);
  },
  (app) => {
    // Back to the seed's names: a place's from its city and slug, an event's from its place in its city's seed file.
    /** @type {Object<string, string>} */
    const citySlugs = {};
    for (const city of app.findAllRecords('cities')) {
      if (city) citySlugs[city.id] = city.getString('slug');
    }
    for (const place of app.findAllRecords('places')) {
      if (!place || !/^\/images\/generated\/places\/[a-z]+-\d+\.svg$/.test(place.getString('image'))) continue;
      const city = citySlugs[place.getString('city')];
      if (!city) continue;
      place.set('image', `/images/generated/places/${city}/${place.getString('slug')}.svg`);
      app.save(place);
    }
    const seedDir = `${__hooks}/../pb_migrations/seed`;
    /** @type {Object<string, string[]>} */
    const eventNames = {};
    for (const file of ['seoul.json', 'new-york-city.json']) {
      try {
        const seed = JSON.parse(toString($os.readFile(`${seedDir}/${file}`)));
        eventNames[seed.city.slug] = seed.events.map((/** @type {{ name: string }} */ e) => e.name);
      } catch (_) {
        // A seed file gone: its events keep the new names.
      }
    }
    for (const event of app.findAllRecords('events')) {
      if (!event || !/^\/images\/generated\/events\/\d+\.svg$/.test(event.getString('image'))) continue;
      const city = citySlugs[event.getString('city')] || '';
      const index = (eventNames[city] || []).indexOf(event.getString('name'));
      if (index < 0) continue;
      event.set('image', `/images/generated/events/${city}-${index + 1}.svg`);
      app.save(event);
    }
  },
);
