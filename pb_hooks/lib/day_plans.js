// Day plans (issue 34 §2): what the server checks of a plan a device writes,
// and the read-only view of a plan shared by its token.
//
// The rules are src/domain/day-plans.ts, compiled into lib/generated/day-plans.js.
// The shared view shows a stop only when the reader may read that place under
// the access policy (lib/access.js); any other stop is a locked card naming
// the tastemakers who pick it, never the place. The plan's start is shown
// only as far as it tells nothing the reader may not know: a readable place,
// or the kind of start without its position (the owner's hotel stays theirs).
const { findOrNull } = require(`${__hooks}/lib/http.js`);

function rules() {
  return require(`${__hooks}/lib/generated/day-plans.js`);
}

/** A JSON field's value, undefined when empty or unreadable. @param {core.Record} record @param {string} field */
function jsonOf(record, field) {
  try {
    const text = record.getString(field);
    return text ? JSON.parse(text) : undefined;
  } catch (_) {
    return undefined;
  }
}

/**
 * onRecordCreateRequest / onRecordUpdateRequest for day_plans: the plan as it
 * would be saved must be one the device would write; its name is trimmed.
 * @param {RecordRequestEvent} e
 */
function checkPlan(e) {
  const r = e.record;
  const fields = {
    name: r.getString('name'),
    day: r.getString('day'),
    start_time: r.getString('start_time'),
    start: jsonOf(r, 'start'),
    stops: jsonOf(r, 'stops'),
    share_token: r.getString('share_token'),
  };
  const checked = rules().checkPlanFields(fields);
  if (!checked.ok)
    throw new BadRequestError(checked.message, { [checked.field]: new ValidationError('validation_invalid_value', checked.message) });
  r.set('name', fields.name.trim());
}

/** @param {core.Record} t */
function pickerOf(t) {
  return { name: t.getString('name'), title: t.getString('title'), slug: t.getString('slug') };
}

/**
 * GET /api/app/plans/shared/{token}: a shared plan, read-only, for whoever
 * holds its link (signed in or not). 404 for a token that matches no plan,
 * whatever its shape, so a revoked link and a forged one answer alike.
 * @param {core.RequestEvent} e
 */
function sharedPlan(e) {
  const token = e.request.pathValue('token');
  if (!rules().isShareToken(token)) throw new NotFoundError('Plan not found');
  const found = e.app.findRecordsByFilter('day_plans', 'share_token = {:t}', '', 1, 0, { t: token });
  const plan = found.length ? found[0] : null;
  if (!plan) throw new NotFoundError('Plan not found');
  const access = require(`${__hooks}/lib/access.js`);
  const { placeViews } = require(`${__hooks}/lib/public_views.js`);
  const viewerId = access.callerId(e);
  const viewer = access.loadCaller(e.app, viewerId);
  const stops = rules().readPlanStops(jsonOf(plan, 'stops'));
  const start = rules().readPlanStart(jsonOf(plan, 'start'));
  const startPlace = start && start.kind === 'place' && start.place ? [start.place] : [];
  /** @type {Object<string, boolean>} */
  const readable = {};
  for (const id of access.readableAmong(e.app, viewer, stops.concat(startPlace))) readable[id] = true;
  /** @type {Object<string, any>} */
  const views = {};
  for (const view of placeViews(
    e.app,
    stops.filter((/** @type {string} */ id) => readable[id]),
    viewerId,
  ))
    views[view.id] = view;

  // Who picks each locked stop: tastemakers the reader may see, never the place.
  const locked = stops.filter((/** @type {string} */ id) => !views[id]);
  /** @type {Object<string, Array<{ name: string, title: string, slug: string }>>} */
  const pickers = {};
  if (locked.length) {
    const { tastemakerVisible } = access.policy();
    /** @type {Object<string, string>} */
    const params = {};
    locked.forEach((/** @type {string} */ id, /** @type {number} */ i) => (params[`p${i}`] = id));
    const filter = Object.keys(params)
      .map((key) => `place = {:${key}}`)
      .join(' || ');
    const links = e.app.findRecordsByFilter('tastemaker_places', filter, '', 0, 0, params);
    /** @type {Object<string, core.Record>} */
    const tastemakers = {};
    for (const t of e.app.findRecordsByIds(
      'tastemakers',
      links.map((l) => l.getString('tastemaker')),
    ))
      if (tastemakerVisible({ status: t.getString('status'), user: t.getString('user') }, viewerId)) tastemakers[t.id] = t;
    for (const link of links) {
      const t = tastemakers[link.getString('tastemaker')];
      if (t) (pickers[link.getString('place')] = pickers[link.getString('place')] || []).push(pickerOf(t));
    }
  }

  const owner = findOrNull(e.app, 'profiles', plan.getString('user'));
  const startKnown = start && start.kind === 'place' && start.place && readable[start.place];
  return e.json(200, {
    plan: {
      id: plan.id,
      name: plan.getString('name'),
      city: plan.getString('city'),
      day: plan.getString('day'),
      start_time: plan.getString('start_time'),
      updated: plan.get('updated').string(),
    },
    owner: { name: (owner && owner.getString('name')) || 'A traveller' },
    start: start
      ? startKnown
        ? { kind: 'place', label: start.label, latitude: start.latitude, longitude: start.longitude, place: start.place }
        : { kind: start.kind, label: '' }
      : null,
    stops: stops.map((/** @type {string} */ id) => (views[id] ? { place: views[id] } : { locked: true, pickedBy: pickers[id] || [] })),
  });
}

module.exports = { checkPlan, sharedPlan };
