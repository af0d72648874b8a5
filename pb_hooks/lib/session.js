// A request that presents a session the server no longer accepts (expired,
// signed out elsewhere) gets 401 instead of being served as a visitor, so a
// device can tell "sign in again" from "this write is not allowed" and keeps
// its offline writes instead of failing them.

/** Throws 401 for an API request whose Authorization header names no valid session. @param {core.RequestEvent} e */
function rejectStaleSession(e) {
  const path = e.request.url.path;
  if (e.auth || !path.startsWith('/api/') || path.startsWith('/api/realtime')) return;
  if (!e.request.header.get('Authorization')) return;
  // Signing in (or asking for a reset) with a stale token still attached must work.
  if (/^\/api\/collections\/[^/]+\/(auth-with-|auth-methods|request-|confirm-)/.test(path)) return;
  throw new UnauthorizedError('Your session has expired. Please sign in again.');
}

module.exports = { rejectStaleSession };
