// The entitlement state machine (spec §4, §6): every change to a user's
// access to a tastemaker is decided here, once. The server's hooks (compiled
// from here) read the entitlement inside a transaction, ask `planEntitlement`,
// pay through the provider with the plan's idempotency key, settle the plan
// with the provider's answer and write what it says, all in that transaction.
// Pure: no storage, no clock (the caller passes `now`).
//
//   none/ended --subscribe--> active, paid: 1 month, 99 cents (admins: free follow, unlocked)
//   none/ended/paid --free access (a city's local guide)--> active, 0 cents, no end
//   active --unsubscribe (card)--> cancelled, ends now (free access has none)
//   active paid --cancel at period end--> active + 'cancelled' marker
//   marked --reactivate (period still running)--> active;  past_due --reactivate (pay)--> active, 1 month from now
//   due (cron): marked --> expired;  else --renew ok--> +1 month from the old end;  --declined--> past_due
//   admin free follow --role removed--> cancelled, ends now
//   any --profile reset--> row deleted
//   any --account closed (the follower's, or the tastemaker's behind the persona)--> row deleted
import { hasTastemakerAccess } from './policy/access';
import { CANCELLED_MARKER, isCancelling, parseDate } from './subscriptions';
import type { Entitlement } from './types';

// ---------- prices (spec §2) ----------

/** A tastemaker's picks: 99 cents a month. */
export const MONTHLY_PRICE_CENTS = 99;
/** A city unlock when the city has no price of its own, in dollars. */
export const DEFAULT_CITY_PRICE = 6.99;

/** What unlocking a city costs, in dollars: its own price, else the default. */
export function cityPrice(price: number | null | undefined): number {
  return price && price > 0 ? price : DEFAULT_CITY_PRICE;
}

export function cityPriceCents(price: number | null | undefined): number {
  return Math.round(cityPrice(price) * 100);
}

/** What unlocking a city charges: nothing for a free city or an admin bypassing payments, else its price. */
export function cityUnlockCharge(
  city: { is_free: boolean; price: number | null | undefined },
  bypass: boolean,
): { amount: number; cents: number; freeReference: 'free_city' | 'bypass' | '' } {
  if (city.is_free || bypass) return { amount: 0, cents: 0, freeReference: bypass ? 'bypass' : 'free_city' };
  return { amount: cityPrice(city.price), cents: cityPriceCents(city.price), freeReference: '' };
}

/**
 * The idempotency key of a city's one-time unlock charge: a user pays for a
 * city once, so a retried or raced unlock (or one after a profile reset)
 * finds the payment already made.
 */
export function cityUnlockKey(userId: string, cityId: string): string {
  return `${userId}:city:${cityId}`;
}

/**
 * The ledger key of an account's welcome gift (the first city free): one per
 * account for its whole life. A profile reset deletes city purchases, never
 * the ledger, so the gift cannot be claimed twice.
 */
export function welcomeGiftKey(userId: string): string {
  return `${userId}:welcome_gift`;
}

/** Whether a welcome gift already in the ledger (its city, or '' for none) lets the account open `cityId` with it. */
export function welcomeGiftAllows(giftCity: string | null, cityId: string): boolean {
  return giftCity === null || giftCity === cityId;
}

// ---------- entitlement terms ----------

/** provider_subscription_id of an admin's free follow (spec §6), ended when the admin role goes. */
export const ADMIN_FREE_FOLLOW = 'admin_free_follow';

export type EntitlementFields = Pick<
  Entitlement,
  | 'subscribed'
  | 'unlocked'
  | 'status'
  | 'subscription_start'
  | 'subscription_end'
  | 'monthly_amount'
  | 'provider_subscription_id'
  | 'provider_customer_id'
>;

export type EntitlementEvent =
  | { type: 'subscribe'; /** Admins (with or without bypass_payments) follow for free. */ admin: boolean }
  | { type: 'grant_free_access' }
  | { type: 'unsubscribe' }
  | { type: 'cancel_at_period_end' }
  | { type: 'reactivate' }
  | { type: 'renewal_due' }
  | { type: 'revoke_admin_follow' }
  | { type: 'reset' }
  /** The account deleted (src/domain/account-data.ts): its subscriptions end, and every follow of its tastemaker. */
  | { type: 'account_closed' };

export interface PlanContext {
  user: string;
  tastemaker: string;
  now: Date;
}

/** A charge the plan needs before it can be written; `key` makes a retry or a race charge once. */
export interface PaymentStep {
  op: 'start' | 'renew' | 'reactivate';
  key: string;
  amountCents: number;
  /** The subscription being charged ('' when a new one starts). */
  subscriptionId: string;
}

/** The provider's answer to a PaymentStep. */
export interface PaymentReceipt {
  ok: boolean;
  subscriptionId?: string;
  customerId?: string;
}

export type Outcome =
  | 'started'
  | 'followed_free'
  | 'granted_free'
  | 'ended'
  | 'cancelling'
  | 'resumed'
  | 'reactivated'
  | 'renewed'
  | 'past_due'
  | 'expired'
  | 'admin_follow_ended';

export interface Refusal {
  kind: 'refuse';
  status: 400 | 404;
  /** Shown to the user as is. */
  message: string;
}

export interface NothingToDo {
  kind: 'unchanged';
  reason: 'already_active' | 'already_cancelling' | 'already_ended' | 'not_due' | 'not_admin_follow' | 'none';
}

export interface Write {
  kind: 'write';
  outcome: Outcome;
  /** The whole entitlement as it should be stored (once paid, when there is a payment). */
  fields: EntitlementFields;
  payment?: PaymentStep;
  /** What happens instead when the payment is declined. */
  declined?: Refusal | Write;
}

export interface Removal {
  kind: 'delete';
}

export type EntitlementPlan = Refusal | NothingToDo | Write | Removal;

export const ENTITLEMENT_MESSAGES = {
  notSubscribed: 'You are not subscribed to this tastemaker.',
  notFollowing: 'You are not following this tastemaker.',
  freeAccess: 'Free access cannot be unsubscribed.',
  notCancellable: 'Only an active paid subscription can be cancelled.',
  ended: 'This subscription has ended. Subscribe again to follow this tastemaker.',
  declined: 'The payment was declined. Please update your payment method.',
  declinedAgain: 'The payment failed again. Please update your payment method.',
} as const;

// ---------- dates ----------

/** A PocketBase date string ('2026-11-22 12:00:00.000Z'). */
export function pocketbaseDate(date: Date): string {
  return date.toISOString().replace('T', ' ');
}

/** One calendar month later, on the same day or the month's last (Jan 31 → Feb 28). */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The idempotency key of a charge: the entitlement and the period paid for.
 * A renewal pays the period that starts at the old end, and a reactivation
 * the one after the unpaid period, so retries and races share their key. A
 * new subscription's period starts now; a raced or retried subscribe never
 * reaches the provider, since it reads the entitlement it started and
 * answers "already active". Declined charges are not remembered, so the same
 * key can be tried again once the card is fixed.
 */
export function paymentKey(context: PlanContext, op: PaymentStep['op'], periodAnchor: string): string {
  return `${context.user}:${context.tastemaker}:${op}:${periodAnchor}`;
}

/**
 * The renewal cron's candidates in SQL (binds {:now}): paid, active, period
 * over. `planEntitlement(…, renewal_due)` decides on each again, in its own
 * transaction, so a row another run just renewed is left alone.
 */
export const RENEWAL_DUE_SQL =
  "([[subscribed]] = 1 AND [[status]] = 'active' AND [[monthly_amount]] > 0" +
  " AND [[subscription_end]] != '' AND [[subscription_end]] <= {:now})";

// ---------- the machine ----------

function refuse(message: string, status: 400 | 404 = 400): Refusal {
  return { kind: 'refuse', status, message };
}

function unchanged(reason: NothingToDo['reason']): NothingToDo {
  return { kind: 'unchanged', reason };
}

function write(outcome: Outcome, fields: EntitlementFields, extra: Pick<Write, 'payment' | 'declined'> = {}): Write {
  return { kind: 'write', outcome, fields, ...extra };
}

const NONE: EntitlementFields = {
  subscribed: false,
  unlocked: false,
  status: '',
  subscription_start: '',
  subscription_end: '',
  monthly_amount: 0,
  provider_subscription_id: '',
  provider_customer_id: '',
};

function hasAccess(current: EntitlementFields | null, context: PlanContext): boolean {
  return !!current && hasTastemakerAccess({ tastemaker: context.tastemaker, ...current }, context.now);
}

function isFreeAccessGrant(current: EntitlementFields): boolean {
  return current.subscribed && !current.unlocked && current.status === 'active' && !current.monthly_amount && !current.subscription_end;
}

function isPaidActive(current: EntitlementFields): boolean {
  return current.subscribed && current.status === 'active' && current.monthly_amount > 0;
}

function withoutMarker(subscriptionId: string): string {
  return subscriptionId.replace(/_?cancelled/g, '');
}

/** Ends access now: the card's Unsubscribe, an admin follow losing its role. */
function endedNow(current: EntitlementFields, context: PlanContext): EntitlementFields {
  return { ...current, subscribed: false, unlocked: false, status: 'cancelled', subscription_end: pocketbaseDate(context.now) };
}

function subscribe(current: EntitlementFields | null, context: PlanContext, admin: boolean): EntitlementPlan {
  if (hasAccess(current, context)) return unchanged('already_active');
  const base = current ?? NONE;
  const now = pocketbaseDate(context.now);
  if (admin) {
    return write('followed_free', {
      ...base,
      subscribed: true,
      unlocked: true,
      status: 'active',
      subscription_start: now,
      subscription_end: '',
      monthly_amount: 0,
      provider_subscription_id: ADMIN_FREE_FOLLOW,
    });
  }
  const fields: EntitlementFields = {
    ...base,
    subscribed: true,
    unlocked: false,
    status: 'active',
    subscription_start: now,
    subscription_end: pocketbaseDate(oneMonthAfter(context.now)),
    monthly_amount: MONTHLY_PRICE_CENTS,
    provider_subscription_id: '',
  };
  return write('started', fields, {
    payment: { op: 'start', key: paymentKey(context, 'start', now), amountCents: MONTHLY_PRICE_CENTS, subscriptionId: '' },
    declined: refuse(ENTITLEMENT_MESSAGES.declined),
  });
}

/** A city's local guide comes with the city: free, no end, and it replaces a paid or admin follow. */
function grantFreeAccess(current: EntitlementFields | null, context: PlanContext): EntitlementPlan {
  if (current && isFreeAccessGrant(current)) return unchanged('already_active');
  return write('granted_free', {
    ...(current ?? NONE),
    subscribed: true,
    unlocked: false,
    status: 'active',
    subscription_start: pocketbaseDate(context.now),
    subscription_end: '',
    monthly_amount: 0,
    provider_subscription_id: '',
  });
}

function unsubscribe(current: EntitlementFields | null, context: PlanContext): EntitlementPlan {
  if (!current) return refuse(ENTITLEMENT_MESSAGES.notSubscribed, 404);
  if (isFreeAccessGrant(current)) return refuse(ENTITLEMENT_MESSAGES.freeAccess);
  if (current.unlocked || (current.subscribed && (current.status === 'active' || current.status === 'past_due'))) {
    return write('ended', endedNow(current, context));
  }
  // A repeated or raced unsubscribe finds it done.
  if (current.status === 'cancelled' || current.status === 'canceled') return unchanged('already_ended');
  return refuse(ENTITLEMENT_MESSAGES.notFollowing);
}

function cancelAtPeriodEnd(current: EntitlementFields | null): EntitlementPlan {
  if (!current) return refuse(ENTITLEMENT_MESSAGES.notSubscribed, 404);
  if (!isPaidActive(current)) return refuse(ENTITLEMENT_MESSAGES.notCancellable);
  if (isCancelling(current)) return unchanged('already_cancelling');
  return write('cancelling', { ...current, provider_subscription_id: `${current.provider_subscription_id}${CANCELLED_MARKER}` });
}

function reactivate(current: EntitlementFields | null, context: PlanContext): EntitlementPlan {
  if (!current) return refuse(ENTITLEMENT_MESSAGES.notSubscribed, 404);
  if (current.unlocked && current.status === 'active') return unchanged('already_active');
  if (current.subscribed && current.status === 'active') {
    if (!isCancelling(current)) return unchanged('already_active');
    const end = parseDate(current.subscription_end);
    if (end && end <= context.now) return refuse(ENTITLEMENT_MESSAGES.ended);
    return write('resumed', { ...current, provider_subscription_id: withoutMarker(current.provider_subscription_id) });
  }
  if (current.status === 'past_due') {
    const amountCents = current.monthly_amount || MONTHLY_PRICE_CENTS;
    return write(
      'reactivated',
      {
        ...current,
        subscribed: true,
        status: 'active',
        monthly_amount: amountCents,
        subscription_end: pocketbaseDate(oneMonthAfter(context.now)),
      },
      {
        payment: {
          op: 'reactivate',
          key: paymentKey(context, 'reactivate', current.subscription_end),
          amountCents,
          subscriptionId: current.provider_subscription_id,
        },
        declined: refuse(ENTITLEMENT_MESSAGES.declinedAgain),
      },
    );
  }
  return refuse(ENTITLEMENT_MESSAGES.ended);
}

/** The renewal cron's step for one entitlement; anything not yet due (or no longer) is left alone. */
function renewalDue(current: EntitlementFields | null, context: PlanContext): EntitlementPlan {
  const end = current ? parseDate(current.subscription_end) : null;
  if (!current || !isPaidActive(current) || !end || end > context.now) return unchanged('not_due');
  if (isCancelling(current)) return write('expired', { ...current, subscribed: false, status: 'expired' });
  return write(
    'renewed',
    { ...current, subscription_end: pocketbaseDate(oneMonthAfter(end)) },
    {
      payment: {
        op: 'renew',
        key: paymentKey(context, 'renew', current.subscription_end),
        amountCents: current.monthly_amount,
        subscriptionId: current.provider_subscription_id,
      },
      declined: write('past_due', { ...current, status: 'past_due' }),
    },
  );
}

function revokeAdminFollow(current: EntitlementFields | null, context: PlanContext): EntitlementPlan {
  if (!current || current.provider_subscription_id !== ADMIN_FREE_FOLLOW || !(current.unlocked || current.subscribed)) {
    return unchanged('not_admin_follow');
  }
  return write('admin_follow_ended', endedNow(current, context));
}

/** What to do with an entitlement (null: none yet) when `event` happens at `context.now`. */
export function planEntitlement(current: EntitlementFields | null, event: EntitlementEvent, context: PlanContext): EntitlementPlan {
  switch (event.type) {
    case 'subscribe':
      return subscribe(current, context, event.admin);
    case 'grant_free_access':
      return grantFreeAccess(current, context);
    case 'unsubscribe':
      return unsubscribe(current, context);
    case 'cancel_at_period_end':
      return cancelAtPeriodEnd(current);
    case 'reactivate':
      return reactivate(current, context);
    case 'renewal_due':
      return renewalDue(current, context);
    case 'revoke_admin_follow':
      return revokeAdminFollow(current, context);
    case 'reset':
    case 'account_closed':
      return current ? { kind: 'delete' } : unchanged('none');
  }
}

/** The plan once the provider has answered its payment step: what to write, or the refusal. */
export function settlePayment(plan: Write, receipt: PaymentReceipt): Write | Refusal {
  if (!plan.payment) return plan;
  if (!receipt.ok) return plan.declined ?? refuse(ENTITLEMENT_MESSAGES.declined);
  const fields = { ...plan.fields };
  if (plan.payment.op === 'start') {
    fields.provider_subscription_id = receipt.subscriptionId ?? '';
    fields.provider_customer_id = receipt.customerId ?? fields.provider_customer_id;
  }
  return { kind: 'write', outcome: plan.outcome, fields };
}
