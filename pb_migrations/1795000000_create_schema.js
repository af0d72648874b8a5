/// <reference path="../pb_hooks/types/runtime.ts" />
// The whole Tastemap schema: the collections of product-spec §3 plus
// saved_places and tombstones, with their indexes and API rules.
//
// Rule families (ARCHITECTURE.md, Permissions):
// - catalog: readable by everyone, written only by superusers and hooks;
// - own data: the owner reads and writes it, `user` is always the caller;
// - privileged data: the owner may read it, only hook routes write it.
migrate(
  (app) => {
    const OWNER = 'user = @request.auth.id';
    const SIGNED_IN = '@request.auth.id != ""';
    // The `user` field may never be moved to someone else by an update.
    const KEEP_OWNER = '(@request.body.user:isset = false || @request.body.user = @request.auth.id)';

    /** @type {RulesData} */
    const catalogRules = { listRule: '', viewRule: '', createRule: null, updateRule: null, deleteRule: null };
    /** @type {RulesData} */
    const privilegedRules = { listRule: OWNER, viewRule: OWNER, createRule: null, updateRule: null, deleteRule: null };
    /** @type {RulesData} */
    const ownRules = {
      listRule: OWNER,
      viewRule: OWNER,
      createRule: `${SIGNED_IN} && ${OWNER}`,
      updateRule: `${OWNER} && ${KEEP_OWNER}`,
      deleteRule: OWNER,
    };

    const users = app.findCollectionByNameOrId('users');

    // Every collection gets created/updated timestamps: `updated` drives sync cursors.
    /**
     * @param {string} name @param {FieldData[]} fields @param {RulesData} rules @param {string[]} [indexes]
     * @returns {core.Collection}
     */
    function create(name, fields, rules, indexes) {
      /** @type {CollectionData} */
      const data = {
        type: 'base',
        name,
        fields: fields.concat([
          { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
          { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
        ]),
        indexes: (indexes || []).concat([`CREATE INDEX idx_${name}_updated ON ${name} (updated)`]),
        ...rules,
      };
      const collection = new Collection(/** @type {any} */ (data));
      app.save(collection);
      return collection;
    }
    /** @typedef {Object<string, unknown>} Options */
    /** @type {(name: string, opts?: Options) => FieldData} */
    const text = (name, opts) => ({ type: 'text', name, max: 500, ...(opts || {}) });
    /** @type {(name: string, opts?: Options) => FieldData} */
    const num = (name, opts) => ({ type: 'number', name, ...(opts || {}) });
    /** @type {(name: string) => FieldData} */
    const bool = (name) => ({ type: 'bool', name });
    /** @type {(name: string, opts?: Options) => FieldData} */
    const date = (name, opts) => ({ type: 'date', name, ...(opts || {}) });
    /** @type {(name: string) => FieldData} */
    const json = (name) => ({ type: 'json', name, maxSize: 20000 });
    /** @type {(name: string, values: string[], opts?: Options) => FieldData} */
    const select = (name, values, opts) => ({ type: 'select', name, values, maxSelect: 1, ...(opts || {}) });
    /** @type {(name: string, target: core.Collection, opts?: Options) => FieldData} */
    const rel = (name, target, opts) => ({
      type: 'relation',
      name,
      collectionId: target.id,
      maxSelect: 1,
      cascadeDelete: false,
      ...(opts || {}),
    });
    const owner = () => rel('user', users, { required: true, cascadeDelete: true });

    // ---------- catalog ----------
    const categories = create(
      'place_categories',
      [text('key', { required: true, max: 30, pattern: '^[a-z]+$' }), text('name', { required: true, max: 50 }), text('icon', { max: 50 })],
      catalogRules,
      ['CREATE UNIQUE INDEX idx_place_categories_key ON place_categories (key)'],
    );

    const cities = create(
      'cities',
      [
        text('slug', { required: true, max: 60, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
        text('name', { required: true, max: 100 }),
        text('country', { max: 100 }),
        text('image', { max: 300 }),
        text('description', { max: 2000 }),
        select('status', ['live', 'coming_soon', 'archived'], { required: true }),
        bool('is_free'),
        num('price', { min: 0 }),
        num('places_count', { min: 0, onlyInt: true }),
        num('tastemakers_count', { min: 0, onlyInt: true }),
        num('latitude', { min: -90, max: 90 }),
        num('longitude', { min: -180, max: 180 }),
        text('timezone', { max: 60 }),
      ],
      catalogRules,
      ['CREATE UNIQUE INDEX idx_cities_slug ON cities (slug)', 'CREATE INDEX idx_cities_status_name ON cities (status, name)'],
    );

    const tastemakers = create(
      'tastemakers',
      [
        text('slug', { required: true, max: 60, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
        text('username', { max: 20, pattern: '^[a-z0-9_]{3,20}$' }),
        text('name', { required: true, max: 100 }),
        text('title', { max: 150 }),
        text('bio', { max: 2000 }),
        text('image', { max: 300 }),
        json('specialties'),
        num('followers', { min: 0, onlyInt: true }),
        text('chat_context', { max: 4000 }),
        bool('is_tour_guide'),
        bool('is_locked'),
        num('price', { min: 0, onlyInt: true }),
        // The account behind a tastemaker who signed up in the app (none for seeded personas).
        rel('user', users, { cascadeDelete: false }),
      ],
      catalogRules,
      [
        'CREATE UNIQUE INDEX idx_tastemakers_slug ON tastemakers (slug)',
        "CREATE UNIQUE INDEX idx_tastemakers_username ON tastemakers (username) WHERE username != ''",
        'CREATE INDEX idx_tastemakers_followers ON tastemakers (followers)',
        "CREATE UNIQUE INDEX idx_tastemakers_user ON tastemakers (user) WHERE user != ''",
      ],
    );

    cities.fields.add(new RelationField({ name: 'featured_tastemaker', collectionId: tastemakers.id, maxSelect: 1 }));
    app.save(cities);

    create(
      'city_tastemakers',
      [
        rel('city', cities, { required: true, cascadeDelete: true }),
        rel('tastemaker', tastemakers, { required: true, cascadeDelete: true }),
      ],
      catalogRules,
      [
        'CREATE UNIQUE INDEX idx_city_tastemakers_pair ON city_tastemakers (city, tastemaker)',
        'CREATE INDEX idx_city_tastemakers_tastemaker ON city_tastemakers (tastemaker)',
      ],
    );

    const places = create(
      'places',
      [
        rel('city', cities, { required: true, cascadeDelete: true }),
        text('slug', { required: true, max: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
        text('name', { required: true, max: 150 }),
        text('name_local', { max: 150 }),
        text('description', { max: 2000 }),
        rel('categories', categories, { maxSelect: 10 }),
        num('rating', { min: 0, max: 5 }),
        select('budget', ['high', 'medium', 'low']),
        text('address', { max: 300 }),
        text('neighborhood', { max: 100 }),
        text('image', { max: 300 }),
        num('latitude', { min: -90, max: 90 }),
        num('longitude', { min: -180, max: 180 }),
      ],
      catalogRules,
      [
        'CREATE UNIQUE INDEX idx_places_city_slug ON places (city, slug)',
        'CREATE INDEX idx_places_city_updated ON places (city, updated)',
        'CREATE INDEX idx_places_neighborhood ON places (neighborhood)',
      ],
    );

    create(
      'tastemaker_places',
      [
        rel('tastemaker', tastemakers, { required: true, cascadeDelete: true }),
        rel('place', places, { required: true, cascadeDelete: true }),
        // Copied from the place so that city-scoped reads need no join.
        rel('city', cities, { required: true, cascadeDelete: true }),
        text('note', { max: 500 }),
      ],
      catalogRules,
      [
        'CREATE UNIQUE INDEX idx_tastemaker_places_pair ON tastemaker_places (tastemaker, place)',
        'CREATE INDEX idx_tastemaker_places_place ON tastemaker_places (place)',
        'CREATE INDEX idx_tastemaker_places_city ON tastemaker_places (city, updated)',
      ],
    );

    const vibes = create(
      'vibes',
      [
        text('name', { required: true, max: 50 }),
        text('description', { max: 300 }),
        select('status', ['pending', 'approved', 'rejected'], { required: true }),
        rel('created_by', users),
        rel('approved_by', users),
        date('approved_at'),
      ],
      {
        // Only approved vibes reach users; creators see their own submissions.
        listRule: 'status = "approved" || (created_by != "" && created_by = @request.auth.id)',
        viewRule: 'status = "approved" || (created_by != "" && created_by = @request.auth.id)',
        createRule: null,
        updateRule: null,
        deleteRule: null,
      },
      ['CREATE UNIQUE INDEX idx_vibes_name ON vibes (lower(name))', 'CREATE INDEX idx_vibes_status ON vibes (status, created)'],
    );

    const approvedVibeRules = { ...catalogRules, listRule: 'vibe.status = "approved"', viewRule: 'vibe.status = "approved"' };
    create(
      'tastemaker_vibes',
      [
        rel('tastemaker', tastemakers, { required: true, cascadeDelete: true }),
        rel('vibe', vibes, { required: true, cascadeDelete: true }),
        num('frequency', { min: 0, onlyInt: true }),
      ],
      approvedVibeRules,
      ['CREATE UNIQUE INDEX idx_tastemaker_vibes_pair ON tastemaker_vibes (tastemaker, vibe)'],
    );

    create(
      'place_vibes',
      [
        rel('place', places, { required: true, cascadeDelete: true }),
        rel('vibe', vibes, { required: true, cascadeDelete: true }),
        rel('city', cities, { required: true, cascadeDelete: true }),
      ],
      approvedVibeRules,
      [
        'CREATE UNIQUE INDEX idx_place_vibes_pair ON place_vibes (place, vibe)',
        'CREATE INDEX idx_place_vibes_city ON place_vibes (city, updated)',
      ],
    );

    create(
      'recommendations',
      [
        rel('place', places, { required: true, cascadeDelete: true }),
        rel('city', cities, { required: true, cascadeDelete: true }),
        rel('tastemaker', tastemakers, { cascadeDelete: true }),
        date('recommended_at', { required: true }),
      ],
      catalogRules,
      ['CREATE INDEX idx_recommendations_city_date ON recommendations (city, recommended_at)'],
    );

    create(
      'events',
      [
        rel('city', cities, { required: true, cascadeDelete: true }),
        text('name', { required: true, max: 200 }),
        text('category', { max: 50 }),
        text('description', { max: 2000 }),
        text('image', { max: 300 }),
        date('date', { required: true }),
        text('location', { max: 200 }),
        text('price', { max: 50 }),
      ],
      catalogRules,
      ['CREATE INDEX idx_events_city_date ON events (city, date)'],
    );

    create(
      'activity_feed',
      [
        rel('city', cities, { required: true, cascadeDelete: true }),
        rel('tastemaker', tastemakers, { cascadeDelete: true }),
        rel('place', places, { cascadeDelete: true }),
        select('activity_type', ['place_added', 'list_updated', 'city_changed', 'note_posted', 'other'], { required: true }),
        text('content', { max: 1000 }),
        date('happened_at', { required: true }),
      ],
      catalogRules,
      ['CREATE INDEX idx_activity_feed_city_date ON activity_feed (city, happened_at)'],
    );

    const badges = create(
      'badges',
      [
        text('name', { required: true, max: 100 }),
        text('description', { max: 300 }),
        select('icon', ['crown', 'star', 'zap', 'award', 'target', 'users'], { required: true }),
        select('criteria_type', ['city_unlock', 'tastemaker_follow', 'review_create', 'collection_create'], { required: true }),
        num('criteria_count', { min: 1, onlyInt: true, required: true }),
      ],
      catalogRules,
      ['CREATE UNIQUE INDEX idx_badges_name ON badges (name)'],
    );

    // ---------- the user's own data ----------
    const vibeProfiles = create('vibe_profiles', [owner(), text('name', { required: true, max: 50 })], ownRules, [
      'CREATE INDEX idx_vibe_profiles_user ON vibe_profiles (user, updated)',
    ]);

    create(
      'vibe_profile_vibes',
      [
        rel('vibe_profile', vibeProfiles, { required: true, cascadeDelete: true }),
        rel('vibe', vibes, { required: true, cascadeDelete: true }),
        owner(),
      ],
      {
        ...ownRules,
        createRule: `${SIGNED_IN} && ${OWNER} && vibe_profile.user = @request.auth.id`,
        updateRule: null,
      },
      [
        'CREATE UNIQUE INDEX idx_vibe_profile_vibes_pair ON vibe_profile_vibes (vibe_profile, vibe)',
        'CREATE INDEX idx_vibe_profile_vibes_user ON vibe_profile_vibes (user, updated)',
      ],
    );

    create(
      'profiles',
      [
        // The profile's id is its user's id; `user` makes the ownership rule explicit.
        rel('user', users, { required: true, cascadeDelete: true }),
        text('name', { max: 100 }),
        text('username', { max: 20, pattern: '^[a-z0-9][a-z0-9_]{1,18}[a-z0-9]$' }),
        rel('unlocked_cities', cities, { maxSelect: 100 }),
        rel('active_city', cities),
        json('interests'),
        rel('active_vibe_profile', vibeProfiles),
        select('view_mode', ['default', 'tastemaker']),
        bool('bypass_payments'),
      ],
      {
        listRule: OWNER,
        viewRule: OWNER,
        // Profiles are created by the server when the account is; never by a client.
        createRule: null,
        // Unlocked cities, the admin-only view mode and the payment bypass change
        // only through hook routes that check role and payment.
        updateRule:
          `${OWNER} && @request.body.user:isset = false && @request.body.unlocked_cities:isset = false` +
          ' && @request.body.view_mode:isset = false && @request.body.bypass_payments:isset = false',
        deleteRule: null,
      },
      [
        "CREATE UNIQUE INDEX idx_profiles_username ON profiles (username) WHERE username != ''",
        'CREATE UNIQUE INDEX idx_profiles_user ON profiles (user)',
      ],
    );

    create('saved_places', [owner(), rel('place', places, { required: true, cascadeDelete: true })], { ...ownRules, updateRule: null }, [
      'CREATE UNIQUE INDEX idx_saved_places_pair ON saved_places (user, place)',
      'CREATE INDEX idx_saved_places_user ON saved_places (user, updated)',
    ]);

    const collections = create(
      'collections',
      [owner(), text('name', { required: true, max: 100 }), text('description', { max: 500 }), bool('is_public')],
      {
        ...ownRules,
        listRule: `${OWNER} || is_public = true`,
        viewRule: `${OWNER} || is_public = true`,
      },
      ['CREATE INDEX idx_collections_user ON collections (user, updated)'],
    );

    create(
      'collection_places',
      [
        rel('collection', collections, { required: true, cascadeDelete: true }),
        rel('place', places, { required: true, cascadeDelete: true }),
        owner(),
      ],
      {
        listRule: `${OWNER} || collection.is_public = true`,
        viewRule: `${OWNER} || collection.is_public = true`,
        createRule: `${SIGNED_IN} && ${OWNER} && collection.user = @request.auth.id`,
        updateRule: null,
        deleteRule: OWNER,
      },
      [
        'CREATE UNIQUE INDEX idx_collection_places_pair ON collection_places (collection, place)',
        'CREATE INDEX idx_collection_places_user ON collection_places (user, updated)',
      ],
    );

    create(
      'reviews',
      [
        rel('place', places, { required: true, cascadeDelete: true }),
        owner(),
        num('rating', { required: true, min: 1, max: 5, onlyInt: true }),
        text('comment', { max: 2000 }),
        // Set by the server from the author's profile; public reviews never expose the account.
        text('author_name', { max: 100 }),
        rel('city', cities, { cascadeDelete: true }),
      ],
      {
        listRule: '',
        viewRule: '',
        createRule: `${SIGNED_IN} && ${OWNER}`,
        updateRule: `${OWNER} && ${KEEP_OWNER} && @request.body.place:isset = false`,
        deleteRule: OWNER,
      },
      [
        'CREATE INDEX idx_reviews_place ON reviews (place, created)',
        'CREATE INDEX idx_reviews_user ON reviews (user, updated)',
        'CREATE INDEX idx_reviews_city ON reviews (city, updated)',
      ],
    );

    create('user_vibes', [owner(), rel('vibe', vibes, { required: true, cascadeDelete: true })], { ...ownRules, updateRule: null }, [
      'CREATE UNIQUE INDEX idx_user_vibes_pair ON user_vibes (user, vibe)',
    ]);

    // ---------- privileged data: read by the owner, written by hooks ----------
    create(
      'entitlements',
      [
        owner(),
        rel('tastemaker', tastemakers, { required: true, cascadeDelete: true }),
        bool('subscribed'),
        bool('unlocked'),
        select('status', ['active', 'cancelled', 'canceled', 'past_due', 'expired']),
        date('subscription_start'),
        date('subscription_end'),
        num('monthly_amount', { min: 0, onlyInt: true }),
        text('provider_subscription_id', { max: 200 }),
        text('provider_customer_id', { max: 200 }),
      ],
      privilegedRules,
      [
        'CREATE UNIQUE INDEX idx_entitlements_pair ON entitlements (user, tastemaker)',
        'CREATE INDEX idx_entitlements_tastemaker ON entitlements (tastemaker, status)',
        'CREATE INDEX idx_entitlements_end ON entitlements (status, subscription_end)',
      ],
    );

    create(
      'city_purchases',
      [
        owner(),
        rel('city', cities, { required: true, cascadeDelete: true }),
        num('amount', { min: 0 }),
        text('provider_payment_id', { max: 200 }),
      ],
      privilegedRules,
      ['CREATE UNIQUE INDEX idx_city_purchases_pair ON city_purchases (user, city)'],
    );

    create('user_roles', [owner(), select('role', ['admin', 'tastemaker'], { required: true })], privilegedRules, [
      'CREATE UNIQUE INDEX idx_user_roles_pair ON user_roles (user, role)',
    ]);

    create('user_badges', [owner(), rel('badge', badges, { required: true, cascadeDelete: true }), date('earned_at')], privilegedRules, [
      'CREATE UNIQUE INDEX idx_user_badges_pair ON user_badges (user, badge)',
    ]);

    // ---------- sync bookkeeping ----------
    create(
      'tombstones',
      [
        text('collection_name', { required: true, max: 50 }),
        text('record_id', { required: true, max: 30 }),
        // Scope of the deleted row: its owner for private rows, its city for city catalog rows.
        text('user', { max: 30 }),
        text('city', { max: 30 }),
      ],
      { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null },
      ['CREATE INDEX idx_tombstones_user ON tombstones (user, updated)', 'CREATE INDEX idx_tombstones_city ON tombstones (city, updated)'],
    );
  },
  (app) => {
    const names = [
      'tombstones',
      'user_badges',
      'user_roles',
      'city_purchases',
      'entitlements',
      'user_vibes',
      'reviews',
      'collection_places',
      'collections',
      'saved_places',
      'profiles',
      'vibe_profile_vibes',
      'vibe_profiles',
      'badges',
      'activity_feed',
      'events',
      'recommendations',
      'place_vibes',
      'tastemaker_vibes',
      'vibes',
      'tastemaker_places',
      'places',
      'city_tastemakers',
    ];
    for (const name of names) app.delete(app.findCollectionByNameOrId(name));
    const cities = app.findCollectionByNameOrId('cities');
    cities.fields.removeByName('featured_tastemaker');
    app.save(cities);
    app.delete(app.findCollectionByNameOrId('tastemakers'));
    app.delete(cities);
    app.delete(app.findCollectionByNameOrId('place_categories'));
  },
);
