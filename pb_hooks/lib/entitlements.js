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

/** Whether an entitlement gives access (spec §4): unlocked, or subscribed and active. */
function follows(entitlement) {
  return !!entitlement && (entitlement.get('unlocked') || (entitlement.get('subscribed') && entitlement.get('status') === 'active'));
}

/** Atomically moves the follower count; `updated` moves so devices pull it. */
function changeFollowers(app, tastemakerId, delta) {
  app.db().newQuery('UPDATE tastemakers SET followers = max(0, followers + {:delta}), updated = {:now} WHERE id = {:id}')
    .bind({ delta, now: nowString(), id: tastemakerId }).execute();
}

/**
 * Free access to a tastemaker (the city's local guide after an unlock or
 * onboarding): subscribed, active, no end, no charge. A user who already
 * follows keeps what they have; someone who starts following adds one follower.
 */
function grantFreeAccess(app, userId, tastemakerId) {
  let entitlement = findEntitlement(app, userId, tastemakerId);
  if (follows(entitlement)) return entitlement;
  if (!entitlement) {
    entitlement = new Record(app.findCollectionByNameOrId('entitlements'));
    entitlement.set('user', userId);
    entitlement.set('tastemaker', tastemakerId);
  }
  entitlement.set('subscribed', true);
  entitlement.set('status', 'active');
  entitlement.set('subscription_start', nowString());
  entitlement.set('subscription_end', '');
  entitlement.set('monthly_amount', 0);
  app.save(entitlement);
  changeFollowers(app, tastemakerId, 1);
  return entitlement;
}

module.exports = { findEntitlement, grantFreeAccess, follows, changeFollowers };
