// The entitlement state machine (src/domain/subscription-machine.ts): every
// transition of spec §4 and §6, what it costs, and the idempotency key each
// charge carries, on a fixed clock.
import { describe, expect, it } from 'vitest';
import {
  ADMIN_FREE_FOLLOW,
  ENTITLEMENT_MESSAGES,
  MONTHLY_PRICE_CENTS,
  DEFAULT_CITY_PRICE,
  cityPrice,
  cityPriceCents,
  cityUnlockCharge,
  cityUnlockKey,
  oneMonthAfter,
  planEntitlement,
  settlePayment,
  type EntitlementEvent,
  type EntitlementFields,
  type EntitlementPlan,
  type PlanContext,
  type Write,
} from '#/domain/subscription-machine';
import { DEFAULT_CITY_PRICE as SHOWN_CITY_PRICE, cityPrice as shownCityPrice } from '#/domain/format';
import { hasTastemakerAccess } from '#/domain/policy/access';

const now = new Date('2026-11-22T12:00:00.000Z');
const context: PlanContext = { user: 'u1', tastemaker: 't1', now };
const at = (days: number) => new Date(now.getTime() + days * 86400_000).toISOString().replace('T', ' ');
const NOW = '2026-11-22 12:00:00.000Z';

const paid = (over: Partial<EntitlementFields> = {}): EntitlementFields => ({
  subscribed: true,
  unlocked: false,
  status: 'active',
  subscription_start: at(-10),
  subscription_end: at(20),
  monthly_amount: 99,
  provider_subscription_id: 'mock_sub_1',
  provider_customer_id: 'mock_cus_u1',
  ...over,
});
const freeAccess = (over: Partial<EntitlementFields> = {}) =>
  paid({ monthly_amount: 0, subscription_end: '', provider_subscription_id: '', ...over });
const adminFollow = (over: Partial<EntitlementFields> = {}) =>
  paid({ unlocked: true, monthly_amount: 0, subscription_end: '', provider_subscription_id: ADMIN_FREE_FOLLOW, ...over });

const plan = (current: EntitlementFields | null, event: EntitlementEvent, ctx: PlanContext = context) =>
  planEntitlement(current, event, ctx);
function asWrite(result: EntitlementPlan): Write {
  if (result.kind !== 'write') throw new Error(`expected a write, got ${JSON.stringify(result)}`);
  return result;
}
const gives = (fields: EntitlementFields) => hasTastemakerAccess({ tastemaker: 't1', ...fields }, now);

describe('subscribing', () => {
  it('allows a paid month at 99 cents, keyed by the period it starts', () => {
    const start = asWrite(plan(null, { type: 'subscribe', admin: false }));
    expect(start.payment).toEqual({ op: 'start', key: `u1:t1:start:${NOW}`, amountCents: MONTHLY_PRICE_CENTS, subscriptionId: '' });
    expect(start.fields).toMatchObject({
      subscribed: true,
      unlocked: false,
      status: 'active',
      subscription_start: NOW,
      subscription_end: '2026-12-22 12:00:00.000Z',
      monthly_amount: 99,
    });
    const settled = asWrite(settlePayment(start, { ok: true, subscriptionId: 'mock_sub_x', customerId: 'mock_cus_u1' }));
    expect(settled.payment).toBeUndefined();
    expect(settled.fields).toMatchObject({ provider_subscription_id: 'mock_sub_x', provider_customer_id: 'mock_cus_u1' });
    expect(gives(settled.fields)).toBe(true);
  });

  it('allows starting again after an ended, expired or past-due subscription', () => {
    for (const ended of [
      paid({ subscribed: false, status: 'cancelled' }),
      paid({ subscribed: false, status: 'expired' }),
      paid({ status: 'past_due' }),
      paid({ provider_subscription_id: 'x_cancelled', subscription_end: at(-1) }),
    ]) {
      const start = asWrite(plan(ended, { type: 'subscribe', admin: false }));
      expect(start.payment?.op).toBe('start');
      expect(start.fields.provider_subscription_id).toBe('');
    }
  });

  it('allows an admin a free, unlocked follow with no payment', () => {
    const follow = asWrite(plan(null, { type: 'subscribe', admin: true }));
    expect(follow.payment).toBeUndefined();
    expect(follow.fields).toMatchObject({
      unlocked: true,
      monthly_amount: 0,
      subscription_end: '',
      provider_subscription_id: ADMIN_FREE_FOLLOW,
    });
  });

  it('denies a second charge while access runs: already active', () => {
    for (const current of [paid(), paid({ provider_subscription_id: 'x_cancelled' }), freeAccess(), adminFollow()]) {
      expect(plan(current, { type: 'subscribe', admin: false })).toEqual({ kind: 'unchanged', reason: 'already_active' });
    }
  });

  it('denies the subscription when the card is declined', () => {
    const start = asWrite(plan(null, { type: 'subscribe', admin: false }));
    expect(settlePayment(start, { ok: false })).toEqual({ kind: 'refuse', status: 400, message: ENTITLEMENT_MESSAGES.declined });
  });
});

describe('free access to a local guide', () => {
  it('allows free access with no end, replacing a paid, ended or admin follow', () => {
    for (const current of [null, paid(), paid({ status: 'past_due' }), paid({ subscribed: false, status: 'cancelled' }), adminFollow()]) {
      const grant = asWrite(plan(current, { type: 'grant_free_access' }));
      expect(grant.payment).toBeUndefined();
      expect(grant.fields).toMatchObject({
        subscribed: true,
        unlocked: false,
        status: 'active',
        subscription_end: '',
        monthly_amount: 0,
        provider_subscription_id: '',
      });
    }
  });

  it('denies a second grant: a repeated onboarding changes nothing', () => {
    expect(plan(freeAccess(), { type: 'grant_free_access' })).toEqual({ kind: 'unchanged', reason: 'already_active' });
  });
});

describe('unsubscribing from the card', () => {
  it('allows ending a paid, past-due or admin follow now', () => {
    for (const current of [paid(), paid({ status: 'past_due' }), adminFollow()]) {
      const ended = asWrite(plan(current, { type: 'unsubscribe' }));
      expect(ended.fields).toMatchObject({ subscribed: false, unlocked: false, status: 'cancelled', subscription_end: NOW });
      expect(gives(ended.fields)).toBe(false);
    }
  });

  it('allows a repeated or raced unsubscribe as nothing to do', () => {
    expect(plan(paid({ subscribed: false, status: 'cancelled' }), { type: 'unsubscribe' })).toEqual({
      kind: 'unchanged',
      reason: 'already_ended',
    });
  });

  it('denies free access, a missing and an expired subscription', () => {
    expect(plan(freeAccess(), { type: 'unsubscribe' })).toEqual({
      kind: 'refuse',
      status: 400,
      message: 'Free access cannot be unsubscribed.',
    });
    expect(plan(null, { type: 'unsubscribe' })).toMatchObject({ kind: 'refuse', status: 404 });
    expect(plan(paid({ subscribed: false, status: 'expired' }), { type: 'unsubscribe' })).toMatchObject({
      kind: 'refuse',
      message: ENTITLEMENT_MESSAGES.notFollowing,
    });
  });
});

describe('cancelling at period end', () => {
  it('allows an active paid subscription to carry the marker, keeping access', () => {
    const cancel = asWrite(plan(paid(), { type: 'cancel_at_period_end' }));
    expect(cancel.fields.provider_subscription_id).toBe('mock_sub_1_cancelled');
    expect(cancel.payment).toBeUndefined();
    expect(gives(cancel.fields)).toBe(true);
    expect(plan(cancel.fields, { type: 'cancel_at_period_end' })).toEqual({ kind: 'unchanged', reason: 'already_cancelling' });
  });

  it('denies free access, admin follows, ended and missing subscriptions', () => {
    for (const current of [freeAccess(), adminFollow(), paid({ status: 'past_due' }), paid({ subscribed: false, status: 'cancelled' })]) {
      expect(plan(current, { type: 'cancel_at_period_end' })).toMatchObject({
        kind: 'refuse',
        message: ENTITLEMENT_MESSAGES.notCancellable,
      });
    }
    expect(plan(null, { type: 'cancel_at_period_end' })).toMatchObject({ kind: 'refuse', status: 404 });
  });
});

describe('reactivating', () => {
  it('allows removing the marker while the period runs, with no charge', () => {
    const resume = asWrite(plan(paid({ provider_subscription_id: 'mock_sub_1_cancelled' }), { type: 'reactivate' }));
    expect(resume.payment).toBeUndefined();
    expect(resume.fields).toMatchObject({ provider_subscription_id: 'mock_sub_1', subscription_end: at(20), status: 'active' });
  });

  it('allows paying a past-due subscription: a new month from now, keyed by the unpaid period', () => {
    const pastDue = paid({ status: 'past_due', subscription_end: at(-2) });
    const first = asWrite(plan(pastDue, { type: 'reactivate' }));
    expect(first.payment).toEqual({ op: 'reactivate', key: `u1:t1:reactivate:${at(-2)}`, amountCents: 99, subscriptionId: 'mock_sub_1' });
    expect(first.fields).toMatchObject({ status: 'active', subscribed: true, subscription_end: '2026-12-22 12:00:00.000Z' });
    // A retry (even a minute later) pays the same period with the same key.
    const retry = asWrite(plan(pastDue, { type: 'reactivate' }, { ...context, now: new Date(now.getTime() + 60_000) }));
    expect(retry.payment?.key).toBe(first.payment?.key);
    expect(settlePayment(first, { ok: false })).toEqual({ kind: 'refuse', status: 400, message: ENTITLEMENT_MESSAGES.declinedAgain });
  });

  it('allows a raced or repeated reactivation as already active, without a charge', () => {
    for (const current of [paid(), freeAccess(), adminFollow()]) {
      expect(plan(current, { type: 'reactivate' })).toEqual({ kind: 'unchanged', reason: 'already_active' });
    }
  });

  it('denies reactivating an ended or expired subscription', () => {
    for (const current of [
      paid({ provider_subscription_id: 'x_cancelled', subscription_end: at(-1) }),
      paid({ subscribed: false, status: 'expired' }),
      paid({ subscribed: false, status: 'cancelled' }),
    ]) {
      expect(plan(current, { type: 'reactivate' })).toEqual({ kind: 'refuse', status: 400, message: ENTITLEMENT_MESSAGES.ended });
    }
  });
});

describe('the renewal cron', () => {
  it('allows a due subscription to renew for a month from its old end, keyed by that end', () => {
    const due = paid({ subscription_end: at(-1) });
    const renew = asWrite(plan(due, { type: 'renewal_due' }));
    expect(renew.payment).toEqual({ op: 'renew', key: `u1:t1:renew:${at(-1)}`, amountCents: 99, subscriptionId: 'mock_sub_1' });
    expect(renew.fields.subscription_end).toBe('2026-12-21 12:00:00.000Z');
    expect(asWrite(settlePayment(renew, { ok: true })).outcome).toBe('renewed');
  });

  it('denies access on a declined renewal (past_due) and expires a cancelled one', () => {
    const renew = asWrite(plan(paid({ subscription_end: at(-1) }), { type: 'renewal_due' }));
    const declined = asWrite(settlePayment(renew, { ok: false }));
    expect(declined).toMatchObject({ outcome: 'past_due', fields: { status: 'past_due', subscription_end: at(-1) } });
    expect(gives(declined.fields)).toBe(false);
    const expired = asWrite(plan(paid({ subscription_end: at(-1), provider_subscription_id: 'x_cancelled' }), { type: 'renewal_due' }));
    expect(expired).toMatchObject({ outcome: 'expired', fields: { status: 'expired', subscribed: false } });
    expect(expired.payment).toBeUndefined();
  });

  it('denies a renewal that is not due: running, free, admin, already renewed', () => {
    for (const current of [null, paid(), freeAccess(), adminFollow(), paid({ status: 'past_due', subscription_end: at(-1) })]) {
      expect(plan(current, { type: 'renewal_due' })).toEqual({ kind: 'unchanged', reason: 'not_due' });
    }
  });
});

describe('admin role removal and reset', () => {
  it('allows ending an admin free follow when the role goes', () => {
    const ended = asWrite(plan(adminFollow(), { type: 'revoke_admin_follow' }));
    expect(ended.fields).toMatchObject({ unlocked: false, subscribed: false, status: 'cancelled', subscription_end: NOW });
  });

  it('denies ending anything else: paid subscriptions and free access stay', () => {
    for (const current of [null, paid(), freeAccess(), adminFollow({ unlocked: false, subscribed: false, status: 'cancelled' })]) {
      expect(plan(current, { type: 'revoke_admin_follow' })).toEqual({ kind: 'unchanged', reason: 'not_admin_follow' });
    }
  });

  it('allows a reset to remove the row', () => {
    expect(plan(paid(), { type: 'reset' })).toEqual({ kind: 'delete' });
    expect(plan(null, { type: 'reset' })).toEqual({ kind: 'unchanged', reason: 'none' });
  });

  it('allows a closed account to end any subscription, paid, cancelling, past due, free or an admin follow', () => {
    const states = [
      paid(),
      paid({ provider_subscription_id: 'mock_sub_x_cancelled' }),
      paid({ status: 'past_due' }),
      freeAccess(),
      adminFollow(),
    ];
    for (const current of states) expect(plan(current, { type: 'account_closed' })).toEqual({ kind: 'delete' });
    expect(plan(null, { type: 'account_closed' })).toEqual({ kind: 'unchanged', reason: 'none' });
  });
});

describe('prices and dates', () => {
  it('keeps each price once: 99 cents a month, cities 6.99 unless priced', () => {
    expect(MONTHLY_PRICE_CENTS).toBe(99);
    expect(DEFAULT_CITY_PRICE).toBe(6.99);
    expect(SHOWN_CITY_PRICE).toBe(DEFAULT_CITY_PRICE);
    expect(shownCityPrice).toBe(cityPrice);
    expect([cityPrice(0), cityPrice(null), cityPrice(9.5)]).toEqual([6.99, 6.99, 9.5]);
    expect(cityPriceCents(0)).toBe(699);
    expect(cityUnlockKey('u1', 'c1')).toBe('u1:city:c1');
  });

  it('allows a free city and an admin bypassing payments to unlock without a charge', () => {
    expect(cityUnlockCharge({ is_free: true, price: 6.99 }, false)).toEqual({ amount: 0, cents: 0, freeReference: 'free_city' });
    expect(cityUnlockCharge({ is_free: false, price: 6.99 }, true)).toEqual({ amount: 0, cents: 0, freeReference: 'bypass' });
  });

  it('denies anyone else a free unlock: the price, or 6.99 when none is set', () => {
    expect(cityUnlockCharge({ is_free: false, price: 0 }, false)).toEqual({ amount: 6.99, cents: 699, freeReference: '' });
    expect(cityUnlockCharge({ is_free: false, price: 12.5 }, false)).toEqual({ amount: 12.5, cents: 1250, freeReference: '' });
  });

  it('adds a calendar month, staying within short months', () => {
    const month = (iso: string) => oneMonthAfter(new Date(iso)).toISOString();
    expect(month('2026-01-31T09:00:00.000Z')).toBe('2026-02-28T09:00:00.000Z');
    expect(month('2028-01-31T09:00:00.000Z')).toBe('2028-02-29T09:00:00.000Z');
    expect(month('2026-12-15T09:00:00.000Z')).toBe('2027-01-15T09:00:00.000Z');
  });
});
