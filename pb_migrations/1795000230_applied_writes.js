/// <reference path="../pb_hooks/types/runtime.ts" />
// The writes the server has applied from devices' outboxes, by the key each
// write carries (pb_hooks/lib/applied_writes.js). A device that lost the
// answer to a write sends it again; the server recognises the key and does
// not apply it a second time, even when another device changed the row in
// between. Superusers only: no API rule opens it, and it is not synced.
migrate(
  (app) => {
    /** @type {CollectionData} */
    const data = {
      type: 'base',
      name: 'applied_writes',
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        // The writing user's id, as text: the keys outlive nothing but themselves.
        { type: 'text', name: 'user', required: true, max: 30 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
      ],
      indexes: ['CREATE INDEX idx_applied_writes_created ON applied_writes (created)'],
    };
    app.save(new Collection(/** @type {any} */ (data)));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('applied_writes'));
  },
);
