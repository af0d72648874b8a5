// Entitlements: a user's access to a tastemaker (spec §4), one row per user
// and tastemaker, changed only by the server and only through here. Every
// change reads the row inside the caller's transaction (PocketBase runs write
// transactions one at a time, so raced requests see each other's result),
// asks the state machine (src/domain/subscription-machine.ts) what to do,
// pays through the provider with the plan's idempotency key, writes, and
// recounts the tastemaker's followers, all in that transaction.

/** @typedef {import('../../src/domain/subscription-machine').EntitlementFields} EntitlementFields */
/** @typedef {import('../../src/domain/subscription-machine').EntitlementEvent} EntitlementEvent */
/** @typedef {import('../../src/domain/subscription-machine').EntitlementPlan} EntitlementPlan */
/** @typedef {import('../../src/domain/subscription-machine').PaymentStep} PaymentStep */
/** @typedef {import('../../src/domain/subscription-machine').Refusal} Refusal */

function machine() {
  return require(`${__hooks}/lib/generated/subscription-machine.js`);
}

/** @type {Array<keyof EntitlementFields>} */
const FIELDS = [
  'subscribed',
  'unlocked',
  'status',
  'subscription_start',
  'subscription_end',
  'monthly_amount',
  'provider_subscription_id',
  'provider_customer_id',
];

/** @param {CoreApp} app @param {string} userId @param {string} tastemakerId @returns {core.Record | null} */
function findEntitlement(app, userId, tastemakerId) {
  try {
    return app.findFirstRecordByFilter('entitlements', 'user = {:user} && tastemaker = {:tm}', { user: userId, tm: tastemakerId });
  } catch (_) {
    return null;
  }
}

/**
 * An entitlement record as the machine reads it.
 * @param {core.Record} record
 * @returns {EntitlementFields}
 */
function fieldsOf(record) {
  return {
    subscribed: !!record.get('subscribed'),
    unlocked: !!record.get('unlocked'),
    // A select field: it holds one of the statuses the schema lists.
    status: /** @type {EntitlementFields['status']} */ (record.getString('status')),
    subscription_start: record.getString('subscription_start'),
    subscription_end: record.getString('subscription_end'),
    monthly_amount: record.getInt('monthly_amount'),
    provider_subscription_id: record.getString('provider_subscription_id'),
    provider_customer_id: record.getString('provider_customer_id'),
  };
}

/**
 * Runs a plan's payment step through the provider, with its idempotency key.
 * @param {CoreApp} app @param {string} userId @param {string} tastemakerId @param {PaymentStep} step
 */
function pay(app, userId, tastemakerId, step) {
  const provider = require(`${__hooks}/lib/payments.js`).provider(app);
  if (step.op === 'start') {
    return provider.startSubscription({ key: step.key, userId, tastemakerId, amountCents: step.amountCents });
  }
  return provider.renew({ key: step.key, userId, subscriptionId: step.subscriptionId, amountCents: step.amountCents });
}

/**
 * A tastemaker's follower count, derived: a base (followers from before the
 * count was derived, and seeded figures) plus the entitlements that give
 * access now. `updated` moves only when the figure does, so devices pull it.
 * @param {CoreApp} app @param {string} tastemakerId
 */
function recountFollowers(app, tastemakerId) {
  const count = require(`${__hooks}/lib/access.js`).countWithAccess(app, tastemakerId);
  app
    .db()
    .newQuery(
      'UPDATE {{tastemakers}} SET [[followers]] = [[followers_base]] + {:count}, [[updated]] = {:now} ' +
        'WHERE [[id]] = {:id} AND [[followers]] != [[followers_base]] + {:count}',
    )
    .bind({ count, now: new DateTime().string(), id: tastemakerId })
    .execute();
}

/**
 * Applies one event (see EntitlementEvent) to the (user, tastemaker)
 * entitlement; `tx` must be a transaction. Returns { plan, entitlement }:
 * the settled plan ('refuse': nothing written; 'unchanged'; 'write';
 * 'delete') and the record as it now is (null when there is none).
 * @param {CoreApp} tx @param {string} userId @param {string} tastemakerId @param {EntitlementEvent} event @param {Date} [now]
 * @returns {{ plan: EntitlementPlan, entitlement: core.Record | null }}
 */
function changeEntitlement(tx, userId, tastemakerId, event, now) {
  const rules = machine();
  let record = findEntitlement(tx, userId, tastemakerId);
  const context = { user: userId, tastemaker: tastemakerId, now: now || new Date() };
  let plan = rules.planEntitlement(record ? fieldsOf(record) : null, event, context);
  if (plan.kind === 'write' && plan.payment) plan = rules.settlePayment(plan, pay(tx, userId, tastemakerId, plan.payment));
  if (plan.kind === 'write') {
    if (!record) {
      record = new Record(tx.findCollectionByNameOrId('entitlements'));
      record.set('user', userId);
      record.set('tastemaker', tastemakerId);
    }
    for (const field of FIELDS) record.set(field, plan.fields[field]);
    tx.save(record);
  } else if (plan.kind === 'delete') {
    // The machine plans a deletion only for a row it was given.
    tx.delete(/** @type {core.Record} */ (record));
    record = null;
  }
  if (plan.kind === 'write' || plan.kind === 'delete') recountFollowers(tx, tastemakerId);
  return { plan, entitlement: record };
}

/**
 * Throws a refusal as the API error the user sees.
 * @param {Refusal} plan
 * @returns {never}
 */
function throwRefusal(plan) {
  if (plan.status === 404) throw new NotFoundError(plan.message);
  throw new BadRequestError(plan.message);
}

/** Free access to a city's local guide, after onboarding or a city unlock. @param {CoreApp} tx @param {string} userId @param {string} tastemakerId */
function grantFreeAccess(tx, userId, tastemakerId) {
  return changeEntitlement(tx, userId, tastemakerId, { type: 'grant_free_access' }).entitlement;
}

/**
 * Applies one event to each of a user's entitlements (a reset, a lost admin role); returns how many changed.
 * @param {CoreApp} tx @param {string} userId @param {EntitlementEvent} event
 */
function changeAllOf(tx, userId, event) {
  let changed = 0;
  for (const row of tx.findRecordsByFilter('entitlements', 'user = {:user}', '', 0, 0, { user: userId })) {
    const { plan } = changeEntitlement(tx, userId, row.getString('tastemaker'), event);
    if (plan.kind === 'write' || plan.kind === 'delete') changed += 1;
  }
  return changed;
}

module.exports = { findEntitlement, changeEntitlement, throwRefusal, grantFreeAccess, changeAllOf, recountFollowers };
