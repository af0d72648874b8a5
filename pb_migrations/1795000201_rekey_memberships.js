/// <reference path="../pb_hooks/types/runtime.ts" />
// Membership rows get the id derived from their owner side and member
// (src/domain/ids.ts); the server now refuses any other. Rows stored before
// with another id (a client that chose its own, or one user who took another's
// id) are moved to their derived id: the old id leaves a tombstone for its
// owner's devices, the new row reaches them on their next sync.
migrate(
  (app) => {
    const { MEMBERSHIPS, membershipId } = require(`${__hooks}/lib/generated/ids.js`);
    let moved = 0;
    for (const name of /** @type {Array<keyof typeof MEMBERSHIPS>} */ (Object.keys(MEMBERSHIPS))) {
      for (const row of app.findAllRecords(name)) {
        /** @type {Object<string, string>} */
        const fields = {};
        for (const field of MEMBERSHIPS[name]) fields[field] = String(row.get(field) || '');
        const expected = membershipId(name, fields);
        if (!expected || expected === row.id) continue;
        const copy = new Record(row.collection());
        copy.set('id', expected);
        for (const field of ['user'].concat(MEMBERSHIPS[name])) copy.set(field, row.get(field));
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
