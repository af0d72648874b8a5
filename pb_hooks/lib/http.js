// Request helpers for the /api/app/ routes: who is calling, what they sent.
// Every failure is thrown as an API error with a message meant for users.

/**
 * The request's JSON body, {} when there is none. Its size and shape are
 * bounded (lib/bounds.js: how deep it nests, how long its lists and texts
 * are; 400 otherwise), so a route may loop over what it holds; its values are
 * whatever the client sent: routes check each one before use.
 * @param {core.RequestEvent} e
 * @returns {Object<string, any>}
 */
function body(e) {
  const value = e.requestInfo().body || {};
  require(`${__hooks}/lib/bounds.js`).checkShape(value);
  return value;
}

/**
 * The signed-in account, or 401.
 * @param {core.RequestEvent} e
 * @returns {core.Record}
 */
function requireUser(e) {
  if (!e.auth || e.auth.collection().name !== 'users') throw new UnauthorizedError('Please sign in first.');
  return e.auth;
}

/** @param {CoreApp} app @param {string} userId @param {string} role */
function hasRole(app, userId, role) {
  try {
    app.findFirstRecordByFilter('user_roles', 'user = {:user} && role = {:role}', { user: userId, role });
    return true;
  } catch (_) {
    return false;
  }
}

/**
 * The signed-in admin, or 401/403.
 * @param {core.RequestEvent} e
 * @returns {core.Record}
 */
function requireAdmin(e) {
  const user = requireUser(e);
  if (!hasRole(e.app, user.id, 'admin')) throw new ForbiddenError('Only admins can do this.');
  return user;
}

/**
 * A required id-like string from the body, or 400 with `message`.
 * @param {unknown} value @param {string} message
 * @returns {string}
 */
function requireId(value, message) {
  const id = typeof value === 'string' ? value.trim() : '';
  if (!/^[a-z0-9]{15}$/.test(id)) throw new BadRequestError(message);
  return id;
}

/** @param {CoreApp} app @param {string} collection @param {string} id @returns {core.Record | null} */
function findOrNull(app, collection, id) {
  try {
    return app.findRecordById(collection, id);
  } catch (_) {
    return null;
  }
}

function nowString() {
  return new DateTime().string();
}

/**
 * Whether a save failed on a unique index (a concurrent duplicate). Go errors
 * reach JS as objects whose `value` is the Go error.
 * @param {any} error
 */
function isUniqueViolation(error) {
  const text = String(error && (error.value || error.message || error));
  return /UNIQUE constraint failed|validation_not_unique|Value must be unique/i.test(text);
}

module.exports = { body, requireUser, requireAdmin, hasRole, requireId, findOrNull, nowString, isUniqueViolation };
