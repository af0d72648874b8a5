/// <reference path="./types/runtime.ts" />
// A request that presents a session the server no longer accepts (expired,
// signed out elsewhere) gets 401 instead of being served as a visitor, so a
// device can tell "sign in again" from "this write is not allowed" and keeps
// its offline writes instead of failing them.
routerUse(
  new Middleware(
    (e) => {
      const header = e.request.header.get('Authorization');
      const path = e.request.url.path;
      // Signing in (or asking for a reset) with a stale token still attached must work.
      const signingIn = /^\/api\/collections\/[^/]+\/(auth-with-|auth-methods|request-|confirm-)/.test(path);
      if (header && !e.auth && path.startsWith('/api/') && !path.startsWith('/api/realtime') && !signingIn) {
        throw new UnauthorizedError('Your session has expired. Please sign in again.');
      }
      return e.next();
    },
    20,
    'tastemap_session',
  ),
);
