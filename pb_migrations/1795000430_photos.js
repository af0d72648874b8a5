/// <reference path="../pb_hooks/types/runtime.ts" />
// Real photos for cities, places and tastemakers (src/domain/images.ts): one
// image file per record, served with the thumbnail sizes the screens ask for.
// Files are public like the generated artwork (their names carry a random
// part); who may change them is the upload route's rule (pb_hooks/photos.pb.js),
// so the collections' update rules stay closed.
migrate(
  (app) => {
    const { PHOTO_COLLECTIONS, PHOTO_FIELD, PHOTO_MAX_BYTES, PHOTO_TYPES, THUMBS } = require(`${__hooks}/lib/generated/images.js`);
    for (const name of PHOTO_COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name);
      if (collection.fields.getByName(PHOTO_FIELD)) continue;
      collection.fields.add(
        new FileField({
          name: PHOTO_FIELD,
          maxSelect: 1,
          maxSize: PHOTO_MAX_BYTES,
          mimeTypes: PHOTO_TYPES.slice(),
          thumbs: Object.values(THUMBS),
        }),
      );
      app.save(collection);
    }
  },
  (app) => {
    const { PHOTO_COLLECTIONS, PHOTO_FIELD } = require(`${__hooks}/lib/generated/images.js`);
    for (const name of PHOTO_COLLECTIONS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName(PHOTO_FIELD);
      app.save(collection);
    }
  },
);
