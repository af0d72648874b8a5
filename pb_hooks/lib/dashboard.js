// A tastemaker's own curation: figures about it, their curated places (with
// a short note), places they add, and their public profile and chat persona.
// Only the tastemaker behind the account changes them, while they hold the
// role (an admin previewing the tastemaker view too), pending approval or
// not; what they may curate is their curation scope under the access policy
// (lib/access.js): the places they may read, the ones they added, their own
// picks, never other tastemakers' paid picks.
const { body, requireUser, requireId, hasRole, findOrNull, nowString } = require(`${__hooks}/lib/http.js`);
const access = require(`${__hooks}/lib/access.js`);

const DENIED = 'Access Denied - This page is only for Tastemaker accounts';

/** @param {core.RequestEvent} e @returns {core.Record} */
function ownTastemaker(e) {
  const user = requireUser(e);
  const admin = hasRole(e.app, user.id, 'admin');
  if (!admin && !hasRole(e.app, user.id, 'tastemaker')) throw new ForbiddenError(DENIED);
  try {
    return e.app.findFirstRecordByFilter('tastemakers', 'user = {:user}', { user: user.id });
  } catch (_) {
    // Admins previewing the tastemaker view get a tastemaker record on first use.
    if (admin) return require(`${__hooks}/lib/accounts.js`).ensureTastemakerFor(e.app, user.id);
    throw new ForbiddenError(DENIED);
  }
}

/** GET /api/app/tastemaker/stats: the caller's figures; subscribers are other users' rows, so only counts leave. @param {core.RequestEvent} e */
function tastemakerStats(e) {
  const user = requireUser(e);
  let tastemaker;
  try {
    tastemaker = e.app.findFirstRecordByFilter('tastemakers', 'user = {:user}', { user: user.id });
  } catch (_) {
    throw new NotFoundError('You are not a tastemaker yet.');
  }
  const places = e.app.findRecordsByFilter('tastemaker_places', 'tastemaker = {:tm}', '', 0, 0, { tm: tastemaker.id });
  return e.json(200, {
    tastemakerId: tastemaker.id,
    activeSubscribers: access.countWithAccess(e.app, tastemaker.id),
    placesCurated: places.length,
    followers: tastemaker.get('followers'),
  });
}

/** @param {CoreApp} app @param {string} collection @param {Object<string, unknown>} data */
function insert(app, collection, data) {
  const record = new Record(app.findCollectionByNameOrId(collection));
  for (const key of Object.keys(data)) record.set(key, data[key]);
  app.save(record);
  return record;
}

/**
 * Records a pick, with its recommendation and feed item, in one transaction.
 * @param {CoreApp} tx @param {core.Record} tastemaker @param {core.Record} place @param {string} note
 * @returns {core.Record}
 */
function recordPick(tx, tastemaker, place, note) {
  const city = place.getString('city');
  const link = insert(tx, 'tastemaker_places', { tastemaker: tastemaker.id, place: place.id, city, note });
  access.touchPlaceContent(tx, place.id);
  insert(tx, 'recommendations', { place: place.id, city, tastemaker: tastemaker.id, recommended_at: nowString() });
  insert(tx, 'activity_feed', {
    city,
    tastemaker: tastemaker.id,
    place: place.id,
    activity_type: note ? 'note_posted' : 'place_added',
    content: note || `${tastemaker.get('name')} added ${place.get('name')} to their picks.`,
    happened_at: nowString(),
  });
  return link;
}

/** @param {unknown} value */
function checkedNote(value) {
  const note = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : null;
  if (note === null) throw new BadRequestError('A note must be text.');
  if (note.length > 500) throw new BadRequestError('Notes can be at most 500 characters.');
  return note;
}

/** The caller as the policy sees them, and whether they curate in a city (a tastemaker record linked to it). @param {CoreApp} app @param {core.Record} tastemaker */
function curator(app, tastemaker) {
  const caller = access.loadCaller(app, tastemaker.getString('user'));
  const links = access.cityLinks(app);
  return { caller, curatesIn: (/** @type {string} */ cityId) => access.policy().mayCurateIn(caller, cityId, links) };
}

/**
 * POST /api/app/tastemaker/places {placeId, note}: recommends a place from the
 * tastemaker's curation scope (the places they may read, the places they
 * added, their own picks) in one of their cities. A place outside that scope
 * answers exactly as one that does not exist.
 * @param {core.RequestEvent} e
 */
function addPlace(e) {
  const tastemaker = ownTastemaker(e);
  const input = body(e);
  const note = checkedNote(input.note);
  const placeId = requireId(input.placeId, 'Choose a place.');
  const { caller, curatesIn } = curator(e.app, tastemaker);
  const place = access.mayReadPlace(e.app, caller, placeId) ? findOrNull(e.app, 'places', placeId) : null;
  if (!place) throw new NotFoundError('Place not found');
  if (!curatesIn(place.getString('city'))) throw new BadRequestError('You can only curate places in your own cities.');
  if (
    e.app.findRecordsByFilter('tastemaker_places', 'tastemaker = {:t} && place = {:p}', '', 1, 0, { t: tastemaker.id, p: place.id }).length
  ) {
    throw new BadRequestError('This place is already in your list.');
  }
  /** @type {core.Record | undefined} */
  let link;
  e.app.runInTransaction((tx) => {
    link = recordPick(tx, tastemaker, place, note);
  });
  // runInTransaction has run the callback (or thrown): link is set.
  return e.json(200, { id: /** @type {core.Record} */ (link).id, place: place.id, note });
}

/**
 * POST /api/app/tastemaker/places/new {cityId, name, neighborhood, address, description, category, budget,
 * latitude, longitude, note}: a place the catalog lacks, added by the tastemaker (`added_by`) and picked by
 * them. It is new to everyone else: only the tastemaker's followers read it, through the pick.
 * @param {core.RequestEvent} e
 */
function createPlace(e) {
  const tastemaker = ownTastemaker(e);
  const input = body(e);
  const cityId = requireId(input.cityId, 'Choose one of your cities.');
  const { curatesIn } = curator(e.app, tastemaker);
  const city = curatesIn(cityId) ? findOrNull(e.app, 'cities', cityId) : null;
  if (!city) throw new BadRequestError('You can only add places to your own cities.');
  const { checkNewPlace, placeSlug } = require(`${__hooks}/lib/generated/curation.js`);
  const checked = checkNewPlace(input, {
    name: city.getString('name'),
    latitude: city.getFloat('latitude'),
    longitude: city.getFloat('longitude'),
  });
  if (!checked.ok) throw new BadRequestError(checked.message);
  const place = checked.value;
  let category;
  try {
    category = e.app.findFirstRecordByData('place_categories', 'key', place.category);
  } catch (_) {
    throw new BadRequestError('Choose a category.');
  }
  /** @type {core.Record | undefined} */
  let created;
  /** @type {core.Record | undefined} */
  let link;
  e.app.runInTransaction((tx) => {
    const base = placeSlug(place.name);
    let slug = base;
    while (tx.findRecordsByFilter('places', 'city = {:city} && slug = {:slug}', '', 1, 0, { city: city.id, slug }).length) {
      slug = `${base.slice(0, 72)}-${$security.randomStringWithAlphabet(6, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
    }
    created = insert(tx, 'places', {
      city: city.id,
      slug,
      name: place.name,
      neighborhood: place.neighborhood,
      address: place.address,
      description: place.description,
      categories: [category.id],
      budget: place.budget,
      latitude: place.position ? place.position.latitude : 0,
      longitude: place.position ? place.position.longitude : 0,
      image: '/images/placeholder.svg',
      added_by: tastemaker.id,
    });
    link = recordPick(tx, tastemaker, created, place.note);
  });
  const record = /** @type {core.Record} */ (created);
  return e.json(200, { id: /** @type {core.Record} */ (link).id, place: record.id, note: place.note });
}

/** @param {core.RequestEvent} e */
function ownLink(e) {
  const tastemaker = ownTastemaker(e);
  const placeId = e.request.pathValue('placeId');
  try {
    return e.app.findFirstRecordByFilter('tastemaker_places', 'tastemaker = {:t} && place = {:p}', { t: tastemaker.id, p: placeId });
  } catch (_) {
    throw new NotFoundError('This place is not in your list.');
  }
}

/** POST /api/app/tastemaker/places/{placeId}/note {note}: the tastemaker's short note on a place. @param {core.RequestEvent} e */
function updateNote(e) {
  const link = ownLink(e);
  const note = checkedNote(body(e).note);
  link.set('note', note);
  e.app.save(link);
  return e.json(200, { place: link.get('place'), note });
}

/** POST /api/app/tastemaker/places/{placeId}/remove: takes a place off the tastemaker's list. @param {core.RequestEvent} e */
function removePlace(e) {
  const link = ownLink(e);
  e.app.delete(link);
  return e.json(200, { removed: link.get('place') });
}

/**
 * POST /api/app/places/{placeId}/details {hours, phone, website}: a place's opening hours, phone and
 * website, each optional ('' clears one). An admin sets them for any place; a tastemaker for a place in
 * their curation scope in one of their cities (as addPlace: one outside it answers as one that does not
 * exist). Checked by src/domain/place-details.ts: a bad value is refused with its reason and nothing
 * changes. The save moves the place's `updated`, so every device that reads it gets them at its next sync.
 * @param {core.RequestEvent} e
 */
function updatePlaceDetails(e) {
  const user = requireUser(e);
  const placeId = e.request.pathValue('placeId');
  /** @type {core.Record | null} */
  let place;
  if (hasRole(e.app, user.id, 'admin')) place = findOrNull(e.app, 'places', placeId);
  else {
    const { caller, curatesIn } = curator(e.app, ownTastemaker(e));
    place = access.mayReadPlace(e.app, caller, placeId) ? findOrNull(e.app, 'places', placeId) : null;
    if (place && !curatesIn(place.getString('city'))) place = null;
  }
  if (!place) throw new NotFoundError('Place not found');
  const { checkPlaceDetails } = require(`${__hooks}/lib/generated/place-details.js`);
  const checked = checkPlaceDetails(body(e));
  if (!checked.ok) throw new BadRequestError(checked.message);
  const details = /** @type {Object<string, string>} */ (checked.value);
  for (const field of Object.keys(details)) place.set(field, details[field]);
  e.app.save(place);
  return e.json(200, {
    id: place.id,
    hours: place.getString('hours'),
    phone: place.getString('phone'),
    website: place.getString('website'),
  });
}

/**
 * POST /api/app/tastemaker/profile {title, bio, specialties, chat_context}: the tastemaker's public profile and
 * guide persona. Only text within bounds (src/domain/curation.ts); anything else is refused and nothing changes.
 * @param {core.RequestEvent} e
 */
function updateProfile(e) {
  const tastemaker = ownTastemaker(e);
  const { checkTastemakerProfile } = require(`${__hooks}/lib/generated/curation.js`);
  const checked = checkTastemakerProfile(body(e));
  if (!checked.ok) throw new BadRequestError(checked.message);
  const fields = /** @type {Object<string, unknown>} */ (checked.value);
  for (const field of Object.keys(fields)) tastemaker.set(field, fields[field]);
  e.app.save(tastemaker);
  return e.json(200, { id: tastemaker.id });
}

module.exports = { tastemakerStats, addPlace, createPlace, updateNote, removePlace, updatePlaceDetails, updateProfile };
