// The access policy (src/domain/policy, compiled into lib/generated/domain.js)
// applied to what the database holds: who is calling, which cities they may
// open, their grants in each, and which places they may read. Every read path
// (sync, chat, public read models, dashboard, badges, saving a place) asks
// here; nothing else restates a rule.

function policy() {
  return require(`${__hooks}/lib/generated/domain.js`);
}

function nowString() {
  return new DateTime().string();
}

/** The caller as the policy sees it: roles, unlocked cities, entitlements, own tastemaker records. */
function loadCaller(app, userId) {
  if (!userId) return policy().VISITOR;
  let unlocked = [];
  try {
    unlocked = app.findRecordById('profiles', userId).get('unlocked_cities') || [];
  } catch (_) {
    // no profile yet: no unlocked city
  }
  return {
    userId,
    roles: app.findRecordsByFilter('user_roles', 'user = {:u}', '', 0, 0, { u: userId }).map((r) => r.get('role')),
    unlockedCities: unlocked.slice(),
    entitlements: app.findRecordsByFilter('entitlements', 'user = {:u}', '', 0, 0, { u: userId }).map(accessTerms),
    ownTastemakers: app.findRecordsByFilter('tastemakers', 'user = {:u}', '', 0, 0, { u: userId }).map((t) => t.id),
  };
}

/** An entitlement record as the policy reads it. */
function accessTerms(entitlement) {
  return {
    tastemaker: entitlement.get('tastemaker'),
    subscribed: !!entitlement.get('subscribed'),
    unlocked: !!entitlement.get('unlocked'),
    status: entitlement.get('status'),
    subscription_end: entitlement.getString('subscription_end'),
  };
}

/** The signed-in user's id from a request ('' for visitors and superusers). */
function callerId(e) {
  return e.auth && e.auth.collection().name === 'users' ? e.auth.id : '';
}

function cityTerms(city) {
  return { id: city.id, slug: city.get('slug'), status: city.get('status'), is_free: !!city.get('is_free') };
}

function allCities(app) {
  return app.findAllRecords('cities').map(cityTerms);
}

function cityLinks(app) {
  return app.findAllRecords('city_tastemakers').map((l) => ({ city: l.get('city'), tastemaker: l.get('tastemaker') }));
}

/** The ids of the cities the caller may open. */
function openCities(app, caller) {
  return policy().openCityIds(caller, allCities(app));
}

function mayOpenCity(app, caller, cityId) {
  try {
    return policy().mayOpenCity(caller, cityTerms(app.findRecordById('cities', cityId)));
  } catch (_) {
    return false;
  }
}

/** The caller's grants in each city they may open: {cityId: Grants}. */
function grantsByCity(app, caller) {
  const links = cityLinks(app);
  const now = new Date();
  const grants = {};
  for (const cityId of openCities(app, caller)) grants[cityId] = policy().cityGrants(caller, cityId, links, now);
  return grants;
}

/** Ids of the places of one city the caller may read (empty when they may not open it). */
function readablePlaceIds(app, caller, cityId) {
  if (!mayOpenCity(app, caller, cityId)) return [];
  const grants = policy().cityGrants(caller, cityId, cityLinks(app), new Date());
  const scope = policy().cityScopeSql(grants);
  const rows = arrayOf(new DynamicModel({ id: '' }));
  app.db().newQuery(`SELECT [[id]] FROM {{places}} WHERE ${scope.where.places}`)
    .bind(Object.assign({ city: cityId, user: caller.userId }, scope.params)).all(rows);
  return rows.map((r) => r.id);
}

/** Whether the caller keeps a place: saved, or in one of their collections. */
function keeps(app, userId, placeId) {
  if (!userId) return false;
  return app.findRecordsByFilter('saved_places', 'user = {:u} && place = {:p}', '', 1, 0, { u: userId, p: placeId }).length > 0
    || app.findRecordsByFilter('collection_places', 'user = {:u} && place = {:p}', '', 1, 0, { u: userId, p: placeId }).length > 0;
}

/** Whether the caller may read one place (false for a place that does not exist). */
function mayReadPlace(app, caller, placeId) {
  let place;
  try {
    place = app.findRecordById('places', placeId);
  } catch (_) {
    return false;
  }
  const cityId = place.get('city');
  if (!mayOpenCity(app, caller, cityId)) return false;
  const grants = policy().cityGrants(caller, cityId, cityLinks(app), new Date());
  const pickers = app.findRecordsByFilter('tastemaker_places', 'place = {:p}', '', 0, 0, { p: placeId }).map((l) => l.get('tastemaker'));
  return policy().placeReadable(grants, pickers, keeps(app, caller.userId, placeId));
}

/** How many entitlements give access to a tastemaker now: their follower base is added to this. */
function countWithAccess(app, tastemakerId) {
  const row = new DynamicModel({ n: 0 });
  app.db().newQuery(`SELECT count(*) AS n FROM {{entitlements}} WHERE [[tastemaker]] = {:tm} AND ${policy().TASTEMAKER_ACCESS_SQL}`)
    .bind({ tm: tastemakerId, now: nowString() }).one(row);
  return row.n;
}

/**
 * A new pick makes its place readable to the picker's followers although the
 * place and its vibes, recommendations and reviews did not change: moving
 * their `updated` makes devices pull them (sync reads by `updated`).
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
  policy, loadCaller, accessTerms, callerId, allCities, cityLinks, openCities, mayOpenCity, grantsByCity,
  readablePlaceIds, mayReadPlace, keeps, countWithAccess,
};
