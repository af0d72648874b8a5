/// <reference path="../pb_hooks/types/runtime.ts" />
// Day plans (issue 34 §2): a traveller's stops in one city, in the order they
// walk them, with where and when the day starts. The owner's own rows, synced
// like collections (src/domain/collections.ts) and written through the outbox;
// nobody else reads them through the API. A plan shared by its token is read
// through GET /api/app/plans/shared/{token} (pb_hooks/lib/day_plans.js), which
// applies the access policy to each stop. `field_clock` keeps per-field
// last-writer-wins across devices, hidden as on collections.
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
      name: 'day_plans',
      listRule: OWNER,
      viewRule: OWNER,
      createRule: `${SIGNED_IN} && ${OWNER}`,
      updateRule: `${OWNER} && ${KEEP_OWNER}`,
      deleteRule: OWNER,
      fields: [
        { type: 'relation', name: 'user', collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: 'relation', name: 'city', collectionId: cities.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: 'text', name: 'name', required: true, max: 100 },
        { type: 'text', name: 'day', max: 10, pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' },
        { type: 'text', name: 'start_time', required: true, max: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
        { type: 'json', name: 'start', required: true, maxSize: 2000 },
        { type: 'json', name: 'stops', required: true, maxSize: 2000 },
        { type: 'text', name: 'share_token', max: 32, pattern: '^([a-z0-9]{32})?$' },
        { type: 'json', name: 'field_clock', hidden: true, maxSize: 5000 },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE INDEX idx_day_plans_user ON day_plans (user, updated)',
        'CREATE INDEX idx_day_plans_updated ON day_plans (updated)',
        "CREATE UNIQUE INDEX idx_day_plans_share_token ON day_plans (share_token) WHERE share_token != ''",
      ],
    };
    app.save(new Collection(/** @type {any} */ (data)));
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('day_plans'));
  },
);
