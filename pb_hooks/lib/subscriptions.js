// Tastemaker subscriptions: every entitlement transition of spec §4, made by
// the server through the payment provider (lib/payments.js).
//
//   none/ended --subscribe--> active (1 month from now, 99 cents a month)
//   active --card unsubscribe--> cancelled (access ends now)
//   active --cancel at period end--> active + 'cancelled' marker (access to the end)
//   marked --reactivate--> active;  past_due --reactivate (charge)--> active
//   cron at period end: active --renew ok--> active (+1 month)
//                       active --renew fails--> past_due
//                       marked --> expired
// Admins follow for free (unlocked, no payment). Free access (monthly amount
// 0, e.g. a city's local guide) never renews and has no unsubscribe.
// A tastemaker's follower count moves by exactly one when someone starts or
// stops following.
const { requireUser, hasRole, findOrNull, nowString, isUniqueViolation } = require(`${__hooks}/lib/http.js`);
const { provider, isCancelling } = require(`${__hooks}/lib/payments.js`);
const { findEntitlement, follows, changeFollowers } = require(`${__hooks}/lib/entitlements.js`);
const { awardBadges } = require(`${__hooks}/lib/badges.js`);
const { ensureProfile } = require(`${__hooks}/lib/profiles.js`);

const MONTHLY_CENTS = 99;

function oneMonthAfter(date) {
  return date.addDate(0, 1, 0).string();
}

function view(entitlement) {
  return {
    id: entitlement.id, tastemaker: entitlement.get('tastemaker'), subscribed: entitlement.get('subscribed'), unlocked: entitlement.get('unlocked'),
    status: entitlement.get('status'), subscription_start: entitlement.getString('subscription_start'), subscription_end: entitlement.getString('subscription_end'),
    monthly_amount: entitlement.get('monthly_amount'), provider_subscription_id: entitlement.get('provider_subscription_id'),
  };
}

function tastemakerOf(e) {
  const tastemaker = findOrNull(e.app, 'tastemakers', e.request.pathValue('id'));
  if (!tastemaker) throw new NotFoundError('Tastemaker not found');
  return tastemaker;
}

/** POST /api/app/tastemakers/{id}/subscribe: start (or restart) a subscription; a repeat changes nothing. */
function subscribe(e) {
  const user = requireUser(e);
  const tastemaker = tastemakerOf(e);
  let result;
  try {
    e.app.runInTransaction((tx) => {
      let entitlement = findEntitlement(tx, user.id, tastemaker.id);
      if (follows(entitlement)) {
        result = { alreadyActive: true, entitlement: view(entitlement), sessionId: '' };
        return;
      }
      if (!entitlement) {
        entitlement = new Record(tx.findCollectionByNameOrId('entitlements'));
        entitlement.set('user', user.id);
        entitlement.set('tastemaker', tastemaker.id);
      }
      const now = new DateTime();
      const isAdmin = hasRole(tx, user.id, 'admin');
      const bypass = isAdmin && ensureProfile(tx, user.id).get('bypass_payments');
      entitlement.set('subscribed', true);
      entitlement.set('status', 'active');
      entitlement.set('subscription_start', now.string());
      let sessionId = '';
      if (isAdmin || bypass) {
        // Spec §6: admins follow any tastemaker free, with unlocked set.
        entitlement.set('unlocked', true);
        entitlement.set('monthly_amount', 0);
        entitlement.set('subscription_end', '');
        entitlement.set('provider_subscription_id', 'admin_free_follow');
        sessionId = 'admin_free_follow';
      } else {
        const started = provider().startSubscription({ userId: user.id, tastemakerId: tastemaker.id, amountCents: MONTHLY_CENTS });
        entitlement.set('unlocked', false);
        entitlement.set('monthly_amount', MONTHLY_CENTS);
        entitlement.set('subscription_end', oneMonthAfter(now));
        entitlement.set('provider_subscription_id', started.subscriptionId);
        entitlement.set('provider_customer_id', started.customerId);
        sessionId = started.subscriptionId;
      }
      tx.save(entitlement);
      changeFollowers(tx, tastemaker.id, 1);
      result = { alreadyActive: false, entitlement: view(entitlement), sessionId, badges: awardBadges(tx, user.id) };
    });
  } catch (error) {
    // Two subscribes at once: the unique (user, tastemaker) index lets one through.
    if (!isUniqueViolation(error)) throw error;
    result = { alreadyActive: true, entitlement: view(findEntitlement(e.app, user.id, tastemaker.id)), sessionId: '' };
  }
  return e.json(200, result);
}

function ownEntitlement(e) {
  const user = requireUser(e);
  const tastemaker = tastemakerOf(e);
  const entitlement = findEntitlement(e.app, user.id, tastemaker.id);
  if (!entitlement) throw new NotFoundError('You are not subscribed to this tastemaker.');
  return { user, tastemaker, entitlement };
}

/** POST /api/app/tastemakers/{id}/unsubscribe: the card's Unsubscribe, effective now. */
function unsubscribe(e) {
  const { tastemaker, entitlement } = ownEntitlement(e);
  if (!follows(entitlement)) throw new BadRequestError('You are not following this tastemaker.');
  if (!entitlement.get('monthly_amount') && !entitlement.get('unlocked')) throw new BadRequestError('Free access cannot be unsubscribed.');
  e.app.runInTransaction((tx) => {
    entitlement.set('subscribed', false);
    entitlement.set('unlocked', false);
    entitlement.set('status', 'cancelled');
    tx.save(entitlement);
    changeFollowers(tx, tastemaker.id, -1);
  });
  return e.json(200, { entitlement: view(entitlement) });
}

/** POST /api/app/tastemakers/{id}/cancel: cancel at period end; access continues until then. */
function cancelAtPeriodEnd(e) {
  const { entitlement } = ownEntitlement(e);
  if (!(entitlement.get('subscribed') && entitlement.get('status') === 'active' && entitlement.get('monthly_amount') > 0)) {
    throw new BadRequestError('Only an active paid subscription can be cancelled.');
  }
  entitlement.set('provider_subscription_id', provider().cancelAtPeriodEnd(entitlement.get('provider_subscription_id')));
  e.app.save(entitlement);
  return e.json(200, { entitlement: view(entitlement) });
}

/** POST /api/app/tastemakers/{id}/reactivate: undo a cancellation, or pay a past-due renewal. */
function reactivate(e) {
  const { tastemaker, entitlement } = ownEntitlement(e);
  const status = entitlement.get('status');
  const end = entitlement.getDateTime('subscription_end');
  const now = new DateTime();
  if (status === 'active' && isCancelling(entitlement.get('provider_subscription_id')) && (end.isZero() || end.after(now))) {
    entitlement.set('provider_subscription_id', provider().reactivate(entitlement.get('provider_subscription_id')));
    e.app.save(entitlement);
    return e.json(200, { entitlement: view(entitlement) });
  }
  if (status === 'past_due') {
    const renewal = provider().renew(entitlement.get('provider_subscription_id'));
    if (!renewal.ok) throw new BadRequestError('The payment failed again. Please update your payment method.');
    e.app.runInTransaction((tx) => {
      entitlement.set('status', 'active');
      entitlement.set('subscribed', true);
      entitlement.set('subscription_end', oneMonthAfter(now));
      tx.save(entitlement);
      changeFollowers(tx, tastemaker.id, 1);
    });
    return e.json(200, { entitlement: view(entitlement) });
  }
  throw new BadRequestError('This subscription has ended. Subscribe again to follow this tastemaker.');
}

/**
 * The renewal run (cron, every five minutes): paid subscriptions whose period
 * has ended are renewed for a month, marked past_due when the payment fails,
 * or expire when they were cancelled. Returns what it did.
 */
function processRenewals(app) {
  const now = nowString();
  const due = app.findRecordsByFilter('entitlements',
    "subscribed = true && status = 'active' && monthly_amount > 0 && subscription_end != '' && subscription_end <= {:now}", 'subscription_end', 0, 0, { now });
  const outcome = { renewed: 0, pastDue: 0, expired: 0 };
  for (const entitlement of due) {
    app.runInTransaction((tx) => {
      if (isCancelling(entitlement.get('provider_subscription_id'))) {
        entitlement.set('status', 'expired');
        entitlement.set('subscribed', false);
        outcome.expired += 1;
        changeFollowers(tx, entitlement.get('tastemaker'), -1);
      } else if (provider().renew(entitlement.get('provider_subscription_id')).ok) {
        entitlement.set('subscription_end', oneMonthAfter(entitlement.getDateTime('subscription_end')));
        outcome.renewed += 1;
      } else {
        entitlement.set('status', 'past_due');
        outcome.pastDue += 1;
        changeFollowers(tx, entitlement.get('tastemaker'), -1);
      }
      tx.save(entitlement);
    });
  }
  return outcome;
}

module.exports = { subscribe, unsubscribe, cancelAtPeriodEnd, reactivate, processRenewals, MONTHLY_CENTS };
