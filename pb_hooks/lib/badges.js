// Badges (spec §5): awarded by the server when a criterion is met, whatever
// device or route made the change, and only once (unique user+badge).

/** How far the user is along one criterion. @param {CoreApp} app @param {string} userId @param {string} type */
function countFor(app, userId, type) {
  if (type === 'city_unlock') {
    try {
      return (app.findRecordById('profiles', userId).get('unlocked_cities') || []).length;
    } catch (_) {
      return 0;
    }
  }
  if (type === 'tastemaker_follow') {
    // Tastemakers followed: entitlements that give access, as the access policy reads them.
    const access = require(`${__hooks}/lib/access.js`);
    const { hasTastemakerAccess } = access.policy();
    const now = new Date();
    return access.loadCaller(app, userId).entitlements.filter((terms) => hasTastemakerAccess(terms, now)).length;
  }
  if (type === 'review_create') return ownedRows(app, 'reviews', userId);
  if (type === 'collection_create') return ownedRows(app, 'collections', userId);
  return 0;
}

/**
 * The user's rows in a table, counted by the database: every review or
 * collection saved asks again, so loading each row would cost more the more the user has.
 * @param {CoreApp} app @param {'reviews' | 'collections'} table @param {string} userId
 */
function ownedRows(app, table, userId) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery(`SELECT COUNT(*) AS n FROM {{${table}}} WHERE [[user]] = {:user}`).bind({ user: userId }).one(row);
  return row.n;
}

/** The ids of the badges the user holds. @param {CoreApp} app @param {string} userId @returns {Object<string, boolean>} */
function heldBadges(app, userId) {
  /** @type {Object<string, boolean>} */
  const held = {};
  for (const earned of app.findRecordsByFilter('user_badges', 'user = {:user}', '', 0, 0, { user: userId }))
    held[earned.get('badge')] = true;
  return held;
}

/**
 * Awards every badge the user now qualifies for; returns the names of new ones.
 * @param {CoreApp} app @param {string} userId
 * @returns {string[]}
 */
function awardBadges(app, userId) {
  /** @type {string[]} */
  const awarded = [];
  /** @type {Object<string, number>} */
  const counts = {};
  const held = heldBadges(app, userId);
  for (const badge of app.findAllRecords('badges')) {
    // A badge held already needs no counting: most saves award nothing.
    if (held[badge.id]) continue;
    const type = badge.get('criteria_type');
    if (counts[type] === undefined) counts[type] = countFor(app, userId, type);
    if (counts[type] < badge.get('criteria_count')) continue;
    const earned = new Record(app.findCollectionByNameOrId('user_badges'));
    earned.set('user', userId);
    earned.set('badge', badge.id);
    earned.set('earned_at', new DateTime().string());
    try {
      app.save(earned);
      awarded.push(badge.get('name'));
    } catch (_) {
      // awarded concurrently by another request: held once either way
    }
  }
  return awarded;
}

module.exports = { awardBadges };
