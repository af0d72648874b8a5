// Subscription states and labels (spec §4), from an entitlement as synced.
import type { Entitlement } from './types';

export type SubscriptionState = 'none' | 'active' | 'ending' | 'past_due' | 'expired';

export const RENEWING_SOON_DAYS = 7;
const DAY = 86_400_000;

export function parseDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec §4: an identifier containing 'cancelled' marks a subscription that ends at period end. */
export const CANCELLED_MARKER = '_cancelled';

/** Whether a subscription ends at period end (cancelled, still running until then). */
export function isCancelling(entitlement: Pick<Entitlement, 'provider_subscription_id'>): boolean {
  return String(entitlement.provider_subscription_id || '').includes('cancelled');
}

/** Free access (a city's local guide, an admin follow): no charge, no unsubscribe. */
export function isFreeAccess(entitlement: Pick<Entitlement, 'monthly_amount'>): boolean {
  return !entitlement.monthly_amount;
}

/** none, active, ending (cancelled, still running), past_due, expired. */
export function subscriptionState(entitlement: Entitlement | undefined, now: Date = new Date()): SubscriptionState {
  if (!entitlement) return 'none';
  const end = parseDate(entitlement.subscription_end);
  if (entitlement.status === 'past_due') return 'past_due';
  if (entitlement.unlocked) return 'active';
  // Expired means the end date passed (spec §4); one unsubscribed on the card before then is none (Subscribe).
  if (entitlement.status === 'expired' || (end && end <= now)) return 'expired';
  if (!entitlement.subscribed || entitlement.status !== 'active') return 'none';
  return isCancelling(entitlement) && end && end > now ? 'ending' : 'active';
}

/** Whether the tastemaker card offers Unsubscribe (spec §4): an active paid subscription; free access has none. */
export function canUnsubscribeOnCard(entitlement: Entitlement, now: Date = new Date()): boolean {
  return subscriptionState(entitlement, now) === 'active' && !isFreeAccess(entitlement);
}

/** The badge of /subscriptions: Active, Renewing Soon, Canceled, Payment Failed, or the raw status. */
export function subscriptionBadge(entitlement: Entitlement, now: Date = new Date()): string {
  if (entitlement.status === 'past_due') return 'Payment Failed';
  if (entitlement.status === 'cancelled' || entitlement.status === 'canceled' || isCancelling(entitlement)) return 'Canceled';
  if (entitlement.status === 'active') {
    const end = parseDate(entitlement.subscription_end);
    return end && !isFreeAccess(entitlement) && end.getTime() - now.getTime() <= RENEWING_SOON_DAYS * DAY ? 'Renewing Soon' : 'Active';
  }
  return entitlement.status || 'unknown';
}

/** Which tab of /my-subscriptions an entitlement belongs to. */
export function subscriptionTab(entitlement: Entitlement, now: Date = new Date()): 'active' | 'ending' | 'expired' {
  const state = subscriptionState(entitlement, now);
  if (state === 'active') return 'active';
  if (state === 'ending' || state === 'past_due') return 'ending';
  return 'expired';
}

/**
 * The success page's checks (spec §4): wait 0.5 s, then look up to 5 times,
 * pausing 1 s times the attempt number between looks.
 */
export const SUCCESS_INITIAL_WAIT_MS = 500;
export const SUCCESS_MAX_ATTEMPTS = 5;
export function successRetryDelay(attempt: number): number {
  return 1000 * attempt;
}
