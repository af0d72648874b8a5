// What an account owns, said once (issue 29 §4, "The account is the
// traveller's"): the server deletes an account by walking this list
// (DELETE /api/app/account) and builds the traveller's data download from it
// (GET /api/app/account/export), both in pb_hooks/lib/account_data.js, which
// requires this module compiled (pb_hooks/lib/generated/account-data.js).
// tests/integration/account-data.test.ts checks that after a deletion no row
// of any collection still names the account, and that other users' rows are
// as they were.
//
// A tastemaker's persona goes with the account that made it: their public
// profile, picks and notes (with their photos), signature vibes, city links
// and feed posts are deleted, and followers' subscriptions to them end. The
// places they added to the catalog stay, no longer linked to them, since
// other travellers may have saved them or kept them in collections; other
// travellers' saved places, collections and reviews are never touched.
// Seeded personas have no account behind them and are not concerned.

/** What happens to a row when its account is deleted. */
export type Fate =
  /** Deleted as a record, so tombstones, the sync cache and realtime see it. */
  | 'delete'
  /** Ended through the subscription state machine (event `account_closed`), followers recounted. */
  | 'end'
  /** Kept for others (shared catalog rows): only the field naming the account is cleared. */
  | 'unlink'
  /** Kept without the account: every mention of its id becomes the account's anonymous stand-in (anonymousId). */
  | 'anonymise';

export interface OwnedRows {
  collection: string;
  /** The field tying a row to the account: it holds the account's id, or with `of`, the id of one of its rows there. */
  field: string;
  /** The collection of the account's rows that `field` names (the account itself when absent). */
  of?: string;
  /** Only the rows this PocketBase filter also matches (constants only, no parameters). */
  where?: string;
  fate: Fate;
  /** The download's section holding these rows; absent: bookkeeping that tells nothing about the traveller, or others' rows. */
  section?: string;
  /** The section holds one row (or null), not a list. */
  single?: boolean;
  /** Applied once the deletion has committed, in a transaction of its own: the rows deletions write then (tombstones). */
  afterCommit?: boolean;
  /** Relation fields whose targets' names the download adds beside their ids, as `<field>_name`: field → collection. */
  names?: Readonly<Record<string, string>>;
}

const PLACE = { place: 'places' } as const;

/**
 * The account's rows, in the order a deletion goes through them: members
 * before what they belong to, rows of the account's tastemaker before the
 * tastemaker, the account itself, then what deleting them wrote. Rows listed
 * `of` another collection are found from the account's rows there before
 * anything is deleted.
 */
export const ACCOUNT_ROWS: readonly OwnedRows[] = [
  // Subscriptions end through the state machine: the account's own, and other travellers' follows of its tastemaker.
  { collection: 'entitlements', field: 'user', fate: 'end', section: 'subscriptions', names: { tastemaker: 'tastemakers' } },
  { collection: 'entitlements', field: 'tastemaker', of: 'tastemakers', fate: 'end' },
  { collection: 'saved_places', field: 'user', fate: 'delete', section: 'saved_places', names: PLACE },
  { collection: 'collection_places', field: 'user', fate: 'delete', section: 'collection_places', names: PLACE },
  { collection: 'collections', field: 'user', fate: 'delete', section: 'collections' },
  { collection: 'pins', field: 'user', fate: 'delete', section: 'pins', names: { city: 'cities' } },
  { collection: 'day_plans', field: 'user', fate: 'delete', section: 'day_plans', names: { city: 'cities' } },
  { collection: 'reviews', field: 'user', fate: 'delete', section: 'reviews', names: { ...PLACE, city: 'cities' } },
  { collection: 'vibe_profile_vibes', field: 'user', fate: 'delete', section: 'vibe_profile_vibes', names: { vibe: 'vibes' } },
  // Before the vibe profiles it points at, so that deleting them changes no profile first.
  {
    collection: 'profiles',
    field: 'user',
    fate: 'delete',
    section: 'profile',
    single: true,
    names: { unlocked_cities: 'cities', active_city: 'cities', active_vibe_profile: 'vibe_profiles' },
  },
  { collection: 'vibe_profiles', field: 'user', fate: 'delete', section: 'vibe_profiles' },
  { collection: 'user_vibes', field: 'user', fate: 'delete', section: 'vibes', names: { vibe: 'vibes' } },
  { collection: 'user_badges', field: 'user', fate: 'delete', section: 'badges', names: { badge: 'badges' } },
  { collection: 'city_purchases', field: 'user', fate: 'delete', section: 'city_purchases', names: { city: 'cities' } },
  { collection: 'user_roles', field: 'user', fate: 'delete', section: 'roles' },
  // Vibes the account proposed: approved ones are the catalog's now and stay, without their author.
  { collection: 'vibes', field: 'created_by', where: "status != 'approved'", fate: 'delete', section: 'vibes_proposed' },
  { collection: 'vibes', field: 'created_by', where: "status = 'approved'", fate: 'unlink', section: 'vibes_proposed' },
  { collection: 'vibes', field: 'approved_by', fate: 'unlink' },
  // The account's tastemaker persona and what speaks for it.
  {
    collection: 'tastemaker_places',
    field: 'tastemaker',
    of: 'tastemakers',
    fate: 'delete',
    section: 'tastemaker_picks',
    names: { ...PLACE, city: 'cities' },
  },
  {
    collection: 'tastemaker_vibes',
    field: 'tastemaker',
    of: 'tastemakers',
    fate: 'delete',
    section: 'tastemaker_vibes',
    names: { vibe: 'vibes' },
  },
  {
    collection: 'city_tastemakers',
    field: 'tastemaker',
    of: 'tastemakers',
    fate: 'delete',
    section: 'tastemaker_cities',
    names: { city: 'cities' },
  },
  { collection: 'recommendations', field: 'tastemaker', of: 'tastemakers', fate: 'delete' },
  {
    collection: 'activity_feed',
    field: 'tastemaker',
    of: 'tastemakers',
    fate: 'delete',
    section: 'tastemaker_posts',
    names: { ...PLACE, city: 'cities' },
  },
  { collection: 'places', field: 'added_by', of: 'tastemakers', fate: 'unlink', section: 'places_added', names: { city: 'cities' } },
  { collection: 'cities', field: 'featured_tastemaker', of: 'tastemakers', fate: 'unlink' },
  { collection: 'tastemakers', field: 'user', fate: 'delete', section: 'tastemaker', single: true },
  // The payments ledger keeps every row and amount, no longer the account's.
  { collection: 'payments', field: 'user', fate: 'anonymise', section: 'payments' },
  { collection: 'applied_writes', field: 'user', fate: 'delete' },
  { collection: 'users', field: 'id', fate: 'delete', section: 'account', single: true },
  // Deletions reach devices as tombstones, written once a deletion commits. The account's (of its own rows) stay
  // without it: no device reads them any more, and the ids they hold (a public collection's link) stay taken.
  { collection: 'tombstones', field: 'user', fate: 'anonymise', afterCommit: true },
];

/** The download's file, as a browser saves it. */
export function exportFileName(now: Date): string {
  return `tastemap-data-${now.toISOString().slice(0, 10)}.json`;
}

/** What the download says it is, so that a reader (or a later import) knows its shape. */
export const EXPORT_FORMAT = { format: 'tastemap-account-data', version: 1 } as const;

/**
 * The stand-in for a deleted account's id in rows kept without it ('deleted-'
 * and ten letters or digits): never a record id (which has no '-'), so no
 * filter on a user's id ever matches it, and one per deleted account, so a
 * ledger's rows of one former account stay together without saying whose.
 */
export function anonymousId(random: string): string {
  return `deleted-${random}`;
}

/**
 * The server's answer to a request whose session names an account that no
 * longer exists (deleted on this device or another): 401 with this code. A
 * device that reads it clears what it holds of the account and shows the landing page.
 */
export const ACCOUNT_DELETED = {
  code: 'account_deleted',
  message: 'This account was deleted.',
} as const;

/** Why an admin cannot delete their own account: the role is another admin's to remove first. */
export const ADMIN_CANNOT_DELETE = "Admins can't delete their own account. Ask another admin to remove your admin role first." as const;
