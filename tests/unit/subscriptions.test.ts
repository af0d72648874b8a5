// Subscription states and badges (spec §4) from synced entitlements.
import { describe, expect, it } from 'vitest';
import {
  CANCELLED_MARKER,
  isCancelling,
  isFreeAccess,
  subscriptionBadge,
  subscriptionState,
  subscriptionTab,
  successRetryDelay,
  SUCCESS_INITIAL_WAIT_MS,
  SUCCESS_MAX_ATTEMPTS,
} from '#/domain/subscriptions';
import type { Entitlement } from '#/domain/types';

const now = new Date('2026-11-22T12:00:00Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86400_000).toISOString().replace('T', ' ');
const paid = (over: Partial<Entitlement> = {}): Entitlement => ({
  id: 'e',
  user: 'u',
  tastemaker: 't',
  subscribed: true,
  unlocked: false,
  status: 'active',
  subscription_start: inDays(-10),
  subscription_end: inDays(20),
  monthly_amount: 99,
  provider_subscription_id: 'mock_sub_1',
  provider_customer_id: 'mock_cus_u',
  created: '',
  updated: '',
  ...over,
});

describe('subscription state', () => {
  it('is none without an entitlement and active for a running one', () => {
    expect(subscriptionState(undefined, now)).toBe('none');
    expect(subscriptionState(paid(), now)).toBe('active');
    expect(subscriptionState(paid({ monthly_amount: 0, subscription_end: '' }), now)).toBe('active');
    expect(subscriptionState(paid({ unlocked: true, subscribed: false, status: '' }), now)).toBe('active');
  });

  it('is ending while a cancelled subscription still runs, expired once it has ended', () => {
    expect(subscriptionState(paid({ provider_subscription_id: 'mock_sub_1_cancelled' }), now)).toBe('ending');
    expect(subscriptionState(paid({ provider_subscription_id: 'mock_sub_1_cancelled', subscription_end: inDays(-1) }), now)).toBe(
      'expired',
    );
    expect(subscriptionState(paid({ status: 'expired', subscribed: false }), now)).toBe('expired');
    // Unsubscribed on the card: none while its end is ahead (it reads Subscribe), expired once passed (Resubscribe).
    expect(subscriptionState(paid({ status: 'cancelled', subscribed: false }), now)).toBe('none');
    expect(subscriptionState(paid({ status: 'cancelled', subscribed: false, subscription_end: '' }), now)).toBe('none');
    expect(subscriptionState(paid({ status: 'cancelled', subscribed: false, subscription_end: inDays(-1) }), now)).toBe('expired');
  });

  it("reads the 'cancelled' marker the server appends, wherever it sits", () => {
    expect(isCancelling(paid({ provider_subscription_id: `mock_sub_1${CANCELLED_MARKER}` }))).toBe(true);
    expect(isCancelling(paid({ provider_subscription_id: 'cancelled_elsewhere' }))).toBe(true);
    expect(isCancelling(paid())).toBe(false);
    expect(isCancelling(paid({ provider_subscription_id: '' }))).toBe(false);
  });

  it('is past_due when the renewal payment failed', () => {
    expect(subscriptionState(paid({ status: 'past_due' }), now)).toBe('past_due');
    expect(subscriptionTab(paid({ status: 'past_due' }), now)).toBe('ending');
  });

  it('sorts entitlements into the tabs of /my-subscriptions', () => {
    expect(subscriptionTab(paid(), now)).toBe('active');
    expect(subscriptionTab(paid({ provider_subscription_id: 'x_cancelled' }), now)).toBe('ending');
    expect(subscriptionTab(paid({ status: 'expired', subscribed: false }), now)).toBe('expired');
  });
});

describe('subscription badges', () => {
  it('reads Active, Renewing Soon within 7 days, Canceled, Payment Failed, else the raw status', () => {
    expect(subscriptionBadge(paid(), now)).toBe('Active');
    expect(subscriptionBadge(paid({ subscription_end: inDays(6) }), now)).toBe('Renewing Soon');
    expect(subscriptionBadge(paid({ subscription_end: inDays(8) }), now)).toBe('Active');
    expect(subscriptionBadge(paid({ monthly_amount: 0, subscription_end: '' }), now)).toBe('Active');
    expect(subscriptionBadge(paid({ status: 'cancelled' }), now)).toBe('Canceled');
    expect(subscriptionBadge(paid({ provider_subscription_id: 'a_cancelled' }), now)).toBe('Canceled');
    expect(subscriptionBadge(paid({ status: 'past_due' }), now)).toBe('Payment Failed');
    expect(subscriptionBadge(paid({ status: 'expired' }), now)).toBe('expired');
  });

  it('knows free access and the success page schedule', () => {
    expect(isFreeAccess(paid({ monthly_amount: 0 }))).toBe(true);
    expect(isFreeAccess(paid())).toBe(false);
    expect(SUCCESS_INITIAL_WAIT_MS).toBe(500);
    expect(SUCCESS_MAX_ATTEMPTS).toBe(5);
    expect([1, 2, 3].map(successRetryDelay)).toEqual([1000, 2000, 3000]);
  });
});
