// Entitlements: a user's access to a tastemaker (spec §4). Only the server
// changes them; one row per user and tastemaker.
const { nowString } = require(`${__hooks}/lib/http.js`);

function findEntitlement(app, userId, tastemakerId) {
  try {
    return app.findFirstRecordByFilter('entitlements', 'user = {:user} && tastemaker = {:tm}', { user: userId, tm: tastemakerId });
  } catch (_) {
    return null;
  }
}

/** Atomically adds one follower; `updated` moves so devices pull the new count. */
function addFollower(app, tastemakerId) {
  app.db().newQuery('UPDATE tastemakers SET followers = followers + 1, updated = {:now} WHERE id = {:id}')
    .bind({ now: nowString(), id: tastemakerId }).execute();
}

/**
 * Free access to a tastemaker (the city's local guide after an unlock or
 * onboarding): subscribed, active, no end, no charge. A user who already has
 * an active entitlement keeps it; a first-time follower adds one follower.
 */
function grantFreeAccess(app, userId, tastemakerId) {
  let entitlement = findEntitlement(app, userId, tastemakerId);
  const isNew = !entitlement;
  if (!entitlement) {
    entitlement = new Record(app.findCollectionByNameOrId('entitlements'));
    entitlement.set('user', userId);
    entitlement.set('tastemaker', tastemakerId);
  } else if (entitlement.get('subscribed') && entitlement.get('status') === 'active') {
    return entitlement;
  }
  entitlement.set('subscribed', true);
  entitlement.set('status', 'active');
  entitlement.set('subscription_start', nowString());
  entitlement.set('subscription_end', '');
  entitlement.set('monthly_amount', 0);
  app.save(entitlement);
  if (isNew) addFollower(app, tastemakerId);
  return entitlement;
}

module.exports = { findEntitlement, grantFreeAccess, addFollower };
