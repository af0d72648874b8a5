// POST /api/app/chat {query, cityId, tastemakerId?, history?, near?} -> {message, places, source}
//
// Builds the context (the city, the chosen guide's persona, the city's places
// that match the question) and asks the configured provider: any
// OpenAI-compatible chat-completions endpoint (TASTEMAP_AI_BASE_URL,
// TASTEMAP_AI_API_KEY, TASTEMAP_AI_MODEL, TASTEMAP_AI_TIMEOUT_MS; a local
// Ollama works the same way). With none configured, the embedded recommender
// (src/domain/recommender, compiled into lib/generated) answers. Either way the
// places returned are real records of that city that the user may read (the
// access policy, lib/access.js). `near` ({position?, area?}) says where "near me"
// measures from; a position that is not one (or not in the city) is ignored, and
// without one the area chosen last or the city centre is used. The provider key is only ever put in the
// request header: never in an answer, an error or a log.
const { body, requireUser, requireId, findOrNull } = require(`${__hooks}/lib/http.js`);
const { placeViews } = require(`${__hooks}/lib/public_views.js`);

/** @typedef {import('../../src/domain/policy/access').Caller} Caller */
/** @typedef {import('../../src/domain/recommender/index').RecommendablePlace} RecommendablePlace */
/** @typedef {typeof import('../../src/domain/recommender/index').rankPlaces} RankPlaces */
/** @typedef {ReturnType<typeof persona>} Persona */
/** @typedef {NonNullable<ReturnType<typeof providerConfig>>} ProviderConfig */
/** @typedef {keyof typeof ERRORS} Failure */

const CANDIDATES = 20;
const RATE_LIMIT = 20;
const RATE_WINDOW_MS = 60000;

const ERRORS = {
  rate: { status: 429, title: 'Too many requests', message: 'Please wait a moment and try again.' },
  credits: { status: 503, title: 'Service temporarily unavailable', message: 'Please try again later.' },
  failed: { status: 502, title: 'Failed to get recommendations', message: 'Failed to get recommendations. Please try again.' },
};

/** @param {core.RequestEvent} e @param {Failure} kind */
function fail(e, kind) {
  const error = ERRORS[kind];
  return e.json(error.status, { code: kind, title: error.title, message: error.message });
}

/**
 * At most RATE_LIMIT questions a minute per user, shared by every hook runtime.
 * @param {CoreApp} app @param {string} userId
 */
function overRateLimit(app, userId) {
  const key = `chat-rate:${userId}`;
  const now = Date.now();
  const entry = app.store().get(key);
  if (!entry || now - entry.start > RATE_WINDOW_MS) {
    app.store().set(key, { start: now, count: 1 });
    return false;
  }
  app.store().set(key, { start: entry.start, count: entry.count + 1 });
  return entry.count + 1 > RATE_LIMIT;
}

/**
 * The guide the user chose (or the city's local guide), if they may use it in this city.
 * @param {CoreApp} app @param {core.Record} city @param {Caller} caller @param {string} tastemakerId
 */
function guideFor(app, city, caller, tastemakerId) {
  const access = require(`${__hooks}/lib/access.js`);
  const id = tastemakerId || city.get('featured_tastemaker');
  const guide = id ? access.visibleTastemaker(app, id, caller.userId) : null;
  if (!guide) throw new NotFoundError('Guide not found');
  if (!app.findRecordsByFilter('city_tastemakers', 'city = {:c} && tastemaker = {:t}', '', 1, 0, { c: city.id, t: guide.id }).length) {
    throw new ForbiddenError('This guide does not cover this city.');
  }
  const { accessibleTastemakers, isAdmin } = access.policy();
  // Spec §6: tour guides, plus the tastemakers the user has access to.
  if (!guide.get('is_tour_guide') && !isAdmin(caller) && !accessibleTastemakers(caller, new Date()).has(guide.id)) {
    throw new ForbiddenError('Subscribe to this tastemaker to chat with their guide.');
  }
  return guide;
}

/**
 * A JSON field reads back as raw bytes in hooks: parse its text.
 * @param {core.Record} record @param {string} field
 * @returns {string[]}
 */
function jsonList(record, field) {
  try {
    const value = JSON.parse(record.getString(field) || '[]');
    return Array.isArray(value) ? value.map(String) : [];
  } catch (_) {
    return [];
  }
}

/** @param {core.Record} guide */
function persona(guide) {
  return {
    id: guide.id,
    name: guide.get('name'),
    title: guide.get('title'),
    bio: guide.get('bio'),
    is_tour_guide: guide.get('is_tour_guide'),
    specialties: jsonList(guide, 'specialties'),
    chat_context: guide.get('chat_context'),
  };
}

/**
 * Places to offer the model: those that fit best, then the next best of what
 * is left, and so on, so it has enough to choose from.
 * @param {RankPlaces} rankPlaces @param {string} query @param {RecommendablePlace[]} places @param {Persona} guide
 * @param {string[]} earlier the conversation's earlier questions, oldest first
 * @param {import('../../src/domain/geo').ReferencePoint | null} here where "near me" measures from
 */
function topCandidates(rankPlaces, query, places, guide, earlier, here) {
  /** @type {RecommendablePlace[]} */
  const picked = [];
  /** @type {Object<string, boolean>} */
  const taken = {};
  let left = places;
  while (picked.length < CANDIDATES && left.length) {
    const round = rankPlaces(query, left, guide, earlier, here).ranked.map((r) => /** @type {RecommendablePlace} */ (r.place));
    if (!round.length) break;
    for (const place of round) {
      if (picked.length >= CANDIDATES) break;
      picked.push(place);
      taken[place.id] = true;
    }
    left = left.filter((p) => !taken[p.id]);
  }
  return picked;
}

/**
 * The city's places the user may read, in the recommender's shape.
 * @param {CoreApp} app @param {Caller} caller @param {string} cityId
 * @returns {RecommendablePlace[]}
 */
function recommendable(app, caller, cityId) {
  const views = placeViews(app, require(`${__hooks}/lib/access.js`).readablePlaceIds(app, caller, cityId), caller.userId);
  return views.map(require(`${__hooks}/lib/generated/recommender.js`).toRecommendable);
}

/**
 * What the free tier may be told of the city's places it cannot read (the recommender counts
 * them and names their tastemaker, never the places): those places, and the city's tastemakers
 * the caller does not follow. Empty when the caller reads every place.
 * @param {CoreApp} app @param {Caller} caller @param {string} cityId @param {RecommendablePlace[]} readable
 * @returns {import('../../src/domain/recommender/index').LockedPicks}
 */
function lockedPicks(app, caller, cityId, readable) {
  /** @type {Object<string, boolean>} */
  const open = {};
  for (const p of readable) open[p.id] = true;
  const ids = app
    .findRecordsByFilter('places', 'city = {:c}', '', 0, 0, { c: cityId })
    .map((r) => r.id)
    .filter((id) => !open[id]);
  if (!ids.length) return { places: [], tastemakers: [] };
  const access = require(`${__hooks}/lib/access.js`);
  const followed = access.policy().accessibleTastemakers(caller, new Date());
  const links = app.findRecordsByFilter('city_tastemakers', 'city = {:c}', '', 0, 0, { c: cityId });
  const tastemakers = app
    .findRecordsByIds(
      'tastemakers',
      links.map((l) => l.getString('tastemaker')),
    )
    .filter((t) => !followed.has(t.id) && !t.get('is_tour_guide') && access.visibleTastemaker(app, t.id, caller.userId))
    .map((t) => ({ id: t.id, name: t.getString('name'), title: t.getString('title') }));
  if (!tastemakers.length) return { places: [], tastemakers: [] };
  const { toRecommendable } = require(`${__hooks}/lib/generated/recommender.js`);
  return { places: placeViews(app, ids, caller.userId).map(toRecommendable), tastemakers };
}

function providerConfig() {
  const baseUrl = String($os.getenv('TASTEMAP_AI_BASE_URL') || '').replace(/\/+$/, '');
  const model = String($os.getenv('TASTEMAP_AI_MODEL') || '');
  if (!baseUrl || !model) return null;
  const timeoutMs = parseInt($os.getenv('TASTEMAP_AI_TIMEOUT_MS'), 10) || 20000;
  return {
    baseUrl,
    model,
    apiKey: String($os.getenv('TASTEMAP_AI_API_KEY') || ''),
    timeoutSeconds: Math.max(1, Math.ceil(timeoutMs / 1000)),
  };
}

/** @param {Persona} guide @param {core.Record} city */
function systemPrompt(guide, city) {
  return [
    `You are ${guide.name}, ${guide.title}, a local guide in ${city.get('name')}, ${city.get('country')}.`,
    guide.bio ? `About you: ${guide.bio}` : '',
    guide.chat_context ? `Your voice and tastes: ${guide.chat_context}` : '',
    guide.is_tour_guide
      ? 'You are the free local guide: friendly, practical, for first-time visitors.'
      : 'You are a tastemaker: recommend from your own taste.',
    'Recommend only places from the list the user message gives, by their id. Never invent places, addresses or opening hours.',
    'Pick 3 to 5 places and give one short reason for each. Keep the reply under 120 words.',
    'A place may come with its distance, which says where it is measured from (the user, an area they chose, or the city centre): when they ask for somewhere near, prefer the nearest and say how far it is in those words.',
    'Answer with a JSON object only: {"message": "<your reply in plain text>", "place_ids": ["<id>", ...]}.',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * @param {RecommendablePlace[]} candidates
 * @param {import('../../src/domain/geo').ReferencePoint | null} here where "near me" measures from
 */
function candidateLines(candidates, here) {
  const { distanceFromHere } = require(`${__hooks}/lib/generated/recommender.js`);
  return candidates
    .map((p) =>
      JSON.stringify({
        id: p.id,
        name: p.name,
        neighborhood: p.neighborhood,
        categories: p.categoryKeys,
        vibes: p.vibes,
        budget: p.budget,
        rating: p.rating,
        description: p.description,
        facets: p.facets || null,
        distance: distanceFromHere(p, here) || undefined,
      }),
    )
    .join('\n');
}

/**
 * Asks the configured model; returns {message, placeIds} or the kind of failure.
 * @param {ProviderConfig} config @param {Persona} guide @param {core.Record} city @param {string} query
 * @param {ReturnType<typeof readHistory>} history @param {RecommendablePlace[]} candidates
 * @param {import('../../src/domain/geo').ReferencePoint | null} here where "near me" measures from
 * @returns {{ failure: Failure } | { failure?: undefined, message: string, placeIds: string[] }}
 */
function askModel(config, guide, city, query, history, candidates, here) {
  const messages = [{ role: 'system', content: systemPrompt(guide, city) }];
  for (const turn of history) messages.push(turn);
  messages.push({
    role: 'user',
    content: `Question: ${query}\n\nPlaces you may recommend (one JSON object per line):\n${candidateLines(candidates, here)}`,
  });
  let response;
  try {
    response = $http.send({
      url: `${config.baseUrl}/chat/completions`,
      method: 'POST',
      headers: Object.assign(
        { 'Content-Type': 'application/json' },
        config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : /** @type {Object<string, string>} */ ({}),
      ),
      body: JSON.stringify({ model: config.model, messages, temperature: 0.4, response_format: { type: 'json_object' } }),
      timeout: config.timeoutSeconds,
    });
  } catch (_) {
    // Timeouts and refused connections; the error text may name the endpoint, never the key, but it is not logged either.
    return { failure: 'failed' };
  }
  const raw = toString(response.body);
  if (response.statusCode === 429 || /rate limit/i.test(raw)) return { failure: 'rate' };
  if (response.statusCode === 402 || /credits/i.test(raw)) return { failure: 'credits' };
  if (response.statusCode < 200 || response.statusCode >= 300) return { failure: 'failed' };
  try {
    const content = JSON.parse(raw).choices[0].message.content;
    const parsed = JSON.parse(String(content).replace(/^```(?:json)?\s*|\s*```$/g, ''));
    if (typeof parsed.message !== 'string' || !parsed.message.trim()) return { failure: 'failed' };
    const ids = Array.isArray(parsed.place_ids) ? parsed.place_ids.filter((/** @type {unknown} */ id) => typeof id === 'string') : [];
    return { message: parsed.message.trim().slice(0, 4000), placeIds: ids };
  } catch (_) {
    return { failure: 'failed' };
  }
}

/**
 * The earlier turns the client sent, as chat messages: at most MAX_HISTORY_TURNS, each checked.
 * @param {unknown} input
 * @returns {Array<{ role: 'user' | 'assistant', content: string }>}
 */
function readHistory(input) {
  if (!Array.isArray(input)) return [];
  const { MAX_HISTORY_TURNS } = require(`${__hooks}/lib/generated/chat.js`);
  return input
    .slice(-MAX_HISTORY_TURNS)
    .filter((t) => t && (t.role === 'user' || t.role === 'assistant') && typeof t.content === 'string')
    .map((t) => ({ role: t.role, content: t.content.slice(0, 2000) }));
}

/** @param {core.RequestEvent} e */
function handleChat(e) {
  const user = requireUser(e);
  const input = body(e);
  const query = typeof input.query === 'string' ? input.query.trim() : '';
  const problem = require(`${__hooks}/lib/generated/chat.js`).questionProblem(query);
  if (problem) throw new BadRequestError(problem);
  const city = findOrNull(e.app, 'cities', requireId(input.cityId, 'Choose a city.'));
  if (!city || city.get('status') !== 'live') throw new NotFoundError('City not found');
  const access = require(`${__hooks}/lib/access.js`);
  const caller = access.loadCaller(e.app, user.id);
  if (!access.mayOpenCity(e.app, caller, city.id)) throw new ForbiddenError('Unlock this city to chat with its guides.');
  const guide = persona(guideFor(e.app, city, caller, typeof input.tastemakerId === 'string' ? input.tastemakerId : ''));
  if (overRateLimit(e.app, user.id)) return fail(e, 'rate');

  const { recommendPlan, planAsked, lockedTeaser, rankPlaces, guideReferencePoint, readNearInput } = require(
    `${__hooks}/lib/generated/recommender.js`,
  );
  const places = recommendable(e.app, caller, city.id);
  const here = guideReferencePoint(
    readNearInput(input.near),
    { latitude: Number(city.get('latitude')), longitude: Number(city.get('longitude')) },
    places,
  );
  const history = readHistory(input.history);
  // Follow-ups ("something cheaper") read with the questions before them, as on the device.
  const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const config = providerConfig();
  const locked = lockedPicks(e.app, caller, city.id, places);
  // A day plan ("plan my Saturday in Seongsu") is the guide's own answer, model or not: the planner orders it (issue 34 §2).
  if (!config || planAsked(query)) {
    const answer = recommendPlan(query, places, guide, city.get('name'), earlier, here, locked);
    return e.json(200, {
      message: answer.message,
      places: placeViews(
        e.app,
        answer.places.map((p) => p.id),
        caller.userId,
      ),
      source: 'guide',
      ...(answer.plan ? { plan: answer.plan } : {}),
    });
  }
  const candidates = topCandidates(rankPlaces, query, places, guide, earlier, here);
  const reply = askModel(config, guide, city, query, history, candidates, here);
  if (reply.failure) return fail(e, reply.failure);
  // Only ids that are places of this city survive, whatever the model said.
  /** @type {Object<string, boolean>} */
  const inCity = {};
  for (const p of places) inCity[p.id] = true;
  const ids = reply.placeIds.filter((id, i, all) => inCity[id] && all.indexOf(id) === i).slice(0, 5);
  // The free tier hears whose picks fit better from the route, not the model, which never sees them.
  const teaser = lockedTeaser(query, places, guide, earlier, here, locked);
  const message = teaser ? `${teaser}\n${reply.message}` : reply.message;
  return e.json(200, { message, places: placeViews(e.app, ids, caller.userId), source: 'model' });
}

module.exports = { handleChat };
