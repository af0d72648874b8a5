// Collection names, and which sync stream each synced collection belongs to.
//
// A device pulls three kinds of streams (see lib/sync.js):
// - global: the catalog every device needs, whatever city it is in;
// - city:<id>: the catalog of one city the caller may open;
// - own: the caller's own rows.
// `scope` is the column that ties a row to its stream.

const GLOBAL = [
  { name: 'cities' },
  { name: 'place_categories' },
  { name: 'tastemakers' },
  { name: 'city_tastemakers' },
  { name: 'vibes' },
  { name: 'tastemaker_vibes' },
  { name: 'badges' },
];

const CITY = [
  { name: 'places', scope: 'city' },
  { name: 'tastemaker_places', scope: 'city' },
  { name: 'place_vibes', scope: 'city' },
  { name: 'recommendations', scope: 'city' },
  { name: 'events', scope: 'city' },
  { name: 'activity_feed', scope: 'city' },
  { name: 'reviews', scope: 'city' },
];

const OWN = [
  { name: 'profiles', scope: 'id' },
  { name: 'saved_places', scope: 'user' },
  { name: 'collections', scope: 'user' },
  { name: 'collection_places', scope: 'user' },
  { name: 'vibe_profiles', scope: 'user' },
  { name: 'vibe_profile_vibes', scope: 'user' },
  { name: 'user_vibes', scope: 'user' },
  { name: 'entitlements', scope: 'user' },
  { name: 'city_purchases', scope: 'user' },
  { name: 'user_roles', scope: 'user' },
  { name: 'user_badges', scope: 'user' },
];

/** Every collection whose deletions are recorded as tombstones. */
const SYNCED = GLOBAL.concat(CITY, OWN).map((c) => c.name);

/**
 * The scope columns of a deleted row, for its tombstone.
 * @param {core.Record} record
 * @returns {{ user: string, city: string }}
 */
function tombstoneScope(record) {
  const name = record.collection().name;
  const has = (/** @type {string} */ field) => !!record.collection().fields.getByName(field);
  return {
    user: name === 'profiles' ? record.id : has('user') && OWN.some((c) => c.name === name) ? String(record.get('user') || '') : '',
    city: CITY.some((c) => c.name === name) ? String(record.get('city') || '') : '',
  };
}

module.exports = { GLOBAL, CITY, OWN, SYNCED, tombstoneScope };
