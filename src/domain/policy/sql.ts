// The access policy (./access.ts) as SQLite conditions, for the server's bulk
// reads: the sync route, the guide's candidate places, follower counts. Each
// condition mirrors one function there; tests/integration/access.test.ts
// checks that a device receives exactly the rows those functions allow.
import type { Grants } from './access';
import { keptInCollectionsSql } from './shared';

/** `hasTastemakerAccess` over the entitlements table; binds {:now} (a PocketBase date string). */
export const TASTEMAKER_ACCESS_SQL =
  "([[unlocked]] = 1 OR ([[subscribed]] = 1 AND [[status]] = 'active' AND ([[subscription_end]] = '' OR [[subscription_end]] > {:now})))";

/** `vibeReadable` over the vibes table; binds {:user}. */
export const VIBE_READABLE_SQL =
  "([[status]] = 'approved' OR ([[status]] = 'pending' AND [[created_by]] != '' AND [[created_by]] = {:user}))";

/**
 * `tastemakerVisible` over the tastemakers table: approved ones, and the
 * caller's own while it waits for approval; binds {:user}.
 */
export const TASTEMAKER_VISIBLE_SQL = "([[status]] = 'approved' OR ([[user]] != '' AND [[user]] = {:user}))";

/** Rows that speak for a tastemaker (links, picks, feed items, recommendations) are seen while the tastemaker is. */
export const VISIBLE_TASTEMAKER_LINK_SQL = `[[tastemaker]] IN (SELECT [[id]] FROM {{tastemakers}} WHERE ${TASTEMAKER_VISIBLE_SQL})`;

/** The same for rows whose tastemaker may be blank (a recommendation or feed item of no one in particular). */
const VISIBLE_OR_NO_TASTEMAKER_SQL = `([[tastemaker]] = '' OR ${VISIBLE_TASTEMAKER_LINK_SQL})`;

/** Rows that link to a vibe (tastemaker_vibes, place_vibes) exist for users only while the vibe is approved. */
export const APPROVED_VIBE_LINK_SQL = "[[vibe]] IN (SELECT [[id]] FROM {{vibes}} WHERE [[status]] = 'approved')";

/** The city's content the policy decides on, in the order a device should store it. */
export const CITY_CONTENT = [
  'places',
  'tastemaker_places',
  'place_vibes',
  'recommendations',
  'events',
  'activity_feed',
  'reviews',
] as const;
export type CityContent = (typeof CITY_CONTENT)[number];

export interface CityScopeSql {
  /** The WHERE condition of each collection. */
  where: Record<CityContent, string>;
  /** The expression a pick's note is read through (blank unless `noteVisible`). */
  note: string;
  /** The expression a pick's own photo is read through: it goes with the note. */
  pickPhoto: string;
  params: Record<string, string>;
}

/**
 * The rows of one city a caller with `grants` may read. Binds {:city} and
 * {:user} (the caller, '' for a visitor) besides its own params. With
 * `onlyPickedBy`, only what the picks of those (newly followed) tastemakers
 * open up: a device that just gained them gets exactly that.
 *
 * Catalog pages (./pages.ts) split a city's picked places by their first
 * picker, the smallest tastemaker id among their picks: each picked place has
 * exactly one, so the picks pages of many tastemakers never hold a place
 * twice. With `pickedFirstBy`, the places (and their picks, vibes and
 * recommendations) whose first picker is that tastemaker: their page, which
 * the tastemaker's followers may read. With `beyondPages`, only what the
 * pages these grants are given (pageScopesOf) do not hold: readable places
 * whose first picker the caller does not follow (kept ones, or picked by a
 * followed tastemaker who was not the first), with their picks, vibes and
 * recommendations, and every event, feed item and review.
 */
export function cityScopeSql(
  grants: Grants,
  options: { onlyPickedBy?: readonly string[]; pickedFirstBy?: string; beyondPages?: boolean } = {},
): CityScopeSql {
  const params: Record<string, string> = {};
  const list = (prefix: string, ids: readonly string[]) =>
    ids
      .map((id, i) => {
        params[`${prefix}${i}`] = id;
        return `{:${prefix}${i}}`;
      })
      .join(', ');
  const followed = grants.tastemakers.length ? `[[tastemaker]] IN (${list('grant_t', grants.tastemakers)})` : '0';
  const curators = grants.curators ?? [];
  const added = curators.length ? ` OR [[added_by]] IN (${list('grant_c', curators)})` : '';
  const picked = (by: string) => `[[id]] IN (SELECT [[place]] FROM {{tastemaker_places}} WHERE [[city]] = {:city} AND ${by})`;
  const pickedFirst = (ids: string) =>
    ids
      ? `[[id]] IN (SELECT [[place]] FROM {{tastemaker_places}} WHERE [[city]] = {:city} GROUP BY [[place]] HAVING min([[tastemaker]]) IN (${ids}))`
      : '0';

  const only = options.onlyPickedBy;
  let readable: string;
  if (only) readable = `[[city]] = {:city} AND ${picked(only.length ? `[[tastemaker]] IN (${list('grant_a', only)})` : '0')}`;
  else if (options.pickedFirstBy) readable = `[[city]] = {:city} AND ${pickedFirst(list('page_t', [options.pickedFirstBy]))}`;
  else if (grants.all) readable = options.beyondPages ? '0' : '[[city]] = {:city}';
  else {
    const kept =
      '[[id]] IN (SELECT [[place]] FROM {{saved_places}} WHERE [[user]] = {:user})' +
      ` OR [[id]] IN (${keptInCollectionsSql('user')})` +
      added;
    readable = `[[city]] = {:city} AND (${picked(followed)} OR ${kept})`;
    if (options.beyondPages) readable += ` AND NOT (${pickedFirst(list('grant_t', grants.tastemakers))})`;
  }
  const ofReadable = `[[place]] IN (SELECT [[id]] FROM {{places}} WHERE ${readable})`;
  const inCity = '[[city]] = {:city}';

  let feed: string;
  if (only) feed = `${inCity} AND [[tastemaker]] IN (${only.map((_, i) => `{:grant_a${i}}`).join(', ') || "''"})`;
  else if (grants.notes) feed = inCity;
  else feed = `${inCity} AND (${followed} OR ([[tastemaker]] = '' AND ([[place]] = '' OR ${ofReadable})))`;

  const noteVisible = grants.notes ? '1' : followed;
  return {
    where: {
      places: readable,
      tastemaker_places: `${inCity} AND ${ofReadable} AND ${VISIBLE_TASTEMAKER_LINK_SQL}`,
      place_vibes: `${inCity} AND ${ofReadable} AND ${APPROVED_VIBE_LINK_SQL}`,
      recommendations: `${inCity} AND ${ofReadable} AND ${VISIBLE_OR_NO_TASTEMAKER_SQL}`,
      events: only ? '0' : inCity,
      activity_feed: `${feed} AND ${VISIBLE_OR_NO_TASTEMAKER_SQL}`,
      reviews: only ? `${inCity} AND ${ofReadable}` : `${inCity} AND (${ofReadable} OR ([[user]] != '' AND [[user]] = {:user}))`,
    },
    note: grants.notes ? '[[note]]' : `CASE WHEN ${noteVisible} THEN [[note]] ELSE '' END`,
    pickPhoto: grants.notes ? '[[photo]]' : `CASE WHEN ${noteVisible} THEN [[photo]] ELSE '' END`,
    params,
  };
}
