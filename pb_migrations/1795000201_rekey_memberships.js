/// <reference path="../pb_hooks/types/runtime.ts" />
// Membership rows get the id derived from their owner side and member
// (src/domain/ids.ts); the server now refuses any other. Rows stored before
// with another id (a client that chose its own, or one user who took another's
// id) are moved to their derived id: the old id leaves a tombstone for its
// owner's devices, the new row reaches them on their next sync.
//
// The memberships and the id they derive are written out here as
// src/domain/ids.ts had them when this migration was written (cd6a6bd), not
// required from it: a migration keeps doing what it did the day it was written.
migrate(
  (app) => {
    /** @type {Object<string, string[]>} The owner side and the member of each membership collection. */
    const MEMBERSHIPS = {
      saved_places: ['user', 'place'],
      collection_places: ['collection', 'place'],
      vibe_profile_vibes: ['vibe_profile', 'vibe'],
    };
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
    /** '' when either side is missing. @param {string} collection @param {Object<string, string>} row */
    const membershipId = (collection, row) => {
      const [owner, member] = MEMBERSHIPS[collection] || [];
      const a = row[owner || ''];
      const b = row[member || ''];
      return a && b ? pairId(collection, a, b) : '';
    };

    let moved = 0;
    for (const name of Object.keys(MEMBERSHIPS)) {
      for (const row of app.findAllRecords(name)) {
        /** @type {Object<string, string>} */
        const fields = {};
        for (const field of MEMBERSHIPS[name] || []) fields[field] = String(row.get(field) || '');
        const expected = membershipId(name, fields);
        if (!expected || expected === row.id) continue;
        const copy = new Record(row.collection());
        copy.set('id', expected);
        for (const field of ['user'].concat(MEMBERSHIPS[name] || [])) copy.set(field, row.get(field));
        app.runInTransaction((tx) => {
          tx.delete(row);
          tx.save(copy);
        });
        moved += 1;
      }
    }
    if (moved) console.log(`[migrations] moved ${moved} membership rows to their derived ids`);
  },
  () => {
    // Derived ids are valid ids: nothing to undo.
  },
);
