// A request that presents a session the server no longer accepts (expired,
// signed out elsewhere) gets 401 instead of being served as a visitor, so a
// device can tell "sign in again" from "this write is not allowed" and keeps
// its offline writes instead of failing them. A session of an account that
// was deleted (lib/account_data.js) gets 401 with the code `account_deleted`:
// its device then clears what it holds of the account.

/**
 * Whether `token` names a users account that no longer exists. The token is read without checking its
 * signature (only the deleted account's key could): a forged one learns whether an id is an account, which
 * a public profile's address tells anyway, and gets nothing else.
 * @param {core.RequestEvent} e @param {string} token
 */
function namesDeletedAccount(e, token) {
  /** @type {Object<string, unknown>} */
  let claims;
  try {
    claims = $security.parseUnverifiedJWT(token);
  } catch (_) {
    return false;
  }
  if (claims.type !== 'auth' || typeof claims.id !== 'string' || !claims.id) return false;
  if (claims.collectionId !== e.app.findCollectionByNameOrId('users').id) return false;
  try {
    e.app.findRecordById('users', claims.id);
    return false;
  } catch (_) {
    return true;
  }
}

/**
 * For an API request whose Authorization header names no valid session: throws 401, or answers 401
 * `account_deleted` when its account was deleted. Returns whether it answered; the request goes on when not.
 * @param {core.RequestEvent} e
 * @returns {boolean}
 */
function rejectStaleSession(e) {
  const path = e.request.url.path;
  if (e.auth || !path.startsWith('/api/') || path.startsWith('/api/realtime')) return false;
  const header = String(e.request.header.get('Authorization') || '');
  if (!header) return false;
  // Signing in (or asking for a reset) with a stale token still attached must work.
  if (/^\/api\/collections\/[^/]+\/(auth-with-|auth-methods|request-|confirm-)/.test(path)) return false;
  if (namesDeletedAccount(e, header.replace(/^Bearer\s+/i, ''))) {
    const { ACCOUNT_DELETED } = require(`${__hooks}/lib/generated/account-data.js`);
    e.json(401, { status: 401, code: ACCOUNT_DELETED.code, message: ACCOUNT_DELETED.message, data: {} });
    return true;
  }
  throw new UnauthorizedError('Your session has expired. Please sign in again.');
}

module.exports = { rejectStaleSession };
