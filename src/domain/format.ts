// Display formats of spec §9.
import type { Budget } from './types';

/** high $$$, medium $$, low or anything else $. */
export function budgetSymbol(budget: Budget | undefined): string {
  if (budget === 'high') return '$$$';
  if (budget === 'medium') return '$$';
  return '$';
}

/** A price in dollars, e.g. 6.99 → "$6.99"; the city unlock default is 6.99. */
export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

// Prices live with the money rules (the subscription machine); shown from here.
export { DEFAULT_CITY_PRICE, cityPrice } from './subscription-machine';

/** Cents to dollars: monthly_amount 99 → "$0.99". */
export function formatCents(cents: number): string {
  return formatDollars(cents / 100);
}

export function followerLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`;
}
