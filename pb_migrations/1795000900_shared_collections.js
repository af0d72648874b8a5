/// <reference path="../pb_hooks/types/runtime.ts" />
// Shared collections (issue 34 §1; src/domain/policy/shared.ts):
// - collection_members: who shares a collection, as owner, editor or viewer.
//   Written only by the hook routes (pb_hooks/shared.pb.js): an owner invites,
//   a traveller accepts, an owner removes.
// - collection_invites: links an owner hands out; the token is kept as its
//   SHA-256 only, so the table never holds a working link. Routes only.
// - collection_reactions: a member's vote and note on a place, one row per
//   member and place (id derived, src/domain/ids.ts reactionId).
// - collection_places gains who added each place (`added_by`, set by the
//   server) and what a member who may not read the place is told of it: its
//   city and first picker. A place a member added is kept by that member, not
//   by the owner: rows made before were all added by their owner.
// - tombstones gain the shared collection a deleted row belonged to, so that
//   every member's devices learn of the deletion.
// Members read the collection, its places, members and reactions through the
// sync route's shared stream; the record API rules below say the same for a
// direct read, and leave writes to hooks that apply the policy.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const collections = app.findCollectionByNameOrId('collections');
    const places = app.findCollectionByNameOrId('places');
    // A visitor's id is '' and so is a missing member's: the first condition keeps visitors out.
    const MEMBER = '(@request.auth.id != "" && collection.collection_members_via_collection.user ?= @request.auth.id)';

    /** @param {string} name @param {FieldData[]} fields @param {RulesData} rules @param {string[]} indexes */
    function create(name, fields, rules, indexes) {
      /** @type {CollectionData} */
      const data = {
        type: 'base',
        name,
        fields: fields.concat([
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ]),
        indexes: indexes.concat([`CREATE INDEX idx_${name}_updated ON ${name} (updated)`]),
        ...rules,
      };
      app.save(new Collection(/** @type {any} */ (data)));
    }
    /** @param {string} name @param {core.Collection} target @param {boolean} required @returns {FieldData} */
    const rel = (name, target, required) => ({
      type: 'relation',
      name,
      collectionId: target.id,
      maxSelect: 1,
      cascadeDelete: true,
      required,
    });

    create(
      'collection_members',
      [
        rel('collection', collections, true),
        rel('user', users, true),
        { type: 'select', name: 'role', values: ['owner', 'editor', 'viewer'], maxSelect: 1, required: true },
        { type: 'text', name: 'name', max: 100 },
      ],
      {
        listRule: `user = @request.auth.id || ${MEMBER}`,
        viewRule: `user = @request.auth.id || ${MEMBER}`,
        createRule: null,
        updateRule: null,
        deleteRule: null,
      },
      [
        'CREATE UNIQUE INDEX idx_collection_members_pair ON collection_members (collection, user)',
        'CREATE INDEX idx_collection_members_user ON collection_members (user)',
      ],
    );

    create(
      'collection_invites',
      [
        rel('collection', collections, true),
        rel('user', users, true),
        { type: 'text', name: 'token_hash', max: 64, required: true, hidden: true },
        { type: 'select', name: 'role', values: ['editor', 'viewer'], maxSelect: 1, required: true },
        { type: 'date', name: 'expires', required: true },
        { type: 'bool', name: 'revoked' },
      ],
      { listRule: 'user = @request.auth.id', viewRule: 'user = @request.auth.id', createRule: null, updateRule: null, deleteRule: null },
      [
        'CREATE UNIQUE INDEX idx_collection_invites_token ON collection_invites (token_hash)',
        'CREATE INDEX idx_collection_invites_collection ON collection_invites (collection)',
      ],
    );

    create(
      'collection_reactions',
      [
        rel('collection', collections, true),
        rel('place', places, true),
        rel('user', users, true),
        { type: 'select', name: 'vote', values: ['up', 'heart', 'down'], maxSelect: 1 },
        { type: 'text', name: 'note', max: 280 },
      ],
      {
        listRule: `user = @request.auth.id || ${MEMBER}`,
        viewRule: `user = @request.auth.id || ${MEMBER}`,
        // The hooks check the role, the place and the id (pb_hooks/lib/shared.js).
        createRule: '@request.auth.id != "" && user = @request.auth.id',
        updateRule:
          'user = @request.auth.id && @request.body.user:isset = false && @request.body.collection:isset = false && @request.body.place:isset = false',
        deleteRule: 'user = @request.auth.id',
      },
      [
        'CREATE UNIQUE INDEX idx_collection_reactions_member ON collection_reactions (collection, place, user)',
        'CREATE INDEX idx_collection_reactions_collection ON collection_reactions (collection, updated)',
      ],
    );

    const collectionPlaces = app.findCollectionByNameOrId('collection_places');
    collectionPlaces.fields.add(new RelationField({ name: 'added_by', collectionId: users.id, maxSelect: 1, cascadeDelete: false }));
    collectionPlaces.fields.add(new TextField({ name: 'city', max: 30 }));
    collectionPlaces.fields.add(new TextField({ name: 'tastemaker', max: 30 }));
    collectionPlaces.listRule = `user = @request.auth.id || ${MEMBER}`;
    collectionPlaces.viewRule = `user = @request.auth.id || ${MEMBER}`;
    // Who may add or remove is the hooks' to say (owners and editors): they set the owner and who added it.
    collectionPlaces.createRule = '@request.auth.id != ""';
    collectionPlaces.deleteRule = `user = @request.auth.id || ${MEMBER}`;
    collectionPlaces.addIndex('idx_collection_places_collection', false, 'collection, updated', '');
    app.save(collectionPlaces);
    app
      .db()
      .newQuery(
        `UPDATE collection_places SET added_by = user,
          city = coalesce((SELECT city FROM places WHERE places.id = collection_places.place), ''),
          tastemaker = coalesce((SELECT min(tastemaker) FROM tastemaker_places WHERE tastemaker_places.place = collection_places.place), '')`,
      )
      .execute();

    const owned = app.findCollectionByNameOrId('collections');
    owned.listRule = 'user = @request.auth.id || (@request.auth.id != "" && collection_members_via_collection.user ?= @request.auth.id)';
    owned.viewRule = owned.listRule;
    app.save(owned);

    const tombstones = app.findCollectionByNameOrId('tombstones');
    tombstones.fields.add(new TextField({ name: 'shared', max: 30 }));
    tombstones.addIndex('idx_tombstones_shared', false, 'shared, updated', "shared != ''");
    app.save(tombstones);
  },
  (app) => {
    const tombstones = app.findCollectionByNameOrId('tombstones');
    tombstones.fields.removeByName('shared');
    tombstones.removeIndex('idx_tombstones_shared');
    app.save(tombstones);
    const owned = app.findCollectionByNameOrId('collections');
    owned.listRule = 'user = @request.auth.id';
    owned.viewRule = owned.listRule;
    app.save(owned);
    const collectionPlaces = app.findCollectionByNameOrId('collection_places');
    for (const name of ['added_by', 'city', 'tastemaker']) collectionPlaces.fields.removeByName(name);
    collectionPlaces.removeIndex('idx_collection_places_collection');
    collectionPlaces.listRule = 'user = @request.auth.id';
    collectionPlaces.viewRule = collectionPlaces.listRule;
    collectionPlaces.createRule = '@request.auth.id != "" && user = @request.auth.id && collection.user = @request.auth.id';
    collectionPlaces.deleteRule = 'user = @request.auth.id';
    app.save(collectionPlaces);
    for (const name of ['collection_reactions', 'collection_invites', 'collection_members']) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
