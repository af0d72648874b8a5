/// <reference path="../pb_hooks/types/runtime.ts" />
// The access policy (src/domain/policy) decides who reads a city's content:
// its places, picks and notes, place vibes, recommendations, reviews, events
// and feed. The stock record API cannot express it, so those collections are
// closed to direct client reads and served only through /api/app/ routes that
// apply it (the sync route first). Reviews, collections and their places stay
// readable by their owner; public collections are served by their route.
// Vibes reach users when approved, or their creator while pending.
const CLOSED = ['places', 'tastemaker_places', 'place_vibes', 'recommendations', 'events', 'activity_feed'];
const OWNER = 'user = @request.auth.id';
const OWNED = ['reviews', 'collections', 'collection_places'];
const VIBES = 'status = "approved" || (status = "pending" && created_by != "" && created_by = @request.auth.id)';

migrate(
  (app) => {
    for (const name of CLOSED) {
      const collection = app.findCollectionByNameOrId(name);
      // null: superusers only (a Go *string, which PocketBase's declarations type without null).
      collection.listRule = /** @type {any} */ (null);
      collection.viewRule = /** @type {any} */ (null);
      app.save(collection);
    }
    for (const name of OWNED) {
      const collection = app.findCollectionByNameOrId(name);
      collection.listRule = OWNER;
      collection.viewRule = OWNER;
      app.save(collection);
    }
    const vibes = app.findCollectionByNameOrId('vibes');
    vibes.listRule = VIBES;
    vibes.viewRule = VIBES;
    app.save(vibes);
  },
  (app) => {
    for (const name of CLOSED.concat(['reviews'])) {
      const collection = app.findCollectionByNameOrId(name);
      collection.listRule = '';
      collection.viewRule = '';
      app.save(collection);
    }
    const collections = app.findCollectionByNameOrId('collections');
    collections.listRule = `${OWNER} || is_public = true`;
    collections.viewRule = `${OWNER} || is_public = true`;
    app.save(collections);
    const places = app.findCollectionByNameOrId('collection_places');
    places.listRule = `${OWNER} || collection.is_public = true`;
    places.viewRule = `${OWNER} || collection.is_public = true`;
    app.save(places);
    const vibes = app.findCollectionByNameOrId('vibes');
    vibes.listRule = 'status = "approved" || (created_by != "" && created_by = @request.auth.id)';
    vibes.viewRule = vibes.listRule;
    app.save(vibes);
  },
);
