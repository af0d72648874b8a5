// Request helpers for the /api/app/ routes: who is calling, what they sent.
// Every failure is thrown as an API error with a message meant for users.

function body(e) {
  const info = e.requestInfo();
  return info.body || {};
}

/** The signed-in account, or 401. */
function requireUser(e) {
  if (!e.auth || e.auth.collection().name !== 'users') throw new UnauthorizedError('Please sign in first.');
  return e.auth;
}

function hasRole(app, userId, role) {
  try {
    app.findFirstRecordByFilter('user_roles', 'user = {:user} && role = {:role}', { user: userId, role });
    return true;
  } catch (_) {
    return false;
  }
}

/** The signed-in admin, or 401/403. */
function requireAdmin(e) {
  const user = requireUser(e);
  if (!hasRole(e.app, user.id, 'admin')) throw new ForbiddenError('Only admins can do this.');
  return user;
}

/** A required id-like string from the body, or 400 with `message`. */
function requireId(value, message) {
  const id = typeof value === 'string' ? value.trim() : '';
  if (!/^[a-z0-9]{15}$/.test(id)) throw new BadRequestError(message);
  return id;
}

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

/** Whether a save failed on a unique index (a concurrent duplicate). */
function isUniqueViolation(error) {
  const text = String(error && (error.value || error.message || error));
  return /UNIQUE constraint failed|validation_not_unique|Value must be unique/i.test(text);
}

module.exports = { body, requireUser, requireAdmin, hasRole, requireId, findOrNull, nowString, isUniqueViolation };
