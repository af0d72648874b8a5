// Catalog pages: a city's catalog cut into a few scopes that many callers
// share, so the server builds each once and serves it as an immutable,
// content-addressed file (pb_hooks/lib/sync/pages.js) instead of reading every
// row for every device on a first sync. This module says which scopes exist,
// which a caller's grants allow, and what each holds; what the pages do not
// hold, the sync route reads as usual (cityScopeSql with `beyondPages`).
//
// - `city`: every place of the city with its picks (notes blank), vibes and
//   recommendations: for callers whose grants cover the whole city;
// - `picks-<tastemaker>`: the places one tastemaker picked first in the city
//   (no other picker of the place has a smaller id: so no place is on two
//   picks pages), with every visible pick of those places (notes blank), their
//   vibes and recommendations: for the tastemaker's followers. A followed
//   tastemaker's pick of a place someone else picked first comes through the
//   route's rows, unless the caller follows that one too;
// - `notes-<tastemaker>`: the note and photo of that tastemaker's picks: for
//   their followers; `notes`: of every pick in the city, for `grants.notes`.
//
// Pages are read as a visitor would see tastemakers (only approved ones), so a
// caller with tastemaker records of their own in the city, who also sees their
// own while they wait for approval, is given no pages there.
import type { Grants } from './access';
import { VISIBLE_TASTEMAKER_LINK_SQL, cityScopeSql, type CityContent } from './sql';

/**
 * A page is rebuilt only once it is this old and the city's catalog changed since it was read: a page
 * stays correct as a snapshot (the device pulls what changed after it through the delta), so this only
 * bounds how much a first sync then has to read beyond the pages.
 */
export const PAGE_FRESH_MS = 10 * 60 * 1000;

/** A page's scope, as it appears in its URL. */
export type PageScope = string;

/** The collections catalog pages hold (all of them catalog collections the device keeps in chunks). */
export const PAGE_COLLECTIONS = ['places', 'tastemaker_places', 'place_vibes', 'recommendations'] as const satisfies readonly CityContent[];

const SCOPE_PATTERN = /^(city|notes|picks-[a-z0-9]{1,40}|notes-[a-z0-9]{1,40})$/;

/** Whether a string names a page scope at all (an URL may say anything). */
export function isPageScope(scope: string): boolean {
  return SCOPE_PATTERN.test(scope);
}

/** Whether a scope's page holds notes (applied over the picks of the catalog pages) rather than catalog rows. */
export function isNotesScope(scope: PageScope): boolean {
  return scope === 'notes' || scope.startsWith('notes-');
}

/** The pages a caller with `grants` in a city is given, catalog pages first; none when their first sync reads rows instead. */
export function pageScopesOf(grants: Grants): PageScope[] {
  if (grants.curators?.length) return [];
  const catalog = grants.all ? ['city'] : grants.tastemakers.map((t) => `picks-${t}`);
  if (!catalog.length) return [];
  const notes = grants.notes ? ['notes'] : grants.tastemakers.map((t) => `notes-${t}`);
  return [...catalog, ...notes];
}

/** What one page holds: the WHERE condition of each table it reads (binds {:city}, and {:user} as ''). */
export interface PageSql {
  tables: Array<{ name: (typeof PAGE_COLLECTIONS)[number]; where: string }>;
  params: Record<string, string>;
}

/** The rows of a page's scope; `tastemaker_places` of a notes page are read for their id, note and photo only. */
export function pageSql(scope: PageScope): PageSql {
  if (isNotesScope(scope)) {
    const one = scope.startsWith('notes-') ? scope.slice('notes-'.length) : '';
    const by = one ? ' AND [[tastemaker]] = {:page_t}' : '';
    return {
      // Blank notes are what the catalog pages already hold.
      tables: [
        {
          name: 'tastemaker_places',
          where: `[[city]] = {:city}${by} AND ([[note]] != '' OR [[photo]] != '') AND ${VISIBLE_TASTEMAKER_LINK_SQL}`,
        },
      ],
      params: one ? { page_t: one } : {},
    };
  }
  const picker = scope.startsWith('picks-') ? scope.slice('picks-'.length) : '';
  const grants: Grants = { all: !picker, notes: false, tastemakers: picker ? [picker] : [] };
  const sql = cityScopeSql(grants, picker ? { pickedFirstBy: picker } : {});
  return { tables: PAGE_COLLECTIONS.map((name) => ({ name, where: sql.where[name] })), params: sql.params };
}
