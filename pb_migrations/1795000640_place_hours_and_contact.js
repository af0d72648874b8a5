/// <reference path="../pb_hooks/types/runtime.ts" />
// A place's opening hours, phone and website (issue 30): written by a
// tastemaker for a place they may curate, or by an admin, through
// POST /api/app/places/{id}/details, which checks them (src/domain/place-details.ts);
// no client writes places directly. All three start empty: the seed knows no
// hours, and the place page then says "Hours not listed; check before you go".
// The bounds below are the storage's own, a little above the route's checks,
// written out so this migration keeps doing what it did the day it was written.
migrate(
  (app) => {
    const places = app.findCollectionByNameOrId('places');
    places.fields.add(new TextField({ name: 'hours', max: 700 }));
    places.fields.add(new TextField({ name: 'phone', max: 40 }));
    places.fields.add(new TextField({ name: 'website', max: 300 }));
    app.save(places);
  },
  (app) => {
    const places = app.findCollectionByNameOrId('places');
    for (const name of ['hours', 'phone', 'website']) places.fields.removeByName(name);
    app.save(places);
  },
);
