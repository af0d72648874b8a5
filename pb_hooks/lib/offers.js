// What each purchase gives, on the server (src/domain/offers.ts, compiled into
// lib/generated/offers.js): the figures devices count offers with, kept on the
// cities and their links, and the promise a purchase's answer states.
//
// The figures: each link's `places` (how many of the city's places that
// tastemaker's picks open) and each city's `places_count` and
// `tastemakers_count` (what a traveller can open by following every listed
// tastemaker). A device holds only the places it may read, so it cannot
// count a locked city's; these are counts only, never which places. Written
// as records (lib/sync/cache.js sees them; devices pull them by `updated`),
// and only when they change.

// Required once per JS runtime, when this module loads: a require() in the handler resolves its path on disk.
const access = require(`${__hooks}/lib/access.js`);

/** @typedef {import('../../src/domain/offers').OfferCity} OfferCity */
/** @typedef {import('../../src/domain/offers').OfferLink} OfferLink */
/** @typedef {import('../../src/domain/offers').OfferContext} OfferContext */
/** @typedef {import('../../src/domain/offers').CityCatalog} CityCatalog */
/** @typedef {import('../../src/domain/policy/access').Caller} Caller */

/** @type {typeof import('../../src/domain/offers') | undefined} */
let offersModule;

/** The offers module, required once per JS runtime. */
function offers() {
  return offersModule || (offersModule = require(`${__hooks}/lib/generated/offers.js`));
}

/**
 * Rows of a small raw query as plain objects (`shape` names the columns and their zero values).
 * @template {Object<string, unknown>} Shape
 * @param {CoreApp} app @param {string} sql @param {dbx.Params} params @param {Shape} shape
 * @returns {Shape[]}
 */
function rows(app, sql, params, shape) {
  const list = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(list);
  return list.map((row) => {
    /** @type {Object<string, unknown>} */
    const plain = {};
    for (const key of Object.keys(shape)) plain[key] = row[key];
    return /** @type {Shape} */ (plain);
  });
}

/** A city's places and picks: all a count of it needs. @param {CoreApp} app @param {string} cityId */
function cityCatalog(app, cityId) {
  return {
    places: rows(
      app,
      'SELECT [[id]], [[city]], [[added_by]] FROM {{places}} WHERE [[city]] = {:city}',
      { city: cityId },
      { id: '', city: '', added_by: '' },
    ),
    picks: rows(
      app,
      'SELECT [[id]], [[tastemaker]], [[place]], [[city]] FROM {{tastemaker_places}} WHERE [[city]] = {:city}',
      { city: cityId },
      { id: '', tastemaker: '', place: '', city: '' },
    ),
  };
}

/** The city's links with their tastemakers' listing. @param {CoreApp} app @param {string} cityId */
function linksOf(app, cityId) {
  return rows(
    app,
    `SELECT l.[[id]] AS id, l.[[tastemaker]] AS tastemaker, coalesce(l.[[places]], 0) AS places, t.[[status]] AS status, t.[[user]] AS user
      FROM {{city_tastemakers}} l JOIN {{tastemakers}} t ON t.[[id]] = l.[[tastemaker]] WHERE l.[[city]] = {:city}`,
    { city: cityId },
    { id: '', tastemaker: '', places: 0, status: '', user: '' },
  );
}

/** Whether the schema has the figures yet: the seed's saves run before the migration that adds them (1795000630). @param {CoreApp} app */
function hasFigures(app) {
  try {
    return !!app.findCollectionByNameOrId('city_tastemakers').fields.getByName('places');
  } catch (_) {
    return false;
  }
}

// What the figures of each city were last worked out from, in the app's store (shared by every JS
// runtime): each input row as the count read it. Rows are keyed `pick:`, `link:` and `tastemaker:`
// with the fields the count depends on. A change the saved figures already hold (a row counted as it
// is now, or a deleted row they never counted) changes nothing, so it is not counted again: a
// transaction's record hooks run after it commits, all of them against the committed rows, and the
// seed's 700 picks made 700 counts of two cities that the first one had already done.
/** @param {string} cityId */
const countedKey = (cityId) => `offers.counted.${cityId}`;

/** @param {{ tastemaker: string, place: string }} pick */
const pickInput = (pick) => `${pick.tastemaker}|${pick.place}`;
/** @param {{ status: string, user: string }} tastemaker */
const tastemakerInput = (tastemaker) => `${tastemaker.status}|${tastemaker.user}`;

/**
 * Whether the city's saved figures were worked out from `key` as `input` (undefined: a deleted row).
 * @param {CoreApp} app @param {string} cityId @param {string} key @param {string | undefined} input
 */
function alreadyCounted(app, cityId, key, input) {
  const counted = app.store().get(countedKey(cityId));
  if (!counted) return false;
  const seen = counted[key];
  return input === undefined ? seen === undefined || seen === null : seen === input;
}

/**
 * Works out a city's figures again from its rows and saves those that changed.
 * @param {CoreApp} app @param {string} cityId
 */
function refreshCityFigures(app, cityId) {
  if (!cityId || !hasFigures(app)) return;
  let city;
  try {
    city = app.findRecordById('cities', cityId);
  } catch (_) {
    app.store().remove(countedKey(cityId));
    return; // deleted with its links
  }
  const { tastemakerListed } = access.policy();
  const links = linksOf(app, cityId);
  const linked = links.map((link) => ({ id: link.tastemaker, listed: tastemakerListed({ status: link.status, user: link.user }) }));
  const catalog = cityCatalog(app, cityId);
  const figures = offers().cityFigures(cityId, linked, catalog);
  /** @type {Object<string, string>} */
  const counted = {};
  for (const pick of catalog.picks) counted[`pick:${pick.id}`] = pickInput(pick);
  for (const link of links) {
    counted[`link:${link.id}`] = link.tastemaker;
    counted[`tastemaker:${link.tastemaker}`] = tastemakerInput(link);
  }
  for (const link of links) {
    const places = figures.byTastemaker[link.tastemaker] || 0;
    if (places === link.places) continue;
    const record = app.findRecordById('city_tastemakers', link.id);
    record.set('places', places);
    app.save(record);
  }
  if (city.getInt('places_count') !== figures.places || city.getInt('tastemakers_count') !== figures.tastemakers) {
    city.set('places_count', figures.places);
    city.set('tastemakers_count', figures.tastemakers);
    app.save(city);
  }
  app.store().set(countedKey(cityId), counted);
}

/**
 * Counts a city again unless its figures already hold `key` as `input`.
 * @param {CoreApp} app @param {string} cityId @param {string} key @param {string | undefined} input
 */
function refreshUnlessCounted(app, cityId, key, input) {
  if (cityId && !alreadyCounted(app, cityId, key, input)) refreshCityFigures(app, cityId);
}

/** The cities a tastemaker is linked to. @param {CoreApp} app @param {string} tastemakerId */
function citiesOf(app, tastemakerId) {
  return rows(app, 'SELECT DISTINCT [[city]] FROM {{city_tastemakers}} WHERE [[tastemaker]] = {:t}', { t: tastemakerId }, { city: '' }).map(
    (row) => row.city,
  );
}

/**
 * A record hook: a pick, a link or a tastemaker's listing changed, so the figures of its cities may have.
 * @param {RecordEvent} e
 */
function onChange(e) {
  const record = e.record;
  const name = record.collection().name;
  const deleted = e.type === 'delete';
  if (name === 'tastemakers') {
    const original = record.original();
    if (!original || original.getString('status') !== record.getString('status')) {
      const input = tastemakerInput({ status: record.getString('status'), user: record.getString('user') });
      for (const cityId of citiesOf(e.app, record.id)) refreshUnlessCounted(e.app, cityId, `tastemaker:${record.id}`, input);
    }
  } else {
    const pick = name === 'tastemaker_places';
    const key = `${pick ? 'pick' : 'link'}:${record.id}`;
    const input = pick
      ? pickInput({ tastemaker: record.getString('tastemaker'), place: record.getString('place') })
      : record.getString('tastemaker');
    refreshUnlessCounted(e.app, record.getString('city'), key, deleted ? undefined : input);
    const original = record.original();
    if (original && original.getString('city') && original.getString('city') !== record.getString('city')) {
      // Gone from the city it was in.
      refreshUnlessCounted(e.app, original.getString('city'), key, undefined);
    }
  }
  e.next();
}

/**
 * What the offers read for a caller: the cities, their links with the figures, the listed tastemakers, and
 * exact counts from the rows of the cities asked about (the places the caller keeps included).
 * @param {CoreApp} app @param {Caller} caller @param {string[]} countedCities
 * @returns {OfferContext}
 */
function offerContext(app, caller, countedCities) {
  const { tastemakerListed } = access.policy();
  /** @type {OfferCity[]} */
  const cities = app.findAllRecords('cities').map((city) => ({
    id: city.id,
    slug: city.getString('slug'),
    name: city.getString('name'),
    status: city.getString('status'),
    is_free: city.getBool('is_free'),
    price: city.getFloat('price'),
    featured_tastemaker: city.getString('featured_tastemaker'),
    places_count: city.getInt('places_count'),
    tastemakers_count: city.getInt('tastemakers_count'),
  }));
  /** @type {OfferLink[]} */
  const links = app
    .findAllRecords('city_tastemakers')
    .map((link) => ({ city: link.getString('city'), tastemaker: link.getString('tastemaker'), places: link.getInt('places') }));
  const listed = new Set(
    rows(app, 'SELECT [[id]], [[status]], [[user]] FROM {{tastemakers}}', {}, { id: '', status: '', user: '' })
      .filter((t) => tastemakerListed(t))
      .map((t) => t.id),
  );
  /** @type {CityCatalog} */
  const catalog = { places: [], picks: [], kept: new Set() };
  for (const cityId of countedCities) {
    const rowsOf = cityCatalog(app, cityId);
    catalog.places = catalog.places.concat(rowsOf.places);
    catalog.picks = catalog.picks.concat(rowsOf.picks);
  }
  if (caller.userId) {
    const kept = rows(
      app,
      `SELECT [[place]] FROM {{saved_places}} WHERE [[user]] = {:u} UNION ${require(`${__hooks}/lib/access.js`).policy().keptInCollectionsSql('u')}`,
      { u: caller.userId },
      { place: '' },
    );
    catalog.kept = new Set(kept.map((row) => row.place));
  }
  return { caller, cities, links, listed, count: offers().countFromCatalog(catalog) };
}

/**
 * What unlocking a city (or claiming it as the welcome gift) gives the caller, worked out before it happens:
 * the promise the purchase's answer states. Read in the purchase's transaction, before it writes.
 * @param {CoreApp} app @param {string} userId @param {string} cityId @param {'welcome_gift' | 'city_unlock'} kind
 */
function cityPromise(app, userId, cityId, kind) {
  const context = offerContext(app, access.loadCaller(app, userId), [cityId]);
  const city = context.cities.find((c) => c.id === cityId);
  if (!city) return null;
  const offer = offers().cityOffer(kind, city, context);
  return { offer, summary: offers().cityOfferLine(offer) };
}

/**
 * What following a tastemaker gives the caller, worked out before it happens (in the subscription's transaction).
 * @param {CoreApp} app @param {string} userId @param {string} tastemakerId
 */
function followPromise(app, userId, tastemakerId) {
  const counted = citiesOf(app, tastemakerId);
  const offer = offers().followOffer(tastemakerId, offerContext(app, access.loadCaller(app, userId), counted));
  return { offer, summary: offers().followGiftLine(offer) };
}

module.exports = { refreshCityFigures, onChange, cityPromise, followPromise };
