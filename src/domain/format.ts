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

/** A download or storage size as people read it: 512 KB, 2.1 MB, 1.3 GB (decimal units, as phones show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${Math.max(0, Math.round(bytes))} bytes`;
  if (bytes < 1e6) return `${Math.round(bytes / 1e3)} KB`;
  if (bytes < 1e9) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${(bytes / 1e9).toFixed(1)} GB`;
}
