// Generated from src/domain/subscription-machine.ts by `npm run build:hooks` (scripts/lib/hooks-lib.mjs): do not edit.
"use strict";
var __defProp = Object.defineProperty;
var __defProps = Object.defineProperties;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropDescs = Object.getOwnPropertyDescriptors;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getOwnPropSymbols = Object.getOwnPropertySymbols;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __propIsEnum = Object.prototype.propertyIsEnumerable;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: true, configurable: true, writable: true, value }) : obj[key] = value;
var __spreadValues = (a, b) => {
  for (var prop in b || (b = {}))
    if (__hasOwnProp.call(b, prop))
      __defNormalProp(a, prop, b[prop]);
  if (__getOwnPropSymbols)
    for (var prop of __getOwnPropSymbols(b)) {
      if (__propIsEnum.call(b, prop))
        __defNormalProp(a, prop, b[prop]);
    }
  return a;
};
var __spreadProps = (a, b) => __defProps(a, __getOwnPropDescs(b));
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/domain/subscription-machine.ts
var subscription_machine_exports = {};
__export(subscription_machine_exports, {
  ADMIN_FREE_FOLLOW: () => ADMIN_FREE_FOLLOW,
  DEFAULT_CITY_PRICE: () => DEFAULT_CITY_PRICE,
  ENTITLEMENT_MESSAGES: () => ENTITLEMENT_MESSAGES,
  MONTHLY_PRICE_CENTS: () => MONTHLY_PRICE_CENTS,
  RENEWAL_DUE_SQL: () => RENEWAL_DUE_SQL,
  cityPrice: () => cityPrice,
  cityPriceCents: () => cityPriceCents,
  cityUnlockCharge: () => cityUnlockCharge,
  cityUnlockKey: () => cityUnlockKey,
  oneMonthAfter: () => oneMonthAfter,
  paymentKey: () => paymentKey,
  planEntitlement: () => planEntitlement,
  pocketbaseDate: () => pocketbaseDate,
  settlePayment: () => settlePayment,
  welcomeGiftAllows: () => welcomeGiftAllows,
  welcomeGiftKey: () => welcomeGiftKey
});
module.exports = __toCommonJS(subscription_machine_exports);

// src/domain/policy/access.ts
function dateOf(value) {
  return value ? Date.parse(value.replace(" ", "T")) : NaN;
}
function hasTastemakerAccess(terms, now = /* @__PURE__ */ new Date()) {
  if (!terms) return false;
  if (terms.unlocked) return true;
  if (!terms.subscribed || terms.status !== "active") return false;
  const end = dateOf(terms.subscription_end);
  return Number.isNaN(end) || end > now.getTime();
}

// src/domain/subscriptions.ts
function parseDate(value) {
  if (!value) return null;
  const date = new Date(value.replace(" ", "T"));
  return Number.isNaN(date.getTime()) ? null : date;
}
var CANCELLED_MARKER = "_cancelled";
function isCancelling(entitlement) {
  return String(entitlement.provider_subscription_id || "").includes("cancelled");
}

// src/domain/subscription-machine.ts
var MONTHLY_PRICE_CENTS = 99;
var DEFAULT_CITY_PRICE = 6.99;
function cityPrice(price) {
  return price && price > 0 ? price : DEFAULT_CITY_PRICE;
}
function cityPriceCents(price) {
  return Math.round(cityPrice(price) * 100);
}
function cityUnlockCharge(city, bypass) {
  if (city.is_free || bypass) return { amount: 0, cents: 0, freeReference: bypass ? "bypass" : "free_city" };
  return { amount: cityPrice(city.price), cents: cityPriceCents(city.price), freeReference: "" };
}
function cityUnlockKey(userId, cityId) {
  return `${userId}:city:${cityId}`;
}
function welcomeGiftKey(userId) {
  return `${userId}:welcome_gift`;
}
function welcomeGiftAllows(giftCity, cityId) {
  return giftCity === null || giftCity === cityId;
}
var ADMIN_FREE_FOLLOW = "admin_free_follow";
var ENTITLEMENT_MESSAGES = {
  notSubscribed: "You are not subscribed to this tastemaker.",
  notFollowing: "You are not following this tastemaker.",
  freeAccess: "Free access cannot be unsubscribed.",
  notCancellable: "Only an active paid subscription can be cancelled.",
  ended: "This subscription has ended. Subscribe again to follow this tastemaker.",
  declined: "The payment was declined. Please update your payment method.",
  declinedAgain: "The payment failed again. Please update your payment method."
};
function pocketbaseDate(date) {
  return date.toISOString().replace("T", " ");
}
function oneMonthAfter(date) {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
function paymentKey(context, op, periodAnchor) {
  return `${context.user}:${context.tastemaker}:${op}:${periodAnchor}`;
}
var RENEWAL_DUE_SQL = "([[subscribed]] = 1 AND [[status]] = 'active' AND [[monthly_amount]] > 0 AND [[subscription_end]] != '' AND [[subscription_end]] <= {:now})";
function refuse(message, status = 400) {
  return { kind: "refuse", status, message };
}
function unchanged(reason) {
  return { kind: "unchanged", reason };
}
function write(outcome, fields, extra = {}) {
  return __spreadValues({ kind: "write", outcome, fields }, extra);
}
var NONE = {
  subscribed: false,
  unlocked: false,
  status: "",
  subscription_start: "",
  subscription_end: "",
  monthly_amount: 0,
  provider_subscription_id: "",
  provider_customer_id: ""
};
function hasAccess(current, context) {
  return !!current && hasTastemakerAccess(__spreadValues({ tastemaker: context.tastemaker }, current), context.now);
}
function isFreeAccessGrant(current) {
  return current.subscribed && !current.unlocked && current.status === "active" && !current.monthly_amount && !current.subscription_end;
}
function isPaidActive(current) {
  return current.subscribed && current.status === "active" && current.monthly_amount > 0;
}
function withoutMarker(subscriptionId) {
  return subscriptionId.replace(/_?cancelled/g, "");
}
function endedNow(current, context) {
  return __spreadProps(__spreadValues({}, current), { subscribed: false, unlocked: false, status: "cancelled", subscription_end: pocketbaseDate(context.now) });
}
function subscribe(current, context, admin) {
  if (hasAccess(current, context)) return unchanged("already_active");
  const base = current != null ? current : NONE;
  const now = pocketbaseDate(context.now);
  if (admin) {
    return write("followed_free", __spreadProps(__spreadValues({}, base), {
      subscribed: true,
      unlocked: true,
      status: "active",
      subscription_start: now,
      subscription_end: "",
      monthly_amount: 0,
      provider_subscription_id: ADMIN_FREE_FOLLOW
    }));
  }
  const fields = __spreadProps(__spreadValues({}, base), {
    subscribed: true,
    unlocked: false,
    status: "active",
    subscription_start: now,
    subscription_end: pocketbaseDate(oneMonthAfter(context.now)),
    monthly_amount: MONTHLY_PRICE_CENTS,
    provider_subscription_id: ""
  });
  return write("started", fields, {
    payment: { op: "start", key: paymentKey(context, "start", now), amountCents: MONTHLY_PRICE_CENTS, subscriptionId: "" },
    declined: refuse(ENTITLEMENT_MESSAGES.declined)
  });
}
function grantFreeAccess(current, context) {
  if (current && isFreeAccessGrant(current)) return unchanged("already_active");
  return write("granted_free", __spreadProps(__spreadValues({}, current != null ? current : NONE), {
    subscribed: true,
    unlocked: false,
    status: "active",
    subscription_start: pocketbaseDate(context.now),
    subscription_end: "",
    monthly_amount: 0,
    provider_subscription_id: ""
  }));
}
function unsubscribe(current, context) {
  if (!current) return refuse(ENTITLEMENT_MESSAGES.notSubscribed, 404);
  if (isFreeAccessGrant(current)) return refuse(ENTITLEMENT_MESSAGES.freeAccess);
  if (current.unlocked || current.subscribed && (current.status === "active" || current.status === "past_due")) {
    return write("ended", endedNow(current, context));
  }
  if (current.status === "cancelled" || current.status === "canceled") return unchanged("already_ended");
  return refuse(ENTITLEMENT_MESSAGES.notFollowing);
}
function cancelAtPeriodEnd(current) {
  if (!current) return refuse(ENTITLEMENT_MESSAGES.notSubscribed, 404);
  if (!isPaidActive(current)) return refuse(ENTITLEMENT_MESSAGES.notCancellable);
  if (isCancelling(current)) return unchanged("already_cancelling");
  return write("cancelling", __spreadProps(__spreadValues({}, current), { provider_subscription_id: `${current.provider_subscription_id}${CANCELLED_MARKER}` }));
}
function reactivate(current, context) {
  if (!current) return refuse(ENTITLEMENT_MESSAGES.notSubscribed, 404);
  if (current.unlocked && current.status === "active") return unchanged("already_active");
  if (current.subscribed && current.status === "active") {
    if (!isCancelling(current)) return unchanged("already_active");
    const end = parseDate(current.subscription_end);
    if (end && end <= context.now) return refuse(ENTITLEMENT_MESSAGES.ended);
    return write("resumed", __spreadProps(__spreadValues({}, current), { provider_subscription_id: withoutMarker(current.provider_subscription_id) }));
  }
  if (current.status === "past_due") {
    const amountCents = current.monthly_amount || MONTHLY_PRICE_CENTS;
    return write(
      "reactivated",
      __spreadProps(__spreadValues({}, current), {
        subscribed: true,
        status: "active",
        monthly_amount: amountCents,
        subscription_end: pocketbaseDate(oneMonthAfter(context.now))
      }),
      {
        payment: {
          op: "reactivate",
          key: paymentKey(context, "reactivate", current.subscription_end),
          amountCents,
          subscriptionId: current.provider_subscription_id
        },
        declined: refuse(ENTITLEMENT_MESSAGES.declinedAgain)
      }
    );
  }
  return refuse(ENTITLEMENT_MESSAGES.ended);
}
function renewalDue(current, context) {
  const end = current ? parseDate(current.subscription_end) : null;
  if (!current || !isPaidActive(current) || !end || end > context.now) return unchanged("not_due");
  if (isCancelling(current)) return write("expired", __spreadProps(__spreadValues({}, current), { subscribed: false, status: "expired" }));
  return write(
    "renewed",
    __spreadProps(__spreadValues({}, current), { subscription_end: pocketbaseDate(oneMonthAfter(end)) }),
    {
      payment: {
        op: "renew",
        key: paymentKey(context, "renew", current.subscription_end),
        amountCents: current.monthly_amount,
        subscriptionId: current.provider_subscription_id
      },
      declined: write("past_due", __spreadProps(__spreadValues({}, current), { status: "past_due" }))
    }
  );
}
function revokeAdminFollow(current, context) {
  if (!current || current.provider_subscription_id !== ADMIN_FREE_FOLLOW || !(current.unlocked || current.subscribed)) {
    return unchanged("not_admin_follow");
  }
  return write("admin_follow_ended", endedNow(current, context));
}
function planEntitlement(current, event, context) {
  switch (event.type) {
    case "subscribe":
      return subscribe(current, context, event.admin);
    case "grant_free_access":
      return grantFreeAccess(current, context);
    case "unsubscribe":
      return unsubscribe(current, context);
    case "cancel_at_period_end":
      return cancelAtPeriodEnd(current);
    case "reactivate":
      return reactivate(current, context);
    case "renewal_due":
      return renewalDue(current, context);
    case "revoke_admin_follow":
      return revokeAdminFollow(current, context);
    case "reset":
    case "account_closed":
      return current ? { kind: "delete" } : unchanged("none");
  }
}
function settlePayment(plan, receipt) {
  var _a, _b, _c;
  if (!plan.payment) return plan;
  if (!receipt.ok) return (_a = plan.declined) != null ? _a : refuse(ENTITLEMENT_MESSAGES.declined);
  const fields = __spreadValues({}, plan.fields);
  if (plan.payment.op === "start") {
    fields.provider_subscription_id = (_b = receipt.subscriptionId) != null ? _b : "";
    fields.provider_customer_id = (_c = receipt.customerId) != null ? _c : fields.provider_customer_id;
  }
  return { kind: "write", outcome: plan.outcome, fields };
}
