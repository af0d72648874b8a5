/// <reference path="../pb_hooks/types/runtime.ts" />
// A tastemaker curates from their own scope (ARCHITECTURE.md, Permissions):
// - `places.added_by`: the tastemaker who added a place from their dashboard.
//   They keep reading it, and may set its photo; nobody else gains anything.
// - `tastemaker_places.photo`: a pick's own photo. A tastemaker may not change
//   the shared photo of a place others curate, so they picture their pick
//   instead; the file goes with the pick (PocketBase deletes a record's files
//   with it), and it reaches only those who may read the pick's note.
// Sizes and types as the place photos of migration 1795000430, written out so
// this migration keeps doing what it did the day it was written.
const PHOTO = {
  name: 'photo',
  maxSelect: 1,
  maxSize: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  thumbs: ['800x500', '240x240'],
};

migrate(
  (app) => {
    const tastemakers = app.findCollectionByNameOrId('tastemakers');
    const places = app.findCollectionByNameOrId('places');
    places.fields.add(new RelationField({ name: 'added_by', collectionId: tastemakers.id, maxSelect: 1, cascadeDelete: false }));
    places.addIndex('idx_places_added_by', false, 'added_by', "added_by != ''");
    app.save(places);

    const picks = app.findCollectionByNameOrId('tastemaker_places');
    picks.fields.add(new FileField(PHOTO));
    app.save(picks);
  },
  (app) => {
    const places = app.findCollectionByNameOrId('places');
    places.removeIndex('idx_places_added_by');
    places.fields.removeByName('added_by');
    app.save(places);
    const picks = app.findCollectionByNameOrId('tastemaker_places');
    picks.fields.removeByName('photo');
    app.save(picks);
  },
);
