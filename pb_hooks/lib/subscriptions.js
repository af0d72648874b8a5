// Tastemaker subscription routes and the renewal run (spec §4). Which
// transition happens, and what it costs, is the state machine's decision
// (src/domain/subscription-machine.ts); lib/entitlements.js applies it inside
// one transaction per request, so raced and retried requests pay once and
// move the follower count once.
const { requireUser, hasRole } = require(`${__hooks}/lib/http.js`);
const { changeEntitlement, throwRefusal } = require(`${__hooks}/lib/entitlements.js`);

/** @typedef {import('../../src/domain/subscription-machine').EntitlementEvent} EntitlementEvent */
/** @typedef {import('../../src/domain/subscription-machine').EntitlementPlan} EntitlementPlan */
/** @typedef {import('../../src/domain/subscription-machine').Refusal} Refusal */

/** @param {core.Record} entitlement */
function view(entitlement) {
  return {
    id: entitlement.id,
    tastemaker: entitlement.get('tastemaker'),
    subscribed: entitlement.get('subscribed'),
    unlocked: entitlement.get('unlocked'),
    status: entitlement.get('status'),
    subscription_start: entitlement.getString('subscription_start'),
    subscription_end: entitlement.getString('subscription_end'),
    monthly_amount: entitlement.get('monthly_amount'),
    provider_subscription_id: entitlement.get('provider_subscription_id'),
  };
}

/** The tastemaker of the route, if the caller may see it (one waiting for review is not found). @param {core.RequestEvent} e */
function tastemakerOf(e) {
  const access = require(`${__hooks}/lib/access.js`);
  const tastemaker = access.visibleTastemaker(e.app, e.request.pathValue('id'), access.callerId(e));
  if (!tastemaker) throw new NotFoundError('Tastemaker not found');
  return tastemaker;
}

/**
 * Runs one event (or `event(tx, user)`) for the caller and this tastemaker in one transaction; `answer(plan, entitlement, tx, user)` builds the reply.
 * @template T
 * @param {core.RequestEvent} e
 * @param {EntitlementEvent | ((tx: CoreApp, user: core.Record) => EntitlementEvent)} event
 * @param {(plan: EntitlementPlan, entitlement: core.Record, tx: CoreApp, user: core.Record) => T} answer
 */
function handle(e, event, answer) {
  const user = requireUser(e);
  const tastemaker = tastemakerOf(e);
  /** @type {Refusal | null} */
  let refusal = null;
  /** @type {T | undefined} */
  let result;
  e.app.runInTransaction((tx) => {
    const change = changeEntitlement(tx, user.id, tastemaker.id, typeof event === 'function' ? event(tx, user) : event);
    if (change.plan.kind === 'refuse') refusal = change.plan;
    // These events never delete, and the machine refuses one about a row that does not exist: every other plan leaves a row.
    else result = answer(change.plan, /** @type {core.Record} */ (change.entitlement), tx, user);
  });
  if (refusal) throwRefusal(refusal);
  return e.json(200, result);
}

/** POST /api/app/tastemakers/{id}/subscribe: start (or restart) a subscription; a repeat changes nothing. @param {core.RequestEvent} e */
function subscribe(e) {
  const { awardBadges } = require(`${__hooks}/lib/badges.js`);
  const { followPromise } = require(`${__hooks}/lib/offers.js`);
  /** @type {ReturnType<typeof followPromise> | null} */
  let promise = null;
  // Spec §6: admins (bypass_payments or not) follow any tastemaker free, unlocked.
  return handle(
    e,
    (tx, user) => {
      // What the follow gives, worked out before it is given (src/domain/offers.ts): the answer says it.
      promise = followPromise(tx, user.id, e.request.pathValue('id'));
      return { type: 'subscribe', admin: hasRole(tx, user.id, 'admin') };
    },
    (plan, entitlement, tx, user) => {
      if (plan.kind !== 'write') return { alreadyActive: true, entitlement: view(entitlement), sessionId: '' };
      const given = /** @type {ReturnType<typeof followPromise>} */ (promise);
      const { kind, price, priceCents, gives, lockedCities } = given.offer;
      return {
        alreadyActive: false,
        entitlement: view(entitlement),
        sessionId: plan.fields.provider_subscription_id,
        offer: { kind, price, priceCents, gives, lockedCities: lockedCities.map((city) => ({ id: city.id, name: city.name })) },
        summary: given.summary,
        badges: awardBadges(tx, user.id),
      };
    },
  );
}

/** POST /api/app/tastemakers/{id}/unsubscribe: the card's Unsubscribe, effective now. @param {core.RequestEvent} e */
function unsubscribe(e) {
  return handle(e, { type: 'unsubscribe' }, (plan, entitlement) => ({ entitlement: view(entitlement) }));
}

/** POST /api/app/tastemakers/{id}/cancel: cancel at period end; access continues until then. @param {core.RequestEvent} e */
function cancelAtPeriodEnd(e) {
  return handle(e, { type: 'cancel_at_period_end' }, (plan, entitlement) => ({ entitlement: view(entitlement) }));
}

/** POST /api/app/tastemakers/{id}/reactivate: undo a cancellation, or pay a past-due subscription; already active answers so. @param {core.RequestEvent} e */
function reactivate(e) {
  return handle(e, { type: 'reactivate' }, (plan, entitlement) => ({
    alreadyActive: plan.kind !== 'write',
    entitlement: view(entitlement),
  }));
}

/**
 * The renewal run (cron, every five minutes): paid subscriptions whose period
 * has ended are renewed for a month, marked past_due when the payment is
 * declined, or expire when they were cancelled. Each in its own transaction
 * that reads the row again, so two runs at once renew (and charge) once.
 * @param {CoreApp} app
 */
function processRenewals(app) {
  const { RENEWAL_DUE_SQL, pocketbaseDate } = require(`${__hooks}/lib/generated/subscription-machine.js`);
  const now = new Date();
  const due = arrayOf(new DynamicModel({ id: '', user: '', tastemaker: '' }));
  app
    .db()
    .newQuery(`SELECT [[id]], [[user]], [[tastemaker]] FROM {{entitlements}} WHERE ${RENEWAL_DUE_SQL} ORDER BY [[subscription_end]]`)
    .bind({ now: pocketbaseDate(now) })
    .all(due);
  const outcome = { renewed: 0, pastDue: 0, expired: 0 };
  /** @type {Object<string, keyof typeof outcome>} */
  const counted = { renewed: 'renewed', past_due: 'pastDue', expired: 'expired' };
  for (const candidate of due) {
    try {
      app.runInTransaction((tx) => {
        const { plan } = changeEntitlement(tx, candidate.user, candidate.tastemaker, { type: 'renewal_due' }, now);
        if (plan.kind === 'write' && counted[plan.outcome]) outcome[counted[plan.outcome]] += 1;
      });
    } catch (error) {
      // One failing row (it rolled back, charge included) must not stop the others; the next run retries it.
      console.log(`[renewals] entitlement ${candidate.id}: ${error}`);
    }
  }
  return outcome;
}

module.exports = { subscribe, unsubscribe, cancelAtPeriodEnd, reactivate, processRenewals };
