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
  if (type === 'review_create') return app.findRecordsByFilter('reviews', 'user = {:user}', '', 0, 0, { user: userId }).length;
  if (type === 'collection_create') return app.findRecordsByFilter('collections', 'user = {:user}', '', 0, 0, { user: userId }).length;
  return 0;
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
  for (const badge of app.findAllRecords('badges')) {
    const type = badge.get('criteria_type');
    if (counts[type] === undefined) counts[type] = countFor(app, userId, type);
    if (counts[type] < badge.get('criteria_count')) continue;
    try {
      app.findFirstRecordByFilter('user_badges', 'user = {:user} && badge = {:badge}', { user: userId, badge: badge.id });
      continue;
    } catch (_) {
      // not held yet
    }
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
