/// <reference path="../pb_hooks/types/runtime.ts" />
// Real photos for cities, places and tastemakers (src/domain/images.ts): one
// image file per record, served with the thumbnail sizes the screens ask for.
// Files are public like the generated artwork (their names carry a random
// part); who may change them is the upload route's rule (pb_hooks/photos.pb.js),
// so the collections' update rules stay closed.
//
// The collections, sizes, types and thumbnails are written out here as
// src/domain/images.ts had them when this migration was written (9f79a1d), not
// required from it: a migration keeps doing what it did the day it was written.
migrate(
  (app) => {
    for (const name of ['cities', 'places', 'tastemakers']) {
      const collection = app.findCollectionByNameOrId(name);
      if (collection.fields.getByName('photo')) continue;
      collection.fields.add(
        new FileField({
          name: 'photo',
          maxSelect: 1,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
          // The wide (800x500) and square (240x240) thumbnails the screens ask for.
          thumbs: ['800x500', '240x240'],
        }),
      );
      app.save(collection);
    }
  },
  (app) => {
    for (const name of ['cities', 'places', 'tastemakers']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName('photo');
      app.save(collection);
    }
  },
);
