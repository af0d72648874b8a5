// The access policy (src/domain/policy, compiled into lib/generated/policy.js)
// applied to what the database holds: who is calling, which cities they may
// open, their grants in each, and which places they may read. Every read path
// (sync, chat, public read models, dashboard, badges, saving a place) asks
// here; nothing else restates a rule.

/** @typedef {import('../../src/domain/policy/access').Caller} Caller */
/** @typedef {import('../../src/domain/policy/access').CityTerms} CityTerms */
/** @typedef {import('../../src/domain/policy/access').CityLink} CityLink */
/** @typedef {import('../../src/domain/policy/access').Grants} Grants */

/** @type {typeof import('../../src/domain/policy') | undefined} */
let policyModule;

/** The policy module, required once per JS runtime: a require() resolves its path on disk every time. */
function policy() {
  return policyModule || (policyModule = require(`${__hooks}/lib/generated/policy.js`));
}

function nowString() {
  return new DateTime().string();
}

/**
 * Rows of a small raw query as plain objects; `shape` names the columns and their zero values.
 * @template {Object<string, unknown>} Shape
 * @param {CoreApp} app @param {string} sql @param {dbx.Params | null} params @param {Shape} shape
 * @returns {Shape[]}
 */
function rows(app, sql, params, shape) {
  const list = arrayOf(new DynamicModel(shape));
  app
    .db()
    .newQuery(sql)
    .bind(params || {})
    .all(list);
  return list.map((row) => {
    /** @type {Object<string, unknown>} */
    const plain = {};
    for (const key of Object.keys(shape)) plain[key] = row[key];
    return /** @type {Shape} */ (plain);
  });
}

/** A JSON array from SQLite's json_group_array, [] for anything else. @param {string} text @returns {any[]} */
function parseList(text) {
  try {
    const value = JSON.parse(text || '[]');
    return Array.isArray(value) ? value : [];
  } catch (_) {
    return [];
  }
}

/**
 * The rows the caller is read from (loadCaller, and the shared collections
 * they are a member of: lib/sync/scope.js), by collection, with the field
 * that names the user they belong to. The sync route keeps grants between
 * requests (lib/sync/cache.js) and forgets them when one of these, or one of
 * SHARED_ROWS, changes: write them as records, never by raw SQL, so that the
 * record hooks see every change (tests/unit/raw-sql-writes.test.ts checks).
 * @type {Object<string, string>}
 */
const CALLER_ROWS = { profiles: 'id', user_roles: 'user', entitlements: 'user', tastemakers: 'user', collection_members: 'user' };

/** What grants are read from besides the caller's rows (allCities, cityLinks). */
const SHARED_ROWS = ['cities', 'city_tastemakers'];

/**
 * The caller as the policy sees it: roles, unlocked cities, entitlements, own
 * tastemaker records. One raw query: this runs for every saved place of an
 * outbox flush, where building records would cost more than the rest.
 * @param {CoreApp} app @param {string} userId '' for a visitor
 * @returns {Caller}
 */
function loadCaller(app, userId) {
  if (!userId) return policy().VISITOR;
  const row = rows(
    app,
    `SELECT
      coalesce((SELECT [[unlocked_cities]] FROM {{profiles}} WHERE [[id]] = {:u}), '[]') AS cities,
      (SELECT json_group_array([[role]]) FROM {{user_roles}} WHERE [[user]] = {:u}) AS roles,
      (SELECT json_group_array(json_object('tastemaker', [[tastemaker]], 'subscribed', [[subscribed]] != 0, 'unlocked', [[unlocked]] != 0,
        'status', [[status]], 'subscription_end', [[subscription_end]])) FROM {{entitlements}} WHERE [[user]] = {:u}) AS entitlements,
      (SELECT json_group_array([[id]]) FROM {{tastemakers}} WHERE [[user]] = {:u}) AS own`,
    { u: userId },
    { cities: '', roles: '', entitlements: '', own: '' },
  )[0];
  return {
    userId,
    roles: parseList(row.roles),
    unlockedCities: parseList(row.cities),
    entitlements: parseList(row.entitlements).map((t) => ({
      tastemaker: t.tastemaker,
      subscribed: !!t.subscribed,
      unlocked: !!t.unlocked,
      status: t.status,
      subscription_end: t.subscription_end,
    })),
    ownTastemakers: parseList(row.own),
  };
}

/**
 * When the caller's grants may next change by time alone (ms since the epoch, Infinity when never):
 * the policy reads the time only against the end dates of their terms, so the earliest one still to come.
 * @param {Caller} caller @param {number} now
 */
function nextTermChange(caller, now) {
  let next = Infinity;
  for (const terms of caller.entitlements) {
    const end = terms.subscription_end ? Date.parse(terms.subscription_end.replace(' ', 'T')) : NaN;
    if (end > now && end < next) next = end;
  }
  return next;
}

/** The signed-in user's id from a request ('' for visitors and superusers). @param {core.RequestEvent} e */
function callerId(e) {
  return e.auth && e.auth.collection().name === 'users' ? e.auth.id : '';
}

/** @param {core.Record} city @returns {CityTerms} */
function cityTerms(city) {
  return { id: city.id, slug: city.get('slug'), status: city.get('status'), is_free: !!city.get('is_free') };
}

/** @param {CoreApp} app */
function allCities(app) {
  return app.findAllRecords('cities').map(cityTerms);
}

/** @param {CoreApp} app @returns {CityLink[]} */
function cityLinks(app) {
  return app.findAllRecords('city_tastemakers').map((l) => ({ city: l.get('city'), tastemaker: l.get('tastemaker') }));
}

/** The ids of the cities the caller may open. @param {CoreApp} app @param {Caller} caller */
function openCities(app, caller) {
  return policy().openCityIds(caller, allCities(app));
}

/** @param {CoreApp} app @param {Caller} caller @param {string} cityId */
function mayOpenCity(app, caller, cityId) {
  try {
    return policy().mayOpenCity(caller, cityTerms(app.findRecordById('cities', cityId)));
  } catch (_) {
    return false;
  }
}

/**
 * The caller's grants in each city they may open: {cityId: Grants}, at `now` (by default the present).
 * @param {CoreApp} app @param {Caller} caller @param {Date} [now]
 * @returns {Object<string, Grants>}
 */
function grantsByCity(app, caller, now = new Date()) {
  const links = cityLinks(app);
  /** @type {Object<string, Grants>} */
  const grants = {};
  for (const cityId of openCities(app, caller)) grants[cityId] = policy().cityGrants(caller, cityId, links, now);
  return grants;
}

/**
 * Ids of the places of one city the caller may read (empty when they may not open it).
 * @param {CoreApp} app @param {Caller} caller @param {string} cityId
 * @returns {string[]}
 */
function readablePlaceIds(app, caller, cityId) {
  if (!mayOpenCity(app, caller, cityId)) return [];
  const grants = policy().cityGrants(caller, cityId, cityLinks(app), new Date());
  const scope = policy().cityScopeSql(grants);
  const rows = arrayOf(new DynamicModel({ id: '' }));
  app
    .db()
    .newQuery(`SELECT [[id]] FROM {{places}} WHERE ${scope.where.places}`)
    .bind(Object.assign({ city: cityId, user: caller.userId }, scope.params))
    .all(rows);
  return rows.map((r) => r.id);
}

/**
 * Whether the caller keeps a place: saved, or added to one of their collections or a shared one they are a member of.
 * @param {CoreApp} app @param {string} userId @param {string} placeId
 * @returns {boolean}
 */
function keeps(app, userId, placeId) {
  if (!userId) return false;
  return rows(
    app,
    'SELECT (EXISTS (SELECT 1 FROM {{saved_places}} WHERE [[user]] = {:u} AND [[place]] = {:p})' +
      ` OR {:p} IN (${policy().keptInCollectionsSql('u')})) AS kept`,
    { u: userId, p: placeId },
    { kept: false },
  )[0].kept;
}

/**
 * Which of these places the caller may read (ids that do not exist are not). One raw query, as loadCaller.
 * @param {CoreApp} app @param {Caller} caller @param {string[]} placeIds
 * @returns {string[]}
 */
function readableAmong(app, caller, placeIds) {
  if (!placeIds.length) return [];
  /** @type {Object<string, string>} */
  const params = { u: caller.userId };
  const list = placeIds
    .map((id, i) => {
      params[`p${i}`] = id;
      return `{:p${i}}`;
    })
    .join(', ');
  const rules = policy();
  const found = rows(
    app,
    `SELECT p.[[id]] AS place, p.[[added_by]] AS added_by, c.[[id]] AS id, c.[[slug]] AS slug, c.[[status]] AS status, c.[[is_free]] AS is_free,
      (SELECT json_group_array(json_object('city', [[city]], 'tastemaker', [[tastemaker]])) FROM {{city_tastemakers}} WHERE [[city]] = c.[[id]]) AS links,
      (SELECT json_group_array([[tastemaker]]) FROM {{tastemaker_places}} WHERE [[place]] = p.[[id]]) AS pickers,
      (EXISTS (SELECT 1 FROM {{saved_places}} WHERE [[user]] = {:u} AND [[place]] = p.[[id]])
        OR p.[[id]] IN (${rules.keptInCollectionsSql('u')})) AS kept
    FROM {{places}} p JOIN {{cities}} c ON c.[[id]] = p.[[city]] WHERE p.[[id]] IN (${list})`,
    params,
    { place: '', added_by: '', id: '', slug: '', status: '', is_free: false, links: '', pickers: '', kept: false },
  );
  const now = new Date();
  /** @type {Object<string, Grants>} */
  const grantsByCity = {};
  return found
    .filter((row) => {
      if (!rules.mayOpenCity(caller, row)) return false;
      grantsByCity[row.id] = grantsByCity[row.id] || rules.cityGrants(caller, row.id, parseList(row.links), now);
      return rules.placeReadable(grantsByCity[row.id], parseList(row.pickers), !!caller.userId && row.kept, row.added_by);
    })
    .map((row) => row.place);
}

/**
 * Whether the caller may read one place (false for a place that does not exist).
 * @param {CoreApp} app @param {Caller} caller @param {string} placeId
 */
function mayReadPlace(app, caller, placeId) {
  return readableAmong(app, caller, [placeId]).length > 0;
}

/**
 * A tastemaker the caller may see (approved, or their own while it waits for review), or null: a hidden
 * tastemaker is answered as one that does not exist.
 * @param {CoreApp} app @param {string} tastemakerId @param {string} userId
 * @returns {core.Record | null}
 */
function visibleTastemaker(app, tastemakerId, userId) {
  let record;
  try {
    record = app.findRecordById('tastemakers', tastemakerId);
  } catch (_) {
    return null;
  }
  return policy().tastemakerVisible({ status: record.getString('status'), user: record.getString('user') }, userId) ? record : null;
}

/**
 * How many entitlements give access to a tastemaker now: their follower base is added to this.
 * @param {CoreApp} app @param {string} tastemakerId
 * @returns {number}
 */
function countWithAccess(app, tastemakerId) {
  const row = new DynamicModel({ n: 0 });
  app
    .db()
    .newQuery(`SELECT count(*) AS n FROM {{entitlements}} WHERE [[tastemaker]] = {:tm} AND ${policy().TASTEMAKER_ACCESS_SQL}`)
    .bind({ tm: tastemakerId, now: nowString() })
    .one(row);
  return row.n;
}

/**
 * A new pick makes its place readable to the picker's followers although the
 * place and its vibes, recommendations and reviews did not change: moving
 * their `updated` makes devices pull them (sync reads by `updated`).
 * @param {CoreApp} app @param {string} placeId
 */
function touchPlaceContent(app, placeId) {
  const now = nowString();
  app.db().newQuery('UPDATE {{places}} SET [[updated]] = {:now} WHERE [[id]] = {:id}').bind({ now, id: placeId }).execute();
  for (const table of ['tastemaker_places', 'place_vibes', 'recommendations', 'reviews']) {
    app.db().newQuery(`UPDATE {{${table}}} SET [[updated]] = {:now} WHERE [[place]] = {:id}`).bind({ now, id: placeId }).execute();
  }
}

module.exports = {
  touchPlaceContent,
  policy,
  CALLER_ROWS,
  SHARED_ROWS,
  loadCaller,
  nextTermChange,
  callerId,
  allCities,
  cityLinks,
  openCities,
  mayOpenCity,
  grantsByCity,
  readablePlaceIds,
  readableAmong,
  mayReadPlace,
  keeps,
  countWithAccess,
  visibleTastemaker,
};
