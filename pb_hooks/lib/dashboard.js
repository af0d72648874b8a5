// A tastemaker's own curation: figures about it, their curated places (with
// a short note), and their public profile and chat persona. Only the
// tastemaker behind the account changes them, while they hold the role (an
// admin previewing the tastemaker view too); what they may curate is the
// access policy's (lib/access.js).
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

/** POST /api/app/tastemaker/places {placeId, note}: recommends a place of one of the tastemaker's cities. @param {core.RequestEvent} e */
function addPlace(e) {
  const tastemaker = ownTastemaker(e);
  const input = body(e);
  const place = findOrNull(e.app, 'places', requireId(input.placeId, 'Choose a place.'));
  if (!place) throw new NotFoundError('Place not found');
  const note = String(input.note || '').trim();
  if (note.length > 500) throw new BadRequestError('Notes can be at most 500 characters.');
  const city = place.get('city');
  if (!access.policy().mayCurate(access.loadCaller(e.app, tastemaker.get('user')), city, access.cityLinks(e.app))) {
    throw new BadRequestError('You can only curate places in your own cities.');
  }
  if (
    e.app.findRecordsByFilter('tastemaker_places', 'tastemaker = {:t} && place = {:p}', '', 1, 0, { t: tastemaker.id, p: place.id }).length
  ) {
    throw new BadRequestError('This place is already in your list.');
  }
  /** @type {core.Record | undefined} */
  let link;
  e.app.runInTransaction((tx) => {
    link = insert(tx, 'tastemaker_places', { tastemaker: tastemaker.id, place: place.id, city, note });
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
  });
  // runInTransaction has run the callback (or thrown): link is set.
  return e.json(200, { id: /** @type {core.Record} */ (link).id, place: place.id, note });
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
  const note = String(body(e).note || '').trim();
  if (note.length > 500) throw new BadRequestError('Notes can be at most 500 characters.');
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

/** POST /api/app/tastemaker/profile {title, bio, specialties, chat_context}: the tastemaker's public profile and guide persona. @param {core.RequestEvent} e */
function updateProfile(e) {
  const tastemaker = ownTastemaker(e);
  const input = body(e);
  const text = (/** @type {unknown} */ value, /** @type {number} */ max, /** @type {string} */ label) => {
    const s = String(value === undefined ? '' : value).trim();
    if (s.length > max) throw new BadRequestError(`${label} can be at most ${max} characters.`);
    return s;
  };
  if (input.title !== undefined) tastemaker.set('title', text(input.title, 150, 'The title'));
  if (input.bio !== undefined) tastemaker.set('bio', text(input.bio, 2000, 'The bio'));
  if (input.chat_context !== undefined) tastemaker.set('chat_context', text(input.chat_context, 4000, 'The guide persona'));
  if (input.specialties !== undefined) {
    if (!Array.isArray(input.specialties) || input.specialties.length > 8) throw new BadRequestError('Give up to 8 specialties.');
    tastemaker.set(
      'specialties',
      input.specialties.map((/** @type {unknown} */ s) => text(s, 40, 'A specialty')).filter((s) => s),
    );
  }
  e.app.save(tastemaker);
  return e.json(200, { id: tastemaker.id });
}

module.exports = { tastemakerStats, addPlace, updateNote, removePlace, updateProfile };
