/// <reference path="../pb_hooks/types/runtime.ts" />
// One review per traveller and place (issue 29). Until now a traveller could
// post any number of reviews of one place. Their reviews of a place merge into
// one: the newest (last written, then last created, then the greatest id, so
// every server picks the same) is kept and the others are deleted. The one
// kept moves to the id derived from its author and place (src/domain/ids.ts,
// reviewId), under which every device now writes it; its creation date stays.
// Deleted and moved rows leave tombstones, so devices drop them and take the
// moved row on their next sync. Then a unique index keeps it one.
//
// The id is written out here as src/domain/ids.ts had it when this migration
// was written, not required from it: a migration keeps doing what it did the
// day it was written.
migrate(
  (app) => {
    /** A 53-bit hash of a text (cyrb53). @param {string} text @param {number} seed */
    const cyrb53 = (text, seed) => {
      let h1 = 0xdeadbeef ^ seed;
      let h2 = 0x41c6ce57 ^ seed;
      for (let i = 0; i < text.length; i++) {
        const ch = text.charCodeAt(i);
        h1 = Math.imul(h1 ^ ch, 2654435761);
        h2 = Math.imul(h2 ^ ch, 1597334677);
      }
      h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
      h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
      return 4294967296 * (2097151 & h2) + (h1 >>> 0);
    };
    /** The id of the row tying `parts` together. @param {string[]} parts */
    const pairId = (...parts) => {
      const text = parts.join('\u0000');
      const a = cyrb53(text, 1).toString(36).padStart(11, '0').slice(-8);
      const b = cyrb53(text, 2).toString(36).padStart(11, '0').slice(-7);
      return (a + b).replace(/[^a-z0-9]/g, '0');
    };
    /** @param {string} user @param {string} place */
    const reviewId = (user, place) => pairId('reviews', user, place);

    // Reviews with a newer one by the same author of the same place.
    const older = arrayOf(new DynamicModel({ id: '' }));
    app
      .db()
      .newQuery(
        'SELECT r.id AS id FROM reviews r WHERE EXISTS (SELECT 1 FROM reviews n WHERE n.user = r.user AND n.place = r.place' +
          ' AND (n.updated > r.updated OR (n.updated = r.updated AND (n.created > r.created OR (n.created = r.created AND n.id > r.id)))))',
      )
      .all(older);
    for (const row of older) app.delete(app.findRecordById('reviews', row.id));

    let moved = 0;
    for (const row of app.findAllRecords('reviews')) {
      const expected = reviewId(row.getString('user'), row.getString('place'));
      if (!row.getString('user') || !row.getString('place') || expected === row.id) continue;
      const copy = new Record(row.collection());
      copy.set('id', expected);
      for (const field of ['place', 'user', 'rating', 'comment', 'author_name', 'city']) copy.set(field, row.get(field));
      copy.set('field_clock', JSON.parse(row.getString('field_clock') || '{}'));
      // An autodate field takes a value only through setRaw; `updated` is now, so devices take the moved row.
      copy.setRaw('created', row.get('created'));
      app.runInTransaction((tx) => {
        tx.delete(row);
        tx.save(copy);
      });
      moved += 1;
    }
    if (older.length || moved) console.log(`[migrations] merged ${older.length} duplicate reviews, moved ${moved} to their derived ids`);

    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.addIndex('idx_reviews_one_per_place', true, 'user, place', '');
    app.save(reviews);
  },
  (app) => {
    // Merged reviews stay merged, and derived ids are valid ids: only the index goes.
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.removeIndex('idx_reviews_one_per_place');
    app.save(reviews);
  },
);
