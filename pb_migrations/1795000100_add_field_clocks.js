/// <reference path="../pb_hooks/types/runtime.ts" />
// Last-writer-wins per field for rows a user edits from several devices:
// a hidden `field_clock` remembers when each field was last changed
// (pb_hooks/lib/field_clock.js). Hidden, so neither the API nor sync sends it.
const EDITABLE = ['profiles', 'collections', 'reviews', 'vibe_profiles'];

migrate(
  (app) => {
    for (const name of EDITABLE) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new JSONField({ name: 'field_clock', hidden: true, maxSize: 5000 }));
      app.save(collection);
    }
  },
  (app) => {
    for (const name of EDITABLE) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName('field_clock');
      app.save(collection);
    }
  },
);
