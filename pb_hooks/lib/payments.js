// The payment provider behind city unlocks and tastemaker subscriptions.
//
// Every money-like change goes through this interface; its only implementation
// today is `mock`, which charges nothing and returns identifiers shaped like a
// real provider's. A real provider replaces `mock` here without touching the
// routes or the app.
//
// Interface:
//   chargeOnce({ userId, amountCents, description }) -> { paymentId }
//   startSubscription({ userId, tastemakerId, amountCents }) -> { subscriptionId, customerId }
//   cancelAtPeriodEnd(subscriptionId) -> subscriptionId (carrying the 'cancelled' marker)
//   reactivate(subscriptionId) -> subscriptionId (marker removed)
//   renew(subscriptionId) -> { ok: boolean }   (false: the payment failed)

const CANCELLED_MARKER = '_cancelled';

const mock = {
  name: 'mock',
  chargeOnce(request) {
    return { paymentId: `mock_pay_${$security.randomStringWithAlphabet(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}`, amountCents: request.amountCents };
  },
  startSubscription(request) {
    return {
      subscriptionId: `mock_sub_${$security.randomStringWithAlphabet(16, 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
      customerId: `mock_cus_${request.userId}`,
    };
  },
  cancelAtPeriodEnd(subscriptionId) {
    return isCancelling(subscriptionId) ? subscriptionId : `${subscriptionId}${CANCELLED_MARKER}`;
  },
  reactivate(subscriptionId) {
    return String(subscriptionId || '').split(CANCELLED_MARKER).join('');
  },
  // The mock's "test card": a subscription id containing 'decline' fails to renew.
  renew(subscriptionId) {
    return { ok: String(subscriptionId || '').indexOf('decline') < 0 };
  },
};

/** Spec §4: an identifier containing 'cancelled' marks a subscription ending at period end. */
function isCancelling(subscriptionId) {
  return String(subscriptionId || '').indexOf('cancelled') >= 0;
}

function provider() {
  return mock;
}

module.exports = { provider, isCancelling, CANCELLED_MARKER };
