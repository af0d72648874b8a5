/// <reference path="../pb_hooks/types/runtime.ts" />
// The traveller's own pins (issue 33): a place they brought from another app
// that matched nothing in the catalog, kept with its name, note and, when the
// file had them, coordinates. Own data like saved places: only its owner
// reads or writes it, `user` is always the caller, and the server derives the
// id from (user, source) as for set memberships (pb_hooks/lib/memberships.js),
// so importing the same file twice, on any device, makes one row. `source`
// (the imported item's own id or URL) never changes once written.
//
// Written out as the schema's rule families were on the day this was written
// (1795000000_create_schema.js), with the hidden field clock of rows users
// edit offline (1795000100_add_field_clocks.js).
migrate(
  (app) => {
    const OWNER = 'user = @request.auth.id';
    const SIGNED_IN = '@request.auth.id != ""';
    const KEEP_OWNER = '(@request.body.user:isset = false || @request.body.user = @request.auth.id)';
    const users = app.findCollectionByNameOrId('users');
    const cities = app.findCollectionByNameOrId('cities');
    /** @type {CollectionData} */
    const data = {
      type: 'base',
      name: 'pins',
      listRule: OWNER,
      viewRule: OWNER,
      createRule: `${SIGNED_IN} && ${OWNER}`,
      updateRule: `${OWNER} && ${KEEP_OWNER} && @request.body.source:isset = false`,
      deleteRule: OWNER,
      fields: [
        { type: 'relation', name: 'user', collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        // The imported item's own id or URL, or a key made from its name and place when it had neither.
        { type: 'text', name: 'source', required: true, max: 500 },
        { type: 'text', name: 'name', required: true, max: 200 },
        { type: 'text', name: 'note', max: 2000 },
        { type: 'text', name: 'address', max: 500 },
        // The list it came from ("Want to go", a KML folder), shown beside it.
        { type: 'text', name: 'list', max: 200 },
        // Both 0 when the file gave no position (Google's saved-list CSVs).
        { type: 'number', name: 'latitude', min: -90, max: 90 },
        { type: 'number', name: 'longitude', min: -180, max: 180 },
        // The city it lies in, when it lies in one the app knows: maps and lists of that city show it.
        { type: 'relation', name: 'city', collectionId: cities.id, maxSelect: 1, cascadeDelete: false },
        { type: 'json', name: 'field_clock', hidden: true, maxSize: 5000 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_pins_source ON pins (user, source)',
        'CREATE INDEX idx_pins_user ON pins (user, updated)',
        'CREATE INDEX idx_pins_updated ON pins (updated)',
      ],
    };
    app.save(new Collection(/** @type {any} */ (data)));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('pins'));
  },
);
