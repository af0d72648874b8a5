/// <reference path="../pb_hooks/types/runtime.ts" />
// What each place is (src/domain/facets.ts): its kinds, signature items, what
// it suits and flags such as late-night, read by search and the local guide.
// Adds the field and fills it from the seed files for the seed's places (by
// city and place slug), on new and existing servers alike; places added since
// by admins keep an empty value until someone writes theirs.
migrate(
  (app) => {
    const places = app.findCollectionByNameOrId('places');
    places.fields.add(new JSONField({ name: 'facets', maxSize: 4000 }));
    app.save(places);

    const seedDir = `${__hooks}/../pb_migrations/seed`;
    for (const file of ['seoul.json', 'new-york-city.json']) {
      const seed = JSON.parse(toString($os.readFile(`${seedDir}/${file}`)));
      let city;
      try {
        city = app.findFirstRecordByData('cities', 'slug', seed.city.slug);
      } catch (_) {
        continue; // a server whose seed left this city out
      }
      for (const place of seed.places) {
        if (!place.facets) continue;
        let record;
        try {
          record = app.findFirstRecordByFilter('places', 'city = {:city} && slug = {:slug}', { city: city.id, slug: place.slug });
        } catch (_) {
          continue; // removed by an admin
        }
        record.set('facets', place.facets);
        app.save(record);
      }
    }
  },
  (app) => {
    const places = app.findCollectionByNameOrId('places');
    places.fields.removeByName('facets');
    app.save(places);
  },
);
