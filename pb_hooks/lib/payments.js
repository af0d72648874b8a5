// The payment provider behind city unlocks and tastemaker subscriptions.
//
// Every charge goes through this interface with an idempotency key, made by
// the rules in src/domain/subscription-machine.ts from the entitlement and the
// period it pays (or the user and the city): a provider that has seen a key
// answers what it answered then and charges nothing, so a retried or raced
// request never pays twice. A declined charge is not remembered, so the same
// key succeeds once the card is fixed. Cancelling at period end and
// reactivating are our own state (the renewal cron decides when to charge),
// so the provider only ever sees charges. A real provider replaces `mock`
// here without touching the routes or the app.
//
// Interface, provider(app) with `app` the caller's transaction:
//   chargeOnce({ key, userId, amountCents, description }) -> { ok, paymentId }
//   startSubscription({ key, userId, tastemakerId, amountCents }) -> { ok, subscriptionId, customerId }
//   renew({ key, userId, subscriptionId, amountCents }) -> { ok, paymentId }   (ok false: declined)
//
// `mock` charges nothing. It keeps the charges it would have made in the
// superuser-only `payments` collection (pb_migrations/1795000210_*), written in
// the caller's transaction, so a change that rolls back leaves no charge.

/**
 * @typedef {{ key: string, userId: string, amountCents: number }} ChargeRequest
 * @typedef {{
 *   name: string,
 *   chargeOnce(request: ChargeRequest & { description: string }): { ok: boolean, paymentId: string },
 *   startSubscription(request: ChargeRequest & { tastemakerId: string }): { ok: boolean, subscriptionId: string, customerId: string },
 *   renew(request: ChargeRequest & { subscriptionId: string }): { ok: boolean, paymentId?: string },
 * }} PaymentProvider
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The ledger row stored under a key, or null. The ledger outlives profile resets and roles: it is what
 * decides whether a gift was spent or a city paid for.
 * @param {CoreApp} app @param {string} key
 * @returns {core.Record | null}
 */
function ledgerEntry(app, key) {
  if (!key) throw new Error('A ledger entry needs a key.');
  try {
    return app.findFirstRecordByFilter('payments', 'key = {:key}', { key });
  } catch (_) {
    return null;
  }
}

/**
 * Writes a ledger row (in the caller's transaction); `subject` is what it paid for (a city's id).
 * @param {CoreApp} app @param {{ key: string, op: string, userId: string, amountCents: number, reference: string, subject?: string }} entry
 */
function recordInLedger(app, entry) {
  const row = new Record(app.findCollectionByNameOrId('payments'));
  row.set('key', entry.key);
  row.set('op', entry.op);
  row.set('user', entry.userId);
  row.set('amount_cents', entry.amountCents);
  row.set('reference', entry.reference);
  row.set('subject', entry.subject || '');
  app.save(row);
  return row;
}

/** @param {string} prefix */
function newReference(prefix) {
  return `${prefix}_${$security.randomStringWithAlphabet(16, ALPHABET)}`;
}

/** @param {CoreApp} app @returns {PaymentProvider} */
function mock(app) {
  /** @param {string} key */
  function remembered(key) {
    if (!key) throw new Error('A payment needs an idempotency key.');
    return ledgerEntry(app, key);
  }

  /**
   * Charges once per key: the reference of the charge, new or remembered.
   * @param {string} op @param {ChargeRequest} request @param {string} prefix
   * @returns {string}
   */
  function charge(op, request, prefix) {
    const seen = remembered(request.key);
    if (seen) return seen.getString('reference');
    const reference = newReference(prefix);
    recordInLedger(app, { key: request.key, op, userId: request.userId, amountCents: request.amountCents, reference });
    return reference;
  }

  return {
    name: 'mock',
    chargeOnce(request) {
      return { ok: true, paymentId: charge('charge', request, 'mock_pay') };
    },
    startSubscription(request) {
      return { ok: true, subscriptionId: charge('subscription_start', request, 'mock_sub'), customerId: `mock_cus_${request.userId}` };
    },
    renew(request) {
      // A renewal already paid stays paid, whatever the card says now.
      if (remembered(request.key)) return { ok: true, paymentId: charge('renewal', request, 'mock_pay') };
      // The mock's "test card": a subscription id containing 'decline' is declined.
      if (String(request.subscriptionId || '').indexOf('decline') >= 0) return { ok: false };
      return { ok: true, paymentId: charge('renewal', request, 'mock_pay') };
    },
  };
}

/** The provider, working in `app` (the caller's transaction). @param {CoreApp} app */
function provider(app) {
  return mock(app);
}

module.exports = { provider, ledgerEntry, recordInLedger, newReference };
