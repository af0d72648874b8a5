// Public read models: a shared collection, a traveller's profile for one
// city. They return only public fields (names, places, badges), never an
// e-mail, a private row or a tastemaker's note, and places in the shape the
// app's place cards use, since the viewer's device may not hold those places.
// Which places a viewer sees is the access policy's (lib/access.js); the
// others are only counted.
const { findOrNull, requireId } = require(`${__hooks}/lib/http.js`);
const access = require(`${__hooks}/lib/access.js`);

/** @typedef {ReturnType<typeof tastemakerCard>} TastemakerCard */
/**
 * A place as the app's place cards show it.
 * @typedef {{
 *   id: string, city: string, slug: string, name: string, name_local: string, description: string,
 *   categories: string[], rating: number, budget: string, address: string, neighborhood: string, image: string, photo: string,
 *   latitude: number, longitude: number, facets: unknown, hours: string, phone: string, website: string, created: string, updated: string,
 *   categoryKeys: string[], categoryNames: string[], vibes: string[], tastemakers: TastemakerCard[],
 * }} PlaceView
 */

/** @param {CoreApp} app @param {string} collection @param {string} column @param {string[]} ids */
function recordsWhereIn(app, collection, column, ids) {
  if (!ids.length) return [];
  const rows = arrayOf(new Record());
  app
    .recordQuery(collection)
    .andWhere($dbx.in(column, ...ids))
    .all(rows);
  return rows;
}

/** A JSON field's value, null when empty or unreadable. @param {core.Record} record @param {string} field */
function jsonValue(record, field) {
  try {
    return JSON.parse(record.getString(field) || 'null');
  } catch (_) {
    return null;
  }
}

/** @param {core.Record} t */
function tastemakerCard(t) {
  return {
    id: t.id,
    slug: t.get('slug'),
    name: t.get('name'),
    title: t.get('title'),
    image: t.get('image'),
    photo: t.get('photo'),
    followers: t.get('followers'),
    is_tour_guide: t.get('is_tour_guide'),
  };
}

/**
 * Places (in the order given) with category names, approved vibes and recommending tastemakers (those the
 * viewer may see: a tastemaker waiting for review is nobody's but their own): the app's PlaceView.
 * @param {CoreApp} app @param {string[]} placeIds @param {string} viewerId '' for a visitor
 * @returns {PlaceView[]}
 */
function placeViews(app, placeIds, viewerId) {
  if (!placeIds.length) return [];
  const places = app.findRecordsByIds('places', placeIds);
  /** @type {Object<string, core.Record>} */
  const categories = {};
  for (const c of app.findAllRecords('place_categories')) categories[c.id] = c;
  /** @type {Object<string, string>} */
  const vibes = {};
  for (const v of app.findRecordsByFilter('vibes', "status = 'approved'", '', 0, 0)) vibes[v.id] = v.get('name');
  /** @type {Object<string, string[]>} */
  const vibesByPlace = {};
  for (const pv of recordsWhereIn(app, 'place_vibes', 'place', placeIds)) {
    const name = vibes[pv.get('vibe')];
    if (name) (vibesByPlace[pv.get('place')] = vibesByPlace[pv.get('place')] || []).push(name);
  }
  const links = recordsWhereIn(app, 'tastemaker_places', 'place', placeIds);
  const { tastemakerVisible } = access.policy();
  /** @type {Object<string, TastemakerCard>} */
  const tastemakers = {};
  for (const t of app.findRecordsByIds(
    'tastemakers',
    links.map((l) => l.get('tastemaker')),
  ))
    if (tastemakerVisible({ status: t.getString('status'), user: t.getString('user') }, viewerId)) tastemakers[t.id] = tastemakerCard(t);
  /** @type {Object<string, TastemakerCard[]>} */
  const tastemakersByPlace = {};
  for (const link of links) {
    const t = tastemakers[link.get('tastemaker')];
    if (t) (tastemakersByPlace[link.get('place')] = tastemakersByPlace[link.get('place')] || []).push(t);
  }
  /** @type {Object<string, PlaceView>} */
  const byId = {};
  for (const p of places) {
    /** @type {core.Record[]} */
    const cats = (p.get('categories') || [])
      .map((/** @type {string} */ id) => categories[id])
      .filter((/** @type {core.Record | undefined} */ c) => c);
    byId[p.id] = {
      id: p.id,
      city: p.get('city'),
      slug: p.get('slug'),
      name: p.get('name'),
      name_local: p.get('name_local'),
      description: p.get('description'),
      categories: p.get('categories') || [],
      rating: p.get('rating'),
      budget: p.get('budget'),
      address: p.get('address'),
      neighborhood: p.get('neighborhood'),
      image: p.get('image'),
      photo: p.get('photo'),
      latitude: p.get('latitude'),
      longitude: p.get('longitude'),
      facets: jsonValue(p, 'facets'),
      hours: p.getString('hours'),
      phone: p.getString('phone'),
      website: p.getString('website'),
      created: p.get('created').string(),
      updated: p.get('updated').string(),
      categoryKeys: cats.map((c) => c.get('key')),
      categoryNames: cats.map((c) => c.get('name')),
      vibes: vibesByPlace[p.id] || [],
      tastemakers: (tastemakersByPlace[p.id] || []).sort((a, b) => b.followers - a.followers),
    };
  }
  return placeIds.map((id) => byId[id]).filter((p) => p);
}

/** @param {CoreApp} app @param {string} userId @returns {string} */
function ownerName(app, userId) {
  const profile = findOrNull(app, 'profiles', userId);
  return profile ? profile.get('name') || (profile.get('username') ? `@${profile.get('username')}` : 'A traveller') : 'A traveller';
}

/** GET /api/app/collections/{id}: a public collection (or the caller's own) with its places, read-only. @param {core.RequestEvent} e */
function sharedCollection(e) {
  const collection = findOrNull(e.app, 'collections', e.request.pathValue('id'));
  const isOwner = collection && e.auth && e.auth.id === collection.get('user');
  if (!collection || (!collection.get('is_public') && !isOwner)) throw new NotFoundError('Collection not found');
  const links = e.app.findRecordsByFilter('collection_places', 'collection = {:c}', 'created', 0, 0, { c: collection.id });
  const viewer = access.loadCaller(e.app, access.callerId(e));
  /** @type {Object<string, import('../../src/domain/policy/access').CityTerms>} */
  const cities = {};
  for (const city of access.allCities(e.app)) cities[city.id] = city;
  const places = e.app.findRecordsByIds(
    'places',
    links.map((l) => l.get('place')),
  );
  /** @type {Object<string, string>} */
  const cityOf = {};
  for (const p of places) cityOf[p.id] = p.get('city');
  const { sharedPlaceReadable } = access.policy();
  const shown = links
    .map((l) => l.get('place'))
    .filter((id) => cityOf[id] && sharedPlaceReadable(viewer, collection.get('user'), cities[cityOf[id]]));
  return e.json(200, {
    collection: {
      id: collection.id,
      name: collection.get('name'),
      description: collection.get('description'),
      is_public: collection.get('is_public'),
      user: collection.get('user'),
      created: collection.get('created').string(),
      updated: collection.get('updated').string(),
    },
    owner: { id: collection.get('user'), name: ownerName(e.app, collection.get('user')) },
    places: placeViews(e.app, shown, access.callerId(e)),
    hiddenPlaces: links.length - shown.length,
  });
}

/**
 * GET /api/app/users/{userId}/city/{citySlug}: a traveller's public profile
 * for one city they have unlocked: name, counts, badges, followed
 * tastemakers and bookmarked places in that city.
 * @param {core.RequestEvent} e
 */
function cityProfile(e) {
  const userId = requireId(e.request.pathValue('userId'), 'Profile not found');
  const profile = findOrNull(e.app, 'profiles', userId);
  if (!profile) throw new NotFoundError('Profile not found');
  let city;
  try {
    city = e.app.findFirstRecordByData('cities', 'slug', e.request.pathValue('citySlug'));
  } catch (_) {
    throw new NotFoundError('City not found');
  }
  if ((profile.get('unlocked_cities') || []).indexOf(city.id) < 0) {
    return e.json(403, { code: 'city_not_unlocked', message: 'City not unlocked: This user has not unlocked this city yet' });
  }
  const savedIds = e.app.findRecordsByFilter('saved_places', 'user = {:u}', '-created', 0, 0, { u: userId }).map((s) => s.get('place'));
  /** @type {Object<string, boolean>} */
  const inCity = {};
  for (const p of e.app.findRecordsByIds('places', savedIds)) if (p.get('city') === city.id) inCity[p.id] = true;
  const savedInCity = savedIds.filter((id) => inCity[id]);
  /** @type {Object<string, boolean>} */
  const readable = {};
  for (const id of access.readablePlaceIds(e.app, access.loadCaller(e.app, access.callerId(e)), city.id)) readable[id] = true;
  const bookmarked = placeViews(
    e.app,
    savedInCity.filter((id) => readable[id]),
    access.callerId(e),
  );
  /** @type {Object<string, boolean>} */
  const cityTastemakers = {};
  for (const link of e.app.findRecordsByFilter('city_tastemakers', 'city = {:c}', '', 0, 0, { c: city.id }))
    cityTastemakers[link.get('tastemaker')] = true;
  const { hasTastemakerAccess } = access.policy();
  const now = new Date();
  const following = access
    .loadCaller(e.app, userId)
    .entitlements.filter((terms) => hasTastemakerAccess(terms, now))
    .map((terms) => terms.tastemaker)
    .filter((id) => cityTastemakers[id]);
  /** @type {Object<string, string>} */
  const earned = {};
  for (const b of e.app.findRecordsByFilter('user_badges', 'user = {:u}', '', 0, 0, { u: userId }))
    earned[b.get('badge')] = b.get('earned_at').string();
  const badges = e.app
    .findAllRecords('badges')
    .map((b) => ({
      id: b.id,
      name: b.get('name'),
      description: b.get('description'),
      icon: b.get('icon'),
      criteria_type: b.get('criteria_type'),
      criteria_count: b.get('criteria_count'),
      earnedAt: earned[b.id] || null,
    }))
    .sort(
      (a, b) =>
        (a.criteria_type === 'city_unlock' ? 0 : 1) - (b.criteria_type === 'city_unlock' ? 0 : 1) ||
        (b.earnedAt ? 1 : 0) - (a.earnedAt ? 1 : 0) ||
        a.criteria_count - b.criteria_count,
    );
  return e.json(200, {
    user: { id: profile.id, name: profile.get('name') || 'Traveller', username: profile.get('username') },
    city: {
      id: city.id,
      slug: city.get('slug'),
      name: city.get('name'),
      country: city.get('country'),
      image: city.get('image'),
      photo: city.get('photo'),
    },
    counts: { bookmarked: savedInCity.length, following: following.length, badges: Object.keys(earned).length },
    badges,
    followedTastemakers: e.app.findRecordsByIds('tastemakers', following).map(tastemakerCard),
    bookmarkedPlaces: bookmarked,
    hiddenBookmarks: savedInCity.length - bookmarked.length,
  });
}

/**
 * GET /api/app/places/{id}?collection={id}: one place for a device that does
 * not hold it: one the caller may read, or one a public collection they opened
 * shares with them. Anything else is 'Place not found', whether or not it exists.
 * @param {core.RequestEvent} e
 */
function placeDetail(e) {
  const placeId = e.request.pathValue('id');
  const viewer = access.loadCaller(e.app, access.callerId(e));
  let readable = access.mayReadPlace(e.app, viewer, placeId);
  const collectionId = String(e.request.url.query().get('collection') || '');
  if (!readable && collectionId) {
    const collection = findOrNull(e.app, 'collections', collectionId);
    const place = findOrNull(e.app, 'places', placeId);
    const inIt =
      collection &&
      place &&
      collection.get('is_public') &&
      e.app.findRecordsByFilter('collection_places', 'collection = {:c} && place = {:p}', '', 1, 0, { c: collection.id, p: placeId })
        .length > 0;
    const city = inIt ? access.allCities(e.app).filter((c) => c.id === place.get('city'))[0] : undefined;
    readable = !!inIt && access.policy().sharedPlaceReadable(viewer, collection.get('user'), city);
  }
  const view = readable ? placeViews(e.app, [placeId], access.callerId(e))[0] : undefined;
  if (!view) throw new NotFoundError('Place not found');
  return e.json(200, view);
}

module.exports = { placeViews, sharedCollection, cityProfile, placeDetail };
