/// <reference path="../pb_hooks/types/runtime.ts" />
// What a purchase gives is counted from the access policy (ARCHITECTURE.md,
// Offers; src/domain/offers.ts), but a device holds only the places it may
// read, so it cannot count a city it has not unlocked. The server keeps the
// counts devices need, and only counts:
// - each city link's `places`: how many of the city's places that
//   tastemaker's picks open (a follow, or the local guide with its city);
// - each city's `places_count` and `tastemakers_count`: the places a
//   traveller can open by following every listed tastemaker of the city, and
//   how many those are (the seed wrote every place and every tastemaker,
//   listed or not, picked or not).
// pb_hooks/lib/offers.js keeps them current from here on. This works them out
// once for the rows there are, by the policy as it stands today written out
// in SQL (a place opens through a pick of it in its city; a tastemaker is
// listed once approved), and saves each row whose count changes, so devices
// pull it.
migrate(
  (app) => {
    const links = app.findCollectionByNameOrId('city_tastemakers');
    links.fields.add(new NumberField({ name: 'places', min: 0, onlyInt: true }));
    app.save(links);

    /** @param {string} sql @param {Object<string, string>} params */
    const count = (sql, params) => {
      const row = new DynamicModel({ n: 0 });
      app.db().newQuery(sql).bind(params).one(row);
      return row.n;
    };
    const opened = (/** @type {string} */ by) =>
      `SELECT count(DISTINCT p.[[id]]) AS n FROM {{places}} p JOIN {{tastemaker_places}} tp ON tp.[[place]] = p.[[id]] AND tp.[[city]] = p.[[city]]
        WHERE p.[[city]] = {:city} AND ${by}`;
    const listedHere =
      "tp.[[tastemaker]] IN (SELECT l.[[tastemaker]] FROM {{city_tastemakers}} l JOIN {{tastemakers}} t ON t.[[id]] = l.[[tastemaker]] WHERE l.[[city]] = {:city} AND t.[[status]] = 'approved')";

    for (const link of app.findAllRecords('city_tastemakers')) {
      const places = count(opened('tp.[[tastemaker]] = {:tastemaker}'), {
        city: link.getString('city'),
        tastemaker: link.getString('tastemaker'),
      });
      if (link.getInt('places') === places) continue;
      link.set('places', places);
      app.save(link);
    }
    for (const city of app.findAllRecords('cities')) {
      const places = count(opened(listedHere), { city: city.id });
      const tastemakers = count(
        "SELECT count(DISTINCT l.[[tastemaker]]) AS n FROM {{city_tastemakers}} l JOIN {{tastemakers}} t ON t.[[id]] = l.[[tastemaker]] WHERE l.[[city]] = {:city} AND t.[[status]] = 'approved'",
        { city: city.id },
      );
      if (city.getInt('places_count') === places && city.getInt('tastemakers_count') === tastemakers) continue;
      city.set('places_count', places);
      city.set('tastemakers_count', tastemakers);
      app.save(city);
    }
  },
  (app) => {
    // The cities keep the counts: they are true; only the links' go.
    const links = app.findCollectionByNameOrId('city_tastemakers');
    links.fields.removeByName('places');
    app.save(links);
  },
);
